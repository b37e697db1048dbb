import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeConfigSchema, userStoresResponseSchema } from '../../src/contract/auth';
import { catalogsResponseSchema, categoryFilterResponseSchema } from '../../src/contract/catalog';
import { errorBodySchema } from '../../src/contract/common';
import {
  currenciesResponseSchema,
  currencyRatesResponseSchema,
  outletsResponseSchema,
  salesOrderSettingResponseSchema,
  salespeopleResponseSchema,
  shopResponseSchema,
  storesResponseSchema,
  taxConfigsResponseSchema,
  viewsResponseSchema,
} from '../../src/contract/settings';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function getParsed<T extends v.GenericSchema>(
  schema: T,
  path: string,
  token?: string,
): Promise<v.InferOutput<T>> {
  const response = await server.get(path, token);
  expect(response.status, path).toBe(200);
  return v.parse(schema, await response.json());
}

async function expect400(path: string, param: string) {
  const response = await server.get(path);
  expect(response.status, path).toBe(400);
  const { message } = v.parse(errorBodySchema, await response.json());
  expect(message).toContain(`'${param}'`);
}

describe('stores and store config', () => {
  it('lists every store for the owner and two for staff, with the empty-named store kept', async () => {
    const owner = await getParsed(storesResponseSchema, '/api/settings/v0/stores?customerId=1');
    expect(owner.items.map((s) => s.type).sort()).toEqual([
      'bigcommerce',
      'default',
      'kidzania',
      'magento2',
      'msi',
      'shopify',
    ]);
    expect(owner.items.filter((s) => s.name === '')).toHaveLength(1);
    expect(new Set(owner.items.map((s) => s.currency))).toEqual(new Set(['KRW', 'EUR', 'USD', 'TWD', 'INR']));
    const staff = await server.tokenFor('staff');
    const mine = await getParsed(userStoresResponseSchema, '/api/general/v0/users/2/stores', staff);
    expect(mine.items.map((s) => s.id)).toEqual([2, 3]);
  });

  it('gives the store config per view, and 404 for an unknown view', async () => {
    const config = await getParsed(storeConfigSchema, '/api/general/v0/stores/2/config?viewCode=fr');
    expect(config).toMatchObject({ storeId: 2, viewCode: 'fr', currency: 'EUR', symbol: '€' });
    expect((await server.get('/api/general/v0/stores/2/config?viewCode=nope')).status).toBe(404);
    const shop = await getParsed(shopResponseSchema, '/api/settings/v0/stores/2/shop?viewId=22');
    expect(shop).toMatchObject({ id: 2, type: 'magento2', viewCode: 'fr' });
    expect((await server.get('/api/settings/v0/stores/2/shop?viewId=11')).status).toBe(404);
  });
});

describe('settings lists', () => {
  it('returns outlets with 2 to 4 registers each, 3 to 6 outlets a store', async () => {
    for (const storeId of [1, 2, 3, 4, 5, 6]) {
      const { items } = await getParsed(outletsResponseSchema, `/api/settings/v0/stores/${storeId}/outlets`);
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.length).toBeLessThanOrEqual(6);
      for (const outlet of items) {
        expect(outlet.registers.length).toBeGreaterThanOrEqual(2);
        expect(outlet.registers.length).toBeLessThanOrEqual(4);
      }
    }
  });

  it('returns tax configs, views (two on magento2), custom statuses, rates and currencies', async () => {
    const taxes = await getParsed(
      taxConfigsResponseSchema,
      '/api/settings/v0/stores/2/tax-configs?page=1&limit=100',
    );
    expect(taxes.items.find((t) => t.isDefault)?.rate).toBe(0.2);
    const views = await getParsed(viewsResponseSchema, '/api/settings/v0/stores/2/views?page=1&limit=100');
    expect(views.items.map((view) => view.code)).toEqual(['default', 'fr']);
    const setting = await getParsed(
      salesOrderSettingResponseSchema,
      '/api/settings/v0/stores/1/setting/sales-order?storeId=1&page=1&limit=100',
    );
    expect(setting.customStatuses.some((s) => !s.is_published)).toBe(true);
    const rates = await getParsed(
      currencyRatesResponseSchema,
      '/api/settings/v0/stores/1/currency-rates?storeId=1',
    );
    const toUsd = rates.items.find((r) => r.toCurrency === 'USD');
    expect(toUsd?.fromCurrency).toBe('KRW');
    expect(rates.items.find((r) => r.toCurrency === 'KRW')?.rate).toBe(1);
    const currencies = await getParsed(
      currenciesResponseSchema,
      '/api/settings/v0/stores/1/currencies?storeId=1',
    );
    expect(currencies.items.map((c) => c.code)).toEqual(['EUR', 'INR', 'KRW', 'TWD', 'USD']);
    const across = await getParsed(
      currencyRatesResponseSchema,
      '/api/settings/v0/currency-rates?storeIds=1,2&limit=100',
    );
    expect(new Set(across.items.map((r) => r.storeId))).toEqual(new Set([1, 2]));
  });

  it('rejects a storeId in the query that differs from the path', async () => {
    await expect400('/api/settings/v0/stores/1/currency-rates?storeId=2', 'storeId');
  });
});

