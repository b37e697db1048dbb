/**
 * Invariants on generated data (3,000 demo orders): figures that must agree whichever table or
 * grouping answers them, pages that tile the result, and store isolation in the global report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryItemSchema,
  globalItemSchema,
  orderListItemSchema,
  outletRevenueItemSchema,
  paymentMethodItemSchema,
  productProfitItemSchema,
  productSoldItemSchema,
  saleReportItemSchema,
  summaryItemSchema,
  timeInStatusItemSchema,
  tippingTransactionItemSchema,
} from '../../src/contract/reports';
import { startTestServer, type TestServer } from './harness';
import { allPages, getReport, type Item, reportPath, sumMoney } from './reports-helpers';

let server: TestServer;
const SEOUL = 1; // +09:00, KRW
const MUMBAI = 5; // +05:30, INR

beforeAll(async () => {
  server = await startTestServer({ demoOrders: 3000, now: new Date('2026-03-15T12:00:00Z') });
});
afterAll(() => server.close());

/** Every state the demo data uses but canceled: the default set, spelled out (forces other tables). */
const COUNTED_STATES =
  'new,confirmed,processing,shipping,partially_delivered,delivered,returned,partially_returned,exchanged,completed,in_transit,in_process,remake,lost,pending';
const YEAR_2025 = { createdAtMin: '2025-01-01', createdAtMax: '2025-12-31' };

const byDate = (items: Item[], field = 'totalRevenue') => {
  const sums = new Map<string, number>();
  for (const item of items)
    sums.set(String(item.date), sumMoney([sums.get(String(item.date)) ?? 0, item[field]]));
  return sums;
};

describe('sums agree across groupings', () => {
  for (const [store, timeZone] of [
    [SEOUL, '+09:00'],
    [SEOUL, '-03:00'],
    [MUMBAI, '+05:30'],
    [MUMBAI, '+05:45'],
  ] as const) {
    it(`Σ daily = monthly = yearly (store ${store}, ${timeZone})`, async () => {
      const path = (mode: string) =>
        reportPath('v0', store, 'sale-summary', { ...YEAR_2025, timeZone, mode, limit: 400 });
      const [daily, monthly, yearly] = await Promise.all([
        getReport(server, path('DATE'), summaryItemSchema),
        getReport(server, path('MONTH'), summaryItemSchema),
        getReport(server, path('YEAR'), summaryItemSchema),
      ]);
      expect(daily.countItems).toBe(365);
      const perMonth = new Map<string, number>();
      for (const day of daily.items) {
        const month = String(day.date).slice(0, 7);
        perMonth.set(month, sumMoney([perMonth.get(month) ?? 0, day.totalRevenue]));
      }
      expect(monthly.items.map((m) => [m.date, m.totalRevenue])).toEqual([...perMonth]);
      expect(yearly.items.map((y) => [y.date, y.totalRevenue, y.orderCount])).toEqual([
        ['2025', sumMoney(daily.items.map((d) => d.totalRevenue)), daily.total?.orderCount],
      ]);
      expect(Number(daily.total?.orderCount)).toBeGreaterThan(50);
    });
  }

  it('Σ hours of a day = the day, and the hour-of-day profile = the total', async () => {
    const month = { createdAtMin: '2025-06-01', createdAtMax: '2025-06-30', timeZone: '+09:00' };
    const path = (mode: string) => reportPath('v0', SEOUL, 'sale-summary', { ...month, mode, limit: 1000 });
    const [hours, days, profile] = await Promise.all([
      getReport(server, path('DATETIME'), summaryItemSchema),
      getReport(server, path('DATE'), summaryItemSchema),
      getReport(server, path('HOURS'), summaryItemSchema),
    ]);
    const perDay = new Map<string, number>();
    for (const hour of hours.items) {
      const day = String(hour.date).slice(0, 10);
      perDay.set(day, sumMoney([perDay.get(day) ?? 0, hour.totalRevenue]));
    }
    expect([...perDay]).toEqual(days.items.map((d) => [d.date, d.totalRevenue]));
    expect(sumMoney(profile.items.map((h) => h.totalRevenue))).toBe(days.total?.totalRevenue);
  });

  it('the rollups give what the per-order rows give', async () => {
    const path = (query: Record<string, string>) =>
      reportPath('v0', SEOUL, 'sale-summary', { ...YEAR_2025, timeZone: '+09:00', limit: 400, ...query });
    const salespeople = Array.from({ length: 8 }, (_, i) => 101 + i).join(',');
    const [rollup, states, rows] = await Promise.all([
      getReport(server, path({}), summaryItemSchema),
      getReport(server, path({ states: COUNTED_STATES }), summaryItemSchema),
      // A salesperson filter is never in a rollup; every demo order has one of these eight.
      getReport(server, path({ salesmen: salespeople }), summaryItemSchema),
    ]);
    expect(states.items).toEqual(rollup.items);
    expect(rows.items).toEqual(rollup.items);
    expect(rows.total).toEqual(rollup.total);
  });
});

