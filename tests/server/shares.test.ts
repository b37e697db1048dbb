/** Read-only links of a saved view: the owner's routes, and the link's public reads. */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetStoreAccess } from '../../server/db/storeAccess';
import { sharedViewSchema, shareTokenSchema, viewSharesResponseSchema } from '../../src/contract/viewShares';
import { testEngine } from './engine';
import {
  DEMO,
  messageOf,
  newAddress,
  openShared,
  post,
  type SharesServer,
  STAFF,
  savedView,
  shareOf,
  sharesUrl,
  startSharesServer,
  viewsUrl,
} from './sharesHelpers';

let server: SharesServer;
beforeAll(async () => {
  server = await startSharesServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;

async function linksOf(userId: number, username: string, viewId: string) {
  const response = await server.get(sharesUrl(userId, viewId), await server.tokenFor(username));
  expect(response.status).toBe(200);
  return v.parse(viewSharesResponseSchema, await response.json()).items;
}

describe(`share links of a saved view on ${testEngine}`, () => {
  it('makes a link of an unguessable token kept hashed, lists it with its use, and revokes it at once', async () => {
    const viewId = await savedView(server, 'staff');
    const made = await shareOf(server, 'staff', viewId);
    expect(made.url).toBe(`http://localhost/shared/${made.token}`);
    expect(v.is(shareTokenSchema, made.token)).toBe(true);
    expect(Buffer.from(made.token, 'base64url')).toHaveLength(32);
    expect(made.expiresAt - made.createdAt).toBe(7 * DAY);
    expect(made.createdAt).toBe(server.clock.now);

    // The database holds its SHA-256, never the token.
    const rows = await server.db.all('SELECT * FROM view_shares WHERE id = CAST($1 AS VARCHAR)', [made.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(
      JSON.stringify(rows, (_, value) => (typeof value === 'bigint' ? String(value) : value)),
    ).not.toContain(made.token);

    expect(await linksOf(STAFF, 'staff', viewId)).toEqual([
      { id: made.id, viewId, createdAt: made.createdAt, expiresAt: made.expiresAt, lastUsedAt: null },
    ]);
    const address = newAddress();
    server.clock.now += 1_000;
    expect((await openShared(server, `/api/shared/v0/${made.token}`, address)).status).toBe(200);
    expect((await linksOf(STAFF, 'staff', viewId))[0]?.lastUsedAt).toBe(server.clock.now);

    const revoked = await server.send('DELETE', sharesUrl(STAFF, viewId, made.id), 'staff');
    expect(revoked.status).toBe(200);
    expect(await linksOf(STAFF, 'staff', viewId)).toEqual([]);
    const gone = await openShared(server, `/api/shared/v0/${made.token}`, address);
    expect(gone.status).toBe(410);
    expect(await messageOf(gone)).toMatch(/revoked/);
    const answer = await openShared(server, `/api/shared/v0/${made.token}/answer`, address);
    expect(answer.status).toBe(410);
    expect((await server.send('DELETE', sharesUrl(STAFF, viewId, made.id), 'staff')).status).toBe(404);
  });

  it('takes 1 to 90 whole days, 7 without any, and refuses anything else naming the field', async () => {
    const viewId = await savedView(server, 'staff');
    const url = sharesUrl(STAFF, viewId);
    for (const days of [1, 90]) {
      const made = await shareOf(server, 'staff', viewId, days);
      expect(made.expiresAt - made.createdAt).toBe(days * DAY);
    }
    for (const [body, field] of [
      [{ expiresInDays: 0 }, 'expiresInDays'],
      [{ expiresInDays: 91 }, 'expiresInDays'],
      [{ expiresInDays: 1.5 }, 'expiresInDays'],
      [{ expiresInDays: '7' }, 'expiresInDays'],
      [{ expiresInDays: null }, 'expiresInDays'],
      [{ expiresInDays: 7, viewId }, 'viewId'],
    ] as const) {
      const response = await post(server, url, 'staff', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await messageOf(response)).toContain(`'${field}'`);
    }
    for (const text of ['', '[]', 'null', '{"expiresInDays":']) {
      const response = await post(server, url, 'staff', text);
      expect(response.status, text).toBe(400);
    }
    const notJson = await server.app.request(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${await server.tokenFor('staff')}`, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(notJson.status).toBe(415);
    expect(await linksOf(STAFF, 'staff', viewId)).toHaveLength(2);
  });

  it("keeps each user to their own views and links: 403 for another user's path, 404 for their view or link", async () => {
    const demoView = await savedView(server, 'demo', { storeId: 1 });
    const demoLink = await shareOf(server, 'demo', demoView);
    const staffView = await savedView(server, 'staff');
    expect((await post(server, sharesUrl(DEMO, demoView), 'staff', {})).status).toBe(403);
    expect((await server.get(sharesUrl(DEMO, demoView), await server.tokenFor('staff'))).status).toBe(403);
    expect((await server.send('DELETE', sharesUrl(DEMO, demoView, demoLink.id), 'staff')).status).toBe(403);
    // Under their own id, another user's view and link are not found.
    expect((await post(server, sharesUrl(STAFF, demoView), 'staff', {})).status).toBe(404);
    expect((await server.get(sharesUrl(STAFF, demoView), await server.tokenFor('staff'))).status).toBe(404);
    expect((await server.send('DELETE', sharesUrl(STAFF, demoView, demoLink.id), 'staff')).status).toBe(404);
    expect((await server.send('DELETE', sharesUrl(STAFF, staffView, demoLink.id), 'staff')).status).toBe(404);
    expect(await linksOf(DEMO, 'demo', demoView)).toHaveLength(1);
    // Path parameters are checked: 400 naming them.
    const bad = await server.send('DELETE', sharesUrl(STAFF, staffView, 'nope'), 'staff');
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toContain("'shareId'");
    const unknownView = await post(
      server,
      sharesUrl(STAFF, '0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b'),
      'staff',
      {},
    );
    expect(unknownView.status).toBe(404);
  });

  it("lists every link in force of the user's views at once, and none of another user's", async () => {
    const allOf = async (userId: number, username: string) => {
      const response = await server.get(
        `/api/general/v0/users/${userId}/saved-view-shares`,
        await server.tokenFor(username),
      );
      expect(response.status).toBe(200);
      return v.parse(viewSharesResponseSchema, await response.json()).items;
    };
    const first = await savedView(server, 'staff');
    const second = await savedView(server, 'staff');
    const links = [await shareOf(server, 'staff', first), await shareOf(server, 'staff', second)];
    const revoked = await shareOf(server, 'staff', second);
    await server.send('DELETE', sharesUrl(STAFF, second, revoked.id), 'staff');
    const listed = await allOf(STAFF, 'staff');
    const ofTheseViews = listed.filter((share) => share.viewId === first || share.viewId === second);
    expect(ofTheseViews.map((share) => share.id).sort()).toEqual(links.map((link) => link.id).sort());
    expect((await allOf(DEMO, 'demo')).map((share) => share.id)).not.toContain(links[0]?.id);
    const others = await server.get(
      `/api/general/v0/users/${DEMO}/saved-view-shares`,
      await server.tokenFor('staff'),
    );
    expect(others.status).toBe(403);
  });

  it('opens the view without sign-in: its name, filters and dates, the store as its report reads it, who shared it', async () => {
    const viewId = await savedView(server, 'staff', { name: 'Brooklyn weekly', storeId: 3 });
    const made = await shareOf(server, 'staff', viewId, 3);
    const response = await openShared(server, `/api/shared/v0/${made.token}`, newAddress());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const shared = v.parse(sharedViewSchema, await response.json());
    const store = (await server.db.all('SELECT * FROM stores WHERE id = 3'))[0] as Record<string, string>;
    const states = await server.db.all<{ value: string; label: string }>(
      'SELECT value, label FROM custom_order_statuses WHERE store_id = 3 AND is_published ORDER BY id',
    );
    expect(shared).toEqual({
      name: 'Brooklyn weekly',
      path: '/total-revenue',
      search: { mode: 'DATE', compare: true },
      range: { kind: 'lastDays', days: 7 },
      store: {
        name: store.name,
        platform: store.type,
        currency: store.currency,
        symbol: store.symbol,
        timeZone: store.timezone,
        dayStartsAt: '00:00',
        stateLabels: states.map((state) => [state.value, state.label]),
      },
      shownCurrency: { code: store.currency, symbol: store.symbol, rate: 1 },
      sharedBy: 'staff',
      expiresAt: made.expiresAt,
    });
  });

  it("shows money in the currency the view names, at the store's rate, else in the store's own", async () => {
    const [rate] = await server.db.all<{ to_currency: string; rate: string | number }>(
      `SELECT r.to_currency, r.rate FROM currency_rates r JOIN stores s ON s.id = r.store_id
       WHERE r.store_id = 3 AND r.from_currency = s.currency AND r.to_currency <> s.currency ORDER BY r.id LIMIT 1`,
    );
    if (!rate) throw new Error('store 3 has no currency rate in the demo data');
    const shownOf = async (currency: string) => {
      const viewId = await savedView(server, 'staff', { storeId: 3, search: { mode: 'DATE', currency } });
      const made = await shareOf(server, 'staff', viewId, 3);
      const response = await openShared(server, `/api/shared/v0/${made.token}`, newAddress());
      return v.parse(sharedViewSchema, await response.json()).shownCurrency;
    };
    expect(await shownOf(rate.to_currency)).toMatchObject({
      code: rate.to_currency,
      rate: Number(rate.rate),
    });
    const store = (await server.db.all('SELECT currency FROM stores WHERE id = 3'))[0] as {
      currency: string;
    };
    expect(await shownOf('XXX')).toMatchObject({ code: store.currency, rate: 1 });
  });

  it('answers 400 for what cannot be a token, 404 for an unknown one, 410 once expired', async () => {
    const address = newAddress();
    for (const token of ['abc', `${'a'.repeat(42)}=`, 'a'.repeat(44), '%00'])
      expect((await openShared(server, `/api/shared/v0/${token}`, address)).status, token).toBe(400);
    const unknown = await openShared(server, `/api/shared/v0/${'A'.repeat(43)}/answer`, address);
    expect(unknown.status).toBe(404);
    const made = await shareOf(server, 'staff', await savedView(server, 'staff'), 1);
    expect((await openShared(server, `/api/shared/v0/${made.token}`, address)).status).toBe(200);
    server.clock.now += DAY;
    const expired = await openShared(server, `/api/shared/v0/${made.token}/answer`, address);
    server.clock.now -= DAY;
    expect(expired.status).toBe(410);
    expect(await messageOf(expired)).toMatch(/expired/);
  });

  it('closes a link whose owner no longer sees its store, and opens it again with the access', async () => {
    const made = await shareOf(server, 'staff', await savedView(server, 'staff', { storeId: 3 }));
    const address = newAddress();
    await server.db.run('DELETE FROM user_stores WHERE user_id = 2 AND store_id = 3');
    forgetStoreAccess(server.db, STAFF);
    try {
      const gone = await openShared(server, `/api/shared/v0/${made.token}/answer`, address);
      expect(gone.status).toBe(410);
      expect(await messageOf(gone)).toMatch(/store/);
    } finally {
      await server.db.run('INSERT INTO user_stores (user_id, store_id) VALUES (2, 3)');
      forgetStoreAccess(server.db, STAFF);
    }
    expect((await openShared(server, `/api/shared/v0/${made.token}`, address)).status).toBe(200);
  });

  it("closes a view's links when the view is deleted", async () => {
    const viewId = await savedView(server, 'staff');
    const made = await shareOf(server, 'staff', viewId);
    expect((await server.send('DELETE', viewsUrl(STAFF, viewId), 'staff')).status).toBe(200);
    const gone = await openShared(server, `/api/shared/v0/${made.token}`, newAddress());
    expect(gone.status).toBe(410);
  });
});
