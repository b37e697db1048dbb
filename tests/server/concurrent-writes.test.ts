/**
 * Writes sent at once, as a queue of saves replayed by a reconnecting app or two devices would: on
 * the tests' engine (DuckDB, or PostgreSQL under `npm run test:postgres`), every answer is a 200 or
 * the refusal it should be, never a 5xx, and what is stored is one row per id, within the caps.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_VIEWS_MAX, type SavedViewInput } from '../../src/contract/savedViews';
import { testEngine } from './engine';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoOrders: 300 });
  // Signed in before the races, so that no request of them waits on a password check.
  await Promise.all([server.tokenFor('demo'), server.tokenFor('staff')]);
});
afterAll(() => server.close());

const DEMO = 1;
const STAFF = 2;

const view = (overrides: Partial<SavedViewInput> = {}): SavedViewInput => ({
  storeId: 2,
  name: 'Paris by day',
  path: '/total-revenue',
  search: { mode: 'DATE' },
  range: { kind: 'lastDays', days: 7 },
  isDefault: false,
  ...overrides,
});
const viewUrl = (userId: number, id: string) => `/api/general/v0/users/${userId}/saved-views/${id}`;
const digestUrl = (userId: number, storeId: number) => `/api/general/v0/users/${userId}/digests/${storeId}`;

/** Sends every request at once and gives the statuses in the order sent. */
function statuses(requests: (() => Promise<Response>)[]): Promise<number[]> {
  return Promise.all(requests.map(async (send) => (await send()).status));
}

const count = (sql: string, params: (string | number)[]) =>
  server.db.all<{ n: number | bigint }>(sql, params).then(([row]) => Number(row?.n ?? -1));
const rowsOfView = (id: string) =>
  server.db.all<{ user_id: number; name: string }>(
    'SELECT user_id, name FROM saved_views WHERE id = CAST($1 AS VARCHAR)',
    [id],
  );
const viewsOf = (userId: number) =>
  count('SELECT count(*) AS n FROM saved_views WHERE user_id = CAST($1 AS INTEGER)', [userId]);

describe(`writes at once (${testEngine})`, () => {
  it('a new view saved 6 and 20 times at once under one id: every save 200, one row', async () => {
    for (const times of [6, 20]) {
      const id = randomUUID();
      const answers = await statuses(
        Array.from(
          { length: times },
          (_, index) => () =>
            server.send('PUT', viewUrl(STAFF, id), 'staff', view({ name: `Save ${index}`, isDefault: true })),
        ),
      );
      expect(answers).toEqual(Array.from({ length: times }, () => 200));
      const rows = await rowsOfView(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.user_id).toBe(STAFF);
      expect(await server.send('DELETE', viewUrl(STAFF, id), 'staff')).toHaveProperty('status', 200);
    }
  });

  it('two users racing for one new id: one keeps it, every save of the other is a 403 and takes nothing', async () => {
    for (let round = 0; round < 5; round++) {
      const id = randomUUID();
      const demoSave = () =>
        server.send('PUT', viewUrl(DEMO, id), 'demo', view({ name: 'Demo’s', storeId: 2 }));
      const staffSave = () => server.send('PUT', viewUrl(STAFF, id), 'staff', view({ name: 'Staff’s' }));
      // Interleaved, three each.
      const answers = await statuses([demoSave, staffSave, demoSave, staffSave, demoSave, staffSave]);
      const demo = answers.filter((_, index) => index % 2 === 0);
      const staff = answers.filter((_, index) => index % 2 === 1);
      const rows = await rowsOfView(id);
      expect(rows).toHaveLength(1);
      const [winner, loser] = rows[0]?.user_id === DEMO ? [demo, staff] : [staff, demo];
      expect(winner).toEqual([200, 200, 200]);
      expect(loser).toEqual([403, 403, 403]);
      expect(rows[0]?.name).toBe(rows[0]?.user_id === DEMO ? 'Demo’s' : 'Staff’s');
      const owner = rows[0]?.user_id === DEMO ? ['demo', DEMO] : ['staff', STAFF];
      await server.send('DELETE', viewUrl(owner[1] as number, id), owner[0] as string);
    }
  });

  it(`the ${SAVED_VIEWS_MAX}-view cap holds exactly: 20 new views at once from ${SAVED_VIEWS_MAX - 3}`, async () => {
    const kept = Array.from({ length: SAVED_VIEWS_MAX - 3 }, () => randomUUID());
    for (const [index, id] of kept.entries())
      expect(
        (await server.send('PUT', viewUrl(STAFF, id), 'staff', view({ name: `V${index}` }))).status,
      ).toBe(200);
    const fresh = Array.from({ length: 20 }, () => randomUUID());
    // Replacing kept views at the same time is never refused.
    const replaced = kept.slice(0, 5);
    const answers = await statuses([
      ...fresh.map((id) => () => server.send('PUT', viewUrl(STAFF, id), 'staff', view({ name: 'New' }))),
      ...replaced.map((id) => () => server.send('PUT', viewUrl(STAFF, id), 'staff', view({ name: 'Again' }))),
    ]);
    const forFresh = answers.slice(0, fresh.length);
    expect(forFresh.filter((status) => status === 200)).toHaveLength(3);
    expect(forFresh.filter((status) => status === 409)).toHaveLength(17);
    expect(answers.slice(fresh.length)).toEqual(replaced.map(() => 200));
    expect(await viewsOf(STAFF)).toBe(SAVED_VIEWS_MAX);
    // Deleting at once: each view once, a second delete of the same id 404.
    const all = [...kept, ...fresh];
    const deletes = await statuses(
      [...all, ...all.slice(0, 10)].map((id) => () => server.send('DELETE', viewUrl(STAFF, id), 'staff')),
    );
    expect(deletes.filter((status) => status === 200)).toHaveLength(SAVED_VIEWS_MAX);
    expect(deletes.every((status) => status === 200 || status === 404)).toBe(true);
    expect(await viewsOf(STAFF)).toBe(0);
  });

  it('a daily e-mail saved 6 and 20 times at once: every save 200, one row; stopped at once: one 200', async () => {
    for (const times of [6, 20]) {
      const answers = await statuses(
        Array.from(
          { length: times },
          (_, index) => () =>
            server.send('PUT', digestUrl(STAFF, 2), 'staff', { hour: index % 24, language: 'fr' }),
        ),
      );
      expect(answers).toEqual(Array.from({ length: times }, () => 200));
      expect(
        await count(
          'SELECT count(*) AS n FROM digest_subscriptions WHERE user_id = CAST($1 AS INTEGER) AND store_id = 2',
          [STAFF],
        ),
      ).toBe(1);
      const stops = await statuses(
        Array.from({ length: 6 }, () => () => server.send('DELETE', digestUrl(STAFF, 2), 'staff')),
      );
      expect(stops.sort()).toEqual([200, 404, 404, 404, 404, 404]);
    }
  });
});
