import dayjs from 'dayjs';
import type { Sql } from '../query/sql';
import type { ReportContext } from '../runner';
import { localDate, periodZone, SUB_DAILY_MODES } from '../time/periods';
import type { Zone } from '../time/zone';
import type { Rollup } from './families';
import { dayPeriodSql, midnightShift, movedRowsPart } from './movedRows';
import { days, rawPart, rollupPart } from './parts';
import { type FactsRequest, pickRollups, pickSubDaily } from './plan';
import { dayStart, shiftRuns, wholeMonths } from './storeDays';
import { movingCostsMore, type SubDaily, stepBounds, stepParts } from './utcSteps';

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

/** What every single-store report's facts request shares: its database, store, zone, range and mode. */
export function storeFacts(ctx: Pick<ReportContext, 'db' | 'store' | 'zone' | 'range' | 'mode'>) {
  return {
    db: ctx.db,
    stores: [{ id: ctx.store.id, zone: ctx.store.zone }],
    zone: periodZone(ctx.mode, ctx.zone),
    range: ctx.range,
    mode: ctx.mode,
  };
}

/** What reading one request collects: its parts, the stores left to a part of their own, what was read. */
interface Reading {
  sql: Sql;
  request: FactsRequest;
  min: number;
  max: number;
  picked: ReturnType<typeof pickRollups>;
  subDaily: SubDaily | undefined;
  /** Whether whole steps of UTC time lie in the range (stores may then be read by steps). */
  stepsCover: boolean;
  parts: string[];
  /** Stores read by steps, or row by row over the whole range: one part each, whatever their zone. */
  stepIds: number[];
  rowIds: number[];
  rollupRead: boolean;
  moved: boolean;
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
  const reading = startReading(sql, withCount(original));
  const groups = zoneGroups(reading.request.stores);
  // No store: a part that matches nothing, so the query still has its columns.
  if (!groups.length) reading.parts.push(rawPart(sql, reading.request, [], reading.min, reading.max));
  for (const { zone, ids } of groups) readStores(reading, zone, ids);
  readTogether(reading);
  return {
    inner: reading.parts.map((part) => `(${part})`).join(' UNION ALL '),
    rollup: reading.rollupRead,
    // Moved rows leave groups that sum to nothing: callers drop them (a coarser group of such
    // groups sums to nothing too, so the condition holds at any grouping of the dimensions).
    having: reading.moved ? `sum(${original.family.count}) <> 0` : undefined,
  };
}

/** Moved rows leave groups that sum to nothing: the count tells them from real groups. */
function withCount(request: FactsRequest): FactsRequest {
  const { family, sums } = request;
  return sums.includes(family.count) ? request : { ...request, sums: [...sums, family.count] };
}

function startReading(sql: Sql, request: FactsRequest): Reading {
  const min = request.range.min.valueOf();
  const max = request.range.max.valueOf();
  const subDaily = pickSubDaily(request);
  const [stepsFrom, stepsEnd] = subDaily ? stepBounds(min, max, subDaily) : [0, 0];
  return {
    sql,
    request,
    min,
    max,
    picked: pickRollups(request),
    subDaily,
    stepsCover: stepsFrom < stepsEnd,
    parts: [],
    stepIds: [],
    rowIds: [],
    rollupRead: false,
    moved: false,
  };
}

/** The request's stores by zone, in the order of their first store. */
function zoneGroups(stores: FactsRequest['stores']): { zone: Zone; ids: number[] }[] {
  const groups = new Map<string, { zone: Zone; ids: number[] }>();
  for (const store of stores) {
    const group = groups.get(store.zone.label) ?? { zone: store.zone, ids: [] };
    group.ids.push(store.id);
    groups.set(store.zone.label, group);
  }
  return [...groups.values()];
}

/** A store's whole local days in the range: `[a, b)` and their local dates `[firstDay, endDay)`. */
interface WholeDays {
  zone: Zone;
  a: number;
  b: number;
  firstDay: string;
  endDay: string;
}

