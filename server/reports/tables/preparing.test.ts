/**
 * No request waits on a build of the report tables: while they are missing or outdated, reports are
 * answered 503 at once with a Retry-After and how far the build got, then 200 once it is done; kept
 * tables serve at once while an upkeep runs; a build cut short by closing the database stops within a
 * moment and is done again at the next start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../src/contract/common';
import { startTestServer, type TestServer } from '../../../tests/server/harness';
import type { Database } from '../../db/database';
import { Gate } from '../../http/gate';
import { readStamp } from './build';
import { TABLES_VERSION } from './factSelects';
import { ensureReportFacts, noteOrderChanges, prepareReportTables, refreshReportFacts } from './facts';
import { tablesState } from './readiness';

const NOW = new Date('2026-03-15T12:00:00Z');
const REPORT = '/api/reports/v0/stores/1/sale-summary?createdAtMin=2026-03-01&createdAtMax=2026-03-14';
/** The report gate of a real server: a request waits at most 1 s for its turn. */
const realGate = () => new Gate({ concurrency: 4, queue: 100, maxWaitMs: 1_000 });

/** A database whose statements matching `pattern` (in transactions too) wait while `held` is set. */
function holding(pattern: RegExp) {
  const waiting: (() => void)[] = [];
  const control = { held: true, waiting, release: () => {} };
  control.release = () => {
    control.held = false;
    for (const go of waiting.splice(0)) go();
  };
  const hold = async (sql: string) => {
    if (control.held && pattern.test(sql)) await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const wrap = (inner: Database): Database => ({
    engine: inner.engine,
    all: async (sql, params) => {
      await hold(sql);
      return inner.all(sql, params);
    },
    run: async (sql, params) => {
      await hold(sql);
      return inner.run(sql, params);
    },
    transaction: (work) => inner.transaction((tx) => work(wrap(tx))),
    close: () => inner.close(),
  });
  return { control, wrap };
}

/**
 * A server whose report tables are not ready yet, with the real report gate, and whose database holds
 * the statements matching `pattern` until `control.release()`; `appDb` is that (wrapped) database.
 */
async function serverHolding(pattern: RegExp, options: { demoOrders: number; file?: string }) {
  const { control, wrap } = holding(pattern);
  let appDb: Database | undefined;
  const server = await startTestServer({
    ...options,
    now: NOW,
    reportTablesReady: false,
    wrapDb: (db) => (appDb = wrap(db)),
    deps: { reportGate: realGate() },
  });
  if (!appDb) {
    control.release();
    await server.close();
    throw new Error('no app database');
  }
  return { control, server, appDb };
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 2000 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check(), what).toBe(true);
}

/** A report's answer, timed. */
async function ask(server: TestServer) {
  const token = await server.tokenFor('demo');
  const started = performance.now();
  const response = await server.get(REPORT, token);
  const ms = performance.now() - started;
  return { response, ms, body: (await response.json()) as unknown };
}

