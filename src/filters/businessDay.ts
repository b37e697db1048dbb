import type { Dayjs } from 'dayjs';
import { dayStartMinutes } from '../contract/businessDay';
import type { DateRange } from './dateRanges';
import { wallDayjs } from './reportZone';

/**
 * A store's business day (its config's `dayStartsAt`): day D runs from D at the start to D+1 at the
 * start on the store's clock, so a bar open until 02:00 that starts its days at 04:00 has one day a
 * night. The rule, once: the business clock is the store's clock `dayStart` minutes behind. Days,
 * weeks, months and years are worked out on that clock (the functions of `dateRanges.ts` given
 * `businessNow`) and their bounds moved forward by `dayStart` (`fromBusiness`), so they are the store
 * clock's times the app sends and shows; a range read as days (whole days, a period's days, the
 * first day of a comparison) is moved back first (`toBusiness`). Hours stay the clock's. With a start
 * at midnight (0) every function here gives back what it is given.
 */

const MINUTE_MS = 60_000;

/** Minutes after midnight a store's business days start, from its config (`HH:mm`); 0 when not known. */
export function dayStartOf(config: { dayStartsAt?: string | undefined } | null | undefined): number {
  return config?.dayStartsAt ? dayStartMinutes(config.dayStartsAt) : 0;
}

/**
 * A wall-clock time `minutes` later (earlier when negative) on the wall clock: worked out on its
 * fields, so that a change of the device's own clock in between (its daylight saving) does not move it.
 */
export function shiftWall(time: Dayjs, minutes: number): Dayjs {
  if (!minutes) return time;
  const wall = new Date(
    Date.UTC(
      time.year(),
      time.month(),
      time.date(),
      time.hour(),
      time.minute(),
      time.second(),
      time.millisecond(),
    ) +
      minutes * MINUTE_MS,
  );
  return wallDayjs(wall);
}

/** Now on the business clock: its date is the business day under way ("today"), its year the business year. */
export function businessNow(now: Dayjs, dayStart: number): Dayjs {
  return shiftWall(now, -dayStart);
}

/** A range moved by `minutes` on the wall clock. */
export function shiftRange(range: DateRange, minutes: number): DateRange {
  if (!minutes) return range;
  return { min: shiftWall(range.min, minutes), max: shiftWall(range.max, minutes) };
}

/** A range of the business clock (days worked out from `businessNow`) as times of the store's clock. */
export function fromBusiness(range: DateRange, dayStart: number): DateRange {
  return shiftRange(range, dayStart);
}

/** A range of the store's clock on the business clock, where its dates are business days. */
export function toBusiness(range: DateRange, dayStart: number): DateRange {
  return shiftRange(range, -dayStart);
}

/** The business day (its date, at midnight) that a time of the store's clock falls in. */
export function businessDayOf(time: Dayjs, dayStart: number): Dayjs {
  return shiftWall(time, -dayStart).startOf('day');
}

/** Whether a range of the store's clock runs from the start of a business day to the end of one (to the second). */
export function isWholeBusinessDays(range: DateRange, dayStart: number): boolean {
  const { min, max } = toBusiness(range, dayStart);
  return min.isSame(min.startOf('day')) && max.endOf('second').isSame(max.endOf('day'), 'second');
}

/**
 * The business days from `first` to `last` (dates; `last` defaults to `first`) as store-clock bounds:
 * `D T04:00:00` to `D+1 T03:59:59` for one day starting at 04:00.
 */
export function businessDays(first: Dayjs, dayStart: number, last: Dayjs = first): DateRange {
  return fromBusiness({ min: first.startOf('day'), max: last.endOf('day') }, dayStart);
}

/** The end of today's business day on the store's clock: nothing lies after it to report. */
export function endOfBusinessToday(now: Dayjs, dayStart: number): Dayjs {
  return shiftWall(businessNow(now, dayStart).endOf('day'), dayStart);
}
