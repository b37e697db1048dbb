// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REPORTS } from '../reports/registry';
import type { SheetCell } from './cells';
import { type CachedAnswer, type ExportJob, exportCurrency } from './job';
import { runExport } from './runExport';
import type { BuiltSheet } from './sheet';
import { sourceI18n } from './testFixtures';

/**
 * The totals row of the reports whose API answers a `total` (product sold, revenue by product and by
 * category, product sold by category, tippings, time in status) and of the global report.
 */

function job(
  reportId: keyof typeof REPORTS,
  cached: CachedAnswer[],
  overrides: Partial<ExportJob> = {},
): ExportJob {
  return {
    reportId,
    baseUrl: 'https://pos.example/api/reports',
    path: '/v0/stores/2/unused',
    params: {},
    token: 'token-1',
    pageSize: 2,
    concurrency: 1,
    locale: 'en',
    messages: {},
    platform: 'default',
    search: {},
    stateLabels: [],
    columnKeys: REPORTS[reportId].columns.map((column) => column.key),
    currency: { code: 'EUR', symbol: '€', rate: 1 },
    mode: 'DATE',
    dateFormat: 'DD/MM/YYYY HH:mm',
    cached,
    ...overrides,
  };
}

/** The cached answers of `items` cut into pages of two, each carrying the total as the API sends it. */
function pages(items: Record<string, unknown>[], total: Record<string, unknown>): CachedAnswer[] {
  const maxPage = Math.ceil(items.length / 2);
  return Array.from({ length: maxPage }, (_, index) => ({
    items: items.slice(index * 2, index * 2 + 2),
    countItems: items.length,
    maxPage,
    total,
  }));
}

/** Runs the export and returns the sheet it would write. */
async function sheetOf(exportJob: ExportJob): Promise<BuiltSheet> {
  let written: BuiltSheet | undefined;
  await runExport(exportJob, {
    i18n: sourceI18n(),
    signal: new AbortController().signal,
    offsetMinutes: () => 60,
    write: async (sheet) => {
      written = sheet;
      return new Blob([]);
    },
  });
  if (!written) throw new Error('no sheet written');
  return written;
}

const cellValue = (cell: SheetCell | undefined) => (cell && typeof cell === 'object' ? cell.value : cell);
/** The totals row by header: each cell's value. */
function totalsRow(sheet: BuiltSheet): Record<string, unknown> {
  const row = sheet.data.at(-1) ?? [];
  return Object.fromEntries(sheet.headers.map((header, index) => [header, cellValue(row[index])]));
}

const lineFigures = (qty: number, refunded: number, price: number, cost: number) => ({
  totalQtySold: qty,
  totalQtyRefund: refunded,
  netQtySold: qty - refunded,
  totalRevenue: price * 1.2,
  totalRefund: 0,
  netRevenue: price * 1.2,
  totalPrice: price,
  cost,
  grossProfit: price - cost,
  margin: price ? Math.round(((price - cost) / price) * 10000) / 100 : 0,
});

describe('the totals row of the reports with a total', () => {
  it("product sold: the API's total over every page, under the rows of all pages", async () => {
    const items = [1, 2, 3].map((n) => ({
      productId: n,
      variantId: n,
      name: `Tea ${n}`,
      sku: `T-${n}`,
      additionalData: [],
      ...lineFigures(n * 10, n, n * 100, n * 40),
    }));
    const total = { ...lineFigures(60, 6, 600, 240) };
    const sheet = await sheetOf(job('productSold', pages(items, total)));
    expect(sheet.data).toHaveLength(1 + 3 + 1);
    expect(totalsRow(sheet)).toEqual({
      Product: 'Total',
      SKU: null,
      Variants: null,
      'Quantity sold': 60,
      'Quantity refunded': 6,
      'Net quantity sold': 54,
    });
    expect(sheet.data.at(-1)?.[3]).toMatchObject({ fontWeight: 'bold', format: '#,##0' });
  });

  it("revenue by product: money in the store's currency and the margin of the sums", async () => {
    const items = [
      { ...lineFigures(1, 0, 100, 90), margin: 10 },
      { ...lineFigures(1, 0, 300, 30), margin: 90 },
    ].map((figures, index) => ({
      productId: index + 1,
      variantId: index + 1,
      sku: `S-${index}`,
      name: `Item ${index}`,
      variants: '',
      currencyExchangeRate: 1,
      presentmentCurrency: 'EUR',
      ...figures,
    }));
    // 280 / 400: 70 %, not the mean of 10 % and 90 %.
    const total = { ...lineFigures(2, 0, 400, 120), margin: 70 };
    const sheet = await sheetOf(job('revenueByProduct', pages(items, total)));
    expect(totalsRow(sheet)).toEqual({
      SKU: 'Total',
      Product: null,
      Variants: null,
      'Total price [EUR]': 400,
      'Cost [EUR]': 120,
      'Gross profit [EUR]': 280,
      Margin: 0.7,
    });
  });

  it('revenue by category and product sold by category have a totals row', async () => {
    const items = [
      { categoryId: 1, name: 'Tea', parentId: null, ...lineFigures(4, 1, 40, 10) },
      { categoryId: null, name: 'Uncategorized', parentId: null, ...lineFigures(2, 0, 10, 5) },
    ];
    const totalsOf = async (report: keyof typeof REPORTS) =>
      totalsRow(await sheetOf(job(report, pages(items, lineFigures(6, 1, 50, 15)))));
    const firstColumns = { Category: 'Total', 'Quantity sold': 6 };
    expect(await totalsOf('revenueByCategory')).toMatchObject({
      ...firstColumns,
      'Total revenue [EUR]': 60,
      'Net revenue [EUR]': 60,
    });
    expect(await totalsOf('productSoldByCategory')).toEqual({
      ...firstColumns,
      'Quantity refunded': 1,
      'Net quantity sold': 5,
    });
  });

  it('tippings: the tips of the whole range; an order tipped twice is not added up', async () => {
    const tip = (id: number, amount: number) => ({
      id,
      orderNumber: `PAR-${id}`,
      orderCreatedAt: '2026-11-22T01:00:00.000Z',
      outletRegister: null,
      customerName: null,
      salesmanName: 'Léa',
      orderTotalPrice: 50,
      amount,
    });
    const sheet = await sheetOf(
      job('tippings', pages([tip(1, 2.5), tip(2, 4)], { tipCount: 2, amount: 6.5 })),
    );
    expect(totalsRow(sheet)).toMatchObject({ Order: 'Total', 'Order total [EUR]': null, 'Tip [EUR]': 6.5 });
  });

  it('time in status: each chosen state and the total, in days', async () => {
    const row = (id: number, times: Record<string, number>) => ({
      id,
      order_number: `PAR-${id}`,
      created_at: '2026-11-22T01:00:00.000Z',
      outletRegister: null,
      customerName: null,
      state: 'completed',
      timeInStatuses: times,
      total: Object.values(times).reduce((sum, days) => sum + days, 0),
    });
    const items = [row(1, { new: 0.5, completed: 1 }), row(2, { new: 0.25, completed: 0 })];
    const total = { orderCount: 2, timeInStatuses: { new: 0.75, completed: 1 }, total: 1.75 };
    const sheet = await sheetOf(
      job('timeInStatus', pages(items, total), {
        search: { states: ['new', 'completed'] },
        columnKeys: ['order_number'],
        currency: { code: '', symbol: '', rate: 1 },
      }),
    );
    expect(totalsRow(sheet)).toEqual({
      Order: 'Total',
      'New (days)': 0.75,
      'Completed (days)': 1,
      'Total (days)': 1.75,
    });
  });
});

