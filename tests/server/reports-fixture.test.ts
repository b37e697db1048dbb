/**
 * Every report on the hand-made dataset of reports-fixture.ts. Expected figures were worked out by
 * hand from the order list in that file's header; none was copied from the code's output.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNNER_LIST } from '../../server/reports/allRunners';
import { answerReport } from '../../server/reports/engine';
import { globalCountryItemSchema, globalItemSchema } from '../../src/contract/globalReports';
import {
  orderDurationItemSchema,
  orderListItemSchema,
  saleReportItemSchema,
  timeInStatusItemSchema,
  tippingBySalespersonItemSchema,
  tippingPeriodItemSchema,
  tippingTransactionItemSchema,
} from '../../src/contract/orderReports';
import {
  cashierItemSchema,
  categoryItemSchema,
  dayComparisonSchema,
  fulfillmentItemSchema,
  orderStatusItemSchema,
  outletRevenueItemSchema,
  paymentMethodItemSchema,
  paymentStatusItemSchema,
  productItemSchema,
  productProfitItemSchema,
  productSoldItemSchema,
  registerItemSchema,
  revenueSummaryItemSchema,
  salesmanItemSchema,
  summaryItemSchema,
} from '../../src/contract/reports';
import { startTestServer, type TestServer } from './harness';
import { EAST, IDS, insertFixture, WEST } from './reports-fixture';
import { getGlobal, getReport, type Item, pick, reportPath, sumMoney } from './reports-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoOrders: 0 });
  await insertFixture(server.db);
});
afterAll(() => server.close());

/** East's own offset and the three local days 2026-02-28 … 2026-03-02. */
const EAST_DAYS = { timeZone: '+05:30', createdAtMin: '2026-02-28', createdAtMax: '2026-03-02' };
const east = (report: string, query: Record<string, string | number | boolean> = {}) =>
  reportPath('v0', EAST, report, { ...EAST_DAYS, ...query });
const dayFigures = (items: Item[]) => items.map((i) => pick(i, ['date', 'orderCount', 'totalRevenue']));

