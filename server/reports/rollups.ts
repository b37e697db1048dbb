import dayjs from 'dayjs';
import type { Database } from '../db/database';
import type { ReportContext } from './definition';
import type { Family, Rollup } from './families';
import type { OrderFilters } from './query';
import {
  dimensionConditions,
  type FilterColumns,
  offsetOverSql,
  periodSql,
  type Sql,
  utcWallText,
} from './sql';
import { localDate, type Mode, type Range } from './time';
import { instantOf, startOfWallDay, wallOf, type Zone } from './zone';

/**
 * How a report's sums are read (REPORTS.md, "Precomputed tables"): from the rollups by store-local
 * day where they give exactly what the per-row table would, from the per-row table elsewhere.
 *
 * A request's range is cut, per store zone, into whole local days of the store `[a, b)` and the
 * partial days around them; the partial days are read row by row. With periods in another zone
 * than the store's, a store day's sums go to the period holding most of that day ("its" period),
 * and the rows of the day that belong to another period are moved there: a Z-period boundary
 * (a midnight of the report's zone) lies at about the same store-local time every day, so those
 * rows are the ones in a short window of the store's day (`s_minute`), read row by row, counted
 * once in their own period and once negatively in the day's period. Late-night windows are nearly
 * empty for a store, so the cost stays close to the rollup's.
 */

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Minutes of a store's day beyond which moving rows costs more than reading hours of UTC. */
const WIDE_WINDOW = 360;

/**
 * What each store's data looks like, to choose between plans that give the same answer: its orders
 * per local hour of day and the rows of the hour and quarter-hour rollups, each per day of data.
 */
export interface StoreStats {
  ordersPerDayByHour: readonly number[];
  rollupRowsPerDay: Readonly<Record<string, number>>;
}

const stats = new WeakMap<Database, ReadonlyMap<number, StoreStats>>();

export function setStoreStats(db: Database, byStore: ReadonlyMap<number, StoreStats>): void {
  stats.set(db, byStore);
}

/** Databases whose reports read only the per-row tables (tests compare both ways). */
const rawOnly = new WeakSet<Database>();

export function setRollupsEnabled(db: Database, enabled: boolean): void {
  if (enabled) rawOnly.delete(db);
  else rawOnly.add(db);
}

export interface FactsRequest {
  db: Database;
  family: Family;
  /** The stores and their own zones (local days of the rollups). */
  stores: readonly { id: number; zone: Zone }[];
  /** The report's zone, for periods. */
  zone: Zone;
  range: Range;
  mode: Mode;
  periods: boolean;
  /** Columns the query groups by (besides the period). */
  dimensions: readonly string[];
  defaultStates: 'counted' | 'all';
  filters: OrderFilters;
  /** Filter columns the per-row table has. */
  columns: FilterColumns;
  /** Summable columns to read. */
  sums: readonly string[];
}

function neededKeys(request: FactsRequest, rollup: Rollup): string[] {
  const f = request.filters;
  const needed = new Set(request.dimensions);
  if (f.source) needed.add('source');
  if (f.outletIds) needed.add('outlet_id');
  if (f.registerIds && request.columns.register) needed.add('register_id');
  if (f.salesmen && request.columns.salesman) needed.add('salesman_id');
  if (f.statuses) needed.add('payment_status');
  if (f.states || (request.defaultStates === 'counted' && !rollup.defaultSetOnly)) needed.add('state');
  if (request.columns.product) {
    if (f.productTypes) needed.add('product_type');
    if (f.categoryIds) {
      needed.add('category_id');
      needed.add('category_parent_id');
    }
    if (f.uncategorized) needed.add('category_id');
  }
  return [...needed];
}

function usable(request: FactsRequest, rollup: Rollup): boolean {
  const defaultSet = request.defaultStates === 'counted' && !request.filters.states;
  if (rollup.defaultSetOnly && !defaultSet) return false;
  // Every rollup is by store.
  return neededKeys(request, rollup).every((key) => key === 'store_id' || rollup.keys.includes(key));
}

