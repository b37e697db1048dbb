import { type Sql, utcWallText } from '../query/sql';
import { SUB_DAILY_MODES } from '../time/periods';
import type { Rollup } from './families';
import { rawPart, rollupPart, rowPeriod } from './parts';
import { type FactsRequest, type pickSubDaily, type StoreStats, storeStatsOf, usable } from './plan';
import { startHoursOf } from './storeDays';

/**
 * Reading by steps of UTC time (`rollups.ts`): the steps' parts, and what they cost against moving
 * the rows of a window of a store's day.
 */

const HOUR = 3_600_000;
/** Minutes of a store's day beyond which moving rows costs more than reading hours of UTC. */
const WIDE_WINDOW = 360;
/**
 * What moving one row costs, in rollup rows read: the row is read twice (once per sign) from the
 * wider per-row table, each time computing and comparing two periods. At 8M orders, one such read
 * took about as long as reading three rollup rows.
 */
const MOVED_ROW_COST = 6;

/** The rollup by steps of UTC time that answers a request, its step and where steps start. */
export type SubDaily = NonNullable<ReturnType<typeof pickSubDaily>>;

/** Minutes `[from, to)` of a store's local day, `width` long. */
export interface DayWindow {
  width: number;
  from: number;
  to: number;
}

/** The first and the end of the whole steps in `[min, max)`. */
export function stepBounds(min: number, max: number, { step, at }: SubDaily): [number, number] {
  return [Math.ceil((min - at) / step) * step + at, Math.floor((max - at) / step) * step + at];
}

/** The hourly rollup that answers with a quarter-hour one for the hours no local day starts in. */
function hourlyFor(request: FactsRequest, rollup: Rollup): Rollup | undefined {
  return rollup.grain === 'q_utc' && !SUB_DAILY_MODES.has(request.mode)
    ? request.family.rollups.find(
        (r) => r.grain === 'h_utc' && r.keys.join() === rollup.keys.join() && usable(request, r),
      )
    : undefined;
}

const stepSpan = (from: number, to: number) => ({
  first: utcWallText(from),
  end: utcWallText(to),
  type: 'TIMESTAMP' as const,
});

/** Steps `[a, b)` from the hour (quarter) rollup, the partial steps around them row by row. */
export function stepParts(sql: Sql, request: FactsRequest, subDaily: SubDaily, ids: readonly number[]) {
  const min = request.range.min.valueOf();
  const max = request.range.max.valueOf();
  const { rollup } = subDaily;
  const [a, b] = stepBounds(min, max, subDaily);
  const parts: string[] = [];
  if (min < a) parts.push(rawPart(sql, request, ids, min, a));
  if (b < max) parts.push(rawPart(sql, request, ids, b, max));
  const hourly = hourlyFor(request, rollup);
  const hours: [number, number] = [Math.ceil(a / HOUR) * HOUR, Math.floor(b / HOUR) * HOUR];
  if (hourly && hours[0] < hours[1]) {
    parts.push(...hourAndQuarterParts(sql, request, { hourly, quarter: rollup }, ids, [a, b], hours));
    return parts;
  }
  parts.push(
    rollupPart(sql, request, rollup, ids, stepSpan(a, b), rowPeriod(sql, request, a, b, rollup.grain)),
  );
  return parts;
}

/**
 * Days of a zone off the whole hour start inside one UTC hour a day (per offset it takes): every
 * other hour is in one period, so hours `[ha, hb)` answer for them, and quarter hours of `[a, b)`
 * for the hours a local day can start in and those outside the whole hours.
 */
function hourAndQuarterParts(
  sql: Sql,
  request: FactsRequest,
  { hourly, quarter }: { hourly: Rollup; quarter: Rollup },
  ids: readonly number[],
  [a, b]: [number, number],
  [ha, hb]: [number, number],
): string[] {
  const startHours = startHoursOf(request.zone, ha, hb);
  const inStartHour = (column: string) =>
    `CAST(EXTRACT(HOUR FROM ${column}) AS INTEGER) IN (${startHours.map((h) => sql.bind(h, 'INTEGER')).join(', ')})`;
  const hours = rollupPart(
    sql,
    request,
    hourly,
    ids,
    stepSpan(ha, hb),
    rowPeriod(sql, request, ha, hb, 'h_utc'),
    `NOT ${inStartHour('h_utc')}`,
  );
  const edges = `(q_utc < ${sql.bind(utcWallText(ha), 'TIMESTAMP')} OR q_utc >= ${sql.bind(utcWallText(hb), 'TIMESTAMP')} OR ${inStartHour('q_utc')})`;
  const quarters = rollupPart(
    sql,
    request,
    quarter,
    ids,
    stepSpan(a, b),
    rowPeriod(sql, request, a, b, 'q_utc'),
    edges,
  );
  return [hours, quarters];
}

/** A store's rows per day in a rollup: with a state filter, its states' rows (stored by state). */
function rollupRowsPerDay(request: FactsRequest, store: StoreStats, rollup: Rollup | undefined): number {
  if (!rollup) return 0;
  const { states } = request.filters;
  const byState = store.rollupRowsPerDayByState[rollup.table];
  if (states && byState) return states.reduce((sum, state) => sum + (byState[state] ?? 0), 0);
  return store.rollupRowsPerDay[rollup.table] ?? 0;
}

/** A store's rows per day read by steps: the hours, and the quarter hours of the hours days start in. */
function stepRowsPerDay(request: FactsRequest, subDaily: SubDaily, store: StoreStats): number {
  const rows = (rollup: Rollup | undefined) => rollupRowsPerDay(request, store, rollup);
  const hourly = hourlyFor(request, subDaily.rollup);
  if (!hourly) return rows(subDaily.rollup);
  const { min, max } = request.range;
  return (
    rows(hourly) +
    (rows(subDaily.rollup) * startHoursOf(request.zone, min.valueOf(), max.valueOf()).length) / 24
  );
}

/**
 * True when moving a window's rows would read more rows than the hour (quarter) rollup: a moved
 * row costs `MOVED_ROW_COST`, a step its rows. Without statistics, a window of more than a few hours
 * is taken to cost more.
 */
export function movingCostsMore(
  request: FactsRequest,
  subDaily: SubDaily | undefined,
  window: DayWindow,
  ids: readonly number[],
): boolean {
  const known = storeStatsOf(request.db);
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
    steps += stepRowsPerDay(request, subDaily, store);
  }
  return MOVED_ROW_COST * moving > steps;
}