/** Reads every page with the given limit and checks the union against the count. */
async function readAllPages<T extends v.GenericSchema>(
  schema: T,
  path: (page: number) => string,
  itemsOf: (body: v.InferOutput<T>) => { id: number }[],
  pageInfo: (body: v.InferOutput<T>) => { maxPage: number; count?: number },
) {
  const first = await getParsed(schema, path(1));
  const { maxPage } = pageInfo(first);
  const ids = itemsOf(first).map((item) => item.id);
  for (let page = 2; page <= maxPage; page++)
    ids.push(...itemsOf(await getParsed(schema, path(page))).map((i) => i.id));
  const beyond = await getParsed(schema, path(maxPage + 1));
  expect(itemsOf(beyond)).toEqual([]);
  return { ids, maxPage, count: pageInfo(first).count };
}

describe('pagination', () => {
  it('pages salespeople: maxPage, the union of all pages equals the count, no duplicates', async () => {
    const { ids, maxPage, count } = await readAllPages(
      salespeopleResponseSchema,
      (page) => `/api/settings/v1/stores/1/users?page=${page}&limit=3`,
      (body) => body.items,
      (body) => ({ maxPage: body.maxPage, count: body.countItems }),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(count);
    expect(maxPage).toBe(Math.ceil(ids.length / 3));
  });

  it('pages the catalog 50 a page with variants and refuses a larger limit', async () => {
    const { ids, count, maxPage } = await readAllPages(
      catalogsResponseSchema,
      (page) => `/api/catalog/v0/stores/3/catalogs?page=${page}&limit=50`,
      (body) => body.items,
      (body) => ({ maxPage: body.maxPage, count: body.countItems }),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(count);
    expect(maxPage).toBe(Math.ceil(ids.length / 50));
    const page = await getParsed(catalogsResponseSchema, '/api/catalog/v0/stores/3/catalogs?limit=50');
    expect(page.items.every((item) => item.variants.length >= 1)).toBe(true);
    expect(page.items.some((item) => item.productType === 'configurable' && item.variants.length > 1)).toBe(
      true,
    );
    await expect400('/api/catalog/v0/stores/3/catalogs?limit=51', 'limit');
  });

  it('pages the category filter 30 a page and filters by type, search and ids', async () => {
    const all = await getParsed(categoryFilterResponseSchema, '/api/catalog/v0/stores/1/categories/filter');
    expect(all.data.every((c) => c.parentId === null && c.children.length > 0)).toBe(true);
    expect(all.data.flatMap((c) => c.children).some((c) => c.isDisabled)).toBe(true);
    const children = await getParsed(
      categoryFilterResponseSchema,
      '/api/catalog/v0/stores/1/categories/filter?filterBy=child&limit=5',
    );
    expect(children.data).toHaveLength(5);
    expect(children.data.every((c) => c.parentId !== null)).toBe(true);
    const union: number[] = [];
    for (let page = 1; page <= children.maxPage; page++) {
      const body = await getParsed(
        categoryFilterResponseSchema,
        `/api/catalog/v0/stores/1/categories/filter?filterBy=child&limit=5&page=${page}`,
      );
      union.push(...body.data.map((c) => c.id));
    }
    expect(new Set(union).size).toBe(union.length);
    const parents = await getParsed(
      categoryFilterResponseSchema,
      '/api/catalog/v0/stores/1/categories/filter?filterBy=parent',
    );
    expect(union.length + parents.data.length).toBe(
      all.data.length + all.data.reduce((n, c) => n + c.children.length, 0),
    );
    const search = await getParsed(
      categoryFilterResponseSchema,
      '/api/catalog/v0/stores/1/categories/filter?filterBy=all&search=COFF',
    );
    expect(search.data.map((c) => [c.name, c.children.map((k) => k.name)])).toEqual([
      ['Food & Drink', ['Coffee']],
    ]);
    const coffee = search.data[0]?.children[0]?.id ?? 0;
    const byId = await getParsed(
      categoryFilterResponseSchema,
      `/api/catalog/v0/stores/1/categories/filter?filterBy=child&categoryIds=${coffee}`,
    );
    expect(byId.data.map((c) => c.id)).toEqual([coffee]);
  });
});

describe('400 for bad params', () => {
  it.each([
    ['/api/settings/v1/stores/1/users?page=0', 'page'],
    ['/api/settings/v1/stores/1/users?page=two', 'page'],
    ['/api/settings/v1/stores/1/users?limit=101', 'limit'],
    ['/api/settings/v0/stores/1/views?limit=-3', 'limit'],
    ['/api/settings/v0/stores/1/tax-configs?page=1.5', 'page'],
    ['/api/settings/v0/stores?customerId=me', 'customerId'],
    ['/api/settings/v0/stores', 'customerId'],
    ['/api/settings/v0/currency-rates?storeIds=1,,2', 'storeIds'],
    ['/api/settings/v0/currency-rates?storeIds=1;DROP TABLE orders', 'storeIds'],
    ['/api/settings/v0/stores/1/shop?viewId=x', 'viewId'],
    ['/api/catalog/v0/stores/1/catalogs?outletIds=abc', 'outletIds'],
    ['/api/catalog/v0/stores/1/catalogs?outletIds=201', 'outletIds'],
    ['/api/catalog/v0/stores/1/categories/filter?filterBy=leaf', 'filterBy'],
    ['/api/catalog/v0/stores/1/categories/filter?limit=0', 'limit'],
    ['/api/general/v0/stores/1/config?viewCode=%27%20or%201=1', 'viewCode'],
  ])('%s names %s', async (path, param) => {
    await expect400(path, param);
  });
});
