import type dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { asZone, fromLocal, type Mode, type Range, toLocal, type ZoneLike } from './range';
import type { Zone } from './zone';

/** Monday of the ISO week holding a local day. */
function weekStart(local: Dayjs): Dayjs {
  return local.startOf('day').subtract((local.day() + 6) % 7, 'day');
}

/** First local instant of the period holding `local`, and the step to the next period. */
function periodStart(mode: Mode, local: Dayjs): Dayjs {
  switch (mode) {
    case 'DATE':
      return local.startOf('day');
    case 'WEEK':
      return weekStart(local);
    case 'MONTH':
      return local.startOf('month');
    case 'YEAR':
      return local.startOf('year');
    case 'DATETIME':
    case 'HOURS':
    case 'WEEKHOURS':
      return local.startOf('hour');
  }
}

/** Groupings by the hour of the day or of the week: every day of the range adds to the same keys. */
export const CYCLIC_MODES: ReadonlySet<Mode> = new Set(['HOURS', 'WEEKHOURS']);
/** Groupings finer than a day, answered from the hourly and quarter-hour rollups. */
export const SUB_DAILY_MODES: ReadonlySet<Mode> = new Set(['DATETIME', 'HOURS', 'WEEKHOURS']);
/**
 * The zone a grouping's periods are read in: days, weeks, months and years are the zone's own (a
 * store's business days), hours are the clock's.
 */
export function periodZone(mode: Mode, zone: ZoneLike): Zone {
  return SUB_DAILY_MODES.has(mode) ? asZone(zone).clock : asZone(zone);
}

/** How many keys a cyclic grouping has at most. */
const CYCLE_KEYS: Partial<Record<Mode, number>> = { HOURS: 24, WEEKHOURS: 168 };

/** The ISO weekday (Monday 1 … Sunday 7) of a UTC-mode epoch wall time. */
const isoWeekday = (wallMs: number) => new Date(wallMs).getUTCDay() || 7;

const STEP: Record<Mode, [number, dayjs.ManipulateType]> = {
  DATE: [1, 'day'],
  WEEK: [7, 'day'],
  MONTH: [1, 'month'],
  YEAR: [1, 'year'],
  DATETIME: [1, 'hour'],
  HOURS: [1, 'hour'],
  WEEKHOURS: [1, 'hour'],
};

/** The key a period is reported under (labels under 8 characters are shown as they are). */
export function periodKey(mode: Mode, localStart: Dayjs): string {
  switch (mode) {
    case 'DATE':
    case 'WEEK':
      return localStart.format('YYYY-MM-DD');
    case 'MONTH':
      return localStart.format('YYYY-MM');
    case 'YEAR':
      return localStart.format('YYYY');
    case 'DATETIME':
      return localStart.format('YYYY-MM-DD HH:00');
    case 'HOURS':
      return localStart.format('HH:00');
    case 'WEEKHOURS':
      return `${localStart.day() || 7} ${localStart.format('HH:00')}`;
  }
}

/** Converts the period text SQL returns (see `periodSql`) into the key of `periodKey`. */
export function keyFromSql(mode: Mode, value: unknown): string {
  if (mode === 'HOURS') return `${String(value).padStart(2, '0')}:00`;
  if (mode === 'WEEKHOURS') {
    const cell = Number(value);
    return `${Math.floor(cell / 100)} ${String(cell % 100).padStart(2, '0')}:00`;
  }
  const text = String(value);
  switch (mode) {
    case 'DATE':
    case 'WEEK':
      return text.slice(0, 10);
    case 'MONTH':
      return text.slice(0, 7);
    case 'YEAR':
      return text.slice(0, 4);
    case 'DATETIME':
      return `${text.slice(0, 13)}:00`;
  }
  return text;
}

const FIXED_STEP_MS: Partial<Record<Mode, number>> = {
  DATE: 86_400_000,
  WEEK: 604_800_000,
  DATETIME: 3_600_000,
  HOURS: 3_600_000,
  WEEKHOURS: 3_600_000,
};

