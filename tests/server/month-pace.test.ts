/**
 * `month-pace` recomputed from sale-summary answers: the month so far, the target spread by the
 * weekdays' shares of the last 8 weeks up to now (today's cut at the same time of day), the state and
 * gap, and the projection (the month so far plus each day left's weekday median, and the median of
 * the rest of today's weekday), in the business days of a store whose days start at 04:00.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNNERS } from '../../server/reports/allRunners';
import { answerReport } from '../../server/reports/engine';
import { hundredths } from '../../src/contract/money';
import {
  type MonthPaceItem,
  monthPaceItemSchema,
  ON_PACE_BAND,
  PACE_WEEKS,
} from '../../src/contract/monthPace';
import { summaryItemSchema, summaryTotalSchema } from '../../src/contract/reports';
import { startTestServer, type TestServer } from './harness';
import { expectError, reportPath } from './reports-helpers';

dayjs.extend(utc);

const STORE = 1;
// Wednesday 18 March 2026, 21:00 in Seoul: the business day of the 18th, started at 04:00.
const NOW = new Date('2026-03-18T12:00:00Z');
const TODAY = dayjs.utc('2026-03-18');
const CLOCK_NOW = '20:59:59';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoOrders: 20_000, now: NOW });
  expect(
    (
      await server.send('PUT', `/api/settings/v0/stores/${STORE}/business-day`, 'demo', {
        dayStartsAt: '04:00',
      })
    ).status,
  ).toBe(200);
});
afterAll(() => server.close());

interface Counts {
  cents: number;
  orders: number;
}

/** The sale-summary's total of a range (bounds as the API reads them: bare dates are business days). */
async function totalOf(createdAtMin: string, createdAtMax: string): Promise<Counts> {
  const answer = await answerReport(
    RUNNERS.saleSummary,
    { storeId: STORE, userId: 1, now: NOW, query: { createdAtMin, createdAtMax } },
    server.db,
  );
  const total = v.parse(summaryTotalSchema, answer.total);
  return { cents: hundredths(total.totalRevenue), orders: total.orderCount };
}

async function daysOf(first: Dayjs, last: Dayjs): Promise<Map<string, Counts>> {
  const answer = await answerReport(
    RUNNERS.saleSummary,
    {
      storeId: STORE,
      userId: 1,
      now: NOW,
      query: {
        createdAtMin: first.format('YYYY-MM-DD'),
        createdAtMax: last.format('YYYY-MM-DD'),
        limit: '100',
      },
    },
    server.db,
  );
  return new Map(
    v
      .parse(v.array(summaryItemSchema), answer.items)
      .map((item) => [item.date, { cents: hundredths(item.totalRevenue), orders: item.orderCount }]),
  );
}

async function pace(query: Record<string, string> = {}): Promise<MonthPaceItem> {
  const answer = await answerReport(
    RUNNERS.monthPace,
    { storeId: STORE, userId: 1, now: NOW, query },
    server.db,
  );
  const [item] = answer.items as unknown[];
  return v.parse(monthPaceItemSchema, item);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
};

