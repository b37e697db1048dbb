import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewStore } from '../../src/contract/viewTools';
import { viewTools } from '../../src/export/onServer';
import { reportByPath } from '../../src/reports/registry';
import { startTestServer, type TestServer } from './harness';

/**
 * The app's view code as the server runs it (`src/export/onServer.ts`): the request a saved view makes
 * at a given moment, and its spreadsheet read through the server's own routes, equal to the API.
 */
let server: TestServer;
const NOW = new Date('2026-11-26T15:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ demoOrders: 1500, now: NOW });
});
afterAll(() => server.close());

const PARIS: ViewStore = {
  id: 2,
  platform: 'magento2',
  timeZone: 'Europe/Paris',
  dayStartsAt: '00:00',
  currency: 'EUR',
  symbol: '€',
};

/** Total revenue of store 2 by day over the last seven days. */
const WEEK_BY_DAY = {
  storeId: 2,
  path: '/total-revenue',
  search: { mode: 'DATE' },
  range: { kind: 'lastDays', days: 7 },
} as const;

const inProcess = (): typeof fetch => (input, init) =>
  Promise.resolve(server.app.request(input instanceof Request ? input : String(input), init));

describe('a saved view on the server', () => {
  it('builds the request its report makes, with its moving dates resolved at that moment', () => {
    const request = viewTools.viewRequest({ view: WEEK_BY_DAY, store: PARIS, purpose: 'table', now: NOW });
    expect(request?.path).toBe('/v0/stores/2/sale-summary');
    expect(request?.params).toMatchObject({
      createdAtMin: '2026-11-20T00:00:00',
      createdAtMax: '2026-11-26T23:59:59',
      timeZone: 'Europe/Paris',
      mode: 'DATE',
      page: '1',
    });
    // A business day starting at 04:00 moves both bounds; a day later, the seven days move with it.
    const late = viewTools.viewRequest({
      view: WEEK_BY_DAY,
      store: { ...PARIS, dayStartsAt: '04:00' },
      purpose: 'table',
      now: new Date('2026-11-27T15:00:00Z'),
    });
    expect(late?.params).toMatchObject({
      createdAtMin: '2026-11-21T04:00:00',
      createdAtMax: '2026-11-28T03:59:59',
    });
  });

  it('keeps the page and a sort the report offers, and drops one it does not', () => {
    const view = {
      storeId: 2,
      path: '/product-sold',
      search: {},
      range: { kind: 'lastDays', days: 3 },
    } as const;
    const sorted = viewTools.viewRequest({
      view,
      store: PARIS,
      purpose: 'table',
      paging: { page: 2, sortBy: reportByPath('/product-sold')?.sort?.fields[0], sortDirection: 'asc' },
      now: NOW,
    });
    expect(sorted?.params).toMatchObject({
      page: '2',
      sortBy: reportByPath('/product-sold')?.sort?.fields[0],
      sortDirection: 'asc',
    });
    const unknown = viewTools.viewRequest({
      view,
      store: PARIS,
      purpose: 'table',
      paging: { sortBy: 'password' },
      now: NOW,
    });
    expect(unknown?.params).not.toHaveProperty('sortBy');
  });

  it("writes the export's spreadsheet: every row of the API's answer, and its totals", async () => {
    const token = await server.tokenFor('demo');
    const workbook = await viewTools.viewWorkbook({
      view: WEEK_BY_DAY,
      store: PARIS,
      language: 'fr',
      now: NOW,
      fetch: inProcess(),
      token,
    });
    const request = viewTools.viewRequest({ view: WEEK_BY_DAY, store: PARIS, purpose: 'table', now: NOW });
    if (!request) throw new Error('no request');
    const query = new URLSearchParams({ ...request.params, page: '1', limit: '500' });
    const answer = (await (await server.get(`/api/reports${request.path}?${query}`, token)).json()) as {
      items: Array<Record<string, unknown>>;
      total: Record<string, unknown>;
    };
    expect(workbook.rows).toBe(answer.items.length);
    expect(workbook.title).toBe("Chiffre d'affaires total");
    expect(workbook.fileName).toBe('CReport_total-revenue_by_DATE.xlsx');
    const rows = await readSheet(Buffer.from(workbook.bytes));
    const header = rows[0] as string[];
    const totalRow = rows.find((row) => row[0] === 'Total') ?? [];
    const revenueColumn = header.findIndex((cell) => String(cell).startsWith("Chiffre d'affaires total"));
    expect(revenueColumn).toBeGreaterThan(0);
    expect(totalRow[revenueColumn]).toBe(Number(answer.total.totalRevenue));
    expect(rows.slice(1, 1 + answer.items.length).map((row) => row[revenueColumn])).toEqual(
      answer.items.map((item) => Number(item.totalRevenue)),
    );
    expect(workbook.headline).toEqual([
      {
        label: "Chiffre d'affaires total",
        value: new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(
          Number(answer.total.totalRevenue),
        ),
      },
    ]);
    expect(workbook.rangeText).toBe('20–26 nov.');
  });
});