/** A 503 of a build under way: at once, with when to come back and how far it got. */
function expectPreparing({ response, ms, body }: Awaited<ReturnType<typeof ask>>) {
  expect(response.status, JSON.stringify(body)).toBe(503);
  expect(ms).toBeLessThan(500);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(30);
  const { message, preparing } = v.parse(errorBodySchema, body);
  expect(preparing?.progress).toBeGreaterThanOrEqual(0);
  expect(preparing?.progress).toBeLessThan(1);
  expect(message).toMatch(
    new RegExp(`^Reports are being prepared \\(\\d+ %\\); try again in ${retryAfter} s$`),
  );
  return preparing?.progress ?? 0;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pos-preparing-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('reports while the report tables are built', () => {
  it('a first start answers 503 with Retry-After and the progress at once, then 200 once built', async () => {
    // The build is held at a per-row table of its second wave, so it is surely under way when asked.
    const { control, server, appDb } = await serverHolding(/^CREATE TABLE rf_lines_next AS/, {
      demoOrders: 2000,
    });
    try {
      const lines: string[] = [];
      const built = prepareReportTables(appDb, (line) => lines.push(line));
      await until(() => control.waiting.length > 0, 'the build reaches rf_lines');
      const progress = expectPreparing(await ask(server));
      expect(progress).toBeGreaterThan(0);
      expect(lines).toEqual(['Report tables: building (none built)']);
      control.release();
      await built;
      expect(lines.at(-1)).toMatch(/^Report tables: built in [\d.]+ s \(longest: \w+ [\d.]+ s, .+\)$/);
      expect((await ask(server)).response.status).toBe(200);
    } finally {
      control.release();
      await server.close();
    }
  });

  it('a report asked before anything looked at the tables starts their build and is refused meanwhile', async () => {
    const { control, server, appDb } = await serverHolding(/^CREATE TABLE ro_all_q_next AS/, {
      demoOrders: 1000,
    });
    try {
      expect(tablesState(appDb)).toBeUndefined();
      expectPreparing(await ask(server));
      expect(tablesState(appDb)?.kind).toBe('building');
      control.release();
      await ensureReportFacts(appDb);
      expect((await ask(server)).response.status).toBe(200);
    } finally {
      control.release();
      await server.close();
    }
  });

  it('tables of an older version are built again at start, reports refused meanwhile', async () => {
    const file = path.join(dir, 'old-version.duckdb');
    const first = await startTestServer({ demoOrders: 1000, now: NOW, file });
    await first.db.run("UPDATE meta SET value = replace(value, $1, $2) WHERE key = 'report_facts'", [
      `"version":${TABLES_VERSION}`,
      `"version":${TABLES_VERSION - 1}`,
    ]);
    expect((await readStamp(first.db))?.version).toBe(TABLES_VERSION - 1);
    await first.close();

    const { control, server, appDb } = await serverHolding(/^CREATE TABLE rf_orders_next AS/, {
      demoOrders: 1000,
      file,
    });
    try {
      const lines: string[] = [];
      const built = prepareReportTables(appDb, (line) => lines.push(line));
      await until(() => control.waiting.length > 0, 'the build reaches rf_orders');
      expect(lines).toEqual([
        `Report tables: building (built by version ${TABLES_VERSION - 1}, this is ${TABLES_VERSION})`,
      ]);
      expectPreparing(await ask(server));
      control.release();
      expect(await built).toMatchObject({ rebuilt: true });
      expect((await readStamp(server.db))?.version).toBe(TABLES_VERSION);
      expect((await ask(server)).response.status).toBe(200);
    } finally {
      control.release();
      await server.close();
    }
  });

  it('kept tables of this version serve at once while their upkeep runs, at start and later', async () => {
    const file = path.join(dir, 'kept.duckdb');
    const first = await startTestServer({ demoOrders: 1000, now: NOW, file });
    const ids = (await first.db.all<{ id: number }>('SELECT id FROM orders ORDER BY id LIMIT 5')).map((row) =>
      Number(row.id),
    );
    await noteOrderChanges(first.db, ids.slice(0, 3));
    await first.close();

    // The upkeep (in a transaction) is held where it reads the changed orders again.
    const { control, server, appDb } = await serverHolding(/^INSERT INTO rf_orders /, {
      demoOrders: 1000,
      file,
    });
    try {
      const kept = prepareReportTables(appDb, () => {});
      await until(() => control.waiting.length > 0, 'the first upkeep reaches rf_orders');
      const atStart = await ask(server);
      expect(atStart.response.status).toBe(200);
      expect(atStart.ms).toBeLessThan(1000);
      control.release();
      expect(await kept).toMatchObject({ rebuilt: false, changedOrders: 3 });

      control.held = true;
      await noteOrderChanges(appDb, ids.slice(3));
      const upkeep = refreshReportFacts(appDb);
      await until(() => control.waiting.length > 0, 'the upkeep reaches rf_orders');
      expect((await ask(server)).response.status).toBe(200);
      control.release();
      expect(await upkeep).toMatchObject({ rebuilt: false, changedOrders: 2 });
    } finally {
      control.release();
      await server.close();
    }
  });
});

describe('a build cut short', () => {
  it('stops within a moment when the database is closed, and is built again at the next start', async () => {
    const file = path.join(dir, 'cut-short.duckdb');
    const first = await startTestServer({ demoOrders: 3000, now: NOW, file, reportTablesReady: false });
    const build = prepareReportTables(first.db, () => {});
    build.catch(() => undefined);
    await until(() => {
      const state = tablesState(first.db);
      return state?.kind === 'building' && state.progress.fraction() > 0.2;
    }, 'the build gets a fifth of the way');
    const started = performance.now();
    await first.close();
    expect(performance.now() - started).toBeLessThan(2000);
    await expect(build).rejects.toThrow();

    const server = await startTestServer({
      demoOrders: 3000,
      now: NOW,
      file,
      reportTablesReady: false,
      deps: { reportGate: realGate() },
    });
    try {
      expect(await readStamp(server.db)).toBeUndefined();
      const built = prepareReportTables(server.db, () => {});
      expectPreparing(await ask(server));
      expect(await built).toMatchObject({ rebuilt: true });
      expect((await ask(server)).response.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
