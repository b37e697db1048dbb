import { pageOfGroups } from '../query/paging';
import { periodValueSql, Sql } from '../query/sql';
import { emptySums, ORDER_SUMS, type OrderSums, readSums } from '../query/sums';
import type { ReportContext } from '../runner';
import { keyFromSql, periodZone } from '../time/periods';
import type { Mode, Range } from '../time/range';
import type { Zone } from '../time/zone';
import { ORDER_FAMILY, sumOf } from './families';
import { factsSql } from './rollups';

export type OrderDimension =
  | 'store_id'
  | 'source'
  | 'state'
  | 'payment_status'
  | 'outlet_id'
  | 'register_id'
  | 'salesman_id'
  | 'cashier_id'
  | 'fulfillment_status';

/** Store attributes a report may group by: the facts do not carry them, the store id maps to them. */
export type StoreDimension = 'country';
export type Dimension = OrderDimension | StoreDimension;

export type SumColumn = (typeof ORDER_SUMS)[number]['column'];
/** The sums behind `revenueFields`. */
export const REVENUE_SUMS: readonly SumColumn[] = [
  'order_count',
  'item_count',
  'total_revenue',
  'total_tax',
  'total_refund',
  'total_discount',
];

export interface AggregateOptions {
  dimensions: readonly Dimension[];
  /** Group by `mode` periods too. */
  periods: boolean;
  defaultStates: 'counted' | 'all';
  /** Stores and their own zones (default: the path's store). */
  stores?: readonly { id: number; zone: Zone }[];
  range?: Range;
  mode?: Mode;
  /** Sums to compute (default: all of ORDER_SUMS); the rest read as 0. */
  sums?: readonly SumColumn[];
  /** Country of each store, for the `country` dimension. */
  countries?: ReadonlyMap<number, string>;
}

export interface AggregateRow {
  period: string | null;
  dims: Record<string, unknown>;
  sums: OrderSums;
}

type Resolved = AggregateOptions & Required<Pick<AggregateOptions, 'stores' | 'range' | 'mode' | 'sums'>>;

function resolve(ctx: ReportContext, options: AggregateOptions): Resolved {
  return {
    ...options,
    stores: options.stores ?? [{ id: ctx.store.id, zone: ctx.store.zone }],
    range: options.range ?? ctx.range,
    mode: options.mode ?? ctx.mode,
    sums: options.sums ?? ORDER_SUMS.map((m) => m.column),
  };
}

/**
 * `SELECT period, dims, sums … GROUP BY period, dims` over the best table for the request. With
 * `extraSet` (a subset of the groups), the rows grouped by those columns only (`[]`: the grand
 * total) follow, flagged `is_total = 1`, summed from the same grouped rows.
 */
function groupedSql(
  ctx: ReportContext,
  o: Resolved,
  extraSet?: readonly string[],
): { sql: Sql; grouped: string } {
  const sql = new Sql();
  const factDimensions = o.dimensions.filter((d): d is OrderDimension => d !== 'country');
  const wanted = ORDER_SUMS.filter((m) => o.sums.includes(m.column)).map((m) => m.column);
  const source = factsSql(sql, {
    db: ctx.db,
    family: ORDER_FAMILY,
    stores: o.stores,
    zone: periodZone(o.mode, ctx.zone),
    range: o.range,
    mode: o.mode,
    periods: o.periods,
    // The store is a column of every part when a store attribute is derived from it.
    dimensions:
      o.dimensions.includes('country') && !factDimensions.includes('store_id')
        ? [...factDimensions, 'store_id']
        : factDimensions,
    defaultStates: o.defaultStates,
    filters: ctx.filters,
    columns: { register: true, salesman: true },
    sums: wanted,
  });
  const inner = o.dimensions.includes('country')
    ? `SELECT *, ${storeAttributeSql(sql, o.countries ?? new Map())} AS country FROM (${source.inner}) f`
    : source.inner;
  const sums = wanted.map((column) => `${sumOf(ORDER_FAMILY, column)} AS ${column}`);
  const groups = [...(o.periods ? ['period'] : []), ...o.dimensions];
  const first = groups[0];
  const having = source.having ? ` HAVING ${source.having}` : '';
  if (extraSet && first) {
    // The coarser rows are summed from the grouped ones (far fewer than the facts) rather than
    // hashed again from every fact row (GROUPING SETS); a group the HAVING drops sums to nothing.
    const coarse = groups.map((column) => (extraSet.includes(column) ? column : `NULL AS ${column}`));
    const grouped = `WITH detail AS MATERIALIZED (SELECT ${[...groups, ...sums].join(', ')} FROM (${inner}) facts
      GROUP BY ${groups.join(', ')}${having})
      SELECT ${[...groups, '0 AS is_total', ...wanted].join(', ')} FROM detail
      UNION ALL
      SELECT ${[...coarse, '1 AS is_total', ...sums].join(', ')} FROM detail${
        extraSet.length ? ` GROUP BY ${extraSet.join(', ')}` : ''
      }${having}`;
    return { sql, grouped };
  }
  const grouped = `SELECT ${[...groups, ...sums].join(', ')} FROM (${inner}) facts${
    groups.length ? ` GROUP BY ${groups.join(', ')}` : ''
  }${having}`;
  return { sql, grouped };
}

