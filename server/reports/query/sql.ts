import type { SqlParam } from '../../db/database';
import type { Mode, Range } from '../time/range';
import type { Zone } from '../time/zone';
import {
  type AppliedFilter,
  appliedFilters,
  type DefaultStates,
  type FilterColumns,
  type OrderFilters,
} from './filterColumns';

export type SqlType = 'INTEGER' | 'BIGINT' | 'VARCHAR' | 'TIMESTAMPTZ' | 'TIMESTAMP' | 'DATE' | 'BOOLEAN';

/** Collects bound parameters; every value, list items included, becomes a `CAST($n AS type)`. */
export class Sql {
  readonly params: SqlParam[] = [];

  bind(value: SqlParam, type: SqlType): string {
    this.params.push(value);
    return `CAST($${this.params.length} AS ${type})`;
  }

  /** `column IN (…)`, or FALSE for an empty list (nothing selected matches nothing). */
  in(column: string, values: readonly SqlParam[], type: SqlType): string {
    if (!values.length) return 'FALSE';
    return `${column} IN (${values.map((value) => this.bind(value, type)).join(', ')})`;
  }
}

export interface WhereOptions {
  storeIds: readonly number[];
  range: Range;
  /** Column holding the instant the range applies to. */
  timeColumn?: string;
  /** States counted when the request names none: every state but canceled, or every state. */
  defaultStates: DefaultStates;
  columns?: FilterColumns;
  alias?: string;
}

/** The WHERE conditions every report shares: store, UTC range, then the order filters. */
export function orderWhere(sql: Sql, filters: OrderFilters, options: WhereOptions): string {
  const a = options.alias ? `${options.alias}.` : '';
  const time = options.timeColumn ?? `${a}created_at`;
  const columns = options.columns ?? {};
  const conditions = [
    options.storeIds.length === 1
      ? `${a}store_id = ${sql.bind(options.storeIds[0] ?? 0, 'INTEGER')}`
      : sql.in(`${a}store_id`, options.storeIds, 'INTEGER'),
    `${time} >= ${sql.bind(options.range.min.toISOString(), 'TIMESTAMPTZ')}`,
    `${time} < ${sql.bind(options.range.max.toISOString(), 'TIMESTAMPTZ')}`,
    ...dimensionConditions(sql, filters, options.defaultStates, columns, a),
  ];
  return conditions.join(' AND ');
}

/**
 * The order-filter conditions alone (for the daily rollup, whose time column is a local day), as the
 * filter table says (`filterColumns.ts`), over a table holding `columns`.
 */
export function dimensionConditions(
  sql: Sql,
  filters: OrderFilters,
  defaultStates: DefaultStates,
  columns: FilterColumns,
  a = '',
): string[] {
  return appliedFilters(filters, defaultStates, columns).map((applied) => filterCondition(sql, applied, a));
}

/** A filter's condition on its column(s) (`a`: the table's alias and a dot, or nothing). */
function filterCondition(sql: Sql, { spec, value }: AppliedFilter, a: string): string {
  const column = `${a}${spec.columns[0]}`;
  if (value === undefined) return `${column} <> ${spec.leftOutByDefault}`;
  const list = value as readonly SqlParam[];
  switch (spec.compare) {
    case 'equals':
      return `${column} = ${sql.bind(value as SqlParam, spec.type)}`;
    case 'in':
      return sql.in(column, list, spec.type);
    case 'inEither':
      return `(${spec.columns.map((name) => sql.in(`${a}${name}`, list, spec.type)).join(' OR ')})`;
    case 'isNull':
      return `${column} IS NULL`;
  }
}

/** UTC wall-clock text of an epoch instant, as bound to a TIMESTAMP parameter. */
export function utcWallText(instant: number): string {
  return new Date(instant).toISOString().slice(0, 23).replace('T', ' ');
}

/**
 * The zone's offset in minutes at the instant whose UTC wall time is `utcWall`, over a range: one
 * bound value, or `CASE WHEN utcWall < change₁ THEN offset₀ … ELSE offsetₙ END` across the
 * daylight-saving changes inside the range (instants outside it never reach the grouping).
 */
export function zoneOffsetSql(sql: Sql, zone: Zone, range: Range, utcWall: string): string {
  return offsetOverSql(sql, zone, range.min.valueOf(), range.max.valueOf(), utcWall);
}

/** `zoneOffsetSql` over the epoch instants `[from, to)`. */
export function offsetOverSql(sql: Sql, zone: Zone, from: number, to: number, utcWall: string): string {
  const segments = zone.segments(from, to);
  const last = segments.at(-1);
  if (!last) return sql.bind(zone.offsetAt(from), 'INTEGER');
  if (segments.length === 1) return sql.bind(last.offset, 'INTEGER');
  const whens = segments
    .slice(0, -1)
    .map(
      (segment) =>
        `WHEN ${utcWall} < ${sql.bind(utcWallText(segment.end), 'TIMESTAMP')} THEN ${sql.bind(segment.offset, 'INTEGER')}`,
    );
  return `CASE ${whens.join(' ')} ELSE ${sql.bind(last.offset, 'INTEGER')} END`;
}

/**
 * The local period of an instant, from its UTC wall time (`created_at AT TIME ZONE 'UTC'`, stored
 * as `created_utc`) plus the offset in minutes, which is right on DuckDB and PostgreSQL whatever the
 * session time zone. Text offsets in SQL are never used: DuckDB and PostgreSQL read them differently.
 */
export function periodSql(mode: Mode, utcWallTime: string, offsetSql: string): string {
  const local = `(${utcWallTime} + INTERVAL '1 minute' * ${offsetSql})`;
  switch (mode) {
    case 'DATE':
      return `CAST(${local} AS DATE)`;
    case 'WEEK':
      return `CAST(date_trunc('week', ${local}) AS DATE)`;
    case 'MONTH':
      return `CAST(date_trunc('month', ${local}) AS DATE)`;
    case 'YEAR':
      return `CAST(date_trunc('year', ${local}) AS DATE)`;
    case 'DATETIME':
      return `date_trunc('hour', ${local})`;
    case 'HOURS':
      return `CAST(EXTRACT(HOUR FROM ${local}) AS INTEGER)`;
    case 'WEEKHOURS':
      return `CAST(EXTRACT(ISODOW FROM ${local}) * 100 + EXTRACT(HOUR FROM ${local}) AS INTEGER)`;
  }
}

/** A period key as the value `periodSql` yields for it, bound with its SQL type. */
export function periodValueSql(sql: Sql, mode: Mode, key: string): string {
  switch (mode) {
    case 'DATE':
    case 'WEEK':
      return sql.bind(key, 'DATE');
    case 'MONTH':
      return sql.bind(`${key}-01`, 'DATE');
    case 'YEAR':
      return sql.bind(`${key}-01-01`, 'DATE');
    case 'DATETIME':
      return sql.bind(`${key}:00`, 'TIMESTAMP');
    case 'HOURS':
      return sql.bind(Number(key.slice(0, 2)), 'INTEGER');
    case 'WEEKHOURS':
      return sql.bind(Number(key.slice(0, 1)) * 100 + Number(key.slice(2, 4)), 'INTEGER');
  }
}

/** Case-insensitive substring match with LIKE wildcards in the needle escaped. */
export function containsSql(sql: Sql, column: string, needle: string): string {
  const escaped = needle.toLowerCase().replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');
  return `lower(${column}) LIKE ${sql.bind(`%${escaped}%`, 'VARCHAR')} ESCAPE '\\'`;
}
