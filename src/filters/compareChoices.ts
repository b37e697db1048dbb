import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { businessNow, fromBusiness } from './businessDay';
import { parseCount } from './CountInput';
import { type DateRange, daysFrom, fromUnit, hoursFrom, lastHours, lastUnits, toDate } from './dateRanges';

dayjs.extend(customParseFormat);

export const COMPARE_UNITS = ['year', 'month', 'week', 'day', 'hours'] as const;
export type CompareUnit = (typeof COMPARE_UNITS)[number];
export type CompareChoice = 'toDate' | 'last' | 'from';

/** The day sub-tab has no "to date" choice. */
export const CHOICES_OF: Record<CompareUnit, readonly CompareChoice[]> = {
  year: ['toDate', 'last', 'from'],
  month: ['toDate', 'last', 'from'],
  week: ['toDate', 'last', 'from'],
  day: ['last', 'from'],
  hours: ['toDate', 'last', 'from'],
};

export interface CompareForm {
  unit: CompareUnit;
  choice: CompareChoice;
  /** Text of the count input: empty or invalid emits nothing. */
  count: string;
  year: number;
  /** 0–11. */
  month: number;
  day: number;
  /** The week picked for "from week": any day in it, `YYYY-MM-DD`. */
  week: string;
  /** 0–23: the dropdowns show it on the language's clock (12-hour with a day period, or 24-hour). */
  hour: number;
  minute: number;
}

/** The form as the picker opens: today's business day (`dayStart`, `businessDay.ts`) and the clock's hour. */
export function initialCompareForm(now: Dayjs, dayStart = 0): CompareForm {
  const today = businessNow(now, dayStart);
  return {
    unit: 'day',
    choice: 'last',
    count: '4',
    year: today.year(),
    month: today.month(),
    day: today.date(),
    week: today.format('YYYY-MM-DD'),
    hour: now.hour(),
    minute: Math.floor(now.minute() / 5) * 5,
  };
}

function chosenHour(form: CompareForm): Dayjs {
  return dayjs(new Date(form.year, form.month, form.day, form.hour, form.minute));
}

/**
 * The range a compare-tab form stands for, or null while its count is empty or invalid or it starts in
 * the future. Years, months, weeks and days are business ones, starting `dayStart` minutes after
 * midnight: worked out on the business clock and moved back to the store's (`businessDay.ts`); hours
 * are the clock's.
 */
export function compareRange(form: CompareForm, now: Dayjs, dayStart = 0): DateRange | null {
  if (form.unit === 'hours') return unitRange(form, now);
  const range = unitRange(form, businessNow(now, dayStart));
  return range && fromBusiness(range, dayStart);
}

function unitRange(form: CompareForm, now: Dayjs): DateRange | null {
  const { unit, choice } = form;
  if (choice === 'toDate') return toDate(unit === 'hours' ? 'hour' : unit === 'week' ? 'isoWeek' : unit, now);
  const count = parseCount(form.count);
  if (count === null) return null;
  let range: DateRange;
  if (choice === 'last') {
    range =
      unit === 'hours' ? lastHours(count, now) : lastUnits(unit === 'week' ? 'isoWeek' : unit, count, now);
  } else if (unit === 'year') {
    range = fromUnit('year', dayjs(new Date(form.year, 0, 1)), count, now);
  } else if (unit === 'month') {
    range = fromUnit('month', dayjs(new Date(form.year, form.month, 1)), count, now);
  } else if (unit === 'week') {
    const week = dayjs(form.week, 'YYYY-MM-DD', true);
    if (!week.isValid()) return null;
    range = fromUnit('isoWeek', week, count, now);
  } else if (unit === 'day') {
    range = daysFrom(form.year, form.month, form.day, count, now);
  } else {
    range = hoursFrom(chosenHour(form), count, now);
  }
  return range.min.isAfter(now) ? null : range;
}