describe('reports agree with each other', () => {
  for (const timeZone of ['+09:00', '-03:00', '+05:45']) {
    it(`Σ revenue by outlet = total revenue, per day too (${timeZone})`, async () => {
      const query = { ...YEAR_2025, timeZone };
      const [{ items }, summary] = await Promise.all([
        allPages(server, `${reportPath('v0', SEOUL, 'outlet-revenue', query)}`, outletRevenueItemSchema, 500),
        getReport(
          server,
          reportPath('v0', SEOUL, 'sale-summary', { ...query, limit: 400 }),
          summaryItemSchema,
        ),
      ]);
      expect(sumMoney(items.map((i) => i.totalRevenue))).toBe(summary.total?.totalRevenue);
      const perDay = byDate(items);
      for (const day of summary.items.filter((d) => Number(d.orderCount) > 0)) {
        expect([day.date, perDay.get(String(day.date))]).toEqual([day.date, day.totalRevenue]);
      }
    });
  }

  it("the order list's totals = the summary's, and its pages add up to its totals", async () => {
    const query = { createdAtMin: '2025-10-01', createdAtMax: '2025-12-31', timeZone: '+09:00' };
    const list = await allPages(
      server,
      reportPath('v1', SEOUL, 'orders', { ...query, states: COUNTED_STATES, fieldsIncluded: 'tip' }),
      orderListItemSchema,
      100,
    );
    const summary = await getReport(
      server,
      reportPath('v0', SEOUL, 'sale-summary', query),
      summaryItemSchema,
    );
    expect(list.first.total?.totalPrice).toBe(summary.total?.totalRevenue);
    expect(list.first.total?.totalTax).toBe(summary.total?.totalTax);
    expect(list.first.total?.refundedTotalPrice).toBe(summary.total?.totalRefund);
    expect(list.first.countItems).toBe(summary.total?.orderCount);
    expect(sumMoney(list.items.map((o) => o.totalPrice))).toBe(list.first.total?.totalPrice);
    expect(sumMoney(list.items.map((o) => o.totalTip))).toBe(summary.total?.totalTipping);
    expect(list.first.total?.totalTip).toBe(summary.total?.totalTipping);
  });

  it('payments taken less change = the orders paid total, whichever table answers', async () => {
    const instants = { createdAtMin: '2025-06-01T00:00:00+09:00', createdAtMax: '2025-08-31T23:59:59+09:00' };
    const [own, foreign, list] = await Promise.all([
      getReport(
        server,
        reportPath('v0', SEOUL, 'payment-methods', { ...instants, timeZone: '+09:00' }),
        paymentMethodItemSchema,
      ),
      getReport(
        server,
        reportPath('v0', SEOUL, 'payment-methods', { ...instants, timeZone: '-03:00' }),
        paymentMethodItemSchema,
      ),
      getReport(
        server,
        reportPath('v1', SEOUL, 'orders', { ...instants, states: COUNTED_STATES }),
        orderListItemSchema,
      ),
    ]);
    expect(foreign.total).toEqual(own.total);
    const taken = Number(own.total?.salesAmount) - Number(own.total?.changeAmount);
    expect(Math.round(taken * 100) / 100).toBe(list.total?.totalPaid);
  });

  it('product, category and line reports add up to the same revenue and quantities', async () => {
    const query = { createdAtMin: '2025-09-01', createdAtMax: '2025-11-30', timeZone: '+09:00' };
    const [sold, profit, categories, lines, linesFromRows, summary] = await Promise.all([
      allPages(server, reportPath('v0', SEOUL, 'product-sold', query), productSoldItemSchema, 1000),
      allPages(server, reportPath('v0', SEOUL, 'product-profit', query), productProfitItemSchema, 1000),
      allPages(server, reportPath('v0', SEOUL, 'categories', query), categoryItemSchema, 1000),
      getReport(server, reportPath('v0', SEOUL, 'total-revenues', query), saleReportItemSchema),
      getReport(
        server,
        reportPath('v0', SEOUL, 'total-revenues', {
          ...query,
          productTypes: 'simple,configurable,bundle,composite,grouped,virtual,giftcard',
        }),
        saleReportItemSchema,
      ),
      getReport(server, reportPath('v0', SEOUL, 'sale-summary', query), summaryItemSchema),
    ]);
    expect(linesFromRows.total).toEqual(lines.total);
    const revenue = lines.total?.totalPrice;
    expect(sumMoney(sold.items.map((i) => i.totalRevenue))).toBe(revenue);
    expect(sumMoney(profit.items.map((i) => i.totalRevenue))).toBe(revenue);
    expect(sumMoney(categories.items.map((i) => i.totalRevenue))).toBe(revenue);
    const quantity = sold.items.reduce((sum, i) => sum + Number(i.totalQtySold), 0);
    expect([quantity, lines.total?.quantity]).toEqual([summary.total?.itemCount, summary.total?.itemCount]);
    // Orders = their lines plus shipping and charges.
    expect(Number(revenue)).toBeLessThanOrEqual(Number(summary.total?.totalRevenue));
  });
});

