/** A share token opens its view's report and nothing else: every other route refuses it with 403. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_TOKEN_REFUSED } from '../../server/http/shareToken';
import { ENDPOINT_LIST } from '../../src/contract/endpoints';
import { ENDPOINTS, fillPath } from './endpoints';
import { testEngine } from './engine';
import { messageOf, type SharesServer, savedView, shareOf, startSharesServer } from './sharesHelpers';

let server: SharesServer;
let token: string;
let viewId: string;
beforeAll(async () => {
  server = await startSharesServer();
  viewId = await savedView(server, 'demo', { storeId: 1 });
  ({ token } = await shareOf(server, 'demo', viewId));
});
afterAll(() => server.close());

/** Every route of the app but the shared links' own, with its placeholders filled. */
const routes = () =>
  ENDPOINTS.filter((endpoint) => !endpoint.path.startsWith('/api/shared/')).map((endpoint) => ({
    method: endpoint.method,
    path: fillPath(endpoint.path, { viewId }),
    base: new URLSearchParams(endpoint.base ?? {}).toString(),
  }));

/** The ways a token could be sent along. */
function carriers(path: string, base: string): { url: string; headers: Record<string, string> }[] {
  const query = (extra: string) => `${path}?${[base, extra].filter(Boolean).join('&')}`;
  return [
    { url: query(''), headers: { authorization: `Bearer ${token}` } },
    { url: query(''), headers: { authorization: `Share ${token}` } },
    { url: query(`share=${token}`), headers: {} },
    { url: query(`token=${token}`), headers: {} },
    { url: query(`share=${token}`), headers: { authorization: 'Bearer x.y.z' } },
    { url: `${path}/${token}`, headers: {} },
  ];
}

describe(`share tokens elsewhere on ${testEngine}`, () => {
  it('lists every report of the catalogue among the routes it tries', () => {
    const tried = new Set(routes().map((route) => route.path));
    for (const report of ENDPOINT_LIST)
      expect(tried).toContain(fillPath(`/api/reports/${report.service}/stores/:storeId/${report.name}`));
    expect(routes().length).toBeGreaterThan(40);
  });

  it('refuses a share token with 403 on every other route, however it is sent', async () => {
    const wrong: string[] = [];
    for (const route of routes())
      for (const { url, headers } of carriers(route.path, route.base)) {
        const sendsBody = route.method === 'POST' || route.method === 'PUT';
        const response = await server.app.request(url, {
          method: route.method,
          headers: { ...headers, ...(sendsBody ? { 'content-type': 'application/json' } : {}) },
          ...(sendsBody ? { body: '{}' } : {}),
        });
        const message = await messageOf(response);
        if (response.status !== 403 || message !== SHARE_TOKEN_REFUSED)
          wrong.push(`${response.status} ${route.method} ${url} ${JSON.stringify(headers)}: ${message}`);
      }
    expect(wrong).toEqual([]);
  });

  it('refuses it on unknown API paths too, and leaves other bearers to sign-in: 401', async () => {
    const unknown = await server.app.request('/api/nothing-here', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.status).toBe(403);
    const stranger = await server.app.request('/api/general/v0/users/1/stores', {
      headers: { authorization: 'Bearer not-a-share-token' },
    });
    expect(stranger.status).toBe(401);
    // A session without the token is answered as ever.
    const owner = await server.get('/api/general/v0/users/1/stores');
    expect(owner.status).toBe(200);
  });

  it('answers the link on its own routes, with or without another credential beside it', async () => {
    const staff: Record<string, string> = { authorization: `Bearer ${await server.tokenFor('staff')}` };
    for (const headers of [{}, staff]) {
      const response = await server.app.request(`/api/shared/v0/${token}`, { headers });
      expect(response.status).toBe(200);
    }
  });
});