describe('sale-summary', () => {
  it('gives every figure per local day at the store offset, 23:59 and 00:01 on different days', async () => {
    const body = await getReport(server, east('sale-summary'), summaryItemSchema);
    const figures = [
      'date',
      'orderCount',
      'totalRevenue',
      'totalTax',
      'netRevenue',
      'totalRefund',
      'totalDiscount',
      'totalShipping',
      'avgOrderValue',
      'itemCount',
      'avgItemCount',
      'revNewCustomer',
      'revReturnCustomer',
      'revGuestCustomer',
      'totalTipping',
    ];
    expect(body.items.map((i) => pick(i, figures))).toEqual([
      // biome-ignore format: a table
      { date: '2026-02-28', orderCount: 1, totalRevenue: 105, totalTax: 5, netRevenue: 105, totalRefund: 0, totalDiscount: 0, totalShipping: 0, avgOrderValue: 105, itemCount: 1, avgItemCount: 1, revNewCustomer: 0, revReturnCustomer: 0, revGuestCustomer: 105, totalTipping: 0 },
      // biome-ignore format: a table
      { date: '2026-03-01', orderCount: 1, totalRevenue: 257.25, totalTax: 12.25, netRevenue: 257.25, totalRefund: 0, totalDiscount: 5, totalShipping: 0, avgOrderValue: 257.25, itemCount: 3, avgItemCount: 3, revNewCustomer: 257.25, revReturnCustomer: 0, revGuestCustomer: 0, totalTipping: 10 },
      // biome-ignore format: a table
      { date: '2026-03-02', orderCount: 2, totalRevenue: 437.5, totalTax: 17.5, netRevenue: 280, totalRefund: 157.5, totalDiscount: 0, totalShipping: 20, avgOrderValue: 218.75, itemCount: 7, avgItemCount: 3.5, revNewCustomer: 230, revReturnCustomer: 207.5, revGuestCustomer: 0, totalTipping: 0 },
    ]);
    expect(body.total).toEqual({
      orderCount: 4,
      totalRevenue: 799.75,
      totalTax: 34.75,
      netRevenue: 642.25,
      totalRefund: 157.5,
      totalDiscount: 5,
      totalShipping: 20,
      avgOrderValue: 199.94,
      itemCount: 11,
      avgItemCount: 2.75,
      revNewCustomer: 487.25,
      revReturnCustomer: 207.5,
      revGuestCustomer: 105,
      totalTipping: 10,
    });
    expect(body.items[0]).toMatchObject({
      storeId: EAST,
      presentmentCurrency: 'INR',
      currencyExchangeRate: 1,
    });
    expect(body.range).toEqual({
      from: '2026-02-27T18:30:00.000Z',
      to: '2026-03-02T18:30:00.000Z',
      timeZone: '+05:30',
      mode: 'DATE',
    });
  });

  it('regroups by the caller offset west of UTC, whatever table answers', async () => {
    const expected = [
      { date: '2026-02-28', orderCount: 1, totalRevenue: 105 },
      { date: '2026-03-01', orderCount: 3, totalRevenue: 694.75 },
      { date: '2026-03-02', orderCount: 0, totalRevenue: 0 },
    ];
    // Default filters at a whole-hour offset read the hourly rollup; explicit states read orders.
    const rollup = await getReport(server, east('sale-summary', { timeZone: '-08:00' }), summaryItemSchema);
    expect(dayFigures(rollup.items)).toEqual(expected);
    const states = 'completed,partially_returned,processing';
    const rows = await getReport(
      server,
      east('sale-summary', { timeZone: '-08:00', states }),
      summaryItemSchema,
    );
    expect(dayFigures(rows.items)).toEqual(expected);
  });

  it('reads -5:30 as minus five and a half hours', async () => {
    const body = await getReport(server, east('sale-summary', { timeZone: '-5:30' }), summaryItemSchema);
    expect(dayFigures(body.items)).toEqual([
      { date: '2026-02-28', orderCount: 1, totalRevenue: 105 },
      { date: '2026-03-01', orderCount: 2, totalRevenue: 464.75 },
      { date: '2026-03-02', orderCount: 1, totalRevenue: 230 },
    ]);
  });

  it('accepts +05:30, 05:30, +0530 and an unencoded plus alike', async () => {
    const totals = [];
    for (const timeZone of ['+05:30', '05:30', '+0530']) {
      totals.push((await getReport(server, east('sale-summary', { timeZone }), summaryItemSchema)).total);
    }
    const raw = `/api/reports/v0/stores/${EAST}/sale-summary?timeZone=+05:30&createdAtMin=2026-02-28&createdAtMax=2026-03-02`;
    totals.push((await getReport(server, raw, summaryItemSchema)).total);
    expect(totals.map((t) => t?.totalRevenue)).toEqual([799.75, 799.75, 799.75, 799.75]);
  });

  it('groups the west store by its own day, and by UTC when asked', async () => {
    const own = await getReport(
      server,
      reportPath('v0', WEST, 'sale-summary', { createdAtMin: '2026-03-01', createdAtMax: '2026-03-02' }),
      summaryItemSchema,
    );
    // The store's own zone by default: New York, still at −05:00 before 8 March.
    expect(own.range.timeZone).toBe('America/New_York');
    expect(dayFigures(own.items)).toEqual([
      { date: '2026-03-01', orderCount: 1, totalRevenue: 21.6 },
      { date: '2026-03-02', orderCount: 1, totalRevenue: 38.88 },
    ]);
    const utc = await getReport(
      server,
      reportPath('v0', WEST, 'sale-summary', {
        createdAtMin: '2026-03-01',
        createdAtMax: '2026-03-02',
        timeZone: 'Z',
      }),
      summaryItemSchema,
    );
    expect(dayFigures(utc.items)).toEqual([
      { date: '2026-03-01', orderCount: 0, totalRevenue: 0 },
      { date: '2026-03-02', orderCount: 2, totalRevenue: 60.48 },
    ]);
  });

  it('groups by WEEK (Monday), MONTH and YEAR, at the store offset and at +09:00', async () => {
    const week = await getReport(server, east('sale-summary', { mode: 'WEEK' }), summaryItemSchema);
    expect(dayFigures(week.items)).toEqual([
      { date: '2026-02-23', orderCount: 2, totalRevenue: 362.25 },
      { date: '2026-03-02', orderCount: 2, totalRevenue: 437.5 },
    ]);
    const month = await getReport(server, east('sale-summary', { mode: 'month' }), summaryItemSchema);
    expect(dayFigures(month.items)).toEqual([
      { date: '2026-02', orderCount: 1, totalRevenue: 105 },
      { date: '2026-03', orderCount: 3, totalRevenue: 694.75 },
    ]);
    // 22:00 on 28 February at +05:30 is already 1 March at +09:00.
    const seoul = await getReport(
      server,
      east('sale-summary', { mode: 'MONTH', timeZone: '+09:00' }),
      summaryItemSchema,
    );
    expect(dayFigures(seoul.items)).toEqual([
      { date: '2026-02', orderCount: 0, totalRevenue: 0 },
      { date: '2026-03', orderCount: 4, totalRevenue: 799.75 },
    ]);
    const year = await getReport(
      server,
      east('sale-summary', { mode: 'YEAR', createdAtMin: '2025-12-31' }),
      summaryItemSchema,
    );
    expect(dayFigures(year.items)).toEqual([
      { date: '2025', orderCount: 1, totalRevenue: 52.5 },
      { date: '2026', orderCount: 4, totalRevenue: 799.75 },
    ]);
    // The same instants grouped at +09:00: 23:59 on 31 December at +05:30 is already 2026.
    const yearSeoul = await getReport(
      server,
      east('sale-summary', {
        mode: 'YEAR',
        timeZone: '+09:00',
        createdAtMin: '2025-12-31T00:00:00+05:30',
        createdAtMax: '2026-03-02T23:59:59+05:30',
      }),
      summaryItemSchema,
    );
    expect(dayFigures(yearSeoul.items)).toEqual([
      { date: '2025', orderCount: 0, totalRevenue: 0 },
      { date: '2026', orderCount: 5, totalRevenue: 852.25 },
    ]);
  });

  it('groups by DATETIME (each local hour) and HOURS (hour of day)', async () => {
    const hours = await getReport(
      server,
      east('sale-summary', { mode: 'DATETIME', createdAtMin: '2026-03-01', limit: 100 }),
      summaryItemSchema,
    );
    expect(hours.countItems).toBe(48);
    expect(hours.items[0]?.date).toBe('2026-03-01 00:00');
    expect(dayFigures(hours.items.filter((i) => Number(i.orderCount) > 0))).toEqual([
      { date: '2026-03-01 23:00', orderCount: 1, totalRevenue: 257.25 },
      { date: '2026-03-02 00:00', orderCount: 1, totalRevenue: 207.5 },
      { date: '2026-03-02 12:00', orderCount: 1, totalRevenue: 230 },
    ]);
    const ofDay = await getReport(server, east('sale-summary', { mode: 'HOURS' }), summaryItemSchema);
    expect(ofDay.items.map((i) => i.date)).toEqual(
      Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
    );
    expect(dayFigures(ofDay.items.filter((i) => Number(i.orderCount) > 0))).toEqual([
      { date: '00:00', orderCount: 1, totalRevenue: 207.5 },
      { date: '12:00', orderCount: 1, totalRevenue: 230 },
      { date: '22:00', orderCount: 1, totalRevenue: 105 },
      { date: '23:00', orderCount: 1, totalRevenue: 257.25 },
    ]);
  });

  it('reads bounds without an offset as local time, with one as exact instants, max inclusive', async () => {
    const oneMinute = await getReport(
      server,
      east('sale-summary', { createdAtMin: '2026-03-01T23:59:00', createdAtMax: '2026-03-01T23:59:59' }),
      summaryItemSchema,
    );
    expect(pick(oneMinute.total ?? {}, ['orderCount', 'totalRevenue'])).toEqual({
      orderCount: 1,
      totalRevenue: 257.25,
    });
    // 18:29Z is O1 and 18:31Z is O2; a max written to the minute covers that whole minute.
    const instants = await getReport(
      server,
      east('sale-summary', { createdAtMin: '2026-03-01T18:30:00Z', createdAtMax: '2026-03-01T18:31Z' }),
      summaryItemSchema,
    );
    expect(pick(instants.total ?? {}, ['orderCount', 'totalRevenue'])).toEqual({
      orderCount: 1,
      totalRevenue: 207.5,
    });
  });

  it('filters by source, outlet (-1 = none), register, state, payment status and paid revenue', async () => {
    const total = async (query: Record<string, string | boolean>) =>
      pick((await getReport(server, east('sale-summary', query), summaryItemSchema)).total ?? {}, [
        'orderCount',
        'totalRevenue',
      ]);
    expect(await total({ source: 'online' })).toEqual({ orderCount: 1, totalRevenue: 230 });
    expect(await total({ reportingMode: 'in_store' })).toEqual({ orderCount: 3, totalRevenue: 569.75 });
    expect(await total({ outletIds: String(IDS.outletEastB) })).toEqual({
      orderCount: 2,
      totalRevenue: 312.5,
    });
    expect(await total({ outletIds: '-1' })).toEqual({ orderCount: 0, totalRevenue: 0 });
    expect(await total({ outletIds: '-1', showAllOrders: true })).toEqual({
      orderCount: 4,
      totalRevenue: 799.75,
    });
    expect(await total({ registerIds: String(IDS.registerEastA) })).toEqual({
      orderCount: 1,
      totalRevenue: 257.25,
    });
    expect(await total({ states: 'canceled' })).toEqual({ orderCount: 1, totalRevenue: 25 });
    expect(await total({ statuses: 'partially_refunded' })).toEqual({ orderCount: 1, totalRevenue: 207.5 });
    expect(await total({ statuses: 'no_paid' })).toEqual({ orderCount: 0, totalRevenue: 0 });
    expect(await total({ statuses: 'no_paid', states: 'canceled' })).toEqual({
      orderCount: 1,
      totalRevenue: 25,
    });
    expect(await total({ revenueType: 'paid' })).toEqual({ orderCount: 4, totalRevenue: 799.75 });
    expect(await total({ revenueType: 'paid', states: 'canceled,completed' })).toEqual({
      orderCount: 2,
      totalRevenue: 362.25,
    });
    expect(await total({ salesmen: String(IDS.bob) })).toEqual({ orderCount: 1, totalRevenue: 207.5 });
  });

  it('compares with the previous period of the same length', async () => {
    const body = await getReport(
      server,
      east('sale-summary', { createdAtMin: '2026-03-01', compare: 'previous' }),
      summaryItemSchema,
    );
    expect(body.previous?.range).toMatchObject({
      from: '2026-02-26T18:30:00.000Z',
      to: '2026-02-28T18:30:00.000Z',
    });
    expect(dayFigures(body.previous?.items ?? [])).toEqual([
      { date: '2026-02-27', orderCount: 0, totalRevenue: 0 },
      { date: '2026-02-28', orderCount: 1, totalRevenue: 105 },
    ]);
    expect(body.previous?.total?.totalRevenue).toBe(105);
    expect(body.total?.totalRevenue).toBe(694.75);
  });

  it('compares with the same days a week, 52 weeks or a chosen day before', async () => {
    const compared = async (query: Record<string, string>) => {
      const body = await getReport(
        server,
        east('sale-summary', { compare: 'previous', ...query }),
        summaryItemSchema,
      );
      return { range: body.previous?.range, days: dayFigures(body.previous?.items ?? []) };
    };
    // The week after EAST_DAYS, against EAST_DAYS: the same weekdays.
    const week = await compared({
      createdAtMin: '2026-03-07',
      createdAtMax: '2026-03-09',
      compareWith: 'week',
    });
    expect(week.range).toMatchObject({ from: '2026-02-27T18:30:00.000Z', to: '2026-03-02T18:30:00.000Z' });
    expect(week.days).toEqual([
      { date: '2026-02-28', orderCount: 1, totalRevenue: 105 },
      { date: '2026-03-01', orderCount: 1, totalRevenue: 257.25 },
      { date: '2026-03-02', orderCount: 2, totalRevenue: 437.5 },
    ]);
    // 364 days before Wednesday 2026-12-30 is Wednesday 2025-12-31 (O6), not 2025-12-30.
    const year = await compared({
      createdAtMin: '2026-12-30',
      createdAtMax: '2026-12-31',
      compareWith: 'year',
    });
    expect(year.days).toEqual([
      { date: '2025-12-31', orderCount: 1, totalRevenue: 52.5 },
      { date: '2026-01-01', orderCount: 0, totalRevenue: 0 },
    ]);
    const custom = await compared({
      createdAtMin: '2026-04-10',
      createdAtMax: '2026-04-12',
      compareFrom: '2026-02-28',
    });
    expect(custom).toEqual(week);
  });

  it('compares the dashboard day with the same weekday a week before', async () => {
    const body = await getReport(
      server,
      east('sale-summary', {
        createdAtMin: '2026-03-07',
        createdAtMax: '2026-03-09',
        compare: 'day',
        compareWith: 'week',
      }),
      summaryItemSchema,
    );
    expect(body.dayComparison).toMatchObject({
      day: '2026-03-09',
      previousDay: '2026-03-02',
      current: { totalRevenue: 0 },
      previous: { totalRevenue: 437.5 },
      change: { totalRevenue: -100 },
    });
  });

  it('compares a day under way with the same hours of the day before', async () => {
    const report = RUNNER_LIST.find((definition) => definition.endpoint.name === 'sale-summary');
    if (!report) throw new Error('no sale-summary definition');
    const comparisonAt = async (now: string) => {
      const request = {
        query: { ...EAST_DAYS, compare: 'day' },
        storeId: EAST,
        userId: 1,
        now: new Date(now),
      };
      const answer = await answerReport(report, request, server.db);
      return v.parse(dayComparisonSchema, (answer as { dayComparison?: unknown }).dayComparison);
    };
    // 11:00 at +05:30 on 2026-03-02: O2 (00:01) is in, O3 (12:00) not yet; O1 (23:59 the day before) is
    // after 11:00 of its day.
    const morning = await comparisonAt('2026-03-02T05:30:00Z');
    expect(morning.until).toBe('11:00');
    expect(morning.current.totalRevenue).toBe(207.5);
    expect(morning.previous.totalRevenue).toBe(0);
    expect(morning.change.totalRevenue).toBeNull();
    // At 23:59:30 of 2026-03-02 the day before is counted until 23:59:30 too: O1 (23:59:00) is in.
    const late = await comparisonAt('2026-03-02T18:29:30Z');
    expect(late.until).toBe('23:59');
    expect(late.current.totalRevenue).toBe(437.5);
    expect(late.previous.totalRevenue).toBe(257.25);
  });

  it('gives the dashboard change against the previous day', async () => {
    const body = await getReport(server, east('sale-summary', { compare: 'day' }), summaryItemSchema);
    const comparison = body.dayComparison;
    expect(comparison?.day).toBe('2026-03-02');
    expect(comparison?.previousDay).toBe('2026-03-01');
    expect(comparison?.current.totalRevenue).toBe(437.5);
    expect(comparison?.previous.totalRevenue).toBe(257.25);
    expect(
      pick(comparison?.change ?? {}, [
        'totalRevenue',
        'orderCount',
        'totalRefund',
        'totalDiscount',
        'totalTax',
        'avgItemCount',
        'revGuestCustomer',
      ]),
    ).toEqual({
      totalRevenue: 70.07,
      orderCount: 100,
      totalRefund: null,
      totalDiscount: -100,
      totalTax: 42.86,
      avgItemCount: 16.67,
      revGuestCustomer: 0,
    });
  });

  it('answers type=revenue with the revenue figures', async () => {
    const body = await getReport(server, east('sale-summary', { type: 'revenue' }), revenueSummaryItemSchema);
    expect(body.items[2]).not.toHaveProperty('revNewCustomer');
    expect(pick(body.items[2] ?? {}, ['netRevenue', 'totalRefund', 'avgOrderValue'])).toEqual({
      netRevenue: 280,
      totalRefund: 157.5,
      avgOrderValue: 218.75,
    });
  });
});

