import { summaryItemSchema } from '../../../src/api/schemas/reports';
import { aggregateOrders } from '../aggregate';
import type { ReportContext, ReportDefinition } from '../definition';
import { addSums, emptySums, type OrderSums, percentChange, revenueFields, summaryFields } from '../metrics';
import { fromLocal, localDate, periodKeys, type Range, toLocal } from '../time';

/** Sums per period of the range, every period present (zero when it had no orders). */
export async function summaryByPeriod(
  ctx: ReportContext,
  range = ctx.range,
): Promise<Map<string, OrderSums>> {
  const rows = await aggregateOrders(ctx, { dimensions: [], periods: true, defaultStates: 'counted', range });
  const byPeriod = new Map<string, OrderSums>(
    periodKeys(ctx.mode, range, ctx.offset).map((key) => [key, emptySums()]),
  );
  for (const row of rows) byPeriod.set(row.period ?? '', row.sums);
  return byPeriod;
}

/** The local day holding the range's last instant, and the day before it. */
function dayRanges(ctx: ReportContext): { day: Range; previousDay: Range } {
  const lastDay = toLocal(ctx.range.max.subtract(1, 'millisecond'), ctx.offset).startOf('day');
  const day = { min: fromLocal(lastDay, ctx.offset), max: fromLocal(lastDay.add(1, 'day'), ctx.offset) };
  return { day, previousDay: { min: day.min.subtract(1, 'day'), max: day.min } };
}

async function totalOver(ctx: ReportContext, range: Range): Promise<OrderSums> {
  const [row] = await aggregateOrders(ctx, {
    dimensions: [],
    periods: false,
    defaultStates: 'counted',
    range,
  });
  return row?.sums ?? emptySums();
}

async function dayComparison(ctx: ReportContext) {
  const { day, previousDay } = dayRanges(ctx);
  const [current, previous] = await Promise.all([totalOver(ctx, day), totalOver(ctx, previousDay)]);
  const currentFields = summaryFields(current);
  const previousFields = summaryFields(previous);
  const change = Object.fromEntries(
    Object.entries(currentFields).map(([key, value]) => [
      key,
      percentChange(value, previousFields[key as keyof typeof previousFields]),
    ]),
  );
  return {
    day: localDate(day.min, ctx.offset),
    previousDay: localDate(previousDay.min, ctx.offset),
    current: currentFields,
    previous: previousFields,
    change,
  };
}

/** Dashboard cards and every per-period revenue page (spec §3 "Summary item"). */
export const saleSummary: ReportDefinition = {
  name: 'sale-summary',
  service: 'v0',
  item: summaryItemSchema,
  defaultLimit: 100,
  periods: true,
  comparable: true,
  dayComparison: true,
  async run(ctx) {
    const revenueOnly = ctx.query.type === 'revenue';
    const fieldsOf = revenueOnly ? revenueFields : summaryFields;
    const [byPeriod, comparison] = await Promise.all([
      summaryByPeriod(ctx),
      ctx.query.compare?.includes('day') ? dayComparison(ctx) : undefined,
    ]);
    let total = emptySums();
    const rows = [...byPeriod].map(([date, sums]) => {
      total = addSums(total, sums);
      return {
        date,
        ...fieldsOf(sums),
        storeId: ctx.store.id,
        presentmentCurrency: ctx.store.currency,
        currencyExchangeRate: 1,
      };
    });
    return { rows, total: fieldsOf(total), extra: comparison ? { dayComparison: comparison } : undefined };
  },
};