describe('paging', () => {
  const query = { createdAtMin: '2025-11-01', createdAtMax: '2025-12-31', timeZone: '+09:00' };
  const cases: [string, string, Parameters<typeof allPages>[2], number, (i: Item) => string][] = [
    ['orders', reportPath('v1', SEOUL, 'orders', query), orderListItemSchema, 7, (i) => String(i.id)],
    [
      'product-sold',
      reportPath('v0', SEOUL, 'product-sold', query),
      productSoldItemSchema,
      7,
      (i) => String(i.variantId),
    ],
    [
      'outlet-revenue',
      reportPath('v0', SEOUL, 'outlet-revenue', query),
      outletRevenueItemSchema,
      5,
      (i) => `${i.date}/${i.outletId}`,
    ],
    [
      'total-revenues',
      reportPath('v0', SEOUL, 'total-revenues', query),
      saleReportItemSchema,
      13,
      (i) => String(i.lineId),
    ],
    [
      'order-time-in-status',
      reportPath('v0', SEOUL, 'order-time-in-status', query),
      timeInStatusItemSchema,
      9,
      (i) => String(i.id),
    ],
    [
      'tipping-transaction',
      reportPath('v1', SEOUL, 'tipping-transaction', { ...query, orderByType: 'ASC' }),
      tippingTransactionItemSchema,
      3,
      (i) => String(i.id),
    ],
    [
      'global-report',
      reportPath('v0', SEOUL, 'global-report', query),
      globalItemSchema,
      10,
      (i) => `${i.date}/${i.storeId}/${i.outletId}`,
    ],
  ];
  for (const [name, path, schema, limit, key] of cases) {
    it(`${name}: the union of all pages = countItems, without duplicates`, async () => {
      const { first, items } = await allPages(server, path, schema, limit);
      expect(first.countItems).toBeGreaterThan(limit);
      expect(items).toHaveLength(first.countItems);
      expect(new Set(items.map(key)).size).toBe(first.countItems);
      expect(first.maxPage).toBe(Math.ceil(first.countItems / limit));
    });
  }
});