describe('reports by dimension', () => {
  const revenue = (items: Item[], keys: string[]) =>
    items.map((i) => pick(i, ['date', ...keys, 'orderCount', 'totalRevenue']));

  it('outlet-revenue: per day and outlet, online orders under Online, summing to the total', async () => {
    const body = await getReport(server, east('outlet-revenue'), outletRevenueItemSchema);
    expect(revenue(body.items, ['outletId', 'outletName'])).toEqual([
      {
        date: '2026-02-28',
        outletId: IDS.outletEastB,
        outletName: 'East B',
        orderCount: 1,
        totalRevenue: 105,
      },
      {
        date: '2026-03-01',
        outletId: IDS.outletEastA,
        outletName: 'East A',
        orderCount: 1,
        totalRevenue: 257.25,
      },
      {
        date: '2026-03-02',
        outletId: IDS.outletEastB,
        outletName: 'East B',
        orderCount: 1,
        totalRevenue: 207.5,
      },
      { date: '2026-03-02', outletId: null, outletName: 'Online', orderCount: 1, totalRevenue: 230 },
    ]);
    expect(pick(body.total ?? {}, ['orderCount', 'totalRevenue', 'netRevenue'])).toEqual({
      orderCount: 4,
      totalRevenue: 799.75,
      netRevenue: 642.25,
    });
  });

  it('registers', async () => {
    const body = await getReport(server, east('registers'), registerItemSchema);
    expect(revenue(body.items, ['registerName', 'outletName'])).toEqual([
      {
        date: '2026-02-28',
        registerName: 'East B · Register 1',
        outletName: 'East B',
        orderCount: 1,
        totalRevenue: 105,
      },
      {
        date: '2026-03-01',
        registerName: 'East A · Register 1',
        outletName: 'East A',
        orderCount: 1,
        totalRevenue: 257.25,
      },
      {
        date: '2026-03-02',
        registerName: 'East B · Register 1',
        outletName: 'East B',
        orderCount: 1,
        totalRevenue: 207.5,
      },
      { date: '2026-03-02', registerName: 'Online', outletName: 'Online', orderCount: 1, totalRevenue: 230 },
    ]);
  });

  it('salesman and cashiers', async () => {
    const sellers = await getReport(server, east('salesman'), salesmanItemSchema);
    expect(revenue(sellers.items, ['salesmanName'])).toEqual([
      { date: '2026-02-28', salesmanName: 'Ann Lee', orderCount: 1, totalRevenue: 105 },
      { date: '2026-03-01', salesmanName: 'Ann Lee', orderCount: 1, totalRevenue: 257.25 },
      { date: '2026-03-02', salesmanName: 'Ann Lee', orderCount: 1, totalRevenue: 230 },
      { date: '2026-03-02', salesmanName: 'Bob Ray', orderCount: 1, totalRevenue: 207.5 },
    ]);
    const cashiers = await getReport(server, east('cashiers'), cashierItemSchema);
    expect(revenue(cashiers.items, ['cashierName'])).toEqual([
      { date: '2026-02-28', cashierName: 'Ann Lee', orderCount: 1, totalRevenue: 105 },
      { date: '2026-03-01', cashierName: 'Bob Ray', orderCount: 1, totalRevenue: 257.25 },
      { date: '2026-03-02', cashierName: 'Bob Ray', orderCount: 1, totalRevenue: 207.5 },
      { date: '2026-03-02', cashierName: 'None', orderCount: 1, totalRevenue: 230 },
    ]);
  });

  it('order-status and payment-status count every state by default, canceled included', async () => {
    const states = await getReport(server, east('order-status'), orderStatusItemSchema);
    expect(revenue(states.items, ['state'])).toEqual([
      { date: '2026-02-28', state: 'completed', orderCount: 1, totalRevenue: 105 },
      { date: '2026-03-01', state: 'completed', orderCount: 1, totalRevenue: 257.25 },
      { date: '2026-03-02', state: 'canceled', orderCount: 1, totalRevenue: 25 },
      { date: '2026-03-02', state: 'partially_returned', orderCount: 1, totalRevenue: 207.5 },
      { date: '2026-03-02', state: 'processing', orderCount: 1, totalRevenue: 230 },
    ]);
    expect(states.total?.totalRevenue).toBe(824.75);
    const statuses = await getReport(
      server,
      east('payment-status', { mode: 'MONTH' }),
      paymentStatusItemSchema,
    );
    expect(revenue(statuses.items, ['status'])).toEqual([
      { date: '2026-02', status: 'paid', orderCount: 1, totalRevenue: 105 },
      { date: '2026-03', status: 'paid', orderCount: 2, totalRevenue: 487.25 },
      { date: '2026-03', status: 'partially_refunded', orderCount: 1, totalRevenue: 207.5 },
      { date: '2026-03', status: 'unpaid', orderCount: 1, totalRevenue: 25 },
    ]);
  });

  it('fulfillment-summary', async () => {
    const body = await getReport(server, east('fulfillment-summary'), fulfillmentItemSchema);
    expect(revenue(body.items, ['fulfillmentStatus'])).toEqual([
      { date: '2026-02-28', fulfillmentStatus: 'fulfilled', orderCount: 1, totalRevenue: 105 },
      { date: '2026-03-01', fulfillmentStatus: 'fulfilled', orderCount: 1, totalRevenue: 257.25 },
      { date: '2026-03-02', fulfillmentStatus: 'partially_restocked', orderCount: 1, totalRevenue: 207.5 },
      { date: '2026-03-02', fulfillmentStatus: 'unfulfilled', orderCount: 1, totalRevenue: 230 },
    ]);
  });

  it('payment-methods: taken, change and refunds per day of the order, at the store offset and west', async () => {
    const keys = [
      'date',
      'paymentCode',
      'paymentCount',
      'salesAmount',
      'changeAmount',
      'refundAmount',
      'netAmount',
    ];
    const body = await getReport(server, east('payment-methods'), paymentMethodItemSchema);
    expect(body.items.map((i) => pick(i, keys))).toEqual([
      // biome-ignore format: a table
      { date: '2026-02-28', paymentCode: 'gift_card', paymentCount: 1, salesAmount: 105, changeAmount: 0, refundAmount: 0, netAmount: 105 },
      // biome-ignore format: a table
      { date: '2026-03-01', paymentCode: 'cash', paymentCount: 1, salesAmount: 300, changeAmount: 32.75, refundAmount: 0, netAmount: 267.25 },
      // biome-ignore format: a table
      { date: '2026-03-02', paymentCode: 'credit_card', paymentCount: 2, salesAmount: 437.5, changeAmount: 0, refundAmount: 157.5, netAmount: 280 },
    ]);
    expect(body.total).toEqual({
      paymentCount: 4,
      salesAmount: 842.5,
      changeAmount: 32.75,
      refundAmount: 157.5,
      netAmount: 652.25,
    });
    const west = await getReport(
      server,
      east('payment-methods', { timeZone: '-08:00' }),
      paymentMethodItemSchema,
    );
    expect(west.items.map((i) => pick(i, ['date', 'paymentCode', 'salesAmount']))).toEqual([
      { date: '2026-02-28', paymentCode: 'gift_card', salesAmount: 105 },
      { date: '2026-03-01', paymentCode: 'cash', salesAmount: 300 },
      { date: '2026-03-01', paymentCode: 'credit_card', salesAmount: 437.5 },
    ]);
  });
});

