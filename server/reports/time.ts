import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { REPORT_MODES, type ReportMode } from '../../src/contract/constants';
import { fixedZone, instantOf, wallOf, type Zone, zoneNamed } from './zone';

dayjs.extend(utc);

export { formatOffset } from './zone';

/** A zone, or a fixed offset in minutes east of UTC. */
export type ZoneLike = Zone | number;

export function asZone(zone: ZoneLike): Zone {
  return typeof zone === 'number' ? fixedZone(zone) : zone;
}

/** Grouping modes of the reports: one period per date, hour, week, month or year, or per hour of day. */
export const MODES = REPORT_MODES;
export type Mode = ReportMode;

/** Offsets are whole quarter hours from −12:00 to +14:00, like every real zone's offset. */
const MIN_OFFSET = -12 * 60;
const MAX_OFFSET = 14 * 60;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * `+05:30`, `-5:30`, `02:00`, `-03:00`, `+0530`, `+05`, `Z`, `UTC` → minutes east of UTC. A leading
 * space is read as `+`, because an unencoded `+` in a query string arrives as a space.
 */
export function parseOffset(text: string): Parsed<number> {
  const trimmed = text.replace(/^ +(?=\d)/, '+').trim();
  if (/^(Z|UTC|GMT)$/i.test(trimmed)) return { ok: true, value: 0 };
  const match = /^([+-])?(\d{1,2})(?::?(\d{2}))?$/.exec(trimmed);
  if (!match) return { ok: false, message: 'must be a UTC offset such as +05:30, -5:30, 02:00 or -03:00' };
  const sign = match[1] === '-' ? -1 : 1;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? '0');
  if (minutes >= 60) return { ok: false, message: 'minutes of the offset must be below 60' };
  const value = sign * (hours * 60 + minutes);
  if (value < MIN_OFFSET || value > MAX_OFFSET)
    return { ok: false, message: 'must be between -12:00 and +14:00' };
  if (value % 15 !== 0) return { ok: false, message: 'must be a whole number of quarter hours' };
  return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * `timeZone`: a fixed offset (see `parseOffset`) or an IANA zone name in any case
 * (`Europe/Paris`, `america/santiago`), whose local days follow its daylight-saving changes.
 */
export function parseZone(text: string): Parsed<Zone> {
  const offset = parseOffset(text);
  if (offset.ok) return { ok: true, value: fixedZone(offset.value) };
  if (/^[A-Za-z]/.test(text.trim()) && !/^(Z|UTC|GMT)$/i.test(text.trim())) {
    const zone = zoneNamed(text.trim());
    if (zone) return { ok: true, value: zone };
    return { ok: false, message: 'is not a known time zone name (such as Europe/Paris) or UTC offset' };
  }
  return {
    ok: false,
    message: `${offset.message}, or a time zone name such as Europe/Paris`,
  };
}

/** An instant plus the precision it was written with, so an inclusive upper bound can cover that unit. */
export interface Bound {
  instant: Dayjs;
  unit: 'day' | 'minute' | 'second' | 'millisecond';
  /** Written without an offset: its wall time in that zone (the unit is added to the wall time). */
  wall?: { time: Dayjs; zone: Zone } | undefined;
}

const BOUND = new RegExp(
  '^(\\d{4})-(\\d{2})-(\\d{2})' +
    '(?:[T ](\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,3})\\d*)?)?' +
    '(Z|[+ -]\\d{2}(?::?\\d{2})?)?)?$',
  'i',
);

/**
 * ISO 8601 date or date-time. With `Z` or an offset it is that exact instant; without one it is
 * wall-clock time in `zone` (the caller's `timeZone`). A bare date is the local midnight (in a zone
 * whose day starts at 01:00 that day, the 01:00).
 */
export function parseBound(text: string, zoneLike: ZoneLike): Parsed<Bound> {
  const zone = asZone(zoneLike);
  const match = BOUND.exec(text.trim());
  if (!match)
    return { ok: false, message: 'must be an ISO 8601 date or date-time such as 2026-03-01T00:00:00' };
  const [, y, mo, d, h, mi, s, ms, written] = match;
  const fields = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
    millisecond: Number((ms ?? '0').padEnd(3, '0')),
  };
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const wall = dayjs.utc(
    `${y}-${mo}-${d}T${pad(fields.hour)}:${pad(fields.minute)}:${pad(fields.second)}.${pad(fields.millisecond, 3)}Z`,
  );
  // Parsing rolls 2026-02-30 over to March; a real date reads back the same fields.
  if (
    !wall.isValid() ||
    wall.year() !== fields.year ||
    wall.month() !== fields.month - 1 ||
    wall.date() !== fields.day ||
    fields.hour > 23 ||
    fields.minute > 59 ||
    fields.second > 59 ||
    fields.year < 1970 ||
    fields.year > 2999
  ) {
    return { ok: false, message: 'is not a valid calendar date and time' };
  }
  const unit: Bound['unit'] =
    h === undefined ? 'day' : s === undefined ? 'minute' : ms === undefined ? 'second' : 'millisecond';
  if (written) {
    const parsed = parseOffset(written);
    if (!parsed.ok) return { ok: false, message: `has an invalid offset: ${parsed.message}` };
    return { ok: true, value: { instant: wall.subtract(parsed.value, 'minute'), unit } };
  }
  return {
    ok: true,
    value: { instant: fromLocal(wall, zone), unit, wall: { time: wall, zone } },
  };
}

