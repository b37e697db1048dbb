/**
 * How a language writes a date or a time of day, read from `Intl.DateTimeFormat`, so that the date
 * picker's dropdowns stand in the language's own order with its own words between them
 * ("January 5, 2026", "5 janvier 2026", "2026년 1월 5일", "2026年1月5日") and its own clock
 * ("9:30 PM", "21:30", "오후 9:30", "下午9:30").
 */

export type DateField = 'year' | 'month' | 'day';
export type TimeField = 'hour' | 'minute' | 'dayPeriod';

/** A dropdown, or the text the language writes between two of them. */
export type LayoutPart<F extends string> = { field: F } | { literal: string };

/** The fields a date dropdown group shows: a year, a month of a year, or a day. */
export type DateFields = 'year' | 'yearMonth' | 'date';

const DATE_OPTIONS: Record<DateFields, Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  yearMonth: { year: 'numeric', month: 'long' },
  date: { year: 'numeric', month: 'long', day: 'numeric' },
};

/** The language's own short time: its clock, its day period and its digits ("9:05 AM", "09:05"). */
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** Formats in UTC: the sample instants below are wall-clock times, whatever the device's zone. */
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

function wallClock(year: number, month: number, day: number, hour = 12, minute = 0): Date {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute));
  date.setUTCFullYear(year, month, day);
  return date;
}

function layout<F extends string>(parts: Intl.DateTimeFormatPart[], fields: readonly F[]): LayoutPart<F>[] {
  const result: LayoutPart<F>[] = [];
  for (const part of parts) {
    const field = fields.find((candidate) => candidate === part.type);
    if (field) {
      result.push({ field });
      continue;
    }
    // Anything else (spaces, "년", "年", ", ") is text between the dropdowns; neighbours merge.
    const last = result[result.length - 1];
    if (last && 'literal' in last) last.literal += part.value;
    else result.push({ literal: part.value });
  }
  return result;
}

function partOf(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((part) => part.type === type)?.value ?? '';
}

/** The order of a date's dropdowns in a language and the text between them. */
export function dateLayout(locale: string, fields: DateFields): LayoutPart<DateField>[] {
  const sample = wallClock(2026, 0, 5);
  return layout(dateTimeFormat(locale, DATE_OPTIONS[fields]).formatToParts(sample), [
    'year',
    'month',
    'day',
  ] as const);
}

/** A year as the language writes it inside a date (without the words around it: "2026"). */
export function yearLabel(locale: string, year: number): string {
  return partOf(dateTimeFormat(locale, DATE_OPTIONS.year).formatToParts(wallClock(year, 0, 1)), 'year');
}

/** Month 0–11 as the language writes it inside a date of `fields` ("January", "janvier", "1월", "1月"). */
export function monthLabel(locale: string, month: number, fields: DateFields = 'date'): string {
  const options = fields === 'year' ? DATE_OPTIONS.yearMonth : DATE_OPTIONS[fields];
  return partOf(dateTimeFormat(locale, options).formatToParts(wallClock(2026, month, 1)), 'month');
}

/** A day of the month as the language writes it inside a date ("5"). */
export function dayLabel(locale: string, day: number): string {
  return partOf(dateTimeFormat(locale, DATE_OPTIONS.date).formatToParts(wallClock(2026, 0, day)), 'day');
}

/** Whether the language tells the time on a 12-hour clock with a day period (AM/PM, 오전/오후, 上午/下午). */
export function usesTwelveHours(locale: string): boolean {
  const { hourCycle } = dateTimeFormat(locale, TIME_OPTIONS).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12';
}

/**
 * The order of a time's dropdowns and the text between them: the hour and minutes, and on a 12-hour
 * clock the day period where the language puts it (after the time in English, before it in Korean
 * and Chinese).
 */
export function timeLayout(locale: string): LayoutPart<TimeField>[] {
  const fields: readonly TimeField[] = usesTwelveHours(locale)
    ? ['hour', 'minute', 'dayPeriod']
    : ['hour', 'minute'];
  return layout(dateTimeFormat(locale, TIME_OPTIONS).formatToParts(wallClock(2026, 0, 5, 21, 30)), fields);
}

/** An hour 0–23 as the language's clock writes it: "9" (9 PM on a 12-hour clock), "21", "09" (9 AM in French). */
export function hourLabel(locale: string, hour: number): string {
  return partOf(dateTimeFormat(locale, TIME_OPTIONS).formatToParts(wallClock(2026, 0, 5, hour, 0)), 'hour');
}

/** Minutes as the language writes them in a time ("05"). */
export function minuteLabel(locale: string, minute: number): string {
  return partOf(
    dateTimeFormat(locale, TIME_OPTIONS).formatToParts(wallClock(2026, 0, 5, 10, minute)),
    'minute',
  );
}

export type DayPeriod = 'am' | 'pm';

/** The day period's name in the language: "AM"/"PM", "오전"/"오후", "上午"/"下午". */
export function dayPeriodLabel(locale: string, period: DayPeriod): string {
  // The plain AM/PM names (上午/下午), not the finer periods some short times use (凌晨, 晚上).
  const hour = period === 'am' ? 9 : 15;
  return partOf(
    dateTimeFormat(locale, { hour: 'numeric', hour12: true }).formatToParts(wallClock(2026, 0, 5, hour, 0)),
    'dayPeriod',
  );
}

export function dayPeriodOf(hour: number): DayPeriod {
  return hour < 12 ? 'am' : 'pm';
}

/** The hours 0–23 a 12-hour clock offers within a day period, in clock order (12, 1, 2 … 11). */
export function hoursOfPeriod(period: DayPeriod): number[] {
  return Array.from({ length: 12 }, (_, index) => index + (period === 'am' ? 0 : 12));
}

/** The same hour on the clock face in the other day period (9 AM ↔ 9 PM). */
export function withDayPeriod(hour: number, period: DayPeriod): number {
  return (hour % 12) + (period === 'pm' ? 12 : 0);
}