describe('global-report', () => {
  const globalPath = (storeId: number, query: Record<string, string>) =>
    reportPath('v0', storeId, 'global-report', {
      timeZone: 'Z',
      createdAtMin: '2026-03-01',
      createdAtMax: '2026-03-02',
      ...query,
    });

  it('converts each store to USD with its own rate, per store and per outlet', async () => {
    const body = await getReport(
      server,
      globalPath(EAST, { storeIds: `${EAST},${WEST}`, groupBy: 'store' }),
      globalItemSchema,
    );
    const keys = [
      'date',
      'storeId',
      'currency',
      'orderCount',
      'totalRevenue',
      'currencyExchangeRate',
      'convertedTotalRevenue',
      'convertedNetRevenue',
    ];
    expect(body.items.map((i) => pick(i, keys))).toEqual([
      // biome-ignore format: a table
      { date: '2026-03-01', storeId: EAST, currency: 'INR', orderCount: 2, totalRevenue: 464.75, currencyExchangeRate: 0.012, convertedTotalRevenue: 5.58, convertedNetRevenue: 3.69 },
      // biome-ignore format: a table
      { date: '2026-03-02', storeId: EAST, currency: 'INR', orderCount: 1, totalRevenue: 230, currencyExchangeRate: 0.012, convertedTotalRevenue: 2.76, convertedNetRevenue: 2.76 },
      // biome-ignore format: a table
      { date: '2026-03-02', storeId: WEST, currency: 'USD', orderCount: 2, totalRevenue: 60.48, currencyExchangeRate: 1, convertedTotalRevenue: 60.48, convertedNetRevenue: 60.48 },
    ]);
    expect(body.items.every((i) => i.presentmentCurrency === 'USD')).toBe(true);
    expect(pick(body.total ?? {}, ['orderCount', 'presentmentCurrency', 'convertedTotalRevenue'])).toEqual({
      orderCount: 5,
      presentmentCurrency: 'USD',
      convertedTotalRevenue: 68.82,
    });
    const outlets = await getReport(
      server,
      globalPath(EAST, { storeIds: `${EAST},${WEST}` }),
      globalItemSchema,
    );
    expect(outlets.items.map((i) => pick(i, ['date', 'storeId', 'outletName', 'totalRevenue']))).toEqual([
      { date: '2026-03-01', storeId: EAST, outletName: 'East A', totalRevenue: 257.25 },
      { date: '2026-03-01', storeId: EAST, outletName: 'East B', totalRevenue: 207.5 },
      { date: '2026-03-02', storeId: EAST, outletName: 'Online', totalRevenue: 230 },
      { date: '2026-03-02', storeId: WEST, outletName: 'West A', totalRevenue: 60.48 },
    ]);
  });

  it('shows a non-owner only their stores and refuses others', async () => {
    const staff = await server.tokenFor('staff');
    const body = await getReport(server, globalPath(WEST, {}), globalItemSchema, staff);
    expect(body.items.length).toBeGreaterThan(0);
    expect(new Set(body.items.map((i) => i.storeId))).toEqual(new Set([WEST]));
    const refused = await server.get(globalPath(WEST, { storeIds: String(EAST) }), staff);
    expect(refused.status).toBe(403);
    expect((await server.get(globalPath(EAST, {}), staff)).status).toBe(403);
  });
});

