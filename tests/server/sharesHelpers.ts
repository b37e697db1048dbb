/** What the shared links' tests share: a server with the app's view code, and its routes. */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { expect } from 'vitest';
import { FailureRateLimiter } from '../../server/auth/rate-limit';
import { errorBodySchema } from '../../src/contract/common';
import type { SavedViewInput } from '../../src/contract/savedViews';
import { type CreatedShare, createdShareSchema } from '../../src/contract/viewShares';
import type { ViewRequest, ViewRequestInput, ViewTools } from '../../src/contract/viewTools';
import { viewTools } from '../../src/export/onServer';
import { startTestServer, type TestServer } from './harness';

export const DEMO = 1;
export const STAFF = 2;
/** The clock the shared links read (their expiry, moving dates): a day the demo data covers. */
export const START = Date.parse('2026-03-15T12:00:00Z');
export const TOKEN_LIMIT = 30;
export const ADDRESS_LIMIT = 200;

export interface SharesServer extends TestServer {
  clock: { now: number };
  /** What the app's view code built last, and from what. */
  built: { input: ViewRequestInput; request: ViewRequest | null }[];
}

/** The app's own view code, watched: the tests ask the report route what it built. */
function watched(built: SharesServer['built']): ViewTools {
  return {
    ...viewTools,
    viewRequest(input) {
      const request = viewTools.viewRequest(input);
      built.push({ input, request });
      return request;
    },
  };
}

/** A test server whose shared links read the app's view code, on a clock the test moves. */
export async function startSharesServer(demoOrders = 300): Promise<SharesServer> {
  const clock = { now: START };
  const built: SharesServer['built'] = [];
  const server = await startTestServer({
    demoOrders,
    now: new Date(START),
    deps: {
      views: watched(built),
      now: () => clock.now,
      shareTokenLimiter: new FailureRateLimiter(TOKEN_LIMIT, 60_000),
      shareAddressLimiter: new FailureRateLimiter(ADDRESS_LIMIT, 60_000),
    },
  });
  return Object.assign(server, { clock, built });
}

export const viewsUrl = (userId: number, viewId?: string) =>
  `/api/general/v0/users/${userId}/saved-views${viewId ? `/${viewId}` : ''}`;
export const sharesUrl = (userId: number, viewId: string, shareId?: string) =>
  `${viewsUrl(userId, viewId)}/shares${shareId ? `/${shareId}` : ''}`;

export const messageOf = async (response: Response) =>
  v.parse(errorBodySchema, await response.json()).message;

export const sampleView = (overrides: Partial<SavedViewInput> = {}): SavedViewInput => ({
  storeId: 2,
  name: 'Paris this week',
  path: '/total-revenue',
  search: { mode: 'DATE', compare: true },
  range: { kind: 'lastDays', days: 7 },
  isDefault: false,
  ...overrides,
});

/** A view saved by `username`, its id. */
export async function savedView(
  server: TestServer,
  username: 'demo' | 'staff',
  overrides: Partial<SavedViewInput> = {},
): Promise<string> {
  const id = randomUUID();
  const userId = username === 'demo' ? DEMO : STAFF;
  const response = await server.send('PUT', viewsUrl(userId, id), username, sampleView(overrides));
  expect(response.status).toBe(200);
  return id;
}

/** POST as `username` with a JSON body (text sent as it is). */
export async function post(server: TestServer, path: string, username: string, body: unknown) {
  return server.app.request(path, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await server.tokenFor(username)}`,
      'content-type': 'application/json',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A new link of the view, and its token. */
export async function shareOf(
  server: TestServer,
  username: 'demo' | 'staff',
  viewId: string,
  expiresInDays?: number,
): Promise<CreatedShare & { token: string }> {
  const userId = username === 'demo' ? DEMO : STAFF;
  const response = await post(
    server,
    sharesUrl(userId, viewId),
    username,
    expiresInDays === undefined ? {} : { expiresInDays },
  );
  expect(response.status).toBe(201);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const made = v.parse(createdShareSchema, await response.json());
  return { ...made, token: made.url.slice(made.url.lastIndexOf('/') + 1) };
}

let addresses = 0;
/** An address of its own for a test's public reads, so the per-address limit counts them apart. */
export const newAddress = () => `10.9.0.${++addresses}`;

/** A public read, without sign-in. */
export function openShared(server: TestServer, path: string, address: string, init: RequestInit = {}) {
  return server.app.request(path, {
    ...init,
    headers: { 'x-test-address': address, ...(init.headers as Record<string, string>) },
  });
}
