/**
 * A start-up killed at any moment (SIGKILL: no cleanup, no ROLLBACK) leaves a data folder that the
 * next start completes: the reference data, orders half written, report tables half built or half
 * rebuilt. After a restart every report answers what a clean build of the same data answers. A
 * folder a start cannot complete is refused with what to do.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoData } from '../../server/demo/index';
import { ensureReportFacts } from '../../server/reports/tables/facts';
import type { CrashStart } from './crash-start';
import { openTestDatabase } from './engine';
import { startTestServer, type TestServer } from './harness';
import { everyReportPath } from './reports-helpers';

const NOW = '2026-03-15T12:00:00.000Z';
const DEMO_ORDERS = 1200;
/** About 25 generation steps of a few weeks each, so a kill can fall between two of them. */
const STEP_ORDERS = 60;
const QUERIES: { store: number; query: Record<string, string> }[] = [
  { store: 1, query: { timeZone: '+09:00', createdAtMin: '2025-03-01', createdAtMax: '2026-03-15' } },
  { store: 2, query: { createdAtMin: '2025-12-01', createdAtMax: '2026-02-28', mode: 'WEEK' } },
];
const PATHS = QUERIES.flatMap(({ store, query }) => everyReportPath(store, query));

let dir: string;
let clean: unknown[];

/** Every report's answer, less what counts up to the instant of the request (time in a state not over). */
async function answers(server: TestServer): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (const reportPath of PATHS) {
    const response = await server.get(reportPath);
    const body = (await response.json()) as {
      items?: Record<string, unknown>[];
      total?: Record<string, unknown>;
    };
    expect(response.status, `${reportPath}: ${JSON.stringify(body)}`).toBe(200);
    // The instant each answer was produced.
    delete (body as { generatedAt?: unknown }).generatedAt;
    // Time in a state that is not over counts up to the instant of the request (rows and total).
    if (reportPath.includes('/order-time-in-status?'))
      for (const item of [...(body.items ?? []), ...(body.total ? [body.total] : [])]) {
        delete item.timeInStatuses;
        delete item.total;
      }
    bodies.push(body);
  }
  return bodies;
}

/** Runs a start-up in a process of its own and waits for it to be killed at the point named. */
function startKilledAt(file: string, point: Omit<CrashStart, 'demoOrders' | 'now' | 'stepOrders'>) {
  const options: CrashStart = { demoOrders: DEMO_ORDERS, now: NOW, stepOrders: STEP_ORDERS, ...point };
  return new Promise<NodeJS.Signals | null>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/server/crash-start.ts', file, JSON.stringify(options)],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`the start was not killed (exit ${code}): ${errors}`));
      else resolve(signal);
    });
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pos-crash-'));
  const server = await startTestServer({ engine: 'duckdb', demoOrders: DEMO_ORDERS, now: new Date(NOW) });
  try {
    await ensureReportFacts(server.db);
    clean = await answers(server);
  } finally {
    await server.close();
  }
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const KILL_POINTS: { name: string; point: Omit<CrashStart, 'demoOrders' | 'now' | 'stepOrders'> }[] = [
  {
    name: 'midway through the reference data',
    point: { pattern: '^\\s*INSERT INTO products', occurrence: 1 },
  },
  {
    name: 'with the reference data written, before the first orders',
    point: { pattern: 'gen_payment_methods AS', occurrence: 1 },
  },
  { name: 'with the orders half written', point: { pattern: 'gen_payment_methods AS', occurrence: 12 } },
  {
    name: 'with the report tables half built',
    point: { pattern: '^CREATE TABLE rf_\\w+_next AS', occurrence: 6 },
  },
  {
    name: 'during a rebuild of the report tables, one of them dropped and its new one not yet in place',
    point: { pattern: '^ALTER TABLE rf_orders_next RENAME', occurrence: 2, rebuild: true },
  },
];

describe('a start killed at any moment, then started again', () => {
  for (const [index, { name, point }] of KILL_POINTS.entries()) {
    it(`${name}: every report answers what a clean build answers`, async () => {
      const file = path.join(dir, `killed-${index}.duckdb`);
      expect(await startKilledAt(file, point)).toBe('SIGKILL');
      const server = await startTestServer({
        engine: 'duckdb',
        file,
        demoOrders: DEMO_ORDERS,
        now: new Date(NOW),
      });
      try {
        await ensureReportFacts(server.db);
        const again = await answers(server);
        for (const [k, reportPath] of PATHS.entries()) expect(again[k], reportPath).toEqual(clean[k]);
      } finally {
        await server.close();
      }
    }, 120_000);
  }

  it('a folder with stores but no record of a demo generation is refused, saying to start from an empty one', async () => {
    const file = path.join(dir, 'foreign.duckdb');
    const db = await openTestDatabase({ engine: 'duckdb', file });
    try {
      await ensureDemoData(db, { seed: 7, demoOrders: 200, now: new Date(NOW) });
      await db.run("DELETE FROM meta WHERE key = 'generated_through'");
      await expect(ensureDemoData(db, { seed: 7, demoOrders: 200, now: new Date(NOW) })).rejects.toThrow(
        /no record of a demo generation.*empty data folder/,
      );
    } finally {
      await db.close();
    }
  });
});