describe('global-report: countries and pie slices', () => {
  const both = {
    timeZone: 'Z',
    createdAtMin: '2026-03-01',
    createdAtMax: '2026-03-02',
    storeIds: `${EAST},${WEST}`,
  };
  const globalPath = (query: Record<string, string>, storeId = EAST) =>
    reportPath('v0', storeId, 'global-report', { ...both, ...query });
  const CONVERTED = [
    'convertedTotalRevenue',
    'convertedNetRevenue',
    'convertedTotalTax',
    'convertedTotalRefund',
    'convertedTotalDiscount',
  ];
  /** Σ slices = total: orders, and every USD figure to the cent. */
  const expectSlicesAddUp = (body: { slices: Item[]; total?: Item }) => {
    expect(body.slices.reduce((sum, s) => sum + Number(s.orderCount), 0)).toBe(body.total?.orderCount);
    for (const key of CONVERTED) {
      expect([key, sumMoney(body.slices.map((s) => s[key]))]).toEqual([key, body.total?.[key]]);
    }
  };

  it('groups by country: one row per period and country, USD figures added per store', async () => {
    const body = await getGlobal(server, globalPath({ groupBy: 'country' }), globalCountryItemSchema);
    expect(body.items).toEqual([
      // biome-ignore format: a table
      { date: '2026-03-01', country: 'IN', currency: 'INR', orderCount: 2, itemCount: 6, presentmentCurrency: 'USD', currencyExchangeRate: 0.012, convertedTotalRevenue: 5.58, convertedNetRevenue: 3.69, convertedTotalTax: 0.24, convertedTotalRefund: 1.89, convertedTotalDiscount: 0.06 },
      // biome-ignore format: a table
      { date: '2026-03-02', country: 'IN', currency: 'INR', orderCount: 1, itemCount: 4, presentmentCurrency: 'USD', currencyExchangeRate: 0.012, convertedTotalRevenue: 2.76, convertedNetRevenue: 2.76, convertedTotalTax: 0.12, convertedTotalRefund: 0, convertedTotalDiscount: 0 },
      // biome-ignore format: a table
      { date: '2026-03-02', country: 'US', currency: 'USD', orderCount: 2, itemCount: 3, presentmentCurrency: 'USD', currencyExchangeRate: 1, convertedTotalRevenue: 60.48, convertedNetRevenue: 60.48, convertedTotalTax: 4.48, convertedTotalRefund: 0, convertedTotalDiscount: 4 },
    ]);
    expect(body.countItems).toBe(3);
    expect(pick(body.total ?? {}, ['orderCount', 'convertedTotalRevenue'])).toEqual({
      orderCount: 5,
      convertedTotalRevenue: 68.82,
    });
    expect(body.slices).toEqual([
      // biome-ignore format: a table
      { key: 'IN', storeId: null, storeName: null, outletId: null, outletName: null, country: 'IN', currency: 'INR', orderCount: 3, itemCount: 10, presentmentCurrency: 'USD', currencyExchangeRate: 0.012, convertedTotalRevenue: 8.34, convertedNetRevenue: 6.45, convertedTotalTax: 0.36, convertedTotalRefund: 1.89, convertedTotalDiscount: 0.06 },
      // biome-ignore format: a table
      { key: 'US', storeId: null, storeName: null, outletId: null, outletName: null, country: 'US', currency: 'USD', orderCount: 2, itemCount: 3, presentmentCurrency: 'USD', currencyExchangeRate: 1, convertedTotalRevenue: 60.48, convertedNetRevenue: 60.48, convertedTotalTax: 4.48, convertedTotalRefund: 0, convertedTotalDiscount: 4 },
    ]);
    expect(body.storesWithoutRate).toEqual([]);
    expectSlicesAddUp(body);
    // Pages of countries: one (period, country) per item.
    const second = await getGlobal(
      server,
      globalPath({ groupBy: 'country', limit: '2', page: '2' }),
      globalCountryItemSchema,
    );
    expect(second.items.map((i) => [i.date, i.country])).toEqual([['2026-03-02', 'US']]);
    expect([second.countItems, second.maxPage]).toEqual([3, 2]);
  });

  it('store and outlet items carry their country; slices per store and per outlet add up to the total', async () => {
    const stores = await getGlobal(server, globalPath({ groupBy: 'store' }), globalItemSchema);
    expect(stores.items.map((i) => [i.storeId, i.country])).toEqual([
      [EAST, 'IN'],
      [EAST, 'IN'],
      [WEST, 'US'],
    ]);
    expect(
      stores.slices.map((s) =>
        pick(s, ['key', 'storeId', 'storeName', 'country', 'orderCount', 'convertedTotalRevenue']),
      ),
    ).toEqual([
      {
        key: String(EAST),
        storeId: EAST,
        storeName: 'Fixture East',
        country: 'IN',
        orderCount: 3,
        convertedTotalRevenue: 8.34,
      },
      {
        key: String(WEST),
        storeId: WEST,
        storeName: 'Fixture West',
        country: 'US',
        orderCount: 2,
        convertedTotalRevenue: 60.48,
      },
    ]);
    expectSlicesAddUp(stores);

    const outlets = await getGlobal(server, globalPath({}), globalItemSchema);
    expect(outlets.items.every((i) => i.country === (i.storeId === EAST ? 'IN' : 'US'))).toBe(true);
    // East's 694.75 INR is 8.337 USD, 8.34 to the cent: East A (257.25 × 0.012 = 3.087) takes the cent.
    expect(
      outlets.slices.map((s) =>
        pick(s, [
          'key',
          'outletId',
          'outletName',
          'currency',
          'currencyExchangeRate',
          'orderCount',
          'convertedTotalRevenue',
          'convertedNetRevenue',
        ]),
      ),
    ).toEqual([
      // biome-ignore format: a table
      { key: `${EAST}:${IDS.outletEastA}`, outletId: IDS.outletEastA, outletName: 'East A', currency: 'INR', currencyExchangeRate: 0.012, orderCount: 1, convertedTotalRevenue: 3.09, convertedNetRevenue: 3.09 },
      // biome-ignore format: a table
      { key: `${EAST}:${IDS.outletEastB}`, outletId: IDS.outletEastB, outletName: 'East B', currency: 'INR', currencyExchangeRate: 0.012, orderCount: 1, convertedTotalRevenue: 2.49, convertedNetRevenue: 0.6 },
      // biome-ignore format: a table
      { key: `${EAST}:online`, outletId: null, outletName: 'Online', currency: 'INR', currencyExchangeRate: 0.012, orderCount: 1, convertedTotalRevenue: 2.76, convertedNetRevenue: 2.76 },
      // biome-ignore format: a table
      { key: `${WEST}:${IDS.outletWest}`, outletId: IDS.outletWest, outletName: 'West A', currency: 'USD', currencyExchangeRate: 1, orderCount: 2, convertedTotalRevenue: 60.48, convertedNetRevenue: 60.48 },
    ]);
    expectSlicesAddUp(outlets);
    // The slices cover the whole range whatever the page.
    const page = await getGlobal(server, globalPath({ limit: '1', page: '3' }), globalItemSchema);
    expect(page.items).toHaveLength(1);
    expect(page.slices).toEqual(outlets.slices);
  });

  it('names the stores without a rate; their USD figures, and the total, are null', async () => {
    await server.db.run("DELETE FROM currency_rates WHERE store_id = 901 AND to_currency = 'USD'");
    try {
      for (const groupBy of ['store', 'outlet', 'country']) {
        const body = await getGlobal(
          server,
          globalPath({ groupBy }),
          groupBy === 'country' ? globalCountryItemSchema : globalItemSchema,
        );
        expect(body.storesWithoutRate).toEqual([
          {
            storeId: EAST,
            storeName: 'Fixture East',
            country: 'IN',
            currency: 'INR',
            currencyExchangeRate: null,
          },
        ]);
        expect(body.total?.convertedTotalRevenue).toBeNull();
        for (const slice of body.slices) {
          const east = slice.country === 'IN';
          expect([
            slice.key,
            slice.currencyExchangeRate === null,
            slice.convertedTotalRevenue === null,
          ]).toEqual([slice.key, east, east]);
        }
        expect(body.slices.reduce((sum, s) => sum + Number(s.orderCount), 0)).toBe(5);
      }
    } finally {
      await server.db.run(
        "INSERT INTO currency_rates (id, store_id, from_currency, to_currency, rate) VALUES (90101, 901, 'INR', 'USD', 0.012)",
      );
    }
  });

  it('shows a non-owner only their own stores in slices and countries', async () => {
    const staff = await server.tokenFor('staff');
    const { storeIds: _, ...own } = both;
    const body = await getGlobal(
      server,
      reportPath('v0', WEST, 'global-report', { ...own, groupBy: 'country' }),
      globalCountryItemSchema,
      staff,
    );
    expect(body.items.map((i) => i.country)).toEqual(['US']);
    expect(body.slices.map((s) => s.key)).toEqual(['US']);
  });
});