/** The first usable day rollup, and the month rollup with the same keys if there is one. */
function pickRollups(request: FactsRequest): { day: Rollup; month: Rollup | undefined } | undefined {
  if (rawOnly.has(request.db)) return undefined;
  const day = request.family.rollups.find((r) => r.grain === 's_day' && usable(request, r));
  if (!day) return undefined;
  const month = request.family.rollups.find(
    (r) =>
      r.grain === 's_month' &&
      r.defaultSetOnly === day.defaultSetOnly &&
      r.keys.length === day.keys.length &&
      r.keys.every((key) => day.keys.includes(key)),
  );
  return { day, month };
}

/**
 * The usable rollup by hours (or quarter hours) of UTC, the coarsest whose steps the report's zone
 * keeps inside the range: its offsets are whole steps and change on steps (every zone since 1972
 * keeps quarter hours; whole-hour zones keep hours). Its periods are then unions of steps.
 */
function pickSubDaily(request: FactsRequest): { rollup: Rollup; step: number } | undefined {
  if (rawOnly.has(request.db) || !request.periods) return undefined;
  const segments = request.zone.segments(request.range.min.valueOf(), request.range.max.valueOf());
  for (const [grain, minutes] of [
    ['h_utc', 60],
    ['q_utc', 15],
  ] as const) {
    const rollup = request.family.rollups.find((r) => r.grain === grain && usable(request, r));
    const step = minutes * MINUTE;
    const kept = segments.every(
      (segment, i) => segment.offset % minutes === 0 && (i === 0 || segment.start % step === 0),
    );
    if (rollup && kept) return { rollup, step };
  }
  return undefined;
}

