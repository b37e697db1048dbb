import dayjs, { type Dayjs } from 'dayjs';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { hundredths } from '../../../src/contract/money';
import { ON_PACE_BAND, PACE_WEEKS, type PaceState } from '../../../src/contract/monthPace';
import type { OrderSums } from '../query/sums';
import type { EndpointRunner, ReportContext } from '../runner';
import { aggregateOrders, sumsOver } from '../tables/aggregate';
import { comparedRange } from '../time/comparison';
import { fromLocal, type Range, toLocal } from '../time/range';

/** Whole cents of revenue and the order count: what the pace adds up, exactly. */
interface Counts {
  cents: number;
  orders: number;
}

const countsOf = (sums: OrderSums): Counts => ({
  cents: hundredths(sums.totalRevenue),
  orders: sums.orderCount,
});
/** The sums the pace reads. */
const PACE_SUMS = ['total_revenue', 'order_count'] as const;
const NONE: Counts = { cents: 0, orders: 0 };
const figuresOf = (counts: Counts) => ({ revenue: counts.cents / 100, orderCount: counts.orders });

/** The median of whole numbers, the middle two averaged and rounded half up. */
export function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return 0;
  if (sorted.length % 2) return sorted[middle] ?? 0;
  return Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

interface Target {
  cents: number;
  orders: number | null;
}

async function targetOf(ctx: ReportContext, month: string): Promise<Target | null> {
  const [row] = await ctx.db.all<{ revenue: string; order_count: number | null }>(
    `SELECT CAST(revenue AS VARCHAR) AS revenue, order_count FROM store_targets
     WHERE store_id = CAST($1 AS INTEGER) AND month = CAST($2 AS VARCHAR)`,
    [ctx.store.id, month],
  );
  if (!row) return null;
  return {
    cents: hundredths(Number(row.revenue)),
    orders: row.order_count === null ? null : Number(row.order_count),
  };
}

/** The business days `[first, end)` as local days (UTC-mode dayjs of the shifted wall clock). */
function daysBetween(first: Dayjs, end: Dayjs): Dayjs[] {
  const days: Dayjs[] = [];
  for (let day = first; day.isBefore(end); day = day.add(1, 'day')) days.push(day);
  return days;
}

/** What the same weekdays of the last `PACE_WEEKS` weeks before `today` say. */
interface History {
  /** Each weekday's days, whole: the latest first. */
  byWeekday: Map<number, Counts[]>;
  /** Today's weekday, each day cut at today's time of day (the latest first). */
  cutToday: Counts[];
}

async function historyOf(ctx: ReportContext, today: Dayjs, todaySoFar: Range | null): Promise<History> {
  const zone = ctx.zone;
  const first = today.subtract(PACE_WEEKS * 7, 'day');
  const rows = await aggregateOrders(ctx, {
    dimensions: [],
    periods: true,
    mode: 'DATE',
    defaultStates: 'counted',
    range: { min: fromLocal(first, zone), max: fromLocal(today, zone) },
    sums: PACE_SUMS,
  });
  const byDay = new Map(rows.map((row) => [String(row.period), countsOf(row.sums)]));
  const byWeekday = new Map<number, Counts[]>();
  for (const day of daysBetween(first, today).reverse()) {
    const list = byWeekday.get(day.day()) ?? [];
    list.push(byDay.get(day.format('YYYY-MM-DD')) ?? NONE);
    byWeekday.set(day.day(), list);
  }
  const cutToday = todaySoFar
    ? await Promise.all(
        Array.from({ length: PACE_WEEKS }, (_, index) =>
          sumsOver(
            ctx,
            comparedRange(todaySoFar, { by: 'days', days: 7 * (index + 1) }, zone),
            PACE_SUMS,
          ).then(countsOf),
        ),
      )
    : [];
  return { byWeekday, cutToday };
}

const sumOf = (list: readonly Counts[], pick: (c: Counts) => number) =>
  list.reduce((sum, counts) => sum + pick(counts), 0);

/**
 * The target spread over the month's days by the weekdays' shares of the history (evenly when it
 * has none), added up over the days begun, the last of them by `lastShare` (today's share so far;
 * 1 once the month is over).
 */
function expectedOf(
  target: number,
  monthDays: readonly Dayjs[],
  begun: number,
  lastShare: number,
  weight: (day: Dayjs) => number,
): number {
  const weights = monthDays.map(weight);
  const even = weights.every((w) => w === 0);
  const w = (index: number) => (even ? 1 : (weights[index] ?? 0));
  const whole = monthDays.reduce((sum, _, index) => sum + w(index), 0);
  let share = 0;
  for (let index = 0; index < begun; index++) share += index === begun - 1 ? w(index) * lastShare : w(index);
  return whole ? Math.round((target * share) / whole) : 0;
}

