import { BRIEF_FIGURES, type BriefFigure, type BriefItem } from '../../../src/contract/brief';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { hundredths } from '../../../src/contract/money';
import { flagOf, type UsualBand, usualBand } from '../brief/usualBand';
import { type OrderSums, summaryFields } from '../query/sums';
import type { EndpointRunner, ReportContext } from '../runner';
import { sumsOver } from '../tables/aggregate';
import { comparedRange } from '../time/comparison';
import { localDate } from '../time/periods';
import { fromLocal, type Range, toLocal } from '../time/range';

/** A day under way is judged once its same weekdays usually have this many orders by that time. */
const MIN_USUAL_ORDERS = 5;
/** Counts move by at least this many before they are unusual. */
const MIN_COUNT_WIDTH = 2;
/** Money moves by at least this share of the usual revenue before it is unusual. */
const MIN_MONEY_SHARE = 0.01;

const MONEY: Record<BriefFigure, boolean> = {
  totalRevenue: true,
  orderCount: false,
  avgOrderValue: true,
  totalRefund: true,
  totalDiscount: true,
};

const asIs = (value: number) => value;

/** The band of a figure, money worked out in whole cents so that a median between two is exact. */
function bandOf(usual: readonly (number | null)[], money: boolean, minWidth: number): UsualBand {
  if (!money) return usualBand(usual, minWidth, asIs);
  const band = usualBand(
    usual.map((value) => (value === null ? null : hundredths(value))),
    hundredths(minWidth),
    Math.round,
  );
  const amount = (value: number | null) => (value === null ? null : value / 100);
  return { median: amount(band.median), low: amount(band.low), high: amount(band.high) };
}

/** The local days of the range (at most the endpoint's `maxDays`) that have begun, each cut at now while under way. */
function daysOf(ctx: ReportContext): Range[] {
  const first = toLocal(ctx.range.min, ctx.zone).startOf('day');
  const last = toLocal(ctx.range.max.subtract(1, 'millisecond'), ctx.zone).startOf('day');
  const days: Range[] = [];
  for (let local = first; !local.isAfter(last); local = local.add(1, 'day')) {
    const min = fromLocal(local, ctx.zone);
    if (!min.isBefore(ctx.now)) break;
    const end = fromLocal(local.add(1, 'day'), ctx.zone);
    days.push({ min, max: end.isAfter(ctx.now) ? ctx.now : end });
  }
  return days;
}

async function briefOfDay(ctx: ReportContext, day: Range): Promise<BriefItem[]> {
  const weeks = ctx.query.weeks as number;
  const dayStart = toLocal(day.min, ctx.zone);
  const underWay = !toLocal(day.max, ctx.zone).isSame(dayStart.add(1, 'day'));
  const sameWeekdays = Array.from({ length: weeks }, (_, index) =>
    comparedRange(day, { by: 'days', days: 7 * (index + 1) }, ctx.zone),
  );
  const [current, ...before] = await Promise.all([day, ...sameWeekdays].map((range) => sumsOver(ctx, range)));
  const fieldsOf = (sums: OrderSums) => summaryFields(sums);
  const usualDays = before.map((sums) => (sums.orderCount > 0 ? fieldsOf(sums) : null));
  const usualOrders = bandOf(
    usualDays.map((fields) => fields?.orderCount ?? null),
    false,
    0,
  ).median;
  const judged = !underWay || (usualOrders ?? 0) >= MIN_USUAL_ORDERS;
  const usualRevenue = bandOf(
    usualDays.map((fields) => fields?.totalRevenue ?? null),
    true,
    0,
  ).median;
  const now = fieldsOf(current as OrderSums);
  return BRIEF_FIGURES.map((figure) => {
    const usual = usualDays.map((fields) => (fields ? fields[figure] : null));
    const money = MONEY[figure];
    const band = bandOf(usual, money, money ? MIN_MONEY_SHARE * (usualRevenue ?? 0) : MIN_COUNT_WIDTH);
    const shown = judged ? band : { ...band, low: null, high: null };
    return {
      day: localDate(day.min, ctx.zone),
      until: underWay ? toLocal(day.max, ctx.zone.clock).format('HH:mm') : null,
      figure,
      value: now[figure],
      usual,
      ...shown,
      flag: flagOf(now[figure], shown),
    };
  });
}

/**
 * The brief: each local day of the range (at most a week) against the same weekday of the `weeks`
 * weeks before, figure by figure, with the unusual ones flagged (`usualBand`).
 */
export const BRIEF_RUNNERS = {
  brief: {
    endpoint: ENDPOINTS.brief,
    async run(ctx) {
      const days = await Promise.all(daysOf(ctx).map((day) => briefOfDay(ctx, day)));
      return { rows: days.flat() };
    },
  },
} satisfies Record<string, EndpointRunner>;
