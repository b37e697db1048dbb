import type { ReportContext } from './definition';
import { type OrderSums, orderSumsSql, readSums } from './metrics';
import { dimensionConditions, orderWhere, periodSql, Sql } from './sql';
import { alignedToLocalDays, keyFromSql, localDate, type Mode, type Range } from './time';

/** Columns of `rf_orders` a report may group by; the first five are also keys of `rf_daily`. */
export const ROLLUP_DIMENSIONS = ['store_id', 'source', 'state', 'payment_status', 'outlet_id'] as const;
export type OrderDimension =
  | (typeof ROLLUP_DIMENSIONS)[number]
  | 'register_id'
  | 'salesman_id'
  | 'cashier_id'
  | 'fulfillment_status';

export interface AggregateOptions {
  dimensions: readonly OrderDimension[];
  /** Group by `mode` periods too. */
  periods: boolean;
  defaultStates: 'counted' | 'all';
  /** Stores and their own offsets (default: the path's store). */
  stores?: readonly { id: number; offsetMinutes: number }[];
  range?: Range;
  mode?: Mode;
}

export interface AggregateRow {
  period: string | null;
  dims: Record<string, unknown>;
  sums: OrderSums;
}

/**
 * The daily rollup holds whole local days of each store's own offset, so it answers exactly when
 * the caller uses that offset, the range is whole local days, periods are days or longer, and every
 * filter and grouping is one of its keys. Anything else reads per-order rows.
 */
type ResolvedOptions = AggregateOptions & Required<Pick<AggregateOptions, 'stores' | 'range' | 'mode'>>;

function canUseDaily(ctx: ReportContext, options: ResolvedOptions) {
  const f = ctx.filters;
  return (
    options.stores.every((s) => s.offsetMinutes === ctx.offset) &&
    alignedToLocalDays(options.range, ctx.offset) &&
    (!options.periods || ['DATE', 'WEEK', 'MONTH', 'YEAR'].includes(options.mode)) &&
    options.dimensions.every((d) => (ROLLUP_DIMENSIONS as readonly string[]).includes(d)) &&
    !f.registerIds &&
    !f.salesmen
  );
}

/** Sums of `ORDER_SUMS` per (period?, dimensions…) over the orders matching the request's filters. */
export async function aggregateOrders(
  ctx: ReportContext,
  options: AggregateOptions,
): Promise<AggregateRow[]> {
  const resolved = {
    ...options,
    stores: options.stores ?? [{ id: ctx.store.id, offsetMinutes: ctx.store.offsetMinutes }],
    range: options.range ?? ctx.range,
    mode: options.mode ?? ctx.mode,
  };
  const sql = new Sql();
  const storeIds = resolved.stores.map((s) => s.id);
  const useDaily = canUseDaily(ctx, resolved);
  let inner: string;
  if (useDaily) {
    const conditions = [
      sql.in('store_id', storeIds, 'INTEGER'),
      `local_day >= ${sql.bind(localDate(resolved.range.min, ctx.offset), 'DATE')}`,
      `local_day < ${sql.bind(localDate(resolved.range.max, ctx.offset), 'DATE')}`,
      ...dimensionConditions(sql, ctx.filters, options.defaultStates, {}),
    ];
    const period = options.periods
      ? `${periodSql(resolved.mode, 'CAST(local_day AS TIMESTAMP)', '0')} AS period, `
      : '';
    inner = `SELECT ${period}* FROM rf_daily WHERE ${conditions.join(' AND ')}`;
  } else {
    const where = orderWhere(sql, ctx.filters, {
      storeIds,
      range: resolved.range,
      defaultStates: options.defaultStates,
      columns: { register: true, salesman: true },
    });
    const period = options.periods
      ? `${periodSql(resolved.mode, 'created_utc', sql.bind(ctx.offset, 'INTEGER'))} AS period, `
      : '';
    inner = `SELECT ${period}* FROM rf_orders WHERE ${where}`;
  }
  const groups = [...(options.periods ? ['period'] : []), ...options.dimensions];
  const select = [
    ...(options.periods ? ['CAST(period AS VARCHAR) AS period_key'] : []),
    ...options.dimensions,
    orderSumsSql(useDaily ? 'daily' : 'orders'),
  ].join(', ');
  const rows = await ctx.db.all(
    `SELECT ${select} FROM (${inner}) facts${groups.length ? ` GROUP BY ${groups.join(', ')}` : ''}`,
    sql.params,
  );
  return rows.map((row) => ({
    period: options.periods ? keyFromSql(resolved.mode, row.period_key) : null,
    dims: Object.fromEntries(options.dimensions.map((d) => [d, row[d] ?? null])),
    sums: readSums(row),
  }));
}
