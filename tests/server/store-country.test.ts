/** Stores have a country: in the settings and general answers, and in a data folder kept from before. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDatabase } from '../../server/db/duckdb';
import { ensureDemoData } from '../../server/demo/index';
import { userStoresResponseSchema } from '../../src/contract/auth';
import { globalCountryItemSchema } from '../../src/contract/globalReports';
import { shopResponseSchema, storesResponseSchema } from '../../src/contract/settings';
import { startTestServer, type TestServer } from './harness';
import { getGlobal, reportPath } from './reports-helpers';

const COUNTRIES = { 1: 'KR', 2: 'FR', 3: 'US', 4: 'TW', 5: 'IN', 6: 'US' };
const NOW = new Date('2026-03-15T12:00:00Z');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoOrders: 3000, now: NOW });
});
afterAll(() => server.close());

async function parsed<T extends v.GenericSchema>(schema: T, url: string, token?: string) {
  const response = await server.get(url, token);
  expect(response.status, url).toBe(200);
  return v.parse(schema, await response.json());
}

describe('store country', () => {
  it('is in the settings and general store answers, one per demo store', async () => {
    const stores = await parsed(storesResponseSchema, '/api/settings/v0/stores?customerId=1');
    expect(Object.fromEntries(stores.items.map((s) => [s.id, s.country]))).toEqual(COUNTRIES);
    const mine = await parsed(userStoresResponseSchema, '/api/general/v0/users/1/stores');
    expect(Object.fromEntries(mine.items.map((s) => [s.id, s.country]))).toEqual(COUNTRIES);
    const shop = await parsed(shopResponseSchema, '/api/settings/v0/stores/4/shop');
    expect(shop).toMatchObject({ id: 4, currency: 'TWD', country: 'TW' });
  });

  it('is added to a data folder made before stores had one, and the server starts on it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pos-country-'));
    const file = path.join(dir, 'pos-reporting.duckdb');
    try {
      const old = await DuckDatabase.open(file, 1);
      await ensureDemoData(old, { seed: 3, demoOrders: 200, now: NOW });
      // The folder as it was before: no country column at all.
      await old.run('ALTER TABLE stores DROP COLUMN country');
      await old.close();

      const kept = await DuckDatabase.open(file, 1);
      try {
        const report = await ensureDemoData(kept, { seed: 3, demoOrders: 200, now: NOW });
        expect(report.created).toBe(false);
        const rows = await kept.all<{ id: number; country: string }>(
          'SELECT id, country FROM stores ORDER BY id',
        );
        expect(Object.fromEntries(rows.map((r) => [r.id, r.country]))).toEqual(COUNTRIES);
      } finally {
        await kept.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('groups the global report of the demo stores by country', async () => {
    const body = await getGlobal(
      server,
      reportPath('v0', 1, 'global-report', {
        createdAtMin: '2025-01-01',
        createdAtMax: '2025-12-31',
        timeZone: 'Z',
        mode: 'YEAR',
        groupBy: 'country',
      }),
      globalCountryItemSchema,
    );
    expect(body.items.map((i) => [i.date, i.country, i.currency])).toEqual([
      ['2025', 'FR', 'EUR'],
      ['2025', 'IN', 'INR'],
      ['2025', 'KR', 'KRW'],
      ['2025', 'TW', 'TWD'],
      ['2025', 'US', 'USD'],
    ]);
    expect(body.slices.map((s) => s.key)).toEqual(['FR', 'IN', 'KR', 'TW', 'US']);
  });
});
