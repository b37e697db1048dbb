import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import { DEFAULT_RANGE_DAYS } from '../contract/constants';

dayjs.extend(isoWeek);

/** A report's date range in the browser's local time; `max` is inclusive (end of its second). */
export interface DateRange {
  min: Dayjs;
  max: Dayjs;
}

export { DEFAULT_RANGE_DAYS };
/** Count inputs default to 4 and have a minimum of 1. */
export const DEFAULT_COUNT = 4;
export const FIRST_SELECTABLE_YEAR = 2010;

type Unit = 'year' | 'month' | 'isoWeek' | 'day' | 'hour';

/** Ranges never reach past the end of today: there is nothing to report there. */
function capped(range: DateRange, now: Dayjs): DateRange {
  const endOfToday = now.endOf('day');
  return { min: range.min, max: range.max.isAfter(endOfToday) ? endOfToday : range.max };
}

/** The current unit so far: start of the year/month/week/hour up to the end of today (or now, for hours). */
export function toDate(unit: Unit, now: Dayjs): DateRange {
  return { min: now.startOf(unit), max: unit === 'hour' ? now : now.endOf('day') };
}

/** The `count` whole units before the current one (last 4 weeks = the four weeks before this week). */
export function lastUnits(unit: Exclude<Unit, 'hour'>, count: number, now: Dayjs): DateRange {
  const current = now.startOf(unit);
  const step = unit === 'isoWeek' ? 'week' : unit;
  return { min: current.subtract(count, step), max: current.subtract(1, 'millisecond') };
}

/** `count` units starting with the one that contains `start`. */
export function fromUnit(unit: Exclude<Unit, 'hour'>, start: Dayjs, count: number, now: Dayjs): DateRange {
  const first = start.startOf(unit);
  const step = unit === 'isoWeek' ? 'week' : unit;
  return capped({ min: first, max: first.add(count, step).subtract(1, 'millisecond') }, now);
}

export function defaultRange(now: Dayjs): DateRange {
  return { min: now.startOf('day').subtract(DEFAULT_RANGE_DAYS - 1, 'day'), max: now.endOf('day') };
}

/** The last `count` hours up to now. */
export function lastHours(count: number, now: Dayjs): DateRange {
  return { min: now.subtract(count, 'hour'), max: now };
}

/** `count` hours from a chosen instant (the "N hours from" radio of the Hour to date panel). */
export function hoursFrom(start: Dayjs, count: number, now: Dayjs): DateRange {
  const max = start.add(count, 'hour').subtract(1, 'millisecond');
  return { min: start, max: max.isAfter(now) ? now : max };
}

/**
 * The day/month/year plus number-of-days form: from the start of the chosen day, `days` days long
 * (the chosen day counts as the first). Month is 0–11.
 */
export function daysFrom(year: number, month: number, day: number, days: number, now: Dayjs): DateRange {
  const start = dayjs(new Date(year, month, day)).startOf('day');
  return capped({ min: start, max: start.add(days - 1, 'day').endOf('day') }, now);
}

/** Day options for a month (rebuilt when the month or year changes): 1…28/29/30/31. */
export function daysInMonth(year: number, month: number): number[] {
  const count = dayjs(new Date(year, month, 1)).daysInMonth();
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** Years offered by the selector: this year down to 2010, newest first. */
export function selectableYears(now: Dayjs): number[] {
  const years: number[] = [];
  for (let year = now.year(); year >= FIRST_SELECTABLE_YEAR; year--) years.push(year);
  return years;
}

/** Minute choices of the hours panel: 0 to 55 in steps of 5. */
export const MINUTE_CHOICES: readonly number[] = Array.from({ length: 12 }, (_, i) => i * 5);

export type RangeError = 'future' | 'order';

/** A custom range: nothing past today, and the minimum strictly before the maximum. */
export function checkCustomRange(range: DateRange, now: Dayjs): RangeError | null {
  if (range.max.isAfter(now.endOf('day')) || range.min.isAfter(now.endOf('day'))) return 'future';
  if (!range.min.isBefore(range.max)) return 'order';
  return null;
}
