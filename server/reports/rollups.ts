import type { ReportContext } from './definition';
import { dimensionConditions, orderWhere, periodSql, type Sql, zoneOffsetSql } from './sql';
import { alignedToLocalDays, localDate, type Mode, type Range } from './time';

/**
 * Precomputed sums (REPORTS.md, "Precomputed tables"). A rollup is only read when it gives exactly
 * what the per-row table would: its grain must not straddle a period or range boundary of the
 * request, and every filter and grouping must be one of its keys.
 */
export interface Rollup {
  table: string;
  /** `local_day`: days of each store's own offset; `hour_utc`: UTC hours (whole-hour offsets). */
  grain: 'local_day' | 'hour_utc';
  keys: readonly string[];
  /** Holds only the orders counted by default: every state but canceled, any payment status. */
  defaultSetOnly: boolean;
}

/** In order of preference: the first usable one answers (fewest rows first). */
export const ORDER_ROLLUPS: readonly Rollup[] = [
  { table: 'rf_daily_source', grain: 'local_day', keys: ['store_id', 'source'], defaultSetOnly: true },
  {
    table: 'rf_daily_default',
    grain: 'local_day',
    keys: ['store_id', 'source', 'outlet_id'],
    defaultSetOnly: true,
  },
  {
    table: 'rf_daily_store',
    grain: 'local_day',
    keys: ['store_id', 'source', 'state', 'payment_status'],
    defaultSetOnly: false,
  },
  {
    table: 'rf_daily',
    grain: 'local_day',
    keys: ['store_id', 'source', 'state', 'payment_status', 'outlet_id'],
    defaultSetOnly: false,
  },
  { table: 'rf_hourly', grain: 'hour_utc', keys: ['store_id', 'source', 'outlet_id'], defaultSetOnly: true },
];

export const PAYMENT_ROLLUPS: readonly Rollup[] = [
  {
    table: 'rf_payments_daily',
    grain: 'local_day',
    keys: ['store_id', 'source', 'outlet_id', 'payment_code', 'payment_name', 'type'],
    defaultSetOnly: true,
  },
];

/** The grain column computed from a per-row table with `created_utc`, joined to `stores s`. */
export function grainSql(rollup: Rollup): string {
  return rollup.grain === 'local_day'
    ? "CAST(f.created_utc + INTERVAL '1 minute' * s.utc_offset_minutes AS DATE)"
    : "date_trunc('hour', f.created_utc)";
}

/** `CREATE TABLE … AS` body of a rollup over a per-row table, given its aggregate list. */
export function rollupBuildSql(rollup: Rollup, from: string, sums: string): string {
  const keys = rollup.keys.map((k) => `f.${k}`);
  return `SELECT ${[...keys, `${grainSql(rollup)} AS ${rollup.grain}`].join(', ')}, ${sums}
    FROM ${from} f JOIN stores s ON s.id = f.store_id
    ${rollup.defaultSetOnly ? "WHERE f.state <> 'canceled'" : ''}
    GROUP BY ${[...keys, grainSql(rollup)].join(', ')}
    ORDER BY 1, ${rollup.keys.length + 1}`;
}

export interface SourceRequest {
  storeIds: readonly number[];
  /** Every store's own offset must equal the caller's for `local_day` rollups. */
  storeOffsets: readonly number[];
  range: Range;
  mode: Mode;
  periods: boolean;
  /** Columns the query groups by. */
  dimensions: readonly string[];
  defaultStates: 'counted' | 'all';
}

const onHour = (instant: Range['min']) => instant.valueOf() === instant.startOf('hour').valueOf();

function usable(ctx: ReportContext, rollup: Rollup, request: SourceRequest): boolean {
  const f = ctx.filters;
  const defaultSet = request.defaultStates === 'counted' && !f.states && !f.statuses;
  if (rollup.defaultSetOnly && !defaultSet) return false;
  if (f.registerIds || f.salesmen) return false;
  const needed = new Set(request.dimensions);
  if (f.source) needed.add('source');
  if (f.outletIds) needed.add('outlet_id');
  if (f.statuses) needed.add('payment_status');
  if (!rollup.defaultSetOnly && (f.states || request.defaultStates === 'counted')) needed.add('state');
  if (![...needed].every((key) => rollup.keys.includes(key))) return false;
  const segments = ctx.zone.segments(request.range.min.valueOf(), request.range.max.valueOf());
  if (rollup.grain === 'local_day') {
    return (
      segments.every((segment) => request.storeOffsets.every((offset) => offset === segment.offset)) &&
      alignedToLocalDays(request.range, ctx.zone) &&
      (!request.periods || ['DATE', 'WEEK', 'MONTH', 'YEAR'].includes(request.mode))
    );
  }
  return (
    segments.every((segment) => segment.offset % 60 === 0 && segment.start % 3_600_000 === 0) &&
    onHour(request.range.min) &&
    onHour(request.range.max)
  );
}

/**
 * `SELECT [period,] * FROM <best table> WHERE <store, range, filters>` for a request: the first
 * usable rollup, else the per-row table (which has `created_at`, `created_utc` and every filter
 * column). `rollup` tells the caller whether it must sum pre-summed columns.
 */
export function factsSource(
  ctx: ReportContext,
  sql: Sql,
  rollups: readonly Rollup[],
  rowTable: string,
  request: SourceRequest,
): { inner: string; rollup: Rollup | undefined } {
  const rollup = rollups.find((r) => usable(ctx, r, request));
  let where: string;
  let utcWall: string;
  // Bound only when a period is computed: DuckDB refuses parameters the statement does not use.
  let offsetSql: () => string;
  if (rollup?.grain === 'local_day') {
    where = [
      sql.in('store_id', request.storeIds, 'INTEGER'),
      `local_day >= ${sql.bind(localDate(request.range.min, ctx.zone), 'DATE')}`,
      `local_day < ${sql.bind(localDate(request.range.max, ctx.zone), 'DATE')}`,
      ...dimensionConditions(sql, ctx.filters, rollup.defaultSetOnly ? 'all' : request.defaultStates, {}),
    ].join(' AND ');
    // A local day at the store's offset: the period of its midnight at offset 0.
    utcWall = 'CAST(local_day AS TIMESTAMP)';
    offsetSql = () => '0';
  } else if (rollup) {
    const wall = (instant: Range['min']) => sql.bind(instant.format('YYYY-MM-DD HH:mm:ss'), 'TIMESTAMP');
    where = [
      sql.in('store_id', request.storeIds, 'INTEGER'),
      `hour_utc >= ${wall(request.range.min)}`,
      `hour_utc < ${wall(request.range.max)}`,
      ...dimensionConditions(sql, ctx.filters, 'all', {}),
    ].join(' AND ');
    utcWall = 'hour_utc';
    offsetSql = () => zoneOffsetSql(sql, ctx.zone, request.range, 'hour_utc');
  } else {
    where = orderWhere(sql, ctx.filters, {
      storeIds: request.storeIds,
      range: request.range,
      defaultStates: request.defaultStates,
      columns: { register: true, salesman: true },
    });
    utcWall = 'created_utc';
    offsetSql = () => zoneOffsetSql(sql, ctx.zone, request.range, 'created_utc');
  }
  const period = request.periods ? `${periodSql(request.mode, utcWall, offsetSql())} AS period, ` : '';
  return { inner: `SELECT ${period}* FROM ${rollup?.table ?? rowTable} WHERE ${where}`, rollup };
}
