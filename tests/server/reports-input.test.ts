/** Bad input gets a 400 naming the parameter (never a 500); unknown paths 404; access is checked. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNNER_LIST } from '../../server/reports/allRunners';
import { startTestServer, type TestServer } from './harness';
import { expectError, reportPath } from './reports-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoOrders: 300, now: new Date('2026-03-15T12:00:00Z') });
});
afterAll(() => server.close());

const summary = (query: Record<string, string | number | boolean>) =>
  reportPath('v0', 1, 'sale-summary', query);

describe('400 with a message naming the parameter', () => {
  const cases: [string, string, RegExp][] = [
    [
      'date that does not exist',
      summary({ createdAtMin: '2026-02-30' }),
      /'createdAtMin'.*not a valid calendar date/,
    ],
    ['words for a date', summary({ createdAtMin: 'yesterday' }), /'createdAtMin'.*ISO 8601/],
    ['month 13', summary({ createdAtMax: '2026-13-01' }), /'createdAtMax'/],
    ['hour 25', summary({ createdAtMin: '2026-03-01T25:00:00' }), /'createdAtMin'/],
    [
      'min after max',
      summary({ createdAtMin: '2026-03-02', createdAtMax: '2026-03-01' }),
      /'createdAtMin'.*after createdAtMax/,
    ],
    [
      'bad offset in a bound',
      summary({ createdAtMin: '2026-03-01T00:00:00+25:00' }),
      /'createdAtMin'.*offset/,
    ],
    ['unknown mode', summary({ mode: 'DAILY' }), /'mode'.*DATE, DATETIME, WEEK, MONTH, YEAR, HOURS/],
    ['offset off the quarter hour', summary({ timeZone: '+05:37' }), /'timeZone'.*quarter/],
    ['offset too large', summary({ timeZone: '+15:00' }), /'timeZone'.*-12:00 and \+14:00/],
    ['unknown zone name', summary({ timeZone: 'Mars/Olympus_Mons' }), /'timeZone'.*time zone name/],
    ['zone name with a path', summary({ timeZone: '../etc/passwd' }), /'timeZone'.*time zone name/],
    ['limit 0', summary({ limit: 0 }), /'limit'.*at least 1/],
    ['limit above the maximum', summary({ limit: 2000 }), /'limit'.*at most 1000/],
    ['export limit above its maximum', summary({ limit: 20000, isExport: true }), /'limit'.*at most 10000/],
    ['limit not a number', summary({ limit: 'ten' }), /'limit'.*integer/],
    ['page 0', summary({ page: 0 }), /'page'/],
    [
      'too many periods',
      summary({ mode: 'DATETIME', createdAtMin: '2020-01-01', createdAtMax: '2026-01-01' }),
      /'mode'.*periods/,
    ],
    ['list with a non-id', summary({ outletIds: '101,x' }), /'outletIds'/],
    ['SQL in a state', summary({ states: "completed';DROP TABLE orders;--" }), /'states'/],
    ['unknown payment status', summary({ statuses: 'bogus' }), /'statuses'/],
    ['unknown product type', reportPath('v0', 1, 'product-sold', { productTypes: 'car' }), /'productTypes'/],
    [
      'bad category',
      reportPath('v0', 1, 'product-sold', { productCategoryId: 'abc' }),
      /'productCategoryId'/,
    ],
    ['unknown source', summary({ source: 'web' }), /'source'/],
    ['contradicting source', summary({ source: 'in_store', reportingMode: 'online' }), /'reportingMode'/],
    ['unknown revenue type', summary({ revenueType: 'gross' }), /'revenueType'/],
    ['unknown sale-summary type', summary({ type: 'some' }), /'type'/],
    ['unknown field', summary({ fields: 'date,nope' }), /'fields'.*'nope'/],
    [
      'unknown sort field',
      reportPath('v0', 1, 'product-sold', { sortBy: 'price' }),
      /'sortBy'.*totalPrice, cost/,
    ],
    [
      'sort on a report without sorting',
      summary({ sortBy: 'totalPrice' }),
      /Unknown query parameter 'sortBy'/,
    ],
    [
      'a parameter the report does not read',
      summary({ withoutVariant: 'true' }),
      /Unknown query parameter 'withoutVariant'.*reads page, limit/,
    ],
    [
      'grouping a report without periods',
      reportPath('v0', 1, 'product-sold', { mode: 'WEEK' }),
      /Unknown query parameter 'mode'/,
    ],
    [
      'unknown sort direction',
      reportPath('v0', 1, 'product-profit', { sortDirection: 'up' }),
      /'sortDirection'/,
    ],
    ['unknown comparison', summary({ compare: 'tomorrow' }), /'compare'/],
    ['unknown compared period', summary({ compare: 'previous', compareWith: 'decade' }), /'compareWith'/],
    [
      'custom comparison without its day',
      summary({ compare: 'day', compareWith: 'custom' }),
      /'compareFrom'/,
    ],
    ['compared day that is no date', summary({ compare: 'day', compareFrom: '2026-13-01' }), /'compareFrom'/],
    [
      'previous period where there is none',
      reportPath('v1', 1, 'orders', { compare: 'previous' }),
      /'compare'/,
    ],
    [
      'previous day off the dashboard',
      reportPath('v0', 1, 'outlet-revenue', { compare: 'day' }),
      /'compare'/,
    ],
    ['store echo that differs', summary({ storeId: 2 }), /'storeId'/],
    ['unknown global grouping', reportPath('v0', 1, 'global-report', { groupBy: 'region' }), /'groupBy'/],
    [
      'sales orders that are online',
      reportPath('v1', 1, 'orders', { isSalesOrder: 'true', source: 'online' }),
      /'isSalesOrder'/,
    ],
    [
      'unknown order direction',
      reportPath('v1', 1, 'tipping-transaction', { orderByType: 'sideways' }),
      /'orderByType'/,
    ],
    [
      'bad tipping bound',
      reportPath('v1', 1, 'tipping-summary', { orderCreatedAtMin: '2026-1-1' }),
      /'orderCreatedAtMin'/,
    ],
    ['bad category filter', reportPath('v0', 1, 'categories/filter', { filterBy: 'leaf' }), /'filterBy'/],
    ['bad store id in path', '/api/reports/v0/stores/abc/sale-summary', /'storeId'/],
  ];
  for (const [name, path, message] of cases) {
    it(name, async () => expectError(server, path, 400, message));
  }
});

describe('paths and access', () => {
  it('answers an unknown report with a 404 listing the known ones', async () => {
    await expectError(
      server,
      reportPath('v0', 1, 'sales-by-moon'),
      404,
      /Unknown report 'sales-by-moon'.*sale-summary/,
    );
    await expectError(
      server,
      reportPath('v1', 1, 'sale-summary'),
      404,
      /Unknown report 'sale-summary'.*tipping-summary/,
    );
  });

  it('refuses a store the user may not see, and an unknown store', async () => {
    const staff = await server.tokenFor('staff');
    await expectError(server, summary({}), 403, /store 1/, staff);
    await expectError(server, reportPath('v0', 999, 'sale-summary'), 404, /Store 999/);
    const anonymous = await server.app.request(summary({}));
    expect(anonymous.status).toBe(401);
  });

  it('lets exports ask for large pages', async () => {
    const response = await server.get(reportPath('v1', 1, 'orders', { limit: 5000, isExport: true }));
    expect(response.status).toBe(200);
  });
});

describe('never a 500', () => {
  const garbage: Record<string, string[]> = {
    createdAtMin: ['', ' ', '2026-03-01T10:00:00.123456789Z', '0000-01-01', '9999-12-31T23:59:59Z'],
    timeZone: ['', '+', '-', '+-05:00', '99', 'Z'],
    mode: ['', 'date', 'hours'],
    outletIds: ['', '-1', '-1,-1', '0', '999999999999999'],
    states: ['', ',', 'a'.repeat(41)],
    search: ["'", '%_\\', 'x'.repeat(100)],
    limit: ['1', '1000'],
    page: ['999999'],
    productCategoryId: ['uncategorized', '1'],
    sortDirection: ['ASC'],
  };
  for (const report of RUNNER_LIST) {
    it(`${report.endpoint.service} ${report.endpoint.name}`, async () => {
      for (const [name, values] of Object.entries(garbage)) {
        for (const value of values) {
          const path = `/api/reports/${report.endpoint.service}/stores/1/${report.endpoint.name}?${new URLSearchParams({ [name]: value })}`;
          const response = await server.get(path);
          expect([200, 400], `${path} → ${response.status}`).toContain(response.status);
        }
      }
    });
  }
});
