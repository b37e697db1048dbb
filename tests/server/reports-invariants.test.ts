/**
 * Invariants on generated data (3,000 demo orders): figures that must agree whichever table or
 * grouping answers them, pages that tile the result, and store isolation in the global report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalCountryItemSchema, globalItemSchema } from '../../src/contract/globalReports';
import {
  orderListItemSchema,
  saleReportItemSchema,
  timeInStatusItemSchema,
  tippingBySalespersonItemSchema,
  tippingPeriodItemSchema,
  tippingTransactionItemSchema,
} from '../../src/contract/orderReports';
import {
  categoryItemSchema,
  outletRevenueItemSchema,
  paymentMethodItemSchema,
  productProfitItemSchema,
  productSoldItemSchema,
  summaryItemSchema,
} from '../../src/contract/reports';
import { startTestServer, type TestServer } from './harness';
import { allPages, getGlobal, getReport, type Item, reportPath, sumMoney } from './reports-helpers';

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

  it('the hour-of-week cells are the hours of the range summed by local weekday and hour', async () => {
    const range = { createdAtMin: '2025-03-20', createdAtMax: '2025-04-09', timeZone: 'Europe/Paris' };
    const path = (mode: string) => reportPath('v0', SEOUL, 'sale-summary', { ...range, mode, limit: 1000 });
    const [hours, week] = await Promise.all([
      getReport(server, path('DATETIME'), summaryItemSchema),
      getReport(server, path('WEEKHOURS'), summaryItemSchema),
    ]);
    // Across the change to summer time (30 March): the skipped hour has no cell of its own that day.
    const cells = new Map<string, { orders: number; revenue: number }>();
    for (const hour of hours.items) {
      const key = String(hour.date);
      const weekday = new Date(`${key.slice(0, 10)}T00:00:00Z`).getUTCDay() || 7;
      const cell = `${weekday} ${key.slice(11)}`;
      const sum = cells.get(cell) ?? { orders: 0, revenue: 0 };
      cells.set(cell, {
        orders: sum.orders + Number(hour.orderCount),
        revenue: sumMoney([sum.revenue, hour.totalRevenue]),
      });
    }
    expect(week.items).toHaveLength(168);
    expect(week.items.map((item) => item.date)).toEqual([...cells.keys()].sort());
    expect(week.items.map((item) => [item.date, item.orderCount, item.totalRevenue])).toEqual(
      [...cells].sort(([a], [b]) => a.localeCompare(b)).map(([key, sum]) => [key, sum.orders, sum.revenue]),
    );
    expect(week.total?.totalRevenue).toBe(hours.total?.totalRevenue);
    expect(Number(week.total?.orderCount)).toBeGreaterThan(10);
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

describe('global report: countries and pie slices', () => {
  const CONVERTED = [
    'convertedTotalRevenue',
    'convertedNetRevenue',
    'convertedTotalTax',
    'convertedTotalRefund',
    'convertedTotalDiscount',
  ];
  const COUNTRIES: Record<number, string> = { 1: 'KR', 2: 'FR', 3: 'US', 4: 'TW', 5: 'IN', 6: 'US' };

  for (const timeZone of ['Z', '+05:45']) {
    it(`Σ slices = total for each grouping, whatever the page (${timeZone})`, async () => {
      const query = { createdAtMin: '2025-03-01', createdAtMax: '2025-04-30', timeZone, limit: 7 };
      for (const groupBy of ['outlet', 'store', 'country']) {
        const item = groupBy === 'country' ? globalCountryItemSchema : globalItemSchema;
        const body = await getGlobal(
          server,
          reportPath('v0', 1, 'global-report', { ...query, groupBy }),
          item,
        );
        expect(body.slices.length).toBeGreaterThan(groupBy === 'outlet' ? 20 : 4);
        expect(new Set(body.slices.map((s) => s.key)).size).toBe(body.slices.length);
        expect(body.slices.reduce((sum, s) => sum + Number(s.orderCount), 0)).toBe(body.total?.orderCount);
        for (const key of CONVERTED) {
          expect([groupBy, key, sumMoney(body.slices.map((s) => s[key]))]).toEqual([
            groupBy,
            key,
            body.total?.[key],
          ]);
        }
        const later = await getGlobal(
          server,
          reportPath('v0', 1, 'global-report', { ...query, groupBy, page: 3 }),
          item,
        );
        expect(later.slices).toEqual(body.slices);
        expect(body.storesWithoutRate).toEqual([]);
      }
    });
  }

  it('a country row is the sum of its stores; each store slice and item carries its country', async () => {
    const query = {
      createdAtMin: '2025-05-01',
      createdAtMax: '2025-05-31',
      timeZone: '-03:00',
      mode: 'WEEK',
    };
    const [countries, stores, countrySlices, storeSlices] = await Promise.all([
      allPages(
        server,
        reportPath('v0', 3, 'global-report', { ...query, groupBy: 'country' }),
        globalCountryItemSchema,
        4,
      ),
      allPages(
        server,
        reportPath('v0', 3, 'global-report', { ...query, groupBy: 'store' }),
        globalItemSchema,
        1000,
      ),
      getGlobal(
        server,
        reportPath('v0', 3, 'global-report', { ...query, groupBy: 'country' }),
        globalCountryItemSchema,
      ),
      getGlobal(
        server,
        reportPath('v0', 3, 'global-report', { ...query, groupBy: 'store' }),
        globalItemSchema,
      ),
    ]);
    for (const store of stores.items) expect(store.country).toBe(COUNTRIES[Number(store.storeId)]);
    expect(countries.items).toHaveLength(countries.first.countItems);
    const expected = new Map<string, Item>();
    for (const store of stores.items) {
      const key = `${store.date}/${store.country}`;
      const row = expected.get(key) ?? { orderCount: 0, convertedTotalRevenue: 0, convertedNetRevenue: 0 };
      expected.set(key, {
        orderCount: Number(row.orderCount) + Number(store.orderCount),
        convertedTotalRevenue: sumMoney([row.convertedTotalRevenue, store.convertedTotalRevenue]),
        convertedNetRevenue: sumMoney([row.convertedNetRevenue, store.convertedNetRevenue]),
      });
    }
    expect(
      countries.items.map((c) => [
        `${c.date}/${c.country}`,
        {
          orderCount: c.orderCount,
          convertedTotalRevenue: c.convertedTotalRevenue,
          convertedNetRevenue: c.convertedNetRevenue,
        },
      ]),
    ).toEqual([...expected].sort(([a], [b]) => a.localeCompare(b)));
    // Both US stores keep dollars at rate 1; the others are alone in their country.
    const us = countries.items.filter((c) => c.country === 'US');
    expect(us.every((c) => c.currency === 'USD' && c.currencyExchangeRate === 1)).toBe(true);
    expect(countrySlices.slices.map((s) => s.key)).toEqual(['FR', 'IN', 'KR', 'TW', 'US']);
    const usStores = storeSlices.slices.filter((s) => s.country === 'US');
    expect(usStores.map((s) => s.storeId)).toEqual([3, 6]);
    const usSlice = countrySlices.slices.find((s) => s.key === 'US');
    expect([usSlice?.orderCount, usSlice?.convertedTotalRevenue]).toEqual([
      usStores.reduce((sum, s) => sum + Number(s.orderCount), 0),
      sumMoney(usStores.map((s) => s.convertedTotalRevenue)),
    ]);
    expect(countries.first.total).toEqual(stores.first.total);
  });

  it("an outlet slice is within a cent of its own figures × its store's rate", async () => {
    const query = { createdAtMin: '2025-01-01', createdAtMax: '2025-06-30', timeZone: 'Z', mode: 'MONTH' };
    const [items, body] = await Promise.all([
      allPages(server, reportPath('v0', 1, 'global-report', query), globalItemSchema, 1000),
      getGlobal(server, reportPath('v0', 1, 'global-report', query), globalItemSchema),
    ]);
    const perOutlet = new Map<string, { revenue: number; orders: number; rate: number }>();
    for (const item of items.items) {
      const key = `${item.storeId}:${item.outletId ?? 'online'}`;
      const row = perOutlet.get(key) ?? { revenue: 0, orders: 0, rate: Number(item.currencyExchangeRate) };
      perOutlet.set(key, {
        revenue: sumMoney([row.revenue, item.totalRevenue]),
        orders: row.orders + Number(item.orderCount),
        rate: row.rate,
      });
    }
    // Ordered by store, then outlet, online last.
    const order = (key: string) => {
      const [store = '', outlet = ''] = key.split(':');
      return [Number(store), outlet === 'online' ? Number.MAX_SAFE_INTEGER : Number(outlet)];
    };
    const keys = [...perOutlet.keys()].sort((a, b) => {
      const [sa = 0, oa = 0] = order(a);
      const [sb = 0, ob = 0] = order(b);
      return sa - sb || oa - ob;
    });
    expect(body.slices.map((s) => s.key)).toEqual(keys);
    for (const slice of body.slices) {
      const own = perOutlet.get(String(slice.key));
      expect([slice.key, slice.orderCount]).toEqual([slice.key, own?.orders]);
      const exact = Number(own?.revenue) * Number(own?.rate);
      expect(Math.abs(Number(slice.convertedTotalRevenue) - exact)).toBeLessThan(0.01 + 1e-9);
    }
  });
});

describe('time in status: states are columns', () => {
  const query = { createdAtMin: '2025-11-01', createdAtMax: '2025-12-31', timeZone: '+09:00', limit: 300 };
  const path = (extra: Record<string, string> = {}) =>
    reportPath('v0', SEOUL, 'order-time-in-status', { ...query, ...extra });

  it('choosing states changes the columns, never the orders; total = Σ chosen states', async () => {
    const [defaults, chosen, custom] = await Promise.all([
      getReport(server, path(), timeInStatusItemSchema),
      getReport(server, path({ states: 'completed,processing,confirmed' }), timeInStatusItemSchema),
      getReport(server, path({ states: 'lost' }), timeInStatusItemSchema),
    ]);
    expect(defaults.countItems).toBeGreaterThan(50);
    for (const body of [chosen, custom]) {
      expect(body.countItems).toBe(defaults.countItems);
      expect(body.items.map((i) => i.id)).toEqual(defaults.items.map((i) => i.id));
    }
    const check = (body: typeof defaults, states: readonly string[]) => {
      for (const item of body.items) {
        const times = item.timeInStatuses as Record<string, number>;
        expect(Object.keys(times)).toEqual(states);
        const sum = Object.values(times).reduce((a, b) => a + b, 0);
        expect(Math.abs(Number(item.total) - sum)).toBeLessThan(1e-6);
      }
    };
    check(defaults, [
      'new',
      'confirmed',
      'partially_delivered',
      'delivered',
      'partially_returned',
      'returned',
      'completed',
      'canceled',
    ]);
    check(chosen, ['completed', 'processing', 'confirmed']);
    check(custom, ['lost']);
    // A state's figure does not depend on which others are chosen.
    const byId = new Map(defaults.items.map((i) => [i.id, i.timeInStatuses as Record<string, number>]));
    for (const item of chosen.items) {
      const times = item.timeInStatuses as Record<string, number>;
      expect([item.id, times.completed, times.confirmed]).toEqual([
        item.id,
        byId.get(item.id)?.completed,
        byId.get(item.id)?.confirmed,
      ]);
    }
    // Some online orders spent time in processing, and orders of many current states are listed.
    expect(chosen.items.some((i) => ((i.timeInStatuses as Record<string, number>).processing ?? 0) > 0)).toBe(
      true,
    );
    expect(new Set(chosen.items.map((i) => i.state)).size).toBeGreaterThan(3);
  });
});

describe('tipping summary and isSalesOrder', () => {
  // 40 days: 960 hours, one page of DATETIME periods.
  const month = { createdAtMin: '2025-06-01', createdAtMax: '2025-07-10', timeZone: '+09:00', limit: 1000 };

  it('tipping-summary periods have the keys of sale-summary in every mode, and add up to the tips', async () => {
    // A year in each mode, but 40 days of hours (one page of DATETIME periods).
    const year = { ...YEAR_2025, timeZone: '+09:00', limit: 1000 };
    for (const mode of ['DATE', 'WEEK', 'MONTH', 'YEAR', 'DATETIME', 'HOURS', 'WEEKHOURS']) {
      const range = mode === 'DATETIME' ? month : year;
      const [people, tips, summary] = await Promise.all([
        getReport(server, reportPath('v0', SEOUL, 'tippings', range), tippingBySalespersonItemSchema),
        getReport(
          server,
          reportPath('v1', SEOUL, 'tipping-summary', { ...range, mode }),
          tippingPeriodItemSchema,
        ),
        getReport(server, reportPath('v0', SEOUL, 'sale-summary', { ...range, mode }), summaryItemSchema),
      ]);
      expect([mode, tips.items.map((i) => i.date)]).toEqual([mode, summary.items.map((i) => i.date)]);
      expect(tips.total).toEqual(people.total);
      expect(tips.items.reduce((sum, i) => sum + Number(i.tipCount), 0)).toBe(people.total?.tipCount);
      expect(sumMoney(tips.items.map((i) => i.totalTipping))).toBe(summary.total?.totalTipping);
      if (range === year) expect(Number(people.total?.tipCount)).toBeGreaterThan(10);
    }
  });

  it('isSalesOrder=true lists what source=in_store lists, fewer than all orders', async () => {
    const list = (extra: Record<string, string>) =>
      getReport(
        server,
        reportPath('v1', SEOUL, 'orders', { ...month, limit: 50, ...extra }),
        orderListItemSchema,
      );
    const [all, sales, inStore] = await Promise.all([
      list({}),
      list({ isSalesOrder: 'true' }),
      list({ source: 'in_store', isSalesOrder: 'false' }),
    ]);
    expect(sales.countItems).toBe(inStore.countItems);
    expect(sales.items).toEqual(inStore.items);
    expect(sales.total).toEqual(inStore.total);
    expect(sales.countItems).toBeLessThan(all.countItems);
    expect(sales.items.every((i) => i.source === 'in_store')).toBe(true);
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
