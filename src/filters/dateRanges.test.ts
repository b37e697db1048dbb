import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  checkCustomRange,
  type DateRange,
  daysFrom,
  daysInMonth,
  defaultRange,
  fromUnit,
  hoursFrom,
  lastHours,
  lastUnits,
  MINUTE_CHOICES,
  selectableYears,
  toDate,
} from './dateRanges';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
function text(range: DateRange) {
  return [range.min.format(FORMAT), range.max.format(FORMAT)];
}
// A Wednesday afternoon, 2024 being a leap year.
const now = dayjs('2024-03-13T15:42:10');

describe('date choices with a fixed clock', () => {
  it('defaults to the last 5 days, start of the first day to the end of today', () => {
    expect(text(defaultRange(now))).toEqual(['2024-03-09 00:00:00', '2024-03-13 23:59:59']);
  });

  it('computes year, month, week and hour to date', () => {
    expect(text(toDate('year', now))).toEqual(['2024-01-01 00:00:00', '2024-03-13 23:59:59']);
    expect(text(toDate('month', now))).toEqual(['2024-03-01 00:00:00', '2024-03-13 23:59:59']);
    expect(text(toDate('isoWeek', now))).toEqual(['2024-03-11 00:00:00', '2024-03-13 23:59:59']);
    expect(text(toDate('hour', now))).toEqual(['2024-03-13 15:00:00', '2024-03-13 15:42:10']);
  });

  it('computes the last N whole years, months, weeks and days before the current one', () => {
    expect(text(lastUnits('year', 4, now))).toEqual(['2020-01-01 00:00:00', '2023-12-31 23:59:59']);
    expect(text(lastUnits('month', 1, now))).toEqual(['2024-02-01 00:00:00', '2024-02-29 23:59:59']);
    expect(text(lastUnits('month', 4, now))).toEqual(['2023-11-01 00:00:00', '2024-02-29 23:59:59']);
    expect(text(lastUnits('isoWeek', 4, now))).toEqual(['2024-02-12 00:00:00', '2024-03-10 23:59:59']);
    expect(text(lastUnits('day', 4, now))).toEqual(['2024-03-09 00:00:00', '2024-03-12 23:59:59']);
  });

  it('keeps month ends right across short months and year ends', () => {
    const endOfMay = dayjs('2023-05-31T09:00:00');
    expect(text(lastUnits('month', 3, endOfMay))).toEqual(['2023-02-01 00:00:00', '2023-04-30 23:59:59']);
    const newYear = dayjs('2025-01-01T00:30:00');
    expect(text(lastUnits('day', 1, newYear))).toEqual(['2024-12-31 00:00:00', '2024-12-31 23:59:59']);
    expect(text(lastUnits('year', 1, newYear))).toEqual(['2024-01-01 00:00:00', '2024-12-31 23:59:59']);
  });

  it.each([
    ['year', '2020-06-01', 2, '2020-01-01 00:00:00', '2021-12-31 23:59:59'],
    ['month', '2024-02-10', 1, '2024-02-01 00:00:00', '2024-02-29 23:59:59'],
    ['isoWeek', '2024-02-29', 1, '2024-02-26 00:00:00', '2024-03-03 23:59:59'],
    ['day', '2024-02-28', 2, '2024-02-28 00:00:00', '2024-02-29 23:59:59'],
    ['month', '2024-03-01', 4, '2024-03-01 00:00:00', '2024-03-13 23:59:59'],
  ] as const)(
    'computes %s units from %s, %i of them, capped at the end of today',
    (unit, chosen, count, min, max) => {
      expect(text(fromUnit(unit, dayjs(chosen), count, now))).toEqual([min, max]);
    },
  );

  it('computes the hours panel: last N hours and N hours from a chosen time', () => {
    expect(text(lastHours(4, now))).toEqual(['2024-03-13 11:42:10', '2024-03-13 15:42:10']);
    expect(text(hoursFrom(dayjs('2024-03-12T22:05:00'), 4, now))).toEqual([
      '2024-03-12 22:05:00',
      '2024-03-13 02:04:59',
    ]);
    expect(text(hoursFrom(dayjs('2024-03-13T14:00:00'), 4, now))).toEqual([
      '2024-03-13 14:00:00',
      '2024-03-13 15:42:10',
    ]);
    expect(MINUTE_CHOICES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });

  it('computes the day/month/year plus days form, with months numbered 0 to 11 and leap days', () => {
    expect(text(daysFrom(2024, 1, 28, 2, now))).toEqual(['2024-02-28 00:00:00', '2024-02-29 23:59:59']);
    expect(text(daysFrom(2023, 1, 28, 2, now))).toEqual(['2023-02-28 00:00:00', '2023-03-01 23:59:59']);
    expect(daysInMonth(2024, 1)).toHaveLength(29);
    expect(daysInMonth(2023, 1)).toHaveLength(28);
    expect(daysInMonth(2024, 3)).toHaveLength(30);
  });

  it('offers years from this one down to 2010', () => {
    const years = selectableYears(now);
    expect(years[0]).toBe(2024);
    expect(years.at(-1)).toBe(2010);
    expect(years).toHaveLength(15);
  });

  it('refuses a custom range past today or with the minimum not before the maximum', () => {
    const tomorrow = now.add(1, 'day');
    expect(checkCustomRange({ min: now.startOf('day'), max: tomorrow }, now)).toBe('future');
    expect(checkCustomRange({ min: now, max: now }, now)).toBe('order');
    expect(checkCustomRange({ min: now, max: now.subtract(1, 'minute') }, now)).toBe('order');
    expect(checkCustomRange({ min: now.subtract(1, 'day'), max: now.endOf('day') }, now)).toBeNull();
  });
});