describe('product reports', () => {
  const sold = (items: Item[]) =>
    items.map((i) => pick(i, ['sku', 'additionalData', 'totalQtySold', 'totalQtyRefund', 'netQtySold']));

  it('product-sold per variant, sorted by net quantity, with every figure', async () => {
    const body = await getReport(server, east('product-sold'), productSoldItemSchema);
    expect(sold(body.items)).toEqual([
      { sku: 'MUG', additionalData: [], totalQtySold: 5, totalQtyRefund: 0, netQtySold: 5 },
      { sku: 'LAT-S', additionalData: ['Small'], totalQtySold: 3, totalQtyRefund: 0, netQtySold: 3 },
      { sku: 'GIFT', additionalData: [], totalQtySold: 2, totalQtyRefund: 0, netQtySold: 2 },
      { sku: 'LAT-L', additionalData: ['Large'], totalQtySold: 1, totalQtyRefund: 1, netQtySold: 0 },
    ]);
    expect(
      pick(body.items[0] ?? {}, ['name', 'totalRevenue', 'totalPrice', 'cost', 'grossProfit', 'margin']),
    ).toEqual({
      name: 'Mug',
      totalRevenue: 257.25,
      totalPrice: 245,
      cost: 100,
      grossProfit: 145,
      margin: 59.18,
    });
    expect(pick(body.items[3] ?? {}, ['totalRevenue', 'totalRefund', 'netRevenue'])).toEqual({
      totalRevenue: 157.5,
      totalRefund: 157.5,
      netRevenue: 0,
    });
  });

  it('sorts by any sortable field both ways, ties by name', async () => {
    const skus = async (sortBy: string, sortDirection: string) =>
      (
        await getReport(server, east('product-sold', { sortBy, sortDirection }), productSoldItemSchema)
      ).items.map((i) => i.sku);
    expect(await skus('grossProfit', 'asc')).toEqual(['GIFT', 'LAT-L', 'MUG', 'LAT-S']);
    expect(await skus('grossProfit', 'desc')).toEqual(['LAT-S', 'MUG', 'LAT-L', 'GIFT']);
    expect(await skus('totalQtyRefund', 'desc')).toEqual(['LAT-L', 'GIFT', 'LAT-S', 'MUG']);
    expect(await skus('totalPrice', 'desc')).toEqual(['LAT-S', 'MUG', 'LAT-L', 'GIFT']);
    expect(await skus('cost', 'asc')).toEqual(['GIFT', 'LAT-L', 'MUG', 'LAT-S']);
    expect(await skus('totalQtySold', 'asc')).toEqual(['LAT-L', 'GIFT', 'LAT-S', 'MUG']);
    expect(await skus('netQtySold', 'asc')).toEqual(['LAT-L', 'GIFT', 'LAT-S', 'MUG']);
  });

  it('merges variants with withoutVariant=true, and filters by category and product type', async () => {
    const merged = await getReport(
      server,
      east('product-sold', { withoutVariant: true }),
      productSoldItemSchema,
    );
    expect(
      merged.items.map((i) => pick(i, ['name', 'variantId', 'additionalData', 'netQtySold', 'grossProfit'])),
    ).toEqual([
      { name: 'Mug', variantId: null, additionalData: [], netQtySold: 5, grossProfit: 145 },
      { name: 'Latte', variantId: null, additionalData: ['Small', 'Large'], netQtySold: 3, grossProfit: 270 },
      { name: 'Gift', variantId: null, additionalData: [], netQtySold: 2, grossProfit: 20 },
    ]);
    const skus = async (query: Record<string, string>) =>
      (await getReport(server, east('product-sold', query), productSoldItemSchema)).items.map((i) => i.sku);
    expect(await skus({ productCategoryId: 'uncategorized' })).toEqual(['GIFT']);
    expect(await skus({ productCategoryId: String(IDS.drinks) })).toEqual(['MUG', 'LAT-S', 'LAT-L']);
    expect(await skus({ categoryIds: String(IDS.coffee) })).toEqual(['LAT-S', 'LAT-L']);
    expect(await skus({ productTypes: 'configurable' })).toEqual(['LAT-S', 'LAT-L']);
    expect(await skus({ outletIds: String(IDS.outletEastB) })).toEqual(['GIFT', 'LAT-S', 'LAT-L']);
  });

  it('pages without overlap', async () => {
    const first = await getReport(server, east('product-sold', { limit: 3 }), productSoldItemSchema);
    const second = await getReport(
      server,
      east('product-sold', { limit: 3, page: 2 }),
      productSoldItemSchema,
    );
    expect([first.countItems, first.maxPage, first.items.length, second.items.map((i) => i.sku)]).toEqual([
      4,
      2,
      3,
      ['LAT-L'],
    ]);
  });

  it('product-profit per variant and products per product', async () => {
    const profit = await getReport(server, east('product-profit'), productProfitItemSchema);
    expect(
      profit.items.map((i) => pick(i, ['sku', 'variants', 'totalPrice', 'cost', 'grossProfit', 'margin'])),
    ).toEqual([
      { sku: 'LAT-S', variants: 'Small', totalPrice: 300, cost: 120, grossProfit: 180, margin: 60 },
      { sku: 'MUG', variants: '', totalPrice: 245, cost: 100, grossProfit: 145, margin: 59.18 },
      { sku: 'LAT-L', variants: 'Large', totalPrice: 150, cost: 60, grossProfit: 90, margin: 60 },
      { sku: 'GIFT', variants: '', totalPrice: 50, cost: 30, grossProfit: 20, margin: 40 },
    ]);
    expect(profit.items[0]).toMatchObject({ presentmentCurrency: 'INR', currencyExchangeRate: 1 });
    const perProduct = await getReport(server, east('products'), productItemSchema);
    expect(
      perProduct.items.map((i) => pick(i, ['name', 'categoryName', 'totalQtySold', 'totalRevenue'])),
    ).toEqual([
      { name: 'Latte', categoryName: 'Coffee', totalQtySold: 4, totalRevenue: 472.5 },
      { name: 'Mug', categoryName: 'Drinks', totalQtySold: 5, totalRevenue: 257.25 },
      { name: 'Gift', categoryName: 'Uncategorized', totalQtySold: 2, totalRevenue: 50 },
    ]);
  });

  it('categories and product-sold-categories', async () => {
    const keys = [
      'categoryId',
      'name',
      'parentId',
      'netQtySold',
      'totalRevenue',
      'totalRefund',
      'netRevenue',
    ];
    const byRevenue = await getReport(server, east('categories'), categoryItemSchema);
    expect(byRevenue.items.map((i) => pick(i, keys))).toEqual([
      // biome-ignore format: a table
      { categoryId: IDS.coffee, name: 'Coffee', parentId: IDS.drinks, netQtySold: 3, totalRevenue: 472.5, totalRefund: 157.5, netRevenue: 315 },
      // biome-ignore format: a table
      { categoryId: IDS.drinks, name: 'Drinks', parentId: null, netQtySold: 5, totalRevenue: 257.25, totalRefund: 0, netRevenue: 257.25 },
      // biome-ignore format: a table
      { categoryId: null, name: 'Uncategorized', parentId: null, netQtySold: 2, totalRevenue: 50, totalRefund: 0, netRevenue: 50 },
    ]);
    const byQuantity = await getReport(server, east('product-sold-categories'), categoryItemSchema);
    expect(byQuantity.items.map((i) => i.name)).toEqual(['Drinks', 'Coffee', 'Uncategorized']);
  });
});

