import { ENDPOINTS, type EndpointId } from '../../../src/contract/endpoints';
import { percentChange } from '../../../src/contract/percentChange';
import { emptySums, revenueFields, summaryFields } from '../query/sums';
import type { EndpointRunner, ReportContext } from '../runner';
import { aggregateSeries, REVENUE_SUMS, sumsOver } from '../tables/aggregate';
import { comparedRange, dayShift } from '../time/comparison';
import { localDate, periodKeys } from '../time/periods';
import { fromLocal, type Range, toLocal } from '../time/range';

/**
 * The local day holding the range's last instant, and the day it is compared with (the day before, or
 * the same shift as the compared period, see `dayShift`). A day still under way is compared like with
 * like: from its start to now, against the other day up to the same wall-clock time (`until`, HH:mm);
 * a whole day against the whole other day.
 */
function dayRanges(ctx: ReportContext): { day: Range; previousDay: Range; until: string | null } {
  const lastDay = toLocal(ctx.range.max.subtract(1, 'millisecond'), ctx.zone).startOf('day');
  // Local days, so 23 or 25 hours long on the days the clocks change.
  const day = { min: fromLocal(lastDay, ctx.zone), max: fromLocal(lastDay.add(1, 'day'), ctx.zone) };
  const shift = dayShift(ctx.comparison);
  const underWay = ctx.now.isAfter(day.min) && ctx.now.isBefore(day.max);
  const current = underWay ? { min: day.min, max: ctx.now } : day;
  return {
    day: current,
    previousDay: comparedRange(current, shift, ctx.zone),
    until: underWay ? toLocal(ctx.now, ctx.zone.clock).format('HH:mm') : null,
  };
}

/** compare=day: the dashboard cards' figures for the range's last day and the day before (see `dayRanges`). */
async function dayComparison(ctx: ReportContext) {
  const { day, previousDay, until } = dayRanges(ctx);
  const [current, previous] = await Promise.all([sumsOver(ctx, day), sumsOver(ctx, previousDay)]);
  const currentFields = summaryFields(current);
  const previousFields = summaryFields(previous);
  const change = Object.fromEntries(
    Object.entries(currentFields).map(([key, value]) => [
      key,
      percentChange(value, previousFields[key as keyof typeof previousFields]),
    ]),
  );
  return {
    day: localDate(day.min, ctx.zone),
    previousDay: localDate(previousDay.min, ctx.zone),
    ...(until === null ? {} : { until }),
    current: currentFields,
    previous: previousFields,
    change,
  };
}

/**
 * Dashboard cards and every per-period revenue page: one item per period
 * of the range, periods without orders included with zeros; `total` covers the whole range.
 */
export const saleSummary: EndpointRunner = {
  endpoint: ENDPOINTS.saleSummary,
  async run(ctx) {
    const revenueOnly = ctx.query.type === 'revenue';
    const fieldsOf = revenueOnly ? revenueFields : summaryFields;
    const sums = revenueOnly ? REVENUE_SUMS : undefined;
    const keys = periodKeys(ctx.mode, ctx.range, ctx.zone);
    const start = (ctx.page - 1) * ctx.limit;
    const pageKeys = keys.slice(start, start + ctx.limit);
    const first = pageKeys[0];
    const last = pageKeys.at(-1);
    const [series, comparison] = await Promise.all([
      first && last
        ? aggregateSeries(ctx, { defaultStates: 'counted', sums }, first, last)
        : { rows: [], total: await sumsOver(ctx, ctx.range, sums) },
      ctx.query.compare?.includes('day') ? dayComparison(ctx) : undefined,
    ]);
    const { rows, total } = series;
    const byPeriod = new Map(rows.map((row) => [row.period, row.sums]));
    return {
      page: pageKeys.map((date) => ({
        date,
        ...fieldsOf(byPeriod.get(date) ?? emptySums()),
        storeId: ctx.store.id,
        presentmentCurrency: ctx.store.currency,
        currencyExchangeRate: 1,
      })),
      countItems: keys.length,
      total: fieldsOf(total),
      extra: comparison ? { dayComparison: comparison } : undefined,
    };
  },
};

/** The endpoints this file answers, by their catalogue id (`server/reports/allRunners.ts` gathers them). */
export const SUMMARY_RUNNERS = { saleSummary } satisfies Partial<Record<EndpointId, EndpointRunner>>;
