import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type CompareForm, compareRange, initialCompareForm } from './compareChoices';

const now = dayjs('2024-03-13T15:42:10');
const base = initialCompareForm(now);
function range(patch: Partial<CompareForm>) {
  const result = compareRange({ ...base, ...patch }, now);
  return result && [result.min.format('YYYY-MM-DD HH:mm'), result.max.format('YYYY-MM-DD HH:mm')];
}

describe('compare tab choices', () => {
  it('starts on the last 4 days with the clock filled in', () => {
    expect(base).toMatchObject({
      unit: 'day',
      choice: 'last',
      count: '4',
      year: 2024,
      month: 2,
      day: 13,
      hour: 15,
      minute: 40,
    });
    expect(range({})).toEqual(['2024-03-09 00:00', '2024-03-12 23:59']);
  });

  it('maps every sub-tab and choice to its range', () => {
    expect(range({ unit: 'year', choice: 'toDate' })).toEqual(['2024-01-01 00:00', '2024-03-13 23:59']);
    expect(range({ unit: 'year', choice: 'from', year: 2021, count: '2' })).toEqual([
      '2021-01-01 00:00',
      '2022-12-31 23:59',
    ]);
    expect(range({ unit: 'month', choice: 'last', count: '1' })).toEqual([
      '2024-02-01 00:00',
      '2024-02-29 23:59',
    ]);
    expect(range({ unit: 'month', choice: 'from', year: 2023, month: 11, count: '2' })).toEqual([
      '2023-12-01 00:00',
      '2024-01-31 23:59',
    ]);
    expect(range({ unit: 'week', choice: 'toDate' })).toEqual(['2024-03-11 00:00', '2024-03-13 23:59']);
    expect(range({ unit: 'week', choice: 'last', count: '4' })).toEqual([
      '2024-02-12 00:00',
      '2024-03-10 23:59',
    ]);
    expect(range({ unit: 'week', choice: 'from', week: '2024-01-03', count: '1' })).toEqual([
      '2024-01-01 00:00',
      '2024-01-07 23:59',
    ]);
    expect(range({ unit: 'day', choice: 'from', year: 2024, month: 1, day: 28, count: '3' })).toEqual([
      '2024-02-28 00:00',
      '2024-03-01 23:59',
    ]);
    expect(range({ unit: 'hours', choice: 'toDate' })).toEqual(['2024-03-13 15:00', '2024-03-13 15:42']);
    expect(range({ unit: 'hours', choice: 'last', count: '2' })).toEqual([
      '2024-03-13 13:42',
      '2024-03-13 15:42',
    ]);
    expect(range({ unit: 'hours', choice: 'from', day: 13, hour: 0, minute: 0, count: '3' })).toEqual([
      '2024-03-13 00:00',
      '2024-03-13 02:59',
    ]);
  });

  it('emits nothing for an empty, zero or non-numeric count, or a start in the future', () => {
    expect(range({ count: '' })).toBeNull();
    expect(range({ count: '0' })).toBeNull();
    expect(range({ count: '-2' })).toBeNull();
    expect(range({ count: '1.5' })).toBeNull();
    expect(range({ unit: 'year', choice: 'toDate', count: '' })).not.toBeNull();
    expect(range({ unit: 'day', choice: 'from', year: 2024, month: 2, day: 20, count: '2' })).toBeNull();
  });
});