describe('order reports', () => {
  it('order list: newest first, every state, totals, payment lines with change and refund', async () => {
    const body = await getReport(
      server,
      reportPath('v1', EAST, 'orders', {
        ...EAST_DAYS,
        fieldsIncluded: 'tip,charge',
        isIncludeReferenceNumber: true,
      }),
      orderListItemSchema,
    );
    expect(body.items.map((i) => i.orderNumber)).toEqual(['F-9004', 'F-9003', 'F-9002', 'F-9001', 'F-9005']);
    expect(
      pick(body.total ?? {}, ['orderCount', 'totalPrice', 'totalPaid', 'totalTip', 'refundedTotalPrice']),
    ).toEqual({
      orderCount: 5,
      totalPrice: 824.75,
      totalPaid: 809.75,
      totalTip: 10,
      refundedTotalPrice: 157.5,
    });
    const o1 = body.items[3] ?? {};
    expect(
      pick(o1, [
        'customerName',
        'salesmanName',
        'outletName',
        'outletRegister',
        'orderNote',
        'totalTip',
        'totalCharge',
        'paymentsCount',
      ]),
    ).toEqual({
      customerName: 'Dee Moss',
      salesmanName: 'Ann Lee',
      outletName: 'East A',
      outletRegister: 'East A · Register 1',
      orderNote: 'Birthday',
      totalTip: 10,
      totalCharge: 0,
      paymentsCount: 1,
    });
    expect((o1.paymentInfo as Item[]).map((p) => pick(p, ['paymentName', 'amount', 'type']))).toEqual([
      { paymentName: 'Cash', amount: 300, type: null },
      { paymentName: 'Cash', amount: 32.75, type: 'change' },
    ]);
    const o2 = body.items[2] ?? {};
    expect((o2.paymentInfo as Item[]).map((p) => pick(p, ['amount', 'type', 'referenceNumber']))).toEqual([
      { amount: 207.5, type: null, referenceNumber: 'TX-2' },
      { amount: 157.5, type: 'refund', referenceNumber: 'TX-2R' },
    ]);
    const plain = await getReport(server, reportPath('v1', EAST, 'orders', EAST_DAYS), orderListItemSchema);
    expect(plain.items[3]).not.toHaveProperty('totalTip');
    expect(((plain.items[3]?.paymentInfo ?? []) as Item[])[0]).not.toHaveProperty('referenceNumber');
  });

  it('order list filters', async () => {
    const numbers = async (query: Record<string, string | boolean>) =>
      (
        await getReport(
          server,
          reportPath('v1', EAST, 'orders', { ...EAST_DAYS, ...query }),
          orderListItemSchema,
        )
      ).items.map((i) => i.orderNumber);
    expect(await numbers({ search: 'moss' })).toEqual(['F-9002', 'F-9001']);
    expect(await numbers({ search: 'F-9003' })).toEqual(['F-9003']);
    expect(await numbers({ search: "x' OR '1'='1" })).toEqual([]);
    expect(await numbers({ states: 'canceled' })).toEqual(['F-9004']);
    expect(await numbers({ statuses: 'no_paid' })).toEqual(['F-9004']);
    expect(await numbers({ source: 'online' })).toEqual(['F-9003']);
    expect(await numbers({ outletIds: '-1' })).toEqual([]);
    expect(await numbers({ outletIds: '-1', showAllOrders: true })).toHaveLength(5);
    expect(await numbers({ outletIds: String(IDS.outletEastA) })).toEqual(['F-9004', 'F-9001']);
    expect(await numbers({ registerIds: String(IDS.registerEastB) })).toEqual(['F-9002', 'F-9005']);
    expect(await numbers({ salesmen: String(IDS.bob) })).toEqual(['F-9004', 'F-9002']);
  });

  it('lists with countedOnly the orders behind the revenue figures: their totals are the figures', async () => {
    const listed = await getReport(
      server,
      reportPath('v1', EAST, 'orders', { ...EAST_DAYS, countedOnly: true }),
      orderListItemSchema,
    );
    // Every order but the canceled F-9004.
    expect(listed.items.map((i) => i.orderNumber)).toEqual(['F-9003', 'F-9002', 'F-9001', 'F-9005']);
    const summary = await getReport(server, east('sale-summary'), summaryItemSchema);
    expect(
      pick(listed.total ?? {}, [
        'orderCount',
        'totalPrice',
        'totalTax',
        'totalDiscounts',
        'refundedTotalPrice',
      ]),
    ).toEqual({
      orderCount: summary.total?.orderCount,
      totalPrice: summary.total?.totalRevenue,
      totalTax: summary.total?.totalTax,
      totalDiscounts: summary.total?.totalDiscount,
      refundedTotalPrice: summary.total?.totalRefund,
    });
    const withStates = await getReport(
      server,
      reportPath('v1', EAST, 'orders', { ...EAST_DAYS, countedOnly: true, states: 'canceled' }),
      orderListItemSchema,
    );
    expect(withStates.items.map((i) => i.orderNumber)).toEqual(['F-9004']);
  });

  it('narrows the order list to a cashier, a payment method, a product or a category', async () => {
    const numbers = async (query: Record<string, string | boolean>) =>
      (
        await getReport(
          server,
          reportPath('v1', EAST, 'orders', { ...EAST_DAYS, countedOnly: true, ...query }),
          orderListItemSchema,
        )
      ).items.map((i) => i.orderNumber);
    // Bob's canceled F-9004 is not counted.
    expect(await numbers({ cashierIds: String(IDS.bob) })).toEqual(['F-9002', 'F-9001']);
    expect(await numbers({ paymentCodes: 'gift_card' })).toEqual(['F-9005']);
    // The online F-9003 is paid by card too.
    expect(await numbers({ paymentCodes: 'credit_card,gift_card' })).toEqual(['F-9003', 'F-9002', 'F-9005']);
    expect(await numbers({ productIds: String(IDS.gift) })).toEqual(['F-9002']);
    expect(await numbers({ productIds: String(IDS.gift), countedOnly: false })).toEqual(['F-9004', 'F-9002']);
    // A category holds its children's products: Drinks has the mug and, through Coffee, the latte.
    expect(await numbers({ categoryIds: String(IDS.coffee) })).toEqual(['F-9002', 'F-9001', 'F-9005']);
    expect(await numbers({ categoryIds: String(IDS.drinks) })).toEqual([
      'F-9003',
      'F-9002',
      'F-9001',
      'F-9005',
    ]);

    // An hour of the week in the report's zone (+05:30): F-9001 at 23:59 on Sunday, F-9002 two minutes
    // later, at 00:01 on Monday.
    expect(await numbers({ hourOfWeek: '7 23:00' })).toEqual(['F-9001']);
    expect(await numbers({ hourOfWeek: '1 00:00' })).toEqual(['F-9002']);
    const week = await getReport(
      server,
      east('sale-summary', { mode: 'WEEKHOURS', limit: 168 }),
      summaryItemSchema,
    );
    const sunday = await getReport(
      server,
      reportPath('v1', EAST, 'orders', { ...EAST_DAYS, countedOnly: true, hourOfWeek: '7 23:00' }),
      orderListItemSchema,
    );
    expect(sunday.total?.totalPrice).toBe(week.items.find((item) => item.date === '7 23:00')?.totalRevenue);

    // The cashier's orders add up to the cashier report's figures.
    const listed = await getReport(
      server,
      reportPath('v1', EAST, 'orders', { ...EAST_DAYS, countedOnly: true, cashierIds: String(IDS.bob) }),
      orderListItemSchema,
    );
    const cashiers = await getReport(server, east('cashiers'), cashierItemSchema);
    const bob = cashiers.items.filter((item) => item.cashierId === IDS.bob);
    expect(listed.total?.orderCount).toBe(bob.reduce((sum, item) => sum + Number(item.orderCount), 0));
    expect(listed.total?.totalPrice).toBe(sumMoney(bob.map((item) => Number(item.totalRevenue))));
  });

  it('order-duration: days to completion, newest first, with the average of all', async () => {
    const body = await getReport(server, east('order-duration'), orderDurationItemSchema);
    expect(
      body.items.map((i) => pick(i, ['order_number', 'avg_duration', 'customerName', 'outletRegister'])),
    ).toEqual([
      {
        order_number: 'F-9002',
        avg_duration: 0.5,
        customerName: 'Dee Moss',
        outletRegister: 'East B · Register 1',
      },
      {
        order_number: 'F-9001',
        avg_duration: 0.020833,
        customerName: 'Dee Moss',
        outletRegister: 'East A · Register 1',
      },
      {
        order_number: 'F-9005',
        avg_duration: 0.006944,
        customerName: null,
        outletRegister: 'East B · Register 1',
      },
    ]);
    expect(body.averageDuration).toBe(0.175926);
  });

  it('order-time-in-status: one figure per default state, 0 where never; an open state counts up to now', async () => {
    const body = await getReport(server, east('order-time-in-status'), timeInStatusItemSchema);
    const byNumber = new Map(body.items.map((i) => [i.order_number, i]));
    // Canceled and processing orders are listed too: states are columns, not a filter.
    expect(body.items.map((i) => i.order_number)).toEqual(['F-9004', 'F-9003', 'F-9002', 'F-9001', 'F-9005']);
    const defaults = [
      'new',
      'confirmed',
      'partially_delivered',
      'delivered',
      'partially_returned',
      'returned',
      'completed',
      'canceled',
    ];
    for (const item of body.items) expect(Object.keys(item.timeInStatuses as object)).toEqual(defaults);
    const zeros = Object.fromEntries(defaults.map((state) => [state, 0]));
    expect(pick(byNumber.get('F-9002') ?? {}, ['state', 'timeInStatuses', 'total'])).toEqual({
      state: 'partially_returned',
      timeInStatuses: { ...zeros, new: 0.5, completed: 2, partially_returned: 0 },
      total: 2.5,
    });
    expect(pick(byNumber.get('F-9004') ?? {}, ['timeInStatuses', 'total'])).toEqual({
      timeInStatuses: { ...zeros, new: 0.006944 },
      total: 0.006944,
    });
    // F-9003 is processing, not a default column: its total is its time as new only.
    expect(pick(byNumber.get('F-9003') ?? {}, ['state', 'timeInStatuses', 'total'])).toEqual({
      state: 'processing',
      timeInStatuses: { ...zeros, new: 0.041667 },
      total: 0.041667,
    });
  });

  it('order-time-in-status: chosen states are the columns in their order, total adds only them', async () => {
    const all = await getReport(server, east('order-time-in-status'), timeInStatusItemSchema);
    const chosen = await getReport(
      server,
      east('order-time-in-status', { states: 'processing,new' }),
      timeInStatusItemSchema,
    );
    expect(chosen.items.map((i) => i.id)).toEqual(all.items.map((i) => i.id));
    expect(chosen.countItems).toBe(all.countItems);
    const byNumber = new Map(chosen.items.map((i) => [i.order_number, i]));
    for (const item of chosen.items) {
      expect(Object.keys(item.timeInStatuses as object)).toEqual(['processing', 'new']);
    }
    const open = byNumber.get('F-9003') ?? {};
    const times = open.timeInStatuses as Record<string, number>;
    const expected = (Date.now() - Date.parse('2026-03-02T07:30:00Z')) / 86_400_000;
    expect(Math.abs((times.processing ?? 0) - expected)).toBeLessThan(0.01);
    expect(times.new).toBe(0.041667);
    expect(open.total).toBe(Math.round(((times.processing ?? 0) + 0.041667) * 1e6) / 1e6);
    expect(pick(byNumber.get('F-9002') ?? {}, ['timeInStatuses', 'total'])).toEqual({
      timeInStatuses: { processing: 0, new: 0.5 },
      total: 0.5,
    });
    // Only completed: F-9002 spent two days there; orders never completed are listed with 0.
    const completed = await getReport(
      server,
      east('order-time-in-status', { states: 'completed' }),
      timeInStatusItemSchema,
    );
    expect(completed.items.map((i) => [i.order_number, i.timeInStatuses, i.total])).toEqual([
      ['F-9004', { completed: 0 }, 0],
      ['F-9003', { completed: 0 }, 0],
      ['F-9002', { completed: 2 }, 2],
      ['F-9001', { completed: 0 }, 0],
      ['F-9005', { completed: 0 }, 0],
    ]);
  });

  it('total-revenues: one row per line, oldest first, order payments numbered, totals from lines', async () => {
    const body = await getReport(server, east('total-revenues'), saleReportItemSchema);
    expect(body.items.map((i) => i.lineId)).toEqual([90051, 90011, 90012, 90021, 90022, 90031]);
    const mug = body.items[2] ?? {};
    expect(
      pick(mug, [
        'entityID',
        'incrementID',
        'name',
        'sku',
        'barcode',
        'productCategory',
        'quantity',
        'subtotalPrice',
        'totalDiscount',
        'tax',
        'totalPrice',
        'note',
        'cashier',
        'salesman',
        'outletName',
        'paymentStatus',
        'paymentsCount',
        'paymentName_1',
        'amount_1',
        'paymentName_2',
        'amount_2',
      ]),
    ).toEqual({
      entityID: 9001,
      incrementID: 'F-9001',
      name: 'Mug',
      sku: 'MUG',
      barcode: 'BC-MUG',
      productCategory: 'Drinks',
      quantity: 1,
      subtotalPrice: 50,
      totalDiscount: 5,
      tax: 2.25,
      totalPrice: 47.25,
      note: 'Birthday',
      cashier: 'Bob Ray',
      salesman: 'Ann Lee',
      outletName: 'East A',
      paymentStatus: 'paid',
      paymentsCount: 2,
      paymentName_1: 'Cash',
      amount_1: 300,
      paymentName_2: 'Cash (Change)',
      amount_2: 32.75,
    });
    expect(pick(body.items[3] ?? {}, ['name', 'productCategory', 'totalRefund'])).toEqual({
      name: 'Latte - Large',
      productCategory: 'Coffee',
      totalRefund: 157.5,
    });
    expect(body.items[4]?.productCategory).toBe('Uncategorized');
    const expectedTotal = {
      lineCount: 6,
      quantity: 11,
      subtotalPrice: 750,
      totalDiscount: 5,
      tax: 34.75,
      totalPrice: 779.75,
      totalRefund: 157.5,
    };
    expect(body.total).toEqual(expectedTotal);
    // With a product filter the totals come from the lines themselves: the same figures.
    const filtered = await getReport(
      server,
      east('total-revenues', { productTypes: 'simple,configurable' }),
      saleReportItemSchema,
    );
    expect(filtered.total).toEqual(expectedTotal);
  });
});

