import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { rangeChoices, rangeOfView, savedSearch, searchOfView } from './viewRange';

// A Wednesday afternoon; the week starts on Monday the 11th.
const now = dayjs('2024-03-13T15:42:10');
const FORMAT = 'YYYY-MM-DD HH:mm:ss';

describe('saving a range', () => {
  it('offers dates that move with today only for a range of whole days up to the end of today', () => {
    const lastSeven = { min: dayjs('2024-03-07T00:00:00'), max: now.endOf('day') };
    expect(rangeChoices(lastSeven, now)).toEqual([{ kind: 'fixed' }, { kind: 'lastDays', days: 7 }]);
    const monthSoFar = { min: dayjs('2024-03-01T00:00:00'), max: now.endOf('day') };
    expect(rangeChoices(monthSoFar, now)).toEqual([
      { kind: 'fixed' },
      { kind: 'toDate', unit: 'month' },
      { kind: 'lastDays', days: 13 },
    ]);
    const weekSoFar = { min: dayjs('2024-03-11T00:00:00'), max: now.endOf('day') };
    expect(rangeChoices(weekSoFar, now)).toContainEqual({ kind: 'toDate', unit: 'week' });
    const lastWeek = { min: dayjs('2024-03-04T00:00:00'), max: dayjs('2024-03-10T23:59:59') };
    expect(rangeChoices(lastWeek, now)).toEqual([{ kind: 'fixed' }]);
    const fromNoon = { min: dayjs('2024-03-12T12:00:00'), max: now.endOf('day') };
    expect(rangeChoices(fromNoon, now)).toEqual([{ kind: 'fixed' }]);
  });

  it('keeps the filters, not the page, and the dates only when they are fixed', () => {
    const search = {
      createdAtMin: '2024-03-07T00:00:00',
      createdAtMax: '2024-03-13T23:59:59',
      page: 3,
      outletIds: [2],
      mode: 'WEEK' as const,
      currency: undefined,
    };
    expect(savedSearch(search, { kind: 'lastDays', days: 7 })).toEqual({ outletIds: [2], mode: 'WEEK' });
    expect(savedSearch(search, { kind: 'fixed' })).toEqual({
      createdAtMin: '2024-03-07T00:00:00',
      createdAtMax: '2024-03-13T23:59:59',
      outletIds: [2],
      mode: 'WEEK',
    });
  });
});

describe('opening a view', () => {
  it('moves its dates with today', () => {
    const later = dayjs('2024-04-02T08:00:00');
    const lastSeven = rangeOfView({ kind: 'lastDays', days: 7 }, later);
    expect([lastSeven?.min.format(FORMAT), lastSeven?.max.format(FORMAT)]).toEqual([
      '2024-03-27 00:00:00',
      '2024-04-02 23:59:59',
    ]);
    const year = rangeOfView({ kind: 'toDate', unit: 'year' }, later);
    expect(year?.min.format(FORMAT)).toBe('2024-01-01 00:00:00');
    expect(rangeOfView({ kind: 'fixed' }, later)).toBeNull();
  });

  it('gives the link of today, dropping what the app no longer reads', () => {
    const view = {
      search: { outletIds: [2, 'x'], mode: 'MONTH', retired: true, sort: 'nope' },
      range: { kind: 'toDate' as const, unit: 'month' as const },
    };
    expect(searchOfView(view, now)).toMatchObject({
      mode: 'MONTH',
      createdAtMin: '2024-03-01T00:00:00',
      createdAtMax: '2024-03-13T23:59:59',
    });
    expect(searchOfView(view, now).outletIds).toBeUndefined();
    expect(Object.keys(searchOfView(view, now))).not.toContain('retired');
    expect(Object.keys(searchOfView(view, now))).toContain('outletIds');
    const fixed = { search: { createdAtMin: '2023-01-01T00:00:00', createdAtMax: '2023-01-31T23:59:59' } };
    expect(searchOfView({ ...fixed, range: { kind: 'fixed' } }, now)).toMatchObject(fixed.search);
  });
});