/** `CASE store_id WHEN … THEN … END`: a store attribute as a column of every fact row. */
function storeAttributeSql(sql: Sql, values: ReadonlyMap<number, string>): string {
  if (!values.size) return 'CAST(NULL AS VARCHAR)';
  const whens = [...values].map(
    ([storeId, value]) => `WHEN ${sql.bind(storeId, 'INTEGER')} THEN ${sql.bind(value, 'VARCHAR')}`,
  );
  return `CASE store_id ${whens.join(' ')} END`;
}

function toRow(o: Resolved, row: Record<string, unknown>): AggregateRow {
  return {
    period: o.periods ? keyFromSql(o.mode, row.period_key) : null,
    dims: Object.fromEntries(o.dimensions.map((d) => [d, row[d] ?? null])),
    sums: readSums(row),
  };
}

/**
 * The columns handed to JS: the period as text, the dimensions, and the sums, money cast to DOUBLE
 * once exact (DuckDB's DECIMAL-to-JS conversion costs more than its own cast; the value is the same).
 */
function outputColumns(o: Resolved, extra: readonly string[] = []): string {
  return [
    ...(o.periods ? ['CAST(period AS VARCHAR) AS period_key'] : []),
    ...o.dimensions,
    ...extra,
    ...ORDER_SUMS.filter((m) => o.sums.includes(m.column)).map((m) =>
      m.kind === 'money' ? `CAST(${m.column} AS DOUBLE PRECISION) AS ${m.column}` : m.column,
    ),
  ].join(', ');
}

/** Sums per (period?, dimensions…) over the orders matching the request's filters: every group. */
export async function aggregateOrders(
  ctx: ReportContext,
  options: AggregateOptions,
): Promise<AggregateRow[]> {
  const o = resolve(ctx, options);
  const { sql, grouped } = groupedSql(ctx, o);
  const rows = await ctx.db.all(`SELECT ${outputColumns(o)} FROM (${grouped}) g`, sql.params);
  return rows.map((row) => toRow(o, row));
}

/** The counted orders' sums over one range (`sums` undefined: every sum). */
export async function sumsOver(
  ctx: ReportContext,
  range: Range,
  sums?: readonly SumColumn[],
): Promise<OrderSums> {
  const [row] = await aggregateOrders(ctx, {
    dimensions: [],
    periods: false,
    defaultStates: 'counted',
    range,
    sums,
  });
  return row?.sums ?? emptySums();
}

/**
 * Sums per period for the periods from `firstKey` to `lastKey` (a page of a series), and the total
 * over the whole range, in one scan.
 */
