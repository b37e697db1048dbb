import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  businessDayOf,
  businessDays,
  businessNow,
  dayStartOf,
  endOfBusinessToday,
  isWholeBusinessDays,
  shiftWall,
} from './businessDay';
import { type CompareForm, compareRange, initialCompareForm } from './compareChoices';
import { comparisonOf } from './comparison';
import { formatRange, isWholeDays } from './DatePicker';
import type { DateRange } from './dateRanges';
import { formatLocal, resolveRange } from './filterSearch';
import { rangeFromForm } from './RangeTab';
import { rangeChoices, rangeOfView, searchOfView } from './viewRange';

const FORMAT = 'YYYY-MM-DDTHH:mm:ss';
const text = (range: DateRange | null) => range && [range.min.format(FORMAT), range.max.format(FORMAT)];

// A bar whose business days start at 04:00, at 01:30 on Saturday 14 November 2026 on its clock: the
// night of Friday is still under way, so "today" is Friday's business day.
const S = 240;
const now = dayjs('2026-11-14T01:30:00');

describe('business days starting at 04:00, at 01:30 on a Saturday', () => {
  it('reads today as Friday, on the business clock four hours behind the store’s', () => {
    expect(dayStartOf({ dayStartsAt: '04:00' })).toBe(240);
    expect(dayStartOf({ dayStartsAt: '00:00' })).toBe(0);
    expect(dayStartOf(null)).toBe(0);
    expect(businessNow(now, S).format(FORMAT)).toBe('2026-11-13T21:30:00');
    expect(businessDayOf(now, S).format('YYYY-MM-DD dddd')).toBe('2026-11-13 Friday');
    expect(businessDayOf(dayjs('2026-11-14T04:00:00'), S).format('YYYY-MM-DD')).toBe('2026-11-14');
    expect(text(businessDays(dayjs('2026-11-13'), S))).toEqual([
      '2026-11-13T04:00:00',
      '2026-11-14T03:59:59',
    ]);
    expect(endOfBusinessToday(now, S).format(FORMAT)).toBe('2026-11-14T03:59:59');
    // A store-clock time moves on its fields, whatever the device's own daylight saving does.
    expect(shiftWall(dayjs('2026-03-29T01:30:00'), 60).format(FORMAT)).toBe('2026-03-29T02:30:00');
  });

  const form = (patch: Partial<CompareForm>): CompareForm => ({ ...initialCompareForm(now, S), ...patch });

  it('gives Today as a business day, and the last five business days, today included, by default', () => {
    const today = form({ unit: 'day', choice: 'from', count: '1' });
    expect([today.year, today.month, today.day]).toEqual([2026, 10, 13]);
    expect(text(compareRange(today, now, S))).toEqual(['2026-11-13T04:00:00', '2026-11-14T03:59:59']);
    expect(text(resolveRange({}, now, S))).toEqual(['2026-11-09T04:00:00', '2026-11-14T03:59:59']);
  });

  it.each<[string, Partial<CompareForm>, string, string]>([
    ['Yesterday', { unit: 'day', choice: 'last', count: '1' }, '2026-11-12T04:00:00', '2026-11-13T03:59:59'],
    ['This week', { unit: 'week', choice: 'toDate' }, '2026-11-09T04:00:00', '2026-11-14T03:59:59'],
    ['This month', { unit: 'month', choice: 'toDate' }, '2026-11-01T04:00:00', '2026-11-14T03:59:59'],
    [
      'Last 7 days',
      { unit: 'day', choice: 'last', count: '7' },
      '2026-11-06T04:00:00',
      '2026-11-13T03:59:59',
    ],
    ['This year', { unit: 'year', choice: 'toDate' }, '2026-01-01T04:00:00', '2026-11-14T03:59:59'],
  ])('gives %s as business days', (_, patch, min, max) => {
    expect(text(compareRange(form(patch), now, S))).toEqual([min, max]);
  });

  it('keeps hours on the clock: last 4 hours, hour to date, N hours from a time', () => {
    expect(text(compareRange(form({ unit: 'hours', choice: 'last', count: '4' }), now, S))).toEqual([
      '2026-11-13T21:30:00',
      '2026-11-14T01:30:00',
    ]);
    // A start on a half hour does not move the hour to date off the clock's hour.
    expect(text(compareRange(form({ unit: 'hours', choice: 'toDate' }), now, 270))).toEqual([
      '2026-11-14T01:00:00',
      '2026-11-14T01:30:00',
    ]);
    const fromTen = form({ unit: 'hours', choice: 'from', count: '2', day: 13, hour: 22, minute: 0 });
    expect(text(compareRange(fromTen, now, S))).toEqual(['2026-11-13T22:00:00', '2026-11-13T23:59:59']);
  });

  it('detects a whole business day as whole days and shows it as its date', () => {
    const friday = { min: dayjs('2026-11-13T04:00:00'), max: dayjs('2026-11-14T03:59:59') };
    expect(isWholeBusinessDays(friday, S)).toBe(true);
    expect(isWholeDays(friday, S)).toBe(true);
    expect(isWholeDays(friday)).toBe(false);
    expect(formatRange(friday, 'en-US', S)).toBe('Nov 13, 2026');
    expect(formatRange(friday, 'en-US')).toMatch(/4:00\s?AM/);
    const midnightDay = { min: dayjs('2026-11-13T00:00:00'), max: dayjs('2026-11-13T23:59:59') };
    expect(isWholeDays(midnightDay, S)).toBe(false);
    expect(isWholeDays(midnightDay)).toBe(true);
    // The custom range's dates are business days too.
    expect(text(rangeFromForm({ withTime: false, from: '2026-11-12', to: '2026-11-13' }, S))).toEqual([
      '2026-11-12T04:00:00',
      '2026-11-14T03:59:59',
    ]);
  });

  it('saves and opens moving views as business days', () => {
    const weekSoFar = { min: dayjs('2026-11-09T04:00:00'), max: dayjs('2026-11-14T03:59:59') };
    expect(rangeChoices(weekSoFar, now, S)).toEqual([
      { kind: 'fixed' },
      { kind: 'toDate', unit: 'week' },
      { kind: 'lastDays', days: 5 },
    ]);
    // Read with midnight days, the same range is no run of whole days.
    expect(rangeChoices(weekSoFar, now)).toEqual([{ kind: 'fixed' }]);
    expect(text(rangeOfView({ kind: 'lastDays', days: 7 }, now, S))).toEqual([
      '2026-11-07T04:00:00',
      '2026-11-14T03:59:59',
    ]);
    expect(text(rangeOfView({ kind: 'toDate', unit: 'month' }, now, S))).toEqual([
      '2026-11-01T04:00:00',
      '2026-11-14T03:59:59',
    ]);
    const opened = searchOfView({ search: { mode: 'DATE' }, range: { kind: 'lastDays', days: 1 } }, now, S);
    expect([opened.createdAtMin, opened.createdAtMax]).toEqual([
      '2026-11-13T04:00:00',
      '2026-11-14T03:59:59',
    ]);
  });

  it('takes the first day of a comparison as the business day the range starts in', () => {
    // Saturday 02:00 is still Friday's business day: a period from Thursday is before it.
    const start = dayjs('2026-11-14T02:00:00');
    expect(comparisonOf({ compareWith: 'custom', compareFrom: '2026-11-13' }, start)).toEqual({
      kind: 'custom',
      from: '2026-11-13',
    });
    expect(comparisonOf({ compareWith: 'custom', compareFrom: '2026-11-13' }, start, S)).toEqual({
      kind: 'previous',
    });
    expect(comparisonOf({ compareWith: 'custom', compareFrom: '2026-11-12' }, start, S)).toEqual({
      kind: 'custom',
      from: '2026-11-12',
    });
  });

  it('gives back what it is given with days starting at midnight', () => {
    const range = { min: dayjs('2026-11-13T04:00:00'), max: dayjs('2026-11-14T03:59:59') };
    expect(businessNow(now, 0)).toBe(now);
    expect(formatLocal(resolveRange({}, now, 0).min)).toBe(formatLocal(resolveRange({}, now).min));
    expect(rangeChoices(range, now, 0)).toEqual(rangeChoices(range, now));
  });
});