function stateOf(soFar: number, expected: number): PaceState {
  if (Math.abs(soFar - expected) <= ON_PACE_BAND * expected) return 'onPace';
  return soFar > expected ? 'ahead' : 'behind';
}

/**
 * `month-pace`: a month of business days so far against its target, the pace expected by now and a
 * month-end projection (see `monthPaceItemSchema`).
 */
export const monthPace: EndpointRunner = {
  endpoint: ENDPOINTS.monthPace,
  async run(ctx) {
    const zone = ctx.zone;
    const today = toLocal(ctx.now, zone).startOf('day');
    const month = (ctx.query.month as string | undefined) ?? today.format('YYYY-MM');
    const monthStart = dayjs.utc(`${month}-01T00:00:00Z`);
    const monthEnd = monthStart.add(1, 'month');
    const range = { min: fromLocal(monthStart, zone), max: fromLocal(monthEnd, zone) };
    const monthDays = daysBetween(monthStart, monthEnd);
    const underWay = ctx.now.isAfter(range.min) && ctx.now.isBefore(range.max);
    const begun = underWay
      ? today.diff(monthStart, 'day') + 1
      : ctx.now.isBefore(range.min)
        ? 0
        : monthDays.length;
    const todayStart = fromLocal(today, zone);
    const todaySoFar = underWay ? { min: todayStart, max: ctx.now } : null;
    const lastYearStart = monthStart.subtract(1, 'year');
    const [soFarSums, lastYearSums, target, history] = await Promise.all([
      begun ? sumsOver(ctx, { min: range.min, max: underWay ? ctx.now : range.max }) : undefined,
      sumsOver(ctx, {
        min: fromLocal(lastYearStart, zone),
        max: fromLocal(lastYearStart.add(1, 'month'), zone),
      }),
      targetOf(ctx, month),
      historyOf(ctx, today, todaySoFar),
    ]);
    const soFar = soFarSums ? countsOf(soFarSums) : NONE;
    const sameWeekday = (day: Dayjs) => history.byWeekday.get(day.day()) ?? [];
    const todayWhole = sameWeekday(today);

    // Projection: the rest of today and every day left, each its weekday's median.
    let projection = { ...soFar };
    if (begun < monthDays.length || underWay) {
      const rest = (pick: (c: Counts) => number) =>
        medianOf(todayWhole.map((whole, index) => pick(whole) - pick(history.cutToday[index] ?? NONE)));
      if (underWay)
        projection = {
          cents: projection.cents + rest((c) => c.cents),
          orders: projection.orders + rest((c) => c.orders),
        };
      for (const day of monthDays.slice(begun)) {
        projection = {
          cents: projection.cents + medianOf(sameWeekday(day).map((c) => c.cents)),
          orders: projection.orders + medianOf(sameWeekday(day).map((c) => c.orders)),
        };
      }
    }

    const shareOfToday = (pick: (c: Counts) => number) => {
      if (!underWay) return 1;
      const whole = sumOf(todayWhole, pick);
      if (whole > 0) return sumOf(history.cutToday, pick) / whole;
      const dayEnd = fromLocal(today.add(1, 'day'), zone);
      return ctx.now.diff(todayStart) / dayEnd.diff(todayStart);
    };
    const expectedFor = (amount: number, pick: (c: Counts) => number) =>
      expectedOf(amount, monthDays, begun, shareOfToday(pick), (day) => sumOf(sameWeekday(day), pick));
    const expectedCents = target ? expectedFor(target.cents, (c) => c.cents) : null;
    const expectedOrders = target?.orders != null ? expectedFor(target.orders, (c) => c.orders) : null;
    const lastYear = countsOf(lastYearSums);
    return {
      rows: [
        {
          month,
          days: monthDays.length,
          daysBegun: begun,
          until: underWay ? toLocal(ctx.now, zone.clock).format('HH:mm') : null,
          soFar: figuresOf(soFar),
          target: target ? { revenue: target.cents / 100, orderCount: target.orders } : null,
          expected:
            expectedCents === null ? null : { revenue: expectedCents / 100, orderCount: expectedOrders },
          state: expectedCents === null ? null : stateOf(soFar.cents, expectedCents),
          gap: expectedCents === null ? null : (soFar.cents - expectedCents) / 100,
          projection: figuresOf(projection),
          lastYear: lastYear.orders > 0 ? figuresOf(lastYear) : null,
        },
      ],
      range,
    };
  },
};

export const MONTH_PACE_RUNNERS = { monthPace } satisfies Record<string, EndpointRunner>;
