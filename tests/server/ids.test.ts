/** Every id the API reads, in the query or the path, is checked against the database's INTEGER range. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, expectInventoryCoversApp, fillPath, type ParamKind, pathParams } from './endpoints';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoOrders: 300, now: new Date('2026-03-15T12:00:00Z') });
});
afterAll(() => server.close());

const OUT_OF_RANGE = ['2147483648', '0', '1e3', '99999999999999999999'];
const SWEEP = [...OUT_OF_RANGE, '-1'];
const ID_KINDS: readonly ParamKind[] = ['id', 'idOrNone', 'idList'];

interface Probe {
  url: string;
  name: string;
  value: string;
  /** `-1` is "none selected" in id lists (and in outletId): it is not refused by the schema. */
  noneMarker: boolean;
}

function probes(): Probe[] {
  const list: Probe[] = [];
  for (const endpoint of ENDPOINTS.filter((e) => e.method === 'GET')) {
    for (const [name, kind] of Object.entries(endpoint.query)) {
      if (!ID_KINDS.includes(kind)) continue;
      for (const value of SWEEP) {
        const query = new URLSearchParams({ ...endpoint.base, [name]: value });
        list.push({
          url: `${fillPath(endpoint.path)}?${query}`,
          name,
          value,
          noneMarker: kind !== 'id' && value === '-1',
        });
      }
    }
    for (const name of pathParams(endpoint.path)) {
      for (const value of SWEEP) {
        const query = new URLSearchParams(endpoint.base);
        list.push({
          url: `${fillPath(endpoint.path, { [name]: value })}?${query}`,
          name,
          value,
          noneMarker: false,
        });
      }
    }
  }
  return list;
}

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

describe('id parameters', () => {
  it('lists every route of the app', () => {
    expectInventoryCoversApp(server.app.routes);
  });

  it('answers 400 naming the parameter for every out-of-range id, and never a 5xx', async () => {
    const all = probes();
    expect(all.length).toBeGreaterThan(900);
    const token = await server.tokenFor('demo');
    const answers = await inBatches(all, 8, async (probe) => {
      const response = await server.get(probe.url, token);
      const body = (await response.json()) as { message?: string };
      return { probe, status: response.status, message: body.message ?? '' };
    });
    const serverErrors = answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.probe.url}`);
    expect(serverErrors).toEqual([]);
    const notRefused = answers
      .filter((a) => !a.probe.noneMarker)
      .filter((a) => a.status !== 400 || !a.message.includes(`'${a.probe.name}'`))
      .map((a) => `${a.status} ${a.probe.url}: ${a.message}`);
    expect(notRefused).toEqual([]);
  });

  it('accepts the largest id the database holds without a 5xx', async () => {
    const top = '2147483647';
    for (const url of [
      `/api/settings/v0/stores/${top}/outlets`,
      `/api/reports/v0/stores/1/sale-summary?outletIds=${top}`,
      `/api/reports/v0/stores/1/product-sold?productCategoryId=${top}&salesmen=${top}&categoryIds=${top}`,
      `/api/settings/v0/stores/1/shop?viewId=${top}`,
      `/api/general/v0/users/${top}/stores`,
    ]) {
      const response = await server.get(url);
      expect(response.status, url).toBeLessThan(500);
    }
  });

  it('keeps -1 as "none selected" in id lists', async () => {
    const response = await server.get('/api/reports/v0/stores/1/sale-summary?outletIds=-1&outletId=-1');
    expect(response.status).toBe(200);
  });
});
