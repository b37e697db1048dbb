import { dimensionConditions, offsetOverSql, periodSql, type Sql } from '../query/sql';
import type { Rollup } from './families';
import { type FactsRequest, rollupDefaultStates } from './plan';

/**
 * The SELECTs one request's range is cut into (rows of the per-row table, or groups of a rollup):
 * every part yields the same columns, so `rollups.ts` sums their union again.
 */

/** Columns every part yields, in order: the period (if any), the dimensions, the sums. */
export function partSql(
  request: FactsRequest,
  from: string,
  conditions: readonly string[],
  period: string | undefined,
  options: { summed?: boolean; factor?: string } = {},
): string {
  const sums = request.sums.map((column) => {
    const sum = request.family.sums.find((s) => s.column === column);
    if (!sum) throw new Error(`${request.family.name} has no sum ${column}`);
    const value = options.summed ? column : sum.expr;
    // A sign by CASE keeps the value's type (a product with an integer widens decimals to 128 bits).
    return `${options.factor ? `CASE WHEN ${options.factor} = 1 THEN ${value} ELSE -(${value}) END` : value} AS ${column}`;
  });
  const columns = [...(period ? [`${period} AS period`] : []), ...request.dimensions, ...sums];
  return `SELECT ${columns.join(', ')} FROM ${from} WHERE ${conditions.join(' AND ')}`;
}

function storeCondition(sql: Sql, storeIds: readonly number[]): string {
  return storeIds.length === 1
    ? `store_id = ${sql.bind(storeIds[0] ?? 0, 'INTEGER')}`
    : sql.in('store_id', storeIds, 'INTEGER');
}

/** The conditions of per-row reads: stores, creation in `[from, to)` (epoch ms), the filters. */
export function rowConditions(
  sql: Sql,
  request: FactsRequest,
  storeIds: readonly number[],
  from: number,
  to: number,
) {
  return [
    storeCondition(sql, storeIds),
    `created_at >= ${sql.bind(new Date(from).toISOString(), 'TIMESTAMPTZ')}`,
    `created_at < ${sql.bind(new Date(to).toISOString(), 'TIMESTAMPTZ')}`,
    ...dimensionConditions(sql, request.filters, request.defaultStates, request.columns),
  ];
}

/** The period in the report's zone of a row's creation (UTC wall time `created_utc`). */
export function rowPeriod(
  sql: Sql,
  request: FactsRequest,
  from: number,
  to: number,
  utcWall = 'created_utc',
) {
  return periodSql(request.mode, utcWall, offsetOverSql(sql, request.zone, from, to, utcWall));
}

/** Rows of the per-row table in `[from, to)` (epoch ms), each in its period of the report's zone. */
export function rawPart(
  sql: Sql,
  request: FactsRequest,
  storeIds: readonly number[],
  from: number,
  to: number,
): string {
  const conditions = rowConditions(sql, request, storeIds, from, to);
  const period = request.periods ? rowPeriod(sql, request, from, to) : undefined;
  return partSql(request, request.family.rows, conditions, period);
}

/** Rollup rows whose grain is in `[first, end)`, with `period` computed from the grain. */
export function rollupPart(
  sql: Sql,
  request: FactsRequest,
  rollup: Rollup,
  storeIds: readonly number[],
  bounds: { first: string; end: string; type: 'DATE' | 'TIMESTAMP' },
  period: string | undefined,
  extra?: string,
): string {
  // The planner picked a rollup holding every column the request's filters compare.
  const conditions = [
    storeCondition(sql, storeIds),
    `${rollup.grain} >= ${sql.bind(bounds.first, bounds.type)}`,
    `${rollup.grain} < ${sql.bind(bounds.end, bounds.type)}`,
    ...dimensionConditions(sql, request.filters, rollupDefaultStates(request, rollup), request.columns),
    ...(extra ? [extra] : []),
  ];
  return partSql(request, rollup.table, conditions, period, { summed: true });
}

export const days = (first: string, end: string) => ({ first, end, type: 'DATE' as const });