/** Key of a local wall time given as UTC-mode epoch milliseconds (native formatting: ~100× dayjs). */
function fastKey(mode: Mode, wallMs: number): string {
  const iso = new Date(wallMs).toISOString();
  if (mode === 'DATETIME') return `${iso.slice(0, 10)} ${iso.slice(11, 13)}:00`;
  if (mode === 'HOURS') return `${iso.slice(11, 13)}:00`;
  if (mode === 'WEEKHOURS') return `${isoWeekday(wallMs)} ${iso.slice(11, 13)}:00`;
  return iso.slice(0, 10);
}

/**
 * Wall-clock spans `[start, end)` that a zone skips within a range (clocks set forward): the local
 * hours wholly inside one never occur.
 */
function skippedWall(zone: ZoneLike, range: Range): [number, number][] {
  const segments = asZone(zone).segments(range.min.valueOf(), range.max.valueOf());
  const gaps: [number, number][] = [];
  for (let i = 1; i < segments.length; i++) {
    const before = segments[i - 1];
    const after = segments[i];
    if (before && after && after.offset > before.offset)
      gaps.push([after.start + before.offset * 60_000, after.start + after.offset * 60_000]);
  }
  return gaps;
}

/**
 * Every period key a range touches, in order (HOURS: the hours of day it touches, 00 to 23; WEEKHOURS:
 * the hours of the week, `1 00:00` to `7 23:00`).
 */
export function periodKeys(mode: Mode, range: Range, reportZone: ZoneLike): string[] {
  const zone = periodZone(mode, reportZone);
  const last = toLocal(range.max.subtract(1, 'millisecond'), zone);
  const first = periodStart(mode, toLocal(range.min, zone));
  const keys: string[] = [];
  const step = FIXED_STEP_MS[mode];
  if (step) {
    // Wall-clock time itself has no daylight saving: days, weeks and hours of the wall clock have
    // constant lengths, so stepping its epoch milliseconds is exact. Hours the clocks skip are left
    // out; an hour they repeat is one period (both of its instants carry its key).
    const gaps = SUB_DAILY_MODES.has(mode) ? skippedWall(zone, range) : [];
    const end = last.valueOf();
    const cycle = CYCLE_KEYS[mode];
    for (let ms = first.valueOf(); ms <= end; ms += step) {
      if (gaps.some(([from, to]) => ms >= from && ms + step <= to)) continue;
      keys.push(fastKey(mode, ms));
      if (cycle && keys.length >= cycle) break;
    }
  } else {
    const [size, unit] = STEP[mode];
    for (let cursor = first; !cursor.isAfter(last); cursor = cursor.add(size, unit))
      keys.push(periodKey(mode, cursor));
  }
  return CYCLIC_MODES.has(mode) ? [...new Set(keys)].sort() : keys;
}

/** How many periods a range spans, without listing them (to refuse absurd requests cheaply). */
export function periodCount(mode: Mode, range: Range): number {
  const hours = range.max.diff(range.min, 'hour', true);
  switch (mode) {
    case 'DATETIME':
      return Math.ceil(hours) + 1;
    case 'HOURS':
      return Math.min(24, Math.ceil(hours) + 1);
    case 'WEEKHOURS':
      return Math.min(168, Math.ceil(hours) + 1);
    case 'DATE':
      return Math.ceil(hours / 24) + 1;
    case 'WEEK':
      return Math.ceil(hours / 168) + 1;
    case 'MONTH':
      return Math.ceil(hours / 672) + 1;
    case 'YEAR':
      return Math.ceil(hours / 8760) + 1;
  }
}

/** True when the instant is the first of its local day in the zone. */
export function isStartOfLocalDay(instant: Dayjs, zone: ZoneLike): boolean {
  return fromLocal(toLocal(instant, zone).startOf('day'), zone).valueOf() === instant.valueOf();
}

/** True when both ends of the range are starts of local days in the zone. */
export function alignedToLocalDays(range: Range, zone: ZoneLike): boolean {
  return isStartOfLocalDay(range.min, zone) && isStartOfLocalDay(range.max, zone);
}

export function localDate(instant: Dayjs, zone: ZoneLike): string {
  return toLocal(instant, zone).format('YYYY-MM-DD');
}