function wholeDaysOf(zone: Zone, min: number, max: number): WholeDays | undefined {
  const a = dayStart(zone, min, true);
  const b = dayStart(zone, max, false);
  if (a >= b) return undefined;
  return { zone, a, b, firstDay: localDate(dayjs.utc(a), zone), endDay: localDate(dayjs.utc(b), zone) };
}

/** The stores of one zone: by their local days from the rollups where they can, else by steps or rows. */
function readStores(r: Reading, zone: Zone, ids: readonly number[]) {
  const subDailyPeriods = r.request.periods && SUB_DAILY_MODES.has(r.request.mode);
  const whole = r.picked && !subDailyPeriods ? wholeDaysOf(zone, r.min, r.max) : undefined;
  if (!r.picked || !whole) stepsOrRows(r, ids);
  else if (!r.request.periods) readWholeDays(r, r.picked, whole, ids);
  else readPeriodDays(r, r.picked.day, whole, ids);
}

/** Leaves the stores to the parts by steps of UTC time, else to the rows over the whole range. */
function bySteps(r: Reading, ids: readonly number[]): boolean {
  if (r.stepsCover) r.stepIds.push(...ids);
  return r.stepsCover;
}

function stepsOrRows(r: Reading, ids: readonly number[]) {
  if (!bySteps(r, ids)) r.rowIds.push(...ids);
}

/** The partial days at both ends of the range, row by row. */
function edgeParts(r: Reading, whole: WholeDays, ids: readonly number[]) {
  if (r.min < whole.a) r.parts.push(rawPart(r.sql, r.request, ids, r.min, whole.a));
  if (whole.b < r.max) r.parts.push(rawPart(r.sql, r.request, ids, whole.b, r.max));
}

/** Without periods: whole months from the month rollup if there is one, the other days from the day rollup. */
function readWholeDays(
  r: Reading,
  picked: NonNullable<Reading['picked']>,
  whole: WholeDays,
  ids: readonly number[],
) {
  edgeParts(r, whole, ids);
  const read = (rollup: Rollup, first: string, end: string) =>
    r.parts.push(rollupPart(r.sql, r.request, rollup, ids, days(first, end), undefined));
  const months = picked.month ? wholeMonths(whole.firstDay, whole.endDay) : undefined;
  if (picked.month && months) {
    read(picked.month, months[0], months[1]);
    if (whole.firstDay < months[0]) read(picked.day, whole.firstDay, months[0]);
    if (months[1] < whole.endDay) read(picked.day, months[1], whole.endDay);
  } else {
    read(picked.day, whole.firstDay, whole.endDay);
  }
  r.rollupRead = true;
}

/**
 * Periods of the report's zone from the day rollup, the rows of a window of each day moved to their
 * own period; by steps instead where moving them costs more, row by row where no window holds them.
 */
function readPeriodDays(r: Reading, dayRollup: Rollup, whole: WholeDays, ids: readonly number[]) {
  const { sql, request } = r;
  const { aligned, window, anchor } = midnightShift(sql, whole.zone, request.zone, whole.a, whole.b);
  if (!aligned && (!window || movingCostsMore(request, r.subDaily, window, ids)) && bySteps(r, ids)) return;
  if (!aligned && !window) {
    r.rowIds.push(...ids);
    return;
  }
  const runs = shiftRuns(whole.zone, request.zone, whole.firstDay, whole.endDay, anchor);
  const dayPeriod = () => dayPeriodSql(sql, request.mode, runs, anchor, 's_day');
  edgeParts(r, whole, ids);
  r.parts.push(rollupPart(sql, request, dayRollup, ids, days(whole.firstDay, whole.endDay), dayPeriod()));
  if (window) {
    r.moved = true;
    r.parts.push(movedRowsPart(sql, request, ids, [whole.a, whole.b], window, dayPeriod));
  }
  r.rollupRead = true;
}

/** The stores left to a part of their own: by steps of UTC time, and row by row over the range. */
function readTogether(r: Reading) {
  if (r.stepIds.length && r.subDaily) {
    r.parts.push(...stepParts(r.sql, r.request, r.subDaily, r.stepIds));
    r.rollupRead = true;
  }
  if (r.rowIds.length) r.parts.push(rawPart(r.sql, r.request, r.rowIds, r.min, r.max));
}
