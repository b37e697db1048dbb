/**
 * Time-zone names: orders at 23:30 and 00:30 local on the days around both daylight-saving changes
 * of Europe/Paris (north) and America/Santiago (south) land on their local day, week, month, year
 * and hour in every report with periods. Expected keys come from Intl's own formatting of each
 * order's instant, not from the server's code. Order totals are powers of two, so a sum names the
 * orders it holds.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshReportFacts } from '../../server/reports/tables/facts';
import { storeConfigSchema, userStoresResponseSchema } from '../../src/contract/auth';
import { tippingPeriodItemSchema } from '../../src/contract/orderReports';
import {
  outletRevenueItemSchema,
  paymentMethodItemSchema,
  productSoldItemSchema,
  summaryItemSchema,
} from '../../src/contract/reports';
import { startTestServer, type TestServer } from './harness';
import { insertOrder, insertStore, type TestOrder } from './order-rows';
import { getReport, type Item, reportPath } from './reports-helpers';
import { expectedKey, MODES, type Mode } from './wallClock';

const PARIS = 911;
const SANTIAGO = 912;

const ORDERS: TestOrder[] = [
  // Paris: clocks forward on Sunday 29 March at 02:00 (+01:00 → +02:00), back on 25 October at 03:00.
  { id: 91101, store: PARIS, created: '2026-03-28T22:30:00Z', total: 1 }, // 28 Mar 23:30 +01
  { id: 91102, store: PARIS, created: '2026-03-28T23:30:00Z', total: 2 }, // 29 Mar 00:30 +01
  { id: 91103, store: PARIS, created: '2026-03-29T21:30:00Z', total: 4 }, // 29 Mar 23:30 +02
  { id: 91104, store: PARIS, created: '2026-03-29T22:30:00Z', total: 8 }, // 30 Mar 00:30 +02
  { id: 91105, store: PARIS, created: '2026-10-24T21:30:00Z', total: 16 }, // 24 Oct 23:30 +02
  { id: 91106, store: PARIS, created: '2026-10-24T22:30:00Z', total: 32 }, // 25 Oct 00:30 +02
  { id: 91109, store: PARIS, created: '2026-10-25T00:30:00Z', total: 256 }, // 25 Oct 02:30 +02
  { id: 91110, store: PARIS, created: '2026-10-25T01:30:00Z', total: 512, online: true }, // 02:30 again, +01
  { id: 91107, store: PARIS, created: '2026-10-25T22:30:00Z', total: 64 }, // 25 Oct 23:30 +01
  { id: 91108, store: PARIS, created: '2026-10-25T23:30:00Z', total: 128 }, // 26 Oct 00:30 +01
  // Santiago: clocks back at midnight ending Saturday 4 April (−03 → −04), forward at midnight
  // starting Sunday 6 September (−04 → −03: that day starts at 01:00).
  { id: 91201, store: SANTIAGO, created: '2026-04-04T02:30:00Z', total: 1 }, // 3 Apr 23:30 −03
  { id: 91202, store: SANTIAGO, created: '2026-04-04T03:30:00Z', total: 2 }, // 4 Apr 00:30 −03
  { id: 91203, store: SANTIAGO, created: '2026-04-05T02:30:00Z', total: 4 }, // 4 Apr 23:30 −03
  { id: 91204, store: SANTIAGO, created: '2026-04-05T03:30:00Z', total: 8, online: true }, // 23:30 again, −04
  { id: 91205, store: SANTIAGO, created: '2026-04-05T04:30:00Z', total: 16 }, // 5 Apr 00:30 −04
  { id: 91206, store: SANTIAGO, created: '2026-09-06T03:30:00Z', total: 32 }, // 5 Sep 23:30 −04
  { id: 91207, store: SANTIAGO, created: '2026-09-06T04:30:00Z', total: 64 }, // 6 Sep 01:30 −03
  { id: 91208, store: SANTIAGO, created: '2026-09-07T02:30:00Z', total: 128 }, // 6 Sep 23:30 −03
  { id: 91209, store: SANTIAGO, created: '2026-09-07T03:30:00Z', total: 256 }, // 7 Sep 00:30 −03
].map((o) => ({ ...o, tip: o.total / 4 }));

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoOrders: 0 });
  await insertStore(server.db, { id: PARIS, name: 'Paris Test', timezone: 'Europe/Paris', offset: 60 });
  await insertStore(server.db, {
    id: SANTIAGO,
    name: 'Santiago Test',
    timezone: 'America/Santiago',
    offset: -240,
  });
  for (const order of ORDERS) await insertOrder(server.db, order);
  await refreshReportFacts(server.db);
});
afterAll(() => server.close());

/** Expected Σ of a figure per key over the orders of a store inside [from, to). */
function expectedSums(store: number, zone: string, mode: Mode, from: string, to: string, figure = 'total') {
  const sums = new Map<string, number>();
  for (const order of ORDERS) {
    if (order.store !== store || order.created < from || order.created >= to) continue;
    const key = expectedKey(order.created, zone, mode);
    sums.set(key, (sums.get(key) ?? 0) + Number(order[figure as keyof TestOrder]));
  }
  return Object.fromEntries([...sums].sort());
}