/** Columns every part yields, in order: the period (if any), the dimensions, the sums. */
function partSql(
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
function rowConditions(
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
function rowPeriod(sql: Sql, request: FactsRequest, from: number, to: number, utcWall = 'created_utc') {
  return periodSql(request.mode, utcWall, offsetOverSql(sql, request.zone, from, to, utcWall));
}

/** Rows of the per-row table in `[from, to)` (epoch ms), each in its period of the report's zone. */
function rawPart(
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
function rollupPart(
  sql: Sql,
  request: FactsRequest,
  rollup: Rollup,
  storeIds: readonly number[],
  bounds: { first: string; end: string; type: 'DATE' | 'TIMESTAMP' },
  period: string | undefined,
  extra?: string,
): string {
  const columns: FilterColumns = {
    register: rollup.keys.includes('register_id'),
    salesman: rollup.keys.includes('salesman_id'),
    product: request.columns.product,
  };
  const conditions = [
    storeCondition(sql, storeIds),
    `${rollup.grain} >= ${sql.bind(bounds.first, bounds.type)}`,
    `${rollup.grain} < ${sql.bind(bounds.end, bounds.type)}`,
    ...dimensionConditions(
      sql,
      request.filters,
      rollup.defaultSetOnly ? 'all' : request.defaultStates,
      columns,
    ),
    ...(extra ? [extra] : []),
  ];
  return partSql(request, rollup.table, conditions, period, { summed: true });
}

const days = (first: string, end: string) => ({ first, end, type: 'DATE' as const });

/** The UTC hours of day a local day of the zone can start in over `[from, to)`, one per offset. */
function startHoursOf(zone: Zone, from: number, to: number): number[] {
  const offsets = new Set(zone.segments(from, to).map((segment) => segment.offset));
  return [...offsets].map((offset) => Math.floor((((-offset % 1440) + 1440) % 1440) / 60));
}

const dayText = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** The first instant of the store's local day holding `instant`, or of the next one. */
function dayStart(zone: Zone, instant: number, next: boolean): number {
  const wall = wallOf(zone, instant);
  const start = instantOf(zone, startOfWallDay(wall));
  if (start === instant || !next) return start;
  return instantOf(zone, startOfWallDay(wall) + DAY);
}

/** Whole months `[first, end)` (local dates) inside the days `[firstDay, endDay)`, if any. */
function wholeMonths(firstDay: string, endDay: string): [string, string] | undefined {
  const start = new Date(`${firstDay}T00:00:00Z`);
  const first =
    start.getUTCDate() === 1 ? start : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const end = new Date(`${endDay}T00:00:00Z`);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1));
  if (first >= last) return undefined;
  return [dayText(first.getTime()), dayText(last.getTime())];
}

/**
 * Where the report zone's midnights fall in the store's days: the store-local minute of each one
 * inside `[a, b)`, and the δ (minutes) from a store-local wall time at `anchor` minutes of a day to
 * the report zone's wall time at the same instant, per run of store days.
 */
function zoneShift(store: Zone, zone: Zone, a: number, b: number) {
  const minutes: number[] = [];
  let wall = startOfWallDay(wallOf(zone, a));
  for (;;) {
    const t = instantOf(zone, wall);
    if (t >= b) break;
    if (t > a) {
      const storeWall = wallOf(store, t);
      minutes.push((storeWall - startOfWallDay(storeWall)) / MINUTE);
    }
    wall += DAY;
  }
  return minutes;
}

/** Runs of store days with the same δ, from `firstDay` to `endDay` (exclusive), at `anchor` minutes. */
function shiftRuns(store: Zone, zone: Zone, firstDay: string, endDay: string, anchor: number) {
  const runs: { from: string; delta: number }[] = [];
  const end = Date.parse(`${endDay}T00:00:00Z`);
  for (let day = Date.parse(`${firstDay}T00:00:00Z`); day < end; day += DAY) {
    const wall = day + anchor * MINUTE;
    const delta = (wallOf(zone, instantOf(store, wall)) - wall) / MINUTE;
    if (runs.at(-1)?.delta !== delta) runs.push({ from: dayText(day), delta });
  }
  return runs;
}

/** What every single-store report's facts request shares: its database, store, zone, range and mode. */
export function storeFacts(ctx: Pick<ReportContext, 'db' | 'store' | 'zone' | 'range' | 'mode'>) {
  return {
    db: ctx.db,
    stores: [{ id: ctx.store.id, zone: ctx.store.zone }],
    zone: ctx.zone,
    range: ctx.range,
    mode: ctx.mode,
  };
}

/**
 * The SELECT (parts joined by UNION ALL) of `[period,] dimensions, sums` rows over the request's
 * stores and range, each row to be summed again by the caller. `rollup` tells whether a rollup is
 * read at all (for tests: the result is the same either way).
 */
export function factsSql(
  sql: Sql,
  original: FactsRequest,
): { inner: string; rollup: boolean; having: string | undefined } {
  const family = original.family;
  // Moved rows leave groups that sum to nothing: the count tells them from real groups.
  const request = original.sums.includes(family.count)
    ? original
    : { ...original, sums: [...original.sums, family.count] };
  const picked = pickRollups(request);
  const subDaily = pickSubDaily(request);
  const groups = new Map<string, { zone: Zone; ids: number[] }>();
  for (const store of request.stores) {
    const group = groups.get(store.zone.label) ?? { zone: store.zone, ids: [] };
    group.ids.push(store.id);
    groups.set(store.zone.label, group);
  }
  const parts: string[] = [];
  let rollupRead = false;
  let moved = false;
  const min = request.range.min.valueOf();
  const max = request.range.max.valueOf();
  if (!groups.size) {
    // No store: a part that matches nothing, so the query still has its columns.
    parts.push(rawPart(sql, request, [], min, max));
  }
  /** True when moving a window's rows would read more rows than the hour (quarter) rollup. */
  const costlier = (window: { width: number; from: number; to: number }, ids: readonly number[]) => {
    const known = stats.get(request.db);
    if (!subDaily) return false;
    if (!known) return window.width > WIDE_WINDOW;
    let moving = 0;
    let steps = 0;
    for (const id of ids) {
      const store = known.get(id);
      if (!store) return window.width > WIDE_WINDOW;
      store.ordersPerDayByHour.forEach((orders, hour) => {
        if (hour * 60 + 60 > window.from && hour * 60 < window.to) moving += orders;
      });
      const rows = (rollup: Rollup | undefined) => (rollup ? (store.rollupRowsPerDay[rollup.table] ?? 0) : 0);
      const hourly = hourlyFor(subDaily.rollup);
      steps += hourly
        ? rows(hourly) + (rows(subDaily.rollup) * startHoursOf(request.zone, min, max).length) / 24
        : rows(subDaily.rollup);
    }
    return 2 * moving > steps;
  };
  /** The hourly rollup that answers with a quarter-hour one for the hours no local day starts in. */
  const hourlyFor = (rollup: Rollup) =>
    rollup.grain === 'q_utc' && !['DATETIME', 'HOURS'].includes(request.mode)
      ? request.family.rollups.find(
          (r) => r.grain === 'h_utc' && r.keys.join() === rollup.keys.join() && usable(request, r),
        )
      : undefined;
  /** Steps `[a, b)` from the hour (quarter) rollup, the partial steps around them row by row. */
  const bySteps = (ids: readonly number[]) => {
    if (!subDaily) return false;
    const { rollup, step } = subDaily;
    const a = Math.ceil(min / step) * step;
    const b = Math.floor(max / step) * step;
    if (a >= b) return false;
    if (min < a) parts.push(rawPart(sql, request, ids, min, a));
    if (b < max) parts.push(rawPart(sql, request, ids, b, max));
    const bounds = (from: number, to: number) => ({
      first: utcWallText(from),
      end: utcWallText(to),
      type: 'TIMESTAMP' as const,
    });
    rollupRead = true;
    const hourly = hourlyFor(rollup);
    const ha = Math.ceil(a / HOUR) * HOUR;
    const hb = Math.floor(b / HOUR) * HOUR;
    if (hourly && ha < hb) {
      // Days of a zone off the whole hour start inside one UTC hour a day (per offset it takes):
      // every other hour is in one period, so hours answer for them and quarter hours only for
      // the hours a local day can start in.
      const startHours = startHoursOf(request.zone, ha, hb);
      const inStartHour = (column: string) =>
        `CAST(EXTRACT(HOUR FROM ${column}) AS INTEGER) IN (${startHours.map((h) => sql.bind(h, 'INTEGER')).join(', ')})`;
      parts.push(
        rollupPart(
          sql,
          request,
          hourly,
          ids,
          bounds(ha, hb),
          rowPeriod(sql, request, ha, hb, 'h_utc'),
          `NOT ${inStartHour('h_utc')}`,
        ),
      );
      const edges = `(q_utc < ${sql.bind(utcWallText(ha), 'TIMESTAMP')} OR q_utc >= ${sql.bind(utcWallText(hb), 'TIMESTAMP')} OR ${inStartHour('q_utc')})`;
      parts.push(
        rollupPart(sql, request, rollup, ids, bounds(a, b), rowPeriod(sql, request, a, b, 'q_utc'), edges),
      );
      return true;
    }
    parts.push(
      rollupPart(sql, request, rollup, ids, bounds(a, b), rowPeriod(sql, request, a, b, rollup.grain)),
    );
    return true;
  };
  for (const { zone: storeZone, ids } of groups.values()) {
    const rowsOnly = () => parts.push(rawPart(sql, request, ids, min, max));
    const subDaily = request.periods && ['DATETIME', 'HOURS'].includes(request.mode);
    if (!picked || subDaily) {
      if (!bySteps(ids)) rowsOnly();
      continue;
    }
    const a = dayStart(storeZone, min, true);
    const b = dayStart(storeZone, max, false);
    if (a >= b) {
      if (!bySteps(ids)) rowsOnly();
      continue;
    }
    const firstDay = localDate(dayjs.utc(a), storeZone);
    const endDay = localDate(dayjs.utc(b), storeZone);
    const edges = () => {
      if (min < a) parts.push(rawPart(sql, request, ids, min, a));
      if (b < max) parts.push(rawPart(sql, request, ids, b, max));
    };
    if (!request.periods) {
      edges();
      const months = picked.month ? wholeMonths(firstDay, endDay) : undefined;
      if (picked.month && months) {
        parts.push(rollupPart(sql, request, picked.month, ids, days(months[0], months[1]), undefined));
        if (firstDay < months[0])
          parts.push(rollupPart(sql, request, picked.day, ids, days(firstDay, months[0]), undefined));
        if (months[1] < endDay)
          parts.push(rollupPart(sql, request, picked.day, ids, days(months[1], endDay), undefined));
      } else {
        parts.push(rollupPart(sql, request, picked.day, ids, days(firstDay, endDay), undefined));
      }
      rollupRead = true;
      continue;
    }
    const midnights = zoneShift(storeZone, request.zone, a, b);
    const aligned = midnights.every((minute) => minute === 0);
    const firstHalf = midnights.every((minute) => minute < 720);
    const secondHalf = midnights.every((minute) => minute >= 720);
    // The store's wall clock is not monotonic in the hour it repeats: widen the window by an hour
    // whenever the store's offset changes inside the range.
    const margin = storeZone.segments(a, b).length > 1 ? 60 : 0;
    // Bound only once used: DuckDB refuses parameters a statement does not use.
    let window: { condition: () => string; width: number; from: number; to: number } | undefined;
    let anchor = 720;
    if (!aligned && firstHalf) {
      const end = Math.min(1440, Math.max(...midnights) + 1 + margin);
      window = { condition: () => `s_minute < ${sql.bind(end, 'INTEGER')}`, width: end, from: 0, to: end };
      anchor = Math.floor((end + 1440) / 2);
    } else if (!aligned && secondHalf) {
      const start = Math.max(0, Math.min(...midnights) - margin);
      window = {
        condition: () => `s_minute >= ${sql.bind(start, 'INTEGER')}`,
        width: 1440 - start,
        from: start,
        to: 1440,
      };
      anchor = Math.floor(start / 2);
    }
    // Moving the rows of a window costs about twice its rows; the hour (quarter) rollup costs its
    // rows. Without statistics, a window of more than a few hours is taken to cost more.
    if (!aligned && (!window || costlier(window, ids)) && bySteps(ids)) continue;
    if (!aligned && !window) {
      rowsOnly();
      continue;
    }
    const runs = shiftRuns(storeZone, request.zone, firstDay, endDay, anchor);
    const dayPeriod = (dayColumn: string) => {
      const whens = runs
        .slice(1)
        .map(
          (run, i) =>
            `WHEN ${dayColumn} < ${sql.bind(run.from, 'DATE')} THEN ${sql.bind(runs[i]?.delta ?? 0, 'INTEGER')}`,
        );
      const last = sql.bind(runs.at(-1)?.delta ?? 0, 'INTEGER');
      const delta = whens.length ? `CASE ${whens.join(' ')} ELSE ${last} END` : last;
      return periodSql(
        request.mode,
        `CAST(${dayColumn} AS TIMESTAMP)`,
        `(${sql.bind(anchor, 'INTEGER')} + ${delta})`,
      );
    };
    edges();
    parts.push(rollupPart(sql, request, picked.day, ids, days(firstDay, endDay), dayPeriod('s_day')));
    if (window) {
      // The rows of the window whose own period is not their day's: once in their own period,
      // once negatively in their day's, from one read of the rows ordered by time of day.
      moved = true;
      const own = () => rowPeriod(sql, request, a, b);
      const conditions = [
        ...rowConditions(sql, request, ids, a, b),
        window.condition(),
        `${own()} <> ${dayPeriod('s_day')}`,
      ];
      const period = `CASE WHEN moves.sign = 1 THEN ${own()} ELSE ${dayPeriod('s_day')} END`;
      const table = request.family.rowsByMinute ?? request.family.rows;
      parts.push(
        partSql(
          request,
          `${table} CROSS JOIN (SELECT 1 AS sign UNION ALL SELECT -1) moves`,
          conditions,
          period,
          {
            factor: 'moves.sign',
          },
        ),
      );
    }
    rollupRead = true;
  }
  return {
    inner: parts.map((part) => `(${part})`).join(' UNION ALL '),
    rollup: rollupRead,
    // Moved rows leave groups that sum to nothing: callers drop them (a coarser group of such
    // groups sums to nothing too, so the condition holds at any grouping of the dimensions).
    having: moved ? `sum(${family.count}) <> 0` : undefined,
  };
}
