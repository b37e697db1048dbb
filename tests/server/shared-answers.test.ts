/** A shared link's report: the answer its owner's report route gives, and nothing the view does not allow. */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { FailureRateLimiter } from '../../server/auth/rate-limit';
import type { ViewTools } from '../../src/contract/viewTools';
import { viewTools } from '../../src/export/onServer';
import { testEngine } from './engine';
import {
  ADDRESS_LIMIT,
  messageOf,
  newAddress,
  openShared,
  type SharesServer,
  savedView,
  shareOf,
  startSharesServer,
  TOKEN_LIMIT,
} from './sharesHelpers';

let server: SharesServer;
beforeAll(async () => {
  // Enough orders for pages of products (300 make none).
  server = await startSharesServer(3000);
});
afterAll(() => server.close());

const DAY = 86_400_000;

/** What the report route answers its owner for the request the app's view code built last. */
async function ownersAnswer(username: 'demo' | 'staff') {
  const last = server.built.at(-1)?.request;
  if (!last) throw new Error('nothing was built');
  const response = await server.get(
    `/api/reports${last.path}?${new URLSearchParams(last.params)}`,
    await server.tokenFor(username),
  );
  expect(response.status).toBe(200);
  return { params: last.params, body: figures(await response.json()) };
}

/** An answer but the time it was made at. */
const figures = (body: unknown): Record<string, unknown> => ({
  ...(body as Record<string, unknown>),
  generatedAt: undefined,
});

async function answerOf(token: string, query: string, address: string) {
  const response = await openShared(server, `/api/shared/v0/${token}/answer${query}`, address);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return figures(await response.json());
}

describe(`a shared link's report on ${testEngine}`, () => {
  it("answers the table, chart and sorted pages exactly as the owner's report route", async () => {
    const viewId = await savedView(server, 'staff', {
      path: '/product-sold',
      search: { createdAtMin: '2025-01-01T00:00:00', createdAtMax: '2026-03-14T23:59:59' },
      range: { kind: 'fixed' },
    });
    const { token } = await shareOf(server, 'staff', viewId);
    const address = newAddress();
    const first = (await answerOf(token, '', address)) as { items: unknown[]; maxPage: number };
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.maxPage).toBeGreaterThan(1);
    expect(server.built.at(-1)?.request?.params.createdAtMin).toBe('2025-01-01T00:00:00');
    for (const query of [
      '',
      '?purpose=table',
      '?purpose=chart',
      '?page=2',
      '?sortBy=totalQtySold&sortDirection=asc',
    ]) {
      const shared = await answerOf(token, query, address);
      expect(shared, query).toEqual((await ownersAnswer('staff')).body);
    }
    const sorted = server.built.at(-1)?.request?.params;
    expect(sorted).toMatchObject({ sortBy: 'totalQtySold', sortDirection: 'asc' });
    expect(server.built.at(-1)?.input.view.storeId).toBe(2);
  });

  it('resolves moving dates at each open', async () => {
    const viewId = await savedView(server, 'demo', { storeId: 1, range: { kind: 'lastDays', days: 7 } });
    const { token } = await shareOf(server, 'demo', viewId, 30);
    const address = newAddress();
    const first = await answerOf(token, '', address);
    const before = await ownersAnswer('demo');
    expect(first).toEqual(before.body);
    server.clock.now += 3 * DAY;
    try {
      const later = await answerOf(token, '', address);
      const after = await ownersAnswer('demo');
      expect(later).toEqual(after.body);
      expect(after.params.createdAtMin).not.toBe(before.params.createdAtMin);
      const moved =
        Date.parse(`${after.params.createdAtMin}Z`) - Date.parse(`${before.params.createdAtMin}Z`);
      expect(moved).toBe(3 * DAY);
    } finally {
      server.clock.now -= 3 * DAY;
    }
  });

  it('refuses with 403 every parameter the view does not let its viewers change, 400 a malformed one', async () => {
    const viewId = await savedView(server, 'staff', { path: '/product-sold', search: {} });
    const { token } = await shareOf(server, 'staff', viewId);
    const address = newAddress();
    const url = `/api/shared/v0/${token}/answer`;
    for (const query of [
      'createdAtMin=2020-01-01',
      'createdAtMax=2030-01-01',
      'timeZone=%2B05:00',
      'limit=1000',
      'isExport=true',
      'storeId=1',
      'outletIds=1',
      'fields=name',
      'mode=MONTH',
      'share=x',
      'sortBy=name',
      'sortBy=totalRevenue',
      'purpose=chart&page=2',
      'purpose=pie&sortBy=netQtySold',
    ]) {
      const response = await openShared(server, `${url}?${query}`, address);
      expect(response.status, query).toBe(403);
      expect(await messageOf(response)).toBeTruthy();
    }
    for (const [query, name] of [
      ['page=0', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['purpose=export', 'purpose'],
      ['sortDirection=up', 'sortDirection'],
      ['sortBy=a%20b', 'sortBy'],
      ['page=1&page=2', 'page'],
    ]) {
      const response = await openShared(server, `${url}?${query}`, address);
      expect(response.status, query).toBe(400);
      expect(await messageOf(response)).toContain(`'${name}'`);
    }
    // A report with no pie has nothing to read for it.
    expect((await openShared(server, `${url}?purpose=pie`, address)).status).toBe(404);
  });

  it("reads nothing but the view's own report, whatever the view code builds", async () => {
    const viewId = await savedView(server, 'staff');
    const { token } = await shareOf(server, 'staff', viewId);
    const withViews = (views: ViewTools | undefined) =>
      createApp({
        db: server.db,
        tokens: server.tokens,
        loginLimiter: new FailureRateLimiter(10, 60_000),
        clientAddress: () => '127.0.0.1',
        log: () => {},
        now: () => server.clock.now,
        views,
      });
    const elsewhere = (path: string, params: Record<string, string> = {}): ViewTools => ({
      ...viewTools,
      viewRequest: () => ({ path, params }),
    });
    for (const views of [
      elsewhere('/v0/stores/1/sale-summary'),
      elsewhere('/v0/stores/2/unknown-report'),
      elsewhere('/v0/stores/2/../../../settings/v0/stores'),
      elsewhere('/v0/stores/2/sale-summary', { isExport: 'true' }),
    ]) {
      const response = await withViews(views).request(`/api/shared/v0/${token}/answer`);
      expect(response.status, await response.clone().text()).toBe(403);
    }
    const without = await withViews(undefined).request(`/api/shared/v0/${token}/answer`);
    expect(without.status).toBe(503);
    expect(await messageOf(without)).toMatch(/cannot be shown/);
    // The view itself still opens.
    expect((await withViews(undefined).request(`/api/shared/v0/${token}`)).status).toBe(200);
  });

  it('limits each link and each address, answering 429 with Retry-After', async () => {
    const viewId = await savedView(server, 'staff');
    const { token } = await shareOf(server, 'staff', viewId);
    for (let i = 0; i < TOKEN_LIMIT; i++)
      expect((await openShared(server, `/api/shared/v0/${token}`, newAddress())).status).toBe(200);
    const limited = await openShared(server, `/api/shared/v0/${token}`, newAddress());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const address = newAddress();
    for (let i = 0; i < ADDRESS_LIMIT; i++)
      expect((await openShared(server, '/api/shared/v0/not-a-token', address)).status).toBe(400);
    const busy = await openShared(server, `/api/shared/v0/${'B'.repeat(43)}`, address);
    expect(busy.status).toBe(429);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another address is still answered.
    expect((await openShared(server, `/api/shared/v0/${'B'.repeat(43)}`, newAddress())).status).toBe(404);
  });
});