/** The API's non-zero sums per period key. */
function sumsOf(items: Item[], field: string) {
  const sums = new Map<string, number>();
  for (const item of items) {
    const value = Number(item[field]);
    if (value) sums.set(String(item.date), (sums.get(String(item.date)) ?? 0) + value);
  }
  return Object.fromEntries([...sums].sort());
}

const SEASONS = [
  { store: PARIS, zone: 'Europe/Paris', min: '2026-03-27', max: '2026-03-31' },
  { store: PARIS, zone: 'Europe/Paris', min: '2026-10-23', max: '2026-10-27' },
  { store: SANTIAGO, zone: 'America/Santiago', min: '2026-04-02', max: '2026-04-06' },
  { store: SANTIAGO, zone: 'America/Santiago', min: '2026-09-04', max: '2026-09-08' },
];

describe('local days across daylight-saving changes', () => {
  it('puts 23:30 and 00:30 on their own local day (hand-worked)', async () => {
    const days = async (store: number, zone: string, min: string, max: string) => {
      const body = await getReport(
        server,
        reportPath('v0', store, 'sale-summary', { timeZone: zone, createdAtMin: min, createdAtMax: max }),
        summaryItemSchema,
      );
      return Object.fromEntries(body.items.map((item) => [item.date, item.totalRevenue]));
    };
    expect(await days(PARIS, 'Europe/Paris', '2026-03-28', '2026-03-30')).toEqual({
      '2026-03-28': 1,
      '2026-03-29': 6,
      '2026-03-30': 8,
    });
    expect(await days(PARIS, 'Europe/Paris', '2026-10-24', '2026-10-26')).toEqual({
      '2026-10-24': 16,
      '2026-10-25': 864,
      '2026-10-26': 128,
    });
    expect(await days(SANTIAGO, 'America/Santiago', '2026-04-03', '2026-04-05')).toEqual({
      '2026-04-03': 1,
      '2026-04-04': 14,
      '2026-04-05': 16,
    });
    expect(await days(SANTIAGO, 'America/Santiago', '2026-09-05', '2026-09-07')).toEqual({
      '2026-09-05': 32,
      '2026-09-06': 192,
      '2026-09-07': 256,
    });
  });

  it('reads bounds as local wall time: a 23-hour and a 25-hour day', async () => {
    const range = async (store: number, zone: string, day: string) =>
      (
        await getReport(
          server,
          reportPath('v0', store, 'sale-summary', { timeZone: zone, createdAtMin: day, createdAtMax: day }),
          summaryItemSchema,
        )
      ).range;
    expect(await range(PARIS, 'Europe/Paris', '2026-03-29')).toMatchObject({
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
    expect(await range(PARIS, 'europe/paris', '2026-10-25')).toMatchObject({
      from: '2026-10-24T22:00:00.000Z',
      to: '2026-10-25T23:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
    // The day the clocks skip midnight starts at 01:00.
    expect(await range(SANTIAGO, 'America/Santiago', '2026-09-06')).toMatchObject({
      from: '2026-09-06T04:00:00.000Z',
      to: '2026-09-07T03:00:00.000Z',
    });
    expect(await range(SANTIAGO, 'America/Santiago', '2026-04-04')).toMatchObject({
      from: '2026-04-04T03:00:00.000Z',
      to: '2026-04-05T04:00:00.000Z',
    });
    // Wall time to the minute, in the repeated hour: its first occurrence.
    const body = await getReport(
      server,
      reportPath('v0', PARIS, 'sale-summary', {
        timeZone: 'Europe/Paris',
        createdAtMin: '2026-10-25T02:30',
        createdAtMax: '2026-10-25T02:30',
      }),
      summaryItemSchema,
    );
    expect(body.range).toMatchObject({ from: '2026-10-25T00:30:00.000Z', to: '2026-10-25T00:31:00.000Z' });
    expect(body.total?.totalRevenue).toBe(256);
  });

  it("defaults to the store's own zone", async () => {
    const body = await getReport(
      server,
      reportPath('v0', SANTIAGO, 'sale-summary', { createdAtMin: '2026-04-03', createdAtMax: '2026-04-05' }),
      summaryItemSchema,
    );
    expect(body.range.timeZone).toBe('America/Santiago');
    expect(sumsOf(body.items, 'totalRevenue')).toEqual({
      '2026-04-03': 1,
      '2026-04-04': 14,
      '2026-04-05': 16,
    });
    const config = await server.get(`/api/general/v0/stores/${SANTIAGO}/config`);
    expect(v.parse(storeConfigSchema, await config.json()).timezone).toBe('America/Santiago');
    const stores = v.parse(
      userStoresResponseSchema,
      await (await server.get('/api/general/v0/users/1/stores')).json(),
    );
    expect(stores.items.find((store) => store.id === PARIS)?.timezone).toBe('Europe/Paris');
  });

  for (const season of SEASONS) {
    for (const zone of [season.zone, season.store === PARIS ? '+01:00' : '-04:00']) {
      it(`every mode and period report agrees with Intl (store ${season.store}, ${zone}, ${season.min})`, async () => {
        for (const mode of MODES) {
          const query = {
            timeZone: zone,
            createdAtMin: season.min,
            createdAtMax: season.max,
            mode,
            limit: 1000,
          };
          const path = (report: string, version: 'v0' | 'v1' = 'v0') =>
            reportPath(version, season.store, report, query);
          const [summary, outlets, payments, tips] = await Promise.all([
            getReport(server, path('sale-summary'), summaryItemSchema),
            getReport(server, path('outlet-revenue'), outletRevenueItemSchema),
            getReport(server, path('payment-methods'), paymentMethodItemSchema),
            getReport(server, path('tipping-summary', 'v1'), tippingPeriodItemSchema),
          ]);
          const expected = expectedSums(season.store, zone, mode, summary.range.from, summary.range.to);
          expect(Object.keys(expected).length, mode).toBeGreaterThan(0);
          expect(sumsOf(summary.items, 'totalRevenue'), `sale-summary ${mode}`).toEqual(expected);
          expect(sumsOf(outlets.items, 'totalRevenue'), `outlet-revenue ${mode}`).toEqual(expected);
          expect(sumsOf(payments.items, 'salesAmount'), `payment-methods ${mode}`).toEqual(expected);
          expect(sumsOf(tips.items, 'totalTipping'), `tipping-summary ${mode}`).toEqual(
            expectedSums(season.store, zone, mode, summary.range.from, summary.range.to, 'tip'),
          );
          // Every period of the range is listed once; hours the clocks skip are not periods.
          const keys = summary.items.map((item) => String(item.date));
          expect(new Set(keys).size).toBe(keys.length);
          if (mode === 'DATETIME' && zone === 'Europe/Paris' && season.min.startsWith('2026-03'))
            expect(keys).not.toContain('2026-03-29 02:00');
          if (mode === 'DATETIME' && zone === 'America/Santiago' && season.min.startsWith('2026-09'))
            expect(keys).not.toContain('2026-09-06 00:00');
        }
      });
    }
  }

  it('a local day of lines and the previous-day comparison follow the zone', async () => {
    const sold = await getReport(
      server,
      reportPath('v0', PARIS, 'product-sold', {
        timeZone: 'Europe/Paris',
        createdAtMin: '2026-03-29',
        createdAtMax: '2026-03-29',
      }),
      productSoldItemSchema,
    );
    expect(sold.items.map((item) => [item.totalQtySold, item.totalRevenue])).toEqual([[2, 6]]);
    const cards = await getReport(
      server,
      reportPath('v0', PARIS, 'sale-summary', {
        timeZone: 'Europe/Paris',
        createdAtMin: '2026-10-20',
        createdAtMax: '2026-10-25',
        compare: 'day',
      }),
      summaryItemSchema,
    );
    const comparison = (
      cards as unknown as {
        dayComparison: { day: string; previousDay: string; current: Item; previous: Item };
      }
    ).dayComparison;
    expect([comparison.day, comparison.current.totalRevenue]).toEqual(['2026-10-25', 864]);
    expect([comparison.previousDay, comparison.previous.totalRevenue]).toEqual(['2026-10-24', 16]);
  });
});