describe('tips', () => {
  const tipDays = { timeZone: '+05:30', orderCreatedAtMin: '2026-02-28', orderCreatedAtMax: '2026-03-02' };

  it('tippings per salesperson, tipping-summary per period', async () => {
    const people = await getReport(server, east('tippings'), tippingBySalespersonItemSchema);
    expect(people.items).toEqual([
      { salesmanId: IDS.ann, salesmanName: 'Ann Lee', tipCount: 1, totalTipping: 10 },
    ]);
    const periods = await getReport(
      server,
      reportPath('v1', EAST, 'tipping-summary', tipDays),
      tippingPeriodItemSchema,
    );
    expect(periods.items).toEqual([
      { date: '2026-02-28', tipCount: 0, totalTipping: 0 },
      { date: '2026-03-01', tipCount: 1, totalTipping: 10 },
      { date: '2026-03-02', tipCount: 0, totalTipping: 0 },
    ]);
  });

  it('tipping-summary periods carry the key of every mode, as sale-summary does', async () => {
    const expected: Record<string, [string[], string]> = {
      DATE: [['2026-02-28', '2026-03-01', '2026-03-02'], '2026-03-01'],
      WEEK: [['2026-02-23', '2026-03-02'], '2026-02-23'],
      MONTH: [['2026-02', '2026-03'], '2026-03'],
      YEAR: [['2026'], '2026'],
      HOURS: [Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`), '23:00'],
    };
    for (const [mode, [keys, tipped]] of Object.entries(expected)) {
      const [tips, summary] = await Promise.all([
        getReport(
          server,
          reportPath('v1', EAST, 'tipping-summary', { ...tipDays, mode, limit: 100 }),
          tippingPeriodItemSchema,
        ),
        getReport(server, east('sale-summary', { mode, limit: 100 }), summaryItemSchema),
      ]);
      expect([mode, tips.items.map((i) => i.date)]).toEqual([mode, keys]);
      expect(summary.items.map((i) => i.date)).toEqual(keys);
      expect(tips.items.filter((i) => Number(i.tipCount) > 0)).toEqual([
        { date: tipped, tipCount: 1, totalTipping: 10 },
      ]);
    }
    // DATETIME: each local hour of the three days; O1's tip is in the order's hour, 23:59 local.
    const hours = await getReport(
      server,
      reportPath('v1', EAST, 'tipping-summary', { ...tipDays, mode: 'datetime', limit: 100 }),
      tippingPeriodItemSchema,
    );
    expect(hours.items).toHaveLength(72);
    expect([hours.items[0]?.date, hours.items[71]?.date]).toEqual(['2026-02-28 00:00', '2026-03-02 23:00']);
    expect(hours.items.filter((i) => Number(i.tipCount) > 0).map((i) => i.date)).toEqual([
      '2026-03-01 23:00',
    ]);
  });

  it('isSalesOrder=true keeps the in-store orders (as source=in_store); with source=online it is refused', async () => {
    const list = (query: Record<string, string>) =>
      getReport(server, reportPath('v1', EAST, 'orders', { ...EAST_DAYS, ...query }), orderListItemSchema);
    const [all, sales, inStore, notSales] = await Promise.all([
      list({}),
      list({ isSalesOrder: 'true' }),
      list({ source: 'in_store' }),
      list({ isSalesOrder: 'false' }),
    ]);
    expect(all.items.map((i) => i.orderNumber)).toEqual(['F-9004', 'F-9003', 'F-9002', 'F-9001', 'F-9005']);
    expect(sales.items.map((i) => i.orderNumber)).toEqual(['F-9004', 'F-9002', 'F-9001', 'F-9005']);
    expect(sales.items).toEqual(inStore.items);
    expect(sales.total).toEqual(inStore.total);
    expect(notSales.items).toEqual(all.items);
    const tips = await getReport(
      server,
      reportPath('v1', EAST, 'tipping-summary', { ...tipDays, isSalesOrder: 'true', source: 'in_store' }),
      tippingPeriodItemSchema,
    );
    expect(tips.total).toEqual({ tipCount: 1, totalTipping: 10 });
    const summary = await getReport(
      server,
      east('sale-summary', { isSalesOrder: 'true' }),
      summaryItemSchema,
    );
    expect(summary.total?.orderCount).toBe(3);
    const refused = await server.get(
      reportPath('v1', EAST, 'tipping-summary', {
        ...tipDays,
        isSalesOrder: 'true',
        reportingMode: 'online',
      }),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/'isSalesOrder'/);
  });

  it('tipping-transaction rows, filtered by salesperson', async () => {
    const body = await getReport(
      server,
      reportPath('v1', EAST, 'tipping-transaction', tipDays),
      tippingTransactionItemSchema,
    );
    expect(body.items).toEqual([
      {
        id: 9001,
        orderId: 9001,
        orderNumber: 'F-9001',
        createdAt: '2026-03-01T18:29:00.000Z',
        orderCreatedAt: '2026-03-01T18:29:00.000Z',
        outletId: IDS.outletEastA,
        registerId: IDS.registerEastA,
        outletRegister: 'East A · Register 1',
        customerFirstName: 'Dee',
        customerLastName: 'Moss',
        customerName: 'Dee Moss',
        orderTotalPrice: 257.25,
        salesmanId: IDS.ann,
        salePerson: 'Ann Lee',
        salesmanName: 'Ann Lee',
        cashierName: 'Bob Ray',
        amount: 10,
        tippedCreatedAt: '2026-03-01T18:35:00.000Z',
      },
    ]);
    const bob = await getReport(
      server,
      reportPath('v1', EAST, 'tipping-transaction', { ...tipDays, salesmen: String(IDS.bob) }),
      tippingTransactionItemSchema,
    );
    expect(bob.countItems).toBe(0);
  });
});

describe('categories/filter', () => {
  const names = async (query: Record<string, string>) => {
    const response = await server.get(reportPath('v0', EAST, 'categories/filter', query));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { name: string; children: { name: string }[] }[] };
    return body.data.map((c) => `${c.name}[${c.children.map((child) => child.name).join(',')}]`);
  };

  it('lists the categories of products sold at the given outlets or registers', async () => {
    expect(await names({})).toEqual(['Drinks[Coffee]', 'Food[]']);
    expect(await names({ outletIds: String(IDS.outletEastB) })).toEqual(['Drinks[Coffee]']);
    expect(await names({ registerIds: String(IDS.registerEastA), filterBy: 'parent' })).toEqual(['Drinks[]']);
    expect(await names({ outletIds: String(IDS.outletEastB), filterBy: 'child' })).toEqual(['Coffee[]']);
    expect(await names({ outletIds: '-1' })).toEqual([]);
  });
});