export async function aggregateSeries(
  ctx: ReportContext,
  options: Omit<AggregateOptions, 'dimensions' | 'periods'>,
  firstKey: string,
  lastKey: string,
): Promise<{ rows: AggregateRow[]; total: OrderSums }> {
  const o = resolve(ctx, { ...options, dimensions: [], periods: true });
  const { sql, grouped } = groupedSql(ctx, o, []);
  const from = periodValueSql(sql, o.mode, firstKey);
  const to = periodValueSql(sql, o.mode, lastKey);
  const rows = await ctx.db.all(
    `SELECT ${outputColumns(o, ['is_total'])} FROM (${grouped}) g
     WHERE is_total = 1 OR (period >= ${from} AND period <= ${to})`,
    sql.params,
  );
  const totalRow = rows.find((row) => Number(row.is_total) === 1);
  return {
    rows: rows.filter((row) => row !== totalRow).map((row) => toRow(o, row)),
    total: totalRow ? readSums(totalRow) : readSums({}),
  };
}

/**
 * One page of the groups, ordered by period then dimensions, with the number of groups and the
 * sums over all of them, computed in SQL so only the page crosses into JS (converting DuckDB rows
 * costs about a microsecond per value on the event loop).
 */
export async function aggregateOrdersPage(
  ctx: ReportContext,
  options: AggregateOptions,
): Promise<{ rows: AggregateRow[]; countItems: number; total: OrderSums }> {
  const o = resolve(ctx, options);
  const { sql, grouped } = groupedSql(ctx, o);
  const result = await pageOfGroups(ctx.db, {
    grouped,
    params: sql.params,
    orderBy: [...(o.periods ? ['period'] : []), ...o.dimensions],
    totals: Object.fromEntries(
      ORDER_SUMS.filter((m) => o.sums.includes(m.column)).map((m) => [
        m.column,
        m.kind === 'money' ? 'money' : 'int',
      ]),
    ),
    select: o.periods ? 'CAST(period AS VARCHAR) AS period_key' : undefined,
    page: ctx.page,
    limit: ctx.limit,
  });
  return {
    rows: result.rows.map((row) => toRow(o, row)),
    countItems: result.countItems,
    total: readSums(result.totals),
  };
}

/**
 * One page of the items, each a (period, first `itemDimensions` dimensions) group, their count, and
 * the sums per `subtotalBy` group over the whole range, all from one scan of the facts. The
 * dimensions after the item's split it into parts (e.g. per store, for currency conversion): the
 * rows of one item come together, ordered by the remaining dimensions.
 */
export async function aggregatePageWithSubtotals(
  ctx: ReportContext,
  options: AggregateOptions & { itemDimensions?: number; subtotalBy: readonly Dimension[] },
): Promise<{ rows: AggregateRow[]; countItems: number; subtotals: AggregateRow[] }> {
  const o = resolve(ctx, { ...options, periods: true });
  if (!options.subtotalBy.length) throw new Error('aggregatePageWithSubtotals needs subtotal columns');
  const itemKey = ['period', ...o.dimensions.slice(0, options.itemDimensions ?? o.dimensions.length)];
  const parts = o.dimensions.slice(itemKey.length - 1);
  const { sql, grouped } = groupedSql(ctx, o, options.subtotalBy);
  const order = (columns: readonly string[]) => columns.map((c) => `${c} NULLS LAST`).join(', ');
  const from = sql.bind((ctx.page - 1) * ctx.limit, 'BIGINT');
  const to = sql.bind(ctx.page * ctx.limit, 'BIGINT');
  const rows = await ctx.db.all(
    `SELECT ${outputColumns(o, ['is_total', 'count_items'])} FROM (
       SELECT r.*, max(rn) OVER () AS count_items FROM (
         SELECT g.*,
           CASE WHEN is_total = 0 THEN dense_rank() OVER (PARTITION BY is_total ORDER BY ${order(itemKey)}) END AS rn
         FROM (${grouped}) g
       ) r
     ) x
     WHERE is_total = 1 OR (rn > ${from} AND rn <= ${to})
     ORDER BY is_total, rn${parts.length ? `, ${order(parts)}` : ''}, ${order(options.subtotalBy)}`,
    sql.params,
  );
  const detail = rows.filter((row) => Number(row.is_total) === 0);
  const subtotals = rows.filter((row) => Number(row.is_total) === 1);
  return {
    rows: detail.map((row) => toRow(o, row)),
    countItems: Number(rows[0]?.count_items ?? 0),
    subtotals: subtotals.map((row) => ({ ...toRow(o, row), period: null })),
  };
}