/** A half-open UTC interval [min, max). */
export interface Range {
  min: Dayjs;
  max: Dayjs;
}

/**
 * An upper bound is inclusive to the precision written: `…T23:59:59` covers that whole second, a
 * date that whole local day (23 or 25 hours on a day the clocks change).
 */
export function exclusiveEnd(max: Bound): Dayjs {
  if (max.wall) return fromLocal(max.wall.time.add(1, max.unit), max.wall.zone);
  return max.instant.add(1, max.unit);
}

/** Wall-clock view of an instant in a zone, as a UTC-mode Dayjs (so formatting shows local fields). */
export function toLocal(instant: Dayjs, zone: ZoneLike): Dayjs {
  return dayjs.utc(wallOf(asZone(zone), instant.valueOf()));
}

/** The instant of a wall-clock time (see `instantOf` for the times clock changes skip or repeat). */
export function fromLocal(local: Dayjs, zone: ZoneLike): Dayjs {
  return dayjs.utc(instantOf(asZone(zone), local.valueOf()));
}

/** Default range: the last 5 local days, from the start of the first to the end of today. */
export function defaultRange(now: Dayjs, zone: ZoneLike): Range {
  const today = toLocal(now, zone).startOf('day');
  return {
    min: fromLocal(today.subtract(4, 'day'), zone),
    max: fromLocal(today.add(1, 'day'), zone),
  };
}

/** The period of the same length right before a range, for overlays. */
export function previousRange(range: Range): Range {
  const length = range.max.diff(range.min);
  return { min: range.min.subtract(length, 'millisecond'), max: range.min };
}

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
      return local.startOf('hour');
  }
}

const STEP: Record<Mode, [number, dayjs.ManipulateType]> = {
  DATE: [1, 'day'],
  WEEK: [7, 'day'],
  MONTH: [1, 'month'],
  YEAR: [1, 'year'],
  DATETIME: [1, 'hour'],
  HOURS: [1, 'hour'],
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
  }
}

/** Converts the period text SQL returns (see `periodSql`) into the key of `periodKey`. */
export function keyFromSql(mode: Mode, value: unknown): string {
  if (mode === 'HOURS') return `${String(value).padStart(2, '0')}:00`;
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
}

const FIXED_STEP_MS: Partial<Record<Mode, number>> = {
  DATE: 86_400_000,
  WEEK: 604_800_000,
  DATETIME: 3_600_000,
  HOURS: 3_600_000,
};

/** Key of a local wall time given as UTC-mode epoch milliseconds (native formatting: ~100× dayjs). */
function fastKey(mode: Mode, wallMs: number): string {
  const iso = new Date(wallMs).toISOString();
  if (mode === 'DATETIME') return `${iso.slice(0, 10)} ${iso.slice(11, 13)}:00`;
  if (mode === 'HOURS') return `${iso.slice(11, 13)}:00`;
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

/** Every period key a range touches, in order (HOURS: the hours of day it touches, 00 to 23). */
export function periodKeys(mode: Mode, range: Range, zone: ZoneLike): string[] {
  const last = toLocal(range.max.subtract(1, 'millisecond'), zone);
  const first = periodStart(mode, toLocal(range.min, zone));
  const keys: string[] = [];
  const step = FIXED_STEP_MS[mode];
  if (step) {
    // Wall-clock time itself has no daylight saving: days, weeks and hours of the wall clock have
    // constant lengths, so stepping its epoch milliseconds is exact. Hours the clocks skip are left
    // out; an hour they repeat is one period (both of its instants carry its key).
    const gaps = mode === 'DATETIME' || mode === 'HOURS' ? skippedWall(zone, range) : [];
    const end = last.valueOf();
    for (let ms = first.valueOf(); ms <= end; ms += step) {
      if (gaps.some(([from, to]) => ms >= from && ms + step <= to)) continue;
      keys.push(fastKey(mode, ms));
      if (mode === 'HOURS' && keys.length >= 24) break;
    }
  } else {
    const [size, unit] = STEP[mode];
    for (let cursor = first; !cursor.isAfter(last); cursor = cursor.add(size, unit))
      keys.push(periodKey(mode, cursor));
  }
  return mode === 'HOURS' ? [...new Set(keys)].sort() : keys;
}

/** How many periods a range spans, without listing them (to refuse absurd requests cheaply). */
export function periodCount(mode: Mode, range: Range): number {
  const hours = range.max.diff(range.min, 'hour', true);
  switch (mode) {
    case 'DATETIME':
      return Math.ceil(hours) + 1;
    case 'HOURS':
      return Math.min(24, Math.ceil(hours) + 1);
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
