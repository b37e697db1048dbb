import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_RANGE_DAYS, REPORT_MODES, type ReportMode } from '../../../src/contract/constants';
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
 * wall-clock time in `zone` (the caller's `timeZone`). A bare date is the start of that day of the
 * zone: the store's business day start (`Zone.dayStartsAt`), else the local midnight (in a zone whose
 * day starts at 01:00 that day, the 01:00). A time of day is always the clock's.
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
  const wallZone = unit === 'day' ? zone : zone.clock;
  return {
    ok: true,
    value: { instant: fromLocal(wall, wallZone), unit, wall: { time: wall, zone: wallZone } },
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

/** Default range: the last `DEFAULT_RANGE_DAYS` local days, from the start of the first to the end of today. */
export function defaultRange(now: Dayjs, zone: ZoneLike): Range {
  const today = toLocal(now, zone).startOf('day');
  return {
    min: fromLocal(today.subtract(DEFAULT_RANGE_DAYS - 1, 'day'), zone),
    max: fromLocal(today.add(1, 'day'), zone),
  };
}

/** The period of the same length right before a range, for overlays. */
export function previousRange(range: Range): Range {
  const length = range.max.diff(range.min);
  return { min: range.min.subtract(length, 'millisecond'), max: range.min };
}

/** How many local days a range touches (a range within one day: 1). */
export function localDayCount(range: Range, zone: ZoneLike): number {
  const first = toLocal(range.min, zone).startOf('day');
  const last = toLocal(range.max.subtract(1, 'millisecond'), zone).startOf('day');
  return last.diff(first, 'day') + 1;
}