describe('the global export', () => {
  const usd = { code: 'USD', symbol: '$', rate: 1 };
  const row = (storeId: number, revenue: number, net: number) => ({
    date: '2026-11-22',
    storeId,
    storeName: `Store ${storeId}`,
    outletId: null,
    outletName: 'Online',
    country: 'FR',
    currency: 'EUR',
    orderCount: 1,
    presentmentCurrency: 'USD',
    currencyExchangeRate: 1.0833,
    convertedTotalRevenue: revenue,
    convertedNetRevenue: net,
    convertedTotalTax: 0,
    convertedTotalRefund: 0,
    convertedTotalDiscount: 0,
  });
  // Each row converted and rounded on its own adds up to 20.01; the stores' totals converted once, 20.
  const items = [row(2, 10.01, 10.01), row(2, 10, 10)];
  const total = {
    orderCount: 2,
    presentmentCurrency: 'USD',
    convertedTotalRevenue: 20,
    convertedNetRevenue: 20,
    convertedTotalTax: 0,
    convertedTotalRefund: 0,
    convertedTotalDiscount: 0,
  };

  it('writes money in the currency every store is converted into, not without one', () => {
    expect(exportCurrency(REPORTS.global, usd)).toEqual(usd);
    expect(exportCurrency(REPORTS.globalStores, usd)).toEqual(usd);
    expect(exportCurrency(REPORTS.productSold, usd)).toEqual({ code: '', symbol: '', rate: 1 });
    expect(exportCurrency(REPORTS.revenueByProduct, usd)).toEqual(usd);
  });

  it("names the currency in every money header, writes the API's Total and says each row is rounded", async () => {
    const report = REPORTS.global;
    const sheet = await sheetOf(
      job('global', pages(items, total), { currency: exportCurrency(report, usd), mode: 'DATE' }),
    );
    const moneyKeys = report.columns.filter((column) => column.kind === 'money').map((column) => column.key);
    const moneyHeaders = sheet.headers.filter((_, index) =>
      moneyKeys.includes(report.columns.map((column) => column.key)[index] ?? ''),
    );
    expect(moneyHeaders).toEqual([
      'Total revenue [USD]',
      'Net revenue [USD]',
      'Tax [USD]',
      'Refund [USD]',
      'Discount [USD]',
    ]);
    expect(totalsRow(sheet)).toMatchObject({
      Date: 'Total',
      'Number of orders': 2,
      'Total revenue [USD]': 20,
      'Net revenue [USD]': 20,
    });
    expect(sheet.data.at(-1)?.find((cell) => cellValue(cell) === 20)).toMatchObject({
      format: '"$ "#,##0.00',
    });
    expect(sheet.notes.map((note) => note[0])).toContainEqual(
      "Each row is converted to USD and rounded to the cent on its own, while the Total row converts each store's whole total once: the rows may add up to slightly more or less than the Total row.",
    );
  });

  it('says nothing of rounding for a report whose rows add up to its total', async () => {
    const items = [{ categoryId: 1, name: 'Tea', parentId: null, ...lineFigures(1, 0, 10, 5) }];
    const sheet = await sheetOf(job('revenueByCategory', pages(items, lineFigures(1, 0, 10, 5))));
    expect(sheet.notes.flat().some((note) => String(note).includes('rounded to the cent'))).toBe(false);
  });
});
