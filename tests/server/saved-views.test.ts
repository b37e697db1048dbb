import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetStoreAccess } from '../../server/db/storeAccess';
import { errorBodySchema } from '../../src/contract/common';
import {
  SAVED_VIEWS_MAX,
  type SavedViewInput,
  savedViewSchema,
  savedViewsResponseSchema,
} from '../../src/contract/savedViews';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoOrders: 300 });
});
afterAll(() => server.close());

const DEMO = 1;
const STAFF = 2;

const sample = (overrides: Partial<SavedViewInput> = {}): SavedViewInput => ({
  storeId: 2,
  name: 'Paris by day',
  path: '/total-revenue',
  search: { mode: 'DATE', outletIds: [3, 4], compare: true, currency: 'EUR' },
  range: { kind: 'lastDays', days: 7 },
  isDefault: false,
  ...overrides,
});

function viewsUrl(userId: number, id?: string): string {
  return `/api/general/v0/users/${userId}/saved-views${id ? `/${id}` : ''}`;
}

async function listOf(userId: number, username: string) {
  const response = await server.get(viewsUrl(userId), await server.tokenFor(username));
  expect(response.status).toBe(200);
  return v.parse(savedViewsResponseSchema, await response.json()).items;
}

async function messageOf(response: Response): Promise<string> {
  return v.parse(errorBodySchema, await response.json()).message;
}

