/** The daily e-mail's routes of the general service (server/REPORTS.md, "Daily e-mail digest"). */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetStoreAccess } from '../../server/db/storeAccess';
import { errorBodySchema } from '../../src/contract/common';
import { digestSubscriptionSchema, digestSubscriptionsResponseSchema } from '../../src/contract/digest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoOrders: 300 });
});
afterAll(() => server.close());

const DEMO = 1;
const STAFF = 2;
const PARIS = 2;
const BROOKLYN = 3;
const SEOUL = 1;

const digestsUrl = (userId: number | string, storeId?: number | string) =>
  `/api/general/v0/users/${userId}/digests${storeId === undefined ? '' : `/${storeId}`}`;

async function listOf(userId: number, username: string) {
  const response = await server.get(digestsUrl(userId), await server.tokenFor(username));
  expect(response.status).toBe(200);
  return v.parse(digestSubscriptionsResponseSchema, await response.json());
}

const messageOf = async (response: Response) => v.parse(errorBodySchema, await response.json()).message;

describe('daily e-mail subscriptions', () => {
  it('subscribes per store, changes the hour and language, lists and unsubscribes', async () => {
    expect(await listOf(STAFF, 'staff')).toEqual({ items: [], outOfReach: [], mailEnabled: false });
    const saved = await server.send('PUT', digestsUrl(STAFF, PARIS), 'staff', { hour: 7, language: 'fr' });
    expect(saved.status).toBe(200);
    expect(v.parse(digestSubscriptionSchema, await saved.json())).toMatchObject({
      storeId: PARIS,
      hour: 7,
      language: 'fr',
    });
    // Without an hour, the default 06:00; saving again replaces.
    await server.send('PUT', digestsUrl(STAFF, BROOKLYN), 'staff', { language: 'en' });
    await server.send('PUT', digestsUrl(STAFF, PARIS), 'staff', { hour: 22, language: 'zh-Hant' });
    const list = await listOf(STAFF, 'staff');
    expect(list.items.map(({ storeId, hour, language }) => ({ storeId, hour, language }))).toEqual([
      { storeId: PARIS, hour: 22, language: 'zh-Hant' },
      { storeId: BROOKLYN, hour: 6, language: 'en' },
    ]);
    expect((await server.send('DELETE', digestsUrl(STAFF, PARIS), 'staff')).status).toBe(200);
    const again = await server.send('DELETE', digestsUrl(STAFF, PARIS), 'staff');
    expect(again.status).toBe(404);
    expect((await listOf(STAFF, 'staff')).items.map((item) => item.storeId)).toEqual([BROOKLYN]);
    await server.send('DELETE', digestsUrl(STAFF, BROOKLYN), 'staff');
  });

  it("refuses another user's path and a store the user may not see with 403, an unknown store with 404", async () => {
    await server.send('PUT', digestsUrl(DEMO, SEOUL), 'demo', { hour: 6, language: 'ko' });
    expect((await server.get(digestsUrl(DEMO), await server.tokenFor('staff'))).status).toBe(403);
    expect((await server.send('PUT', digestsUrl(DEMO, SEOUL), 'staff', { language: 'en' })).status).toBe(403);
    expect((await server.send('DELETE', digestsUrl(DEMO, SEOUL), 'staff')).status).toBe(403);
    const foreign = await server.send('PUT', digestsUrl(STAFF, SEOUL), 'staff', { language: 'en' });
    expect(foreign.status).toBe(403);
    expect(await messageOf(foreign)).toContain(`store ${SEOUL}`);
    // Stopping needs no access to the store (see below): staff has nothing of Seoul to stop.
    expect((await server.send('DELETE', digestsUrl(STAFF, SEOUL), 'staff')).status).toBe(404);
    const unknown = await server.send('PUT', digestsUrl(STAFF, 999), 'staff', { language: 'en' });
    expect(unknown.status).toBe(404);
    expect((await listOf(DEMO, 'demo')).items.map((item) => item.storeId)).toEqual([SEOUL]);
    await server.send('DELETE', digestsUrl(DEMO, SEOUL), 'demo');
  });

  it('answers 400 naming the field or parameter, never 500', async () => {
    const cases: [unknown, string][] = [
      [{ hour: 24, language: 'en' }, "'hour'"],
      [{ hour: -1, language: 'en' }, "'hour'"],
      [{ hour: 6.5, language: 'en' }, "'hour'"],
      [{ hour: '6', language: 'en' }, "'hour'"],
      [{ hour: 6, language: 'de' }, "'language'"],
      [{ hour: 6 }, "'language'"],
      ['{"hour":', 'must be JSON'],
      ['[]', "'language'"],
    ];
    for (const [body, expected] of cases) {
      const response = await server.send('PUT', digestsUrl(STAFF, PARIS), 'staff', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await messageOf(response)).toContain(expected);
    }
    for (const [url, name] of [
      [digestsUrl(STAFF, 'paris'), "'storeId'"],
      [digestsUrl(STAFF, 0), "'storeId'"],
      [digestsUrl('me', PARIS), "'userId'"],
    ] as const) {
      const response = await server.send('PUT', url, 'staff', { language: 'en' });
      expect(response.status, url).toBe(400);
      expect(await messageOf(response)).toContain(name);
    }
    const asText = await server.app.request(digestsUrl(STAFF, PARIS), {
      method: 'PUT',
      headers: { authorization: `Bearer ${await server.tokenFor('staff')}`, 'content-type': 'text/plain' },
      body: '{"language":"en"}',
    });
    expect(asText.status).toBe(415);
    expect((await server.app.request(digestsUrl(STAFF))).status).toBe(401);
    expect((await listOf(STAFF, 'staff')).items).toEqual([]);
  });

  it('leaves out the digest of a store the user lost, and lists it again when access returns', async () => {
    await server.send('PUT', digestsUrl(STAFF, BROOKLYN), 'staff', { hour: 8, language: 'en' });
    await server.db.run('DELETE FROM user_stores WHERE user_id = 2 AND store_id = 3');
    forgetStoreAccess(server.db, STAFF);
    try {
      const list = await listOf(STAFF, 'staff');
      expect(list.items).toEqual([]);
      // Listed apart, not sent, so that the user can still stop it.
      expect(list.outOfReach.map((item) => [item.storeId, item.hour])).toEqual([[BROOKLYN, 8]]);
      // Nor can it be changed while the store is not the user's.
      expect(
        (await server.send('PUT', digestsUrl(STAFF, BROOKLYN), 'staff', { language: 'en' })).status,
      ).toBe(403);
    } finally {
      await server.db.run('INSERT INTO user_stores (user_id, store_id) VALUES (2, 3)');
      forgetStoreAccess(server.db, STAFF);
    }
    expect((await listOf(STAFF, 'staff')).items.map((item) => [item.storeId, item.hour])).toEqual([
      [BROOKLYN, 8],
    ]);
    expect((await listOf(STAFF, 'staff')).outOfReach).toEqual([]);
    await server.send('DELETE', digestsUrl(STAFF, BROOKLYN), 'staff');
  });

  it('may always be stopped by its user, also for a store they lost: it does not come back with the access', async () => {
    await server.send('PUT', digestsUrl(STAFF, BROOKLYN), 'staff', { hour: 8, language: 'en' });
    await server.db.run('DELETE FROM user_stores WHERE user_id = 2 AND store_id = 3');
    forgetStoreAccess(server.db, STAFF);
    try {
      const stopped = await server.send('DELETE', digestsUrl(STAFF, BROOKLYN), 'staff');
      expect(stopped.status).toBe(200);
      expect((await listOf(STAFF, 'staff')).outOfReach).toEqual([]);
      const again = await server.send('DELETE', digestsUrl(STAFF, BROOKLYN), 'staff');
      expect(again.status).toBe(404);
      expect(await messageOf(again)).toContain(`store ${BROOKLYN}`);
    } finally {
      await server.db.run('INSERT INTO user_stores (user_id, store_id) VALUES (2, 3)');
      forgetStoreAccess(server.db, STAFF);
    }
    expect((await listOf(STAFF, 'staff')).items).toEqual([]);
    // Still only one's own: another user's path is refused, and ids are checked as anywhere.
    expect((await server.send('DELETE', digestsUrl(DEMO, SEOUL), 'staff')).status).toBe(403);
    expect((await server.send('DELETE', digestsUrl(STAFF, 0), 'staff')).status).toBe(400);
  });

  it('says whether the server sends e-mail at all', async () => {
    const withMail = await startTestServer({ demoOrders: 0, deps: { digestMail: true } });
    try {
      const response = await withMail.get(digestsUrl(DEMO));
      expect(v.parse(digestSubscriptionsResponseSchema, await response.json()).mailEnabled).toBe(true);
    } finally {
      await withMail.close();
    }
  });
});