describe('global report', () => {
  it('never shows a non-owner another store, and converts each store exactly', async () => {
    const staff = await server.tokenFor('staff');
    const query = { createdAtMin: '2025-01-01', createdAtMax: '2025-12-31', timeZone: 'Z', mode: 'YEAR' };
    const owner = await allPages(
      server,
      reportPath('v0', 2, 'global-report', { ...query, groupBy: 'store' }),
      globalItemSchema,
      100,
    );
    expect(owner.items.map((i) => i.storeId)).toEqual([1, 2, 3, 4, 5, 6]);
    // One row per store for the year, so the rows' USD figures add up to the total exactly.
    expect(sumMoney(owner.items.map((i) => i.convertedTotalRevenue))).toBe(
      owner.first.total?.convertedTotalRevenue,
    );
    const staffView = await getReport(
      server,
      reportPath('v0', 2, 'global-report', query),
      globalItemSchema,
      staff,
    );
    expect(staffView.items.length).toBeGreaterThan(0);
    expect(staffView.items.every((i) => i.storeId === 2 || i.storeId === 3)).toBe(true);
    const refused = await server.get(
      reportPath('v0', 2, 'global-report', { ...query, storeIds: '1,2' }),
      staff,
    );
    expect(refused.status).toBe(403);
  });

  it("each store's figures equal its own sale-summary over the same instants", async () => {
    const query = {
      createdAtMin: '2025-03-01T00:00:00Z',
      createdAtMax: '2025-03-31T23:59:59Z',
      timeZone: 'Z',
    };
    const global = await allPages(
      server,
      reportPath('v0', 1, 'global-report', query),
      globalItemSchema,
      1000,
    );
    for (const storeId of [1, 4, 6]) {
      const summary = await getReport(
        server,
        reportPath('v0', storeId, 'sale-summary', query),
        summaryItemSchema,
      );
      const rows = global.items.filter((i) => i.storeId === storeId);
      expect([storeId, sumMoney(rows.map((i) => i.totalRevenue))]).toEqual([
        storeId,
        summary.total?.totalRevenue,
      ]);
    }
  });
});

describe('money', () => {
  it('every amount has at most two decimals', async () => {
    const query = { createdAtMin: '2025-01-01', createdAtMax: '2025-12-31', timeZone: '+09:00' };
    const bodies = await Promise.all([
      getReport(server, reportPath('v0', 2, 'sale-summary', { ...query, limit: 400 }), summaryItemSchema),
      getReport(
        server,
        reportPath('v0', 2, 'product-profit', { ...query, limit: 1000 }),
        productProfitItemSchema,
      ),
      getReport(server, reportPath('v0', 1, 'global-report', { ...query, limit: 1000 }), globalItemSchema),
    ]);
    const amounts = bodies
      .flatMap((b) => [...b.items, b.total ?? {}])
      .flatMap((item) =>
        Object.entries(item)
          .filter(([key, value]) => typeof value === 'number' && !/Count|Qty|Id$|Rate$|margin/i.test(key))
          .map(([key, value]) => [key, value as number] as const),
      );
    expect(amounts.length).toBeGreaterThan(1000);
    const bad = amounts.filter(([, value]) => Math.abs(Math.round(value * 100) - value * 100) > 1e-6);
    expect(bad).toEqual([]);
  });
});