describe('month pace', () => {
  it('matches a recomputation from sale-summary answers, to the cent', async () => {
    await server.db.run(
      `INSERT INTO store_targets (store_id, month, revenue, order_count, updated_by, updated_at)
       VALUES (${STORE}, '2026-03', 123456789.50, 900, 1, 0)`,
    );
    const history = await daysOf(TODAY.subtract(PACE_WEEKS * 7, 'day'), TODAY.subtract(1, 'day'));
    // The last 8 weeks' days of a weekday: the 8 before today.
    const sameWeekday = (day: Dayjs) =>
      Array.from({ length: PACE_WEEKS * 7 }, (_, k) => TODAY.subtract(k + 1, 'day')).filter(
        (d) => d.day() === day.day(),
      );
    const whole = (d: Dayjs) => history.get(d.format('YYYY-MM-DD')) ?? { cents: 0, orders: 0 };
    const todays = sameWeekday(TODAY);
    const cut = await Promise.all(
      todays.map((d) =>
        totalOf(`${d.format('YYYY-MM-DD')}T04:00:00`, `${d.format('YYYY-MM-DD')}T${CLOCK_NOW}`),
      ),
    );
    const soFar = await totalOf('2026-03-01', `2026-03-18T${CLOCK_NOW}`);
    const lastYear = await totalOf('2025-03-01', '2025-03-31');
    const item = await pace({ month: '2026-03' });

    expect(item).toMatchObject({ month: '2026-03', days: 31, daysBegun: 18, until: '21:00' });
    expect(item.soFar).toEqual({ revenue: soFar.cents / 100, orderCount: soFar.orders });
    expect(item.lastYear).toEqual(
      lastYear.orders ? { revenue: lastYear.cents / 100, orderCount: lastYear.orders } : null,
    );
    expect(soFar.orders).toBeGreaterThan(0);

    const rest = (pick: (c: Counts) => number) =>
      median(todays.map((d, k) => pick(whole(d)) - pick(cut[k] ?? whole(d))));
    const monthDays = Array.from({ length: 31 }, (_, i) => dayjs.utc('2026-03-01').add(i, 'day'));
    const left = monthDays.filter((d) => d.isAfter(TODAY));
    const projected = (pick: (c: Counts) => number) =>
      pick(soFar) +
      rest(pick) +
      left.reduce((sum, d) => sum + median(sameWeekday(d).map((w) => pick(whole(w)))), 0);
    expect(item.projection).toEqual({
      revenue: projected((c) => c.cents) / 100,
      orderCount: projected((c) => c.orders),
    });

    const expectedOf = (target: number, pick: (c: Counts) => number) => {
      const weight = (d: Dayjs) => sameWeekday(d).reduce((sum, w) => sum + pick(whole(w)), 0);
      const todayWhole = todays.reduce((sum, d) => sum + pick(whole(d)), 0);
      const share =
        todays.reduce((sum, _, k) => sum + pick(cut[k] ?? { cents: 0, orders: 0 }), 0) / todayWhole;
      const before = monthDays.filter((d) => d.isBefore(TODAY)).reduce((sum, d) => sum + weight(d), 0);
      const all = monthDays.reduce((sum, d) => sum + weight(d), 0);
      return Math.round((target * (before + weight(TODAY) * share)) / all);
    };
    const expectedCents = expectedOf(12_345_678_950, (c) => c.cents);
    expect(item.target).toEqual({ revenue: 123456789.5, orderCount: 900 });
    expect(item.expected).toEqual({
      revenue: expectedCents / 100,
      orderCount: expectedOf(900, (c) => c.orders),
    });
    expect(item.gap).toBe((soFar.cents - expectedCents) / 100);
    const state =
      Math.abs(soFar.cents - expectedCents) <= ON_PACE_BAND * expectedCents
        ? 'onPace'
        : soFar.cents > expectedCents
          ? 'ahead'
          : 'behind';
    expect(item.state).toBe(state);
  });

  it('defaults to the current business month, and projects a month without a target', async () => {
    const item = await pace();
    expect(item.month).toBe('2026-03');
    const april = await pace({ month: '2026-04' });
    expect(april).toMatchObject({
      month: '2026-04',
      daysBegun: 0,
      target: null,
      expected: null,
      state: null,
    });
    expect(april.soFar).toEqual({ revenue: 0, orderCount: 0 });
    expect(april.projection.revenue).toBeGreaterThan(0);
    // A month over: its projection is what it came to.
    const february = await pace({ month: '2026-02' });
    expect(february).toMatchObject({ daysBegun: 28, until: null });
    expect(february.projection).toEqual(february.soFar);
    const whole = await totalOf('2026-02-01', '2026-02-28');
    expect(february.soFar).toEqual({ revenue: whole.cents / 100, orderCount: whole.orders });
  });

  it('refuses a month out of range and range parameters, naming them', async () => {
    for (const month of ['2026-13', '1999-12', '2026-3', 'march']) {
      await expectError(server, reportPath('v0', STORE, 'month-pace', { month }), 400, /month/);
    }
    await expectError(
      server,
      reportPath('v0', STORE, 'month-pace', { createdAtMin: '2026-03-01' }),
      400,
      /createdAtMin/,
    );
    const answer = await server.get(reportPath('v0', STORE, 'month-pace', { month: '2026-03' }));
    expect(answer.status).toBe(200);
  });
});
