/**
 * Precomputed tables against the per-row tables: every report answers the same, to the cent and
 * row for row, whether it reads the rollups (where exact) or only the per-row tables, at offsets
 * and zones other than the store's, over ranges on and off local-day boundaries, with and without
 * filters (generated data, 3,000 orders).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { setRollupsEnabled } from '../../server/reports/tables/plan';
import { startTestServer, type TestServer } from './harness';
import { everyReportPath } from './reports-helpers';

let server: TestServer;
let appDb: Database | undefined;
/** Rollup tables read since the last reset. */
const read = new Set<string>();

beforeAll(async () => {
  server = await startTestServer({
    demoOrders: 3000,
    now: new Date('2026-03-15T12:00:00Z'),
    wrapDb: (db) => {
      const wrapped: Database = {
        engine: db.engine,
        all: (sql, params) => {
          for (const table of sql.match(/\br[olp]_[a-z0-9_]+/g) ?? []) read.add(table);
          return db.all(sql, params);
        },
        run: (sql, params) => db.run(sql, params),
        transaction: (work) => db.transaction(work),
        close: () => db.close(),
      };
      appDb = wrapped;
      return wrapped;
    },
  });
});
afterAll(() => server.close());

type Query = Record<string, string | number>;

/** Ranges and zones: the store's own (Seoul, +09:00), half and quarter hours, daylight saving. */
/** `reads`: rollup tables the case must read (besides the rest). */
const CASES: { store: number; query: Query; reads?: string[] }[] = [
  { store: 1, query: { timeZone: '+09:00', createdAtMin: '2025-01-01', createdAtMax: '2025-12-31' } },
  {
    store: 1,
    query: { timeZone: '+05:30', createdAtMin: '2025-01-01', createdAtMax: '2025-12-31', outletIds: '101' },
  },
  {
    store: 1,
    query: {
      timeZone: '+05:45',
      createdAtMin: '2025-02-03T13:17',
      createdAtMax: '2025-11-02T08:45',
      source: 'online',
    },
  },
  {
    store: 1,
    query: {
      timeZone: 'Europe/Paris',
      createdAtMin: '2025-01-01',
      createdAtMax: '2025-12-31',
      states: 'completed,returned,canceled',
    },
  },
  {
    store: 1,
    query: {
      timeZone: 'America/Santiago',
      createdAtMin: '2025-03-30T22:10',
      createdAtMax: '2025-10-01',
      statuses: 'paid,partially_refunded',
      mode: 'WEEK',
    },
  },
  // Payment statuses alone: the narrow rollups by outlet and status, quarter hours included.
  {
    store: 1,
    query: { timeZone: '+05:45', createdAtMin: '2025-01-01', createdAtMax: '2025-12-31', statuses: 'paid' },
    reads: ['ro_status', 'ro_status_h15'],
  },
  // Hours of a half-hour zone that keeps daylight saving (+10:30 until 6 April, then +09:30):
  // hours of UTC from :30 are its hours.
  {
    store: 1,
    query: {
      timeZone: 'Australia/Adelaide',
      createdAtMin: '2025-04-01',
      createdAtMax: '2025-04-12',
      mode: 'DATETIME',
    },
    reads: ['ro_default_h30'],
  },
  // Paris's own zone changes offset: its rollups are by its local days, daylight saving included.
  { store: 2, query: { createdAtMin: '2025-01-01', createdAtMax: '2025-12-31', mode: 'MONTH' } },
  {
    store: 2,
    query: { timeZone: 'America/New_York', createdAtMin: '2025-06-01', createdAtMax: '2025-06-30' },
  },
];

async function answers(paths: readonly string[]): Promise<unknown[]> {
  return Promise.all(
    paths.map(async (path) => {
      const response = await server.get(path);
      expect(response.status, path).toBe(200);
      const body = (await response.json()) as {
        items: Record<string, unknown>[];
        total?: Record<string, unknown>;
      };
      // The instant each answer was produced.
      delete (body as { generatedAt?: unknown }).generatedAt;
      // Time in a state that is not over counts up to the instant of the request (rows and total).
      if (path.includes('/order-time-in-status?'))
        for (const item of [...body.items, ...(body.total ? [body.total] : [])]) {
          delete item.timeInStatuses;
          delete item.total;
        }
      return body;
    }),
  );
}

describe('rollups give what the per-row tables give', () => {
  for (const [i, { store, query, reads }] of CASES.entries()) {
    it(`every report, case ${i + 1}: store ${store}, ${JSON.stringify(query)}`, async () => {
      const paths = everyReportPath(store, query);
      if (!appDb) throw new Error('no database');
      read.clear();
      const withRollups = await answers(paths);
      expect([...read].length, 'rollup tables read').toBeGreaterThan(2);
      if (reads) expect([...read]).toEqual(expect.arrayContaining(reads));
      setRollupsEnabled(appDb, false);
      read.clear();
      try {
        const rowsOnly = await answers(paths);
        expect([...read]).toEqual([]);
        for (const [k, path] of paths.entries()) expect(withRollups[k], path).toEqual(rowsOnly[k]);
      } finally {
        setRollupsEnabled(appDb, true);
      }
    });
  }
});