describe('saved views', () => {
  it('saves, lists, replaces under the same id and deletes a user’s view', async () => {
    const id = randomUUID();
    const saved = await server.send('PUT', viewsUrl(STAFF, id), 'staff', sample());
    expect(saved.status).toBe(200);
    const view = v.parse(savedViewSchema, await saved.json());
    expect(view).toMatchObject({ id, ...sample() });

    expect(await listOf(STAFF, 'staff')).toEqual([view]);
    // A queued save sent twice, then a rename: one view, the last answer kept.
    await server.send('PUT', viewsUrl(STAFF, id), 'staff', sample());
    const renamed = await server.send(
      'PUT',
      viewsUrl(STAFF, id),
      'staff',
      sample({ name: '  Paris weekly  ' }),
    );
    expect(renamed.status).toBe(200);
    const list = await listOf(STAFF, 'staff');
    expect(list.map((item) => [item.id, item.name])).toEqual([[id, 'Paris weekly']]);

    const deleted = await server.send('DELETE', viewsUrl(STAFF, id), 'staff');
    expect(deleted.status).toBe(200);
    expect(await listOf(STAFF, 'staff')).toEqual([]);
    const again = await server.send('DELETE', viewsUrl(STAFF, id), 'staff');
    expect(again.status).toBe(404);
    expect(await messageOf(again)).toContain(id);
  });

  it('keeps one default view per user', async () => {
    const first = randomUUID();
    const second = randomUUID();
    await server.send('PUT', viewsUrl(STAFF, first), 'staff', sample({ name: 'A', isDefault: true }));
    await server.send(
      'PUT',
      viewsUrl(STAFF, second),
      'staff',
      sample({ name: 'B', storeId: 3, isDefault: true }),
    );
    const list = await listOf(STAFF, 'staff');
    expect(list.map((item) => [item.name, item.isDefault])).toEqual([
      ['A', false],
      ['B', true],
    ]);
    for (const id of [first, second]) await server.send('DELETE', viewsUrl(STAFF, id), 'staff');
  });

  it('refuses other users’ views and stores with 403, and never lists them', async () => {
    const id = randomUUID();
    await server.send('PUT', viewsUrl(DEMO, id), 'demo', sample({ storeId: 1, name: 'Seoul' }));
    expect((await server.get(viewsUrl(DEMO), await server.tokenFor('staff'))).status).toBe(403);
    expect((await server.send('PUT', viewsUrl(DEMO, id), 'staff', sample())).status).toBe(403);
    // The id is the demo owner's: staff cannot take it over under their own path either.
    const taken = await server.send('PUT', viewsUrl(STAFF, id), 'staff', sample());
    expect(taken.status).toBe(403);
    expect((await server.send('DELETE', viewsUrl(STAFF, id), 'staff')).status).toBe(403);
    // Staff may not see store 1.
    const foreign = await server.send('PUT', viewsUrl(STAFF, randomUUID()), 'staff', sample({ storeId: 1 }));
    expect(foreign.status).toBe(403);
    expect(await listOf(STAFF, 'staff')).toEqual([]);
    expect((await listOf(DEMO, 'demo')).map((view) => view.name)).toContain('Seoul');
    await server.send('DELETE', viewsUrl(DEMO, id), 'demo');
  });

  it('hides the views of a store the user lost, and shows them again when access returns', async () => {
    const id = randomUUID();
    await server.send('PUT', viewsUrl(STAFF, id), 'staff', sample({ storeId: 3, name: 'Brooklyn' }));
    await server.db.run('DELETE FROM user_stores WHERE user_id = 2 AND store_id = 3');
    // Store access is memoised a few seconds: the next request reads it again.
    forgetStoreAccess(server.db, STAFF);
    try {
      expect(await listOf(STAFF, 'staff')).toEqual([]);
    } finally {
      await server.db.run('INSERT INTO user_stores (user_id, store_id) VALUES (2, 3)');
      forgetStoreAccess(server.db, STAFF);
    }
    expect((await listOf(STAFF, 'staff')).map((view) => view.name)).toEqual(['Brooklyn']);
    await server.send('DELETE', viewsUrl(STAFF, id), 'staff');
  });

  it('keeps a well-formed name with characters outside the BMP', async () => {
    const id = randomUUID();
    const saved = await server.send(
      'PUT',
      viewsUrl(STAFF, id),
      'staff',
      sample({ name: 'Paris 😀 \u{1F600}' }),
    );
    expect(saved.status).toBe(200);
    expect((await listOf(STAFF, 'staff')).map((view) => view.name)).toEqual(['Paris 😀 😀']);
    await server.send('DELETE', viewsUrl(STAFF, id), 'staff');
  });

  it('checks stored rows again when reading them: one that breaks the rules is left out alone', async () => {
    const good = randomUUID();
    await server.send('PUT', viewsUrl(STAFF, good), 'staff', sample({ name: 'Readable' }));
    const broken: [string, string, string][] = [
      // As stored before finite numbers were checked: 1e999 written as null.
      ['{"mode":"DATE","compare":null}', '{"kind":"fixed"}', '/total-revenue'],
      ['{"mode":"DATE"}', '{"kind":"lastDays","days":0}', '/total-revenue'],
      ['not json', '{"kind":"fixed"}', '/total-revenue'],
      ['{"mode":"DATE"}', '{"kind":"fixed"}', 'total-revenue'],
    ];
    const ids = broken.map(() => randomUUID());
    for (const [index, [search, range, path]] of broken.entries())
      await server.db.run(
        `INSERT INTO saved_views (id, user_id, store_id, name, path, search, date_range, is_default, updated_at)
         VALUES (CAST($1 AS VARCHAR), 2, 2, 'Broken', CAST($2 AS VARCHAR), CAST($3 AS VARCHAR),
           CAST($4 AS VARCHAR), false, 1)`,
        [ids[index] ?? '', path, search, range],
      );
    try {
      expect((await listOf(STAFF, 'staff')).map((view) => view.name)).toEqual(['Readable']);
    } finally {
      for (const id of [good, ...ids]) await server.send('DELETE', viewsUrl(STAFF, id), 'staff');
    }
  });

  it('answers 400 naming what is wrong, and 409 past the most views a user keeps', async () => {
    const id = randomUUID();
    const cases: [unknown, string][] = [
      [sample({ name: '   ' }), "'name'"],
      [sample({ path: 'total-revenue' }), "'path'"],
      [{ ...sample(), range: { kind: 'lastDays', days: 0 } }, "'range.days'"],
      [{ ...sample(), range: { kind: 'soon' } }, "'range.kind'"],
      [{ ...sample(), search: { 'a b': 1 } }, "'search"],
      [{ ...sample(), storeId: 'two' }, "'storeId'"],
      // Ids in a body are bounded as in paths: the database's INTEGER.
      [{ ...sample(), storeId: 2147483648 }, "'storeId': must be an id from 1 to 2147483647"],
      [{ ...sample(), storeId: 1e300 }, "'storeId'"],
      [{ ...sample(), storeId: 0 }, "'storeId'"],
      [{ ...sample(), storeId: -1 }, "'storeId'"],
      [{ ...sample(), storeId: 2.5 }, "'storeId'"],
      // JSON has no Infinity: 1e999 would be stored as null.
      [JSON.stringify(sample()).replace('"compare":true', '"compare":1e999'), "'search.compare'"],
      [JSON.stringify(sample()).replace('[3,4]', '[3,-1e999]'), "'search.outletIds"],
      // Text no column holds: U+0000 and lone surrogates, in any field or key.
      [sample({ name: 'a\u0000b' }), "'name': must not contain U+0000"],
      [sample({ name: 'a\uD800b' }), "'name': must not contain U+0000 or an unpaired surrogate"],
      [sample({ name: 'a\uDC00' }), "'name'"],
      [{ ...sample(), search: { currency: 'EU\u0000R' } }, "'search.currency'"],
      [{ ...sample(), search: { 'a\u0000': 1 } }, "'search.a\\u0000'"],
      ['{"name":', 'must be JSON'],
    ];
    for (const [body, expected] of cases) {
      const response = await server.send('PUT', viewsUrl(STAFF, id), 'staff', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await messageOf(response)).toContain(expected);
    }
    const badId = await server.send('PUT', viewsUrl(STAFF, 'not-a-uuid'), 'staff', sample());
    expect(badId.status).toBe(400);
    expect(await messageOf(badId)).toContain("'viewId'");

    const ids = Array.from({ length: SAVED_VIEWS_MAX }, () => randomUUID());
    for (const [index, viewId] of ids.entries())
      expect(
        (await server.send('PUT', viewsUrl(STAFF, viewId), 'staff', sample({ name: `V${index}` }))).status,
      ).toBe(200);
    const past = await server.send('PUT', viewsUrl(STAFF, randomUUID()), 'staff', sample());
    expect(past.status).toBe(409);
    expect(await messageOf(past)).toContain(String(SAVED_VIEWS_MAX));
    // Replacing one of them is still allowed.
    expect((await server.send('PUT', viewsUrl(STAFF, ids[0] ?? ''), 'staff', sample())).status).toBe(200);
    for (const viewId of ids) await server.send('DELETE', viewsUrl(STAFF, viewId), 'staff');
  });
});
