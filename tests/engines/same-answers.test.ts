/**
 * DuckDB and PostgreSQL answer alike: the same requests to a server on each engine, over the same
 * data (the hand-made dataset, and 3,000 generated orders), give the same JSON field by field.
 * Collected only when TEST_DATABASE_URL names a PostgreSQL server (`.ci/run` starts one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, fillPath } from '../server/endpoints';
import { startTestServer, type TestServer } from '../server/harness';
import { EAST, insertFixture, WEST } from '../server/reports-fixture';
import { everyReportPath } from '../server/reports-helpers';

type Query = Record<string, string | number>;

interface Pair {
  duckdb: TestServer;
  postgres: TestServer;
}

async function pairOf(options: { demoOrders: number; fixture: boolean }): Promise<Pair> {
  const now = new Date('2026-03-15T12:00:00Z');
  const [duckdb, postgres] = await Promise.all(
    (['duckdb', 'postgres'] as const).map((engine) =>
      startTestServer({ engine, demoOrders: options.demoOrders, now }),
    ),
  );
  if (!duckdb || !postgres) throw new Error('a server did not start');
  expect([duckdb.db.engine, postgres.db.engine]).toEqual(['duckdb', 'postgres']);
  if (options.fixture) await Promise.all([insertFixture(duckdb.db), insertFixture(postgres.db)]);
  return { duckdb, postgres };
}

/**
 * What two engines' answers may differ in, left out: the instant of an answer or a save, and time in a
 * state that is not over, which counts up to the instant of the request.
 */
function comparable(path: string, body: unknown): unknown {
  // Each server says when it produced its answer, and a target when it was saved there.
  delete (body as { generatedAt?: unknown }).generatedAt;
  if (path.includes('/targets')) {
    const { items } = body as { items?: Record<string, unknown>[] };
    for (const target of items ?? [body as Record<string, unknown>]) delete target.updatedAt;
  }
  if (!path.includes('/order-time-in-status?')) return body;
  const { items, total } = body as { items: Record<string, unknown>[]; total?: Record<string, unknown> };
  for (const item of [...items, ...(total ? [total] : [])]) {
    delete item.timeInStatuses;
    delete item.total;
  }
  return body;
}

async function expectSameAnswers(pair: Pair, paths: readonly string[]) {
  for (const path of paths) {
    const [fromDuck, fromPostgres] = await Promise.all(
      [pair.duckdb, pair.postgres].map(async (server) => {
        const response = await server.get(path);
        return { status: response.status, body: comparable(path, await response.json()) };
      }),
    );
    expect(fromDuck?.status, path).toBe(200);
    expect(fromPostgres, path).toEqual(fromDuck);
  }
}

function everyReport(store: number, query: Query): string[] {
  return everyReportPath(store, query);
}

describe('the hand-made dataset', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await pairOf({ demoOrders: 0, fixture: true });
  });
  afterAll(() => Promise.all([pair.duckdb.close(), pair.postgres.close()]));

  const cases: { store: number; query: Query }[] = [
    { store: EAST, query: { createdAtMin: '2026-02-28', createdAtMax: '2026-03-02' } },
    {
      store: EAST,
      query: { timeZone: '-03:00', createdAtMin: '2026-02-01', createdAtMax: '2026-03-31', mode: 'HOURS' },
    },
    { store: WEST, query: { createdAtMin: '2026-02-01', createdAtMax: '2026-03-31', mode: 'DATETIME' } },
    {
      store: WEST,
      query: {
        timeZone: 'America/New_York',
        createdAtMin: '2026-02-01',
        createdAtMax: '2026-03-31',
        mode: 'WEEKHOURS',
      },
    },
    { store: EAST, query: { createdAtMin: '2026-03-07', createdAtMax: '2026-03-09', compareWith: 'week' } },
  ];
  for (const [i, { store, query }] of cases.entries()) {
    it(`every report, case ${i + 1}: store ${store}, ${JSON.stringify(query)}`, async () => {
      await expectSameAnswers(pair, everyReport(store, query));
    });
  }

  it('every settings, catalog and general read of two demo stores', async () => {
    // A month's target on each, so that its read answers one (fillPath's month).
    for (const server of [pair.duckdb, pair.postgres])
      for (const store of [1, 2]) {
        const saved = await server.send(
          'PUT',
          fillPath('/api/general/v0/stores/:storeId/targets/:month', { storeId: String(store) }),
          'demo',
          {
            revenue: 1234567.89,
            orderCount: 321,
          },
        );
        expect(saved.status).toBe(200);
      }
    // Shared links are made of random tokens at each server's clock, and a view's schedule is of a view
    // saved at each server's clock: their tests run on both engines.
    const paths = ENDPOINTS.filter(
      (e) =>
        e.method === 'GET' &&
        !e.reports &&
        e.path !== '/api/health' &&
        !e.path.endsWith('/shares') &&
        !e.path.endsWith('/schedule') &&
        !e.path.startsWith('/api/shared/'),
    ).flatMap((e) =>
      [1, 2].map((store) => {
        const path = fillPath(e.path, { storeId: String(store), userId: '1' });
        const base = new URLSearchParams(e.base ?? {}).toString();
        return base ? `${path}?${base}` : path;
      }),
    );
    await expectSameAnswers(pair, paths);
  });
});

describe('generated data (3,000 orders)', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await pairOf({ demoOrders: 3000, fixture: false });
  });
  afterAll(() => Promise.all([pair.duckdb.close(), pair.postgres.close()]));

  const cases: { store: number; query: Query }[] = [
    { store: 1, query: { timeZone: '+09:00', createdAtMin: '2025-01-01', createdAtMax: '2025-12-31' } },
    {
      store: 1,
      query: {
        timeZone: '+05:45',
        createdAtMin: '2025-02-03T13:17',
        createdAtMax: '2025-11-02T08:45',
        outletIds: '101',
      },
    },
    {
      store: 2,
      query: {
        timeZone: 'Europe/Paris',
        createdAtMin: '2025-01-01',
        createdAtMax: '2025-12-31',
        mode: 'WEEK',
        compareWith: 'year',
      },
    },
    {
      store: 3,
      query: { createdAtMin: '2026-01-01', createdAtMax: '2026-03-15', statuses: 'paid', mode: 'MONTH' },
    },
  ];
  for (const [i, { store, query }] of cases.entries()) {
    it(`every report, case ${i + 1}: store ${store}, ${JSON.stringify(query)}`, async () => {
      await expectSameAnswers(pair, everyReport(store, query));
    });
  }
});
