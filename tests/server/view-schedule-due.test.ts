/** When a saved view's e-mail comes due: its day, week or month in the store's zone, across DST changes. */
import { describe, expect, it } from 'vitest';
import {
  nextOccurrence,
  pendingOccurrence,
  type ScheduleRule,
  scheduleDue,
} from '../../server/digest/scheduleDue';
import { businessZone } from '../../server/reports/time/businessZone';
import { type Zone, zoneNamed } from '../../server/reports/time/zone';

const PARIS = zoneNamed('Europe/Paris') as Zone;
const MONDAY_7: ScheduleRule = { every: 'week', weekday: 1, hour: 7 };
const LAST_DAY_2: ScheduleRule = { every: 'month', dayOfMonth: 'last', hour: 2 };

const next = (rule: ScheduleRule, from: string, zone = PARIS) => {
  const { occurrence, dueAt } = nextOccurrence(zone, rule, new Date(from));
  return [occurrence, dueAt.toISOString()];
};
const due = (rule: ScheduleRule, now: string, zone = PARIS) => {
  const current = scheduleDue(zone, rule, new Date(now));
  return current && { ...current, dueAt: current.dueAt.toISOString() };
};

describe('a weekly schedule, Monday 07:00 in Paris', () => {
  it('is due on Mondays only, at 07:00 of the clock in winter and in summer time', () => {
    expect(due(MONDAY_7, '2026-03-29T12:00:00Z')).toBeNull();
    expect(due(MONDAY_7, '2026-03-23T05:59:00Z')).toEqual({
      occurrence: '2026-03-23',
      dueAt: '2026-03-23T06:00:00.000Z',
      due: false,
    });
    // The clocks went forward on Sunday 29 March: 07:00 is an hour earlier in UTC.
    expect(due(MONDAY_7, '2026-03-30T05:00:00Z')).toEqual({
      occurrence: '2026-03-30',
      dueAt: '2026-03-30T05:00:00.000Z',
      due: true,
    });
    // Still Monday's occurrence until the day ends: a server started late sends it then.
    expect(due(MONDAY_7, '2026-03-30T21:59:00Z')?.due).toBe(true);
    expect(due(MONDAY_7, '2026-03-30T22:00:00Z')).toBeNull();
  });

  it('comes next on the Monday after, across the spring and autumn changes', () => {
    expect(next(MONDAY_7, '2026-03-23T06:00:01Z')).toEqual(['2026-03-30', '2026-03-30T05:00:00.000Z']);
    expect(next(MONDAY_7, '2026-03-20T00:00:00Z')).toEqual(['2026-03-23', '2026-03-23T06:00:00.000Z']);
    // 25 October: back to winter time.
    expect(next(MONDAY_7, '2026-10-19T05:00:01Z')).toEqual(['2026-10-26', '2026-10-26T06:00:00.000Z']);
    expect(next(MONDAY_7, '2026-10-19T05:00:00Z')).toEqual(['2026-10-19', '2026-10-19T05:00:00.000Z']);
  });

  it('on a business day starting at 04:00, at 02:00 the night after Monday (still Monday’s business day)', () => {
    const bar = businessZone(PARIS, 240);
    const night = { every: 'week', weekday: 1, hour: 2 } as const;
    expect(next(night, '2026-03-02T03:00:00Z', bar)).toEqual(['2026-03-02', '2026-03-03T01:00:00.000Z']);
    expect(due(night, '2026-03-03T01:00:00Z', bar)).toEqual({
      occurrence: '2026-03-02',
      dueAt: '2026-03-03T01:00:00.000Z',
      due: true,
    });
    expect(due(night, '2026-03-03T03:00:00Z', bar)).toBeNull();
  });
});

describe('a monthly schedule', () => {
  it('on the last day at 02:00: the 31st, 30th, 28th or 29th, in each month’s offset', () => {
    expect(next(LAST_DAY_2, '2026-03-01T00:00:00Z')).toEqual(['2026-03-31', '2026-03-31T00:00:00.000Z']);
    expect(next(LAST_DAY_2, '2026-03-31T00:00:01Z')).toEqual(['2026-04-30', '2026-04-30T00:00:00.000Z']);
    expect(next(LAST_DAY_2, '2026-10-01T00:00:00Z')).toEqual(['2026-10-31', '2026-10-31T01:00:00.000Z']);
    expect(next(LAST_DAY_2, '2026-02-01T00:00:00Z')).toEqual(['2026-02-28', '2026-02-28T01:00:00.000Z']);
    expect(next(LAST_DAY_2, '2028-02-01T00:00:00Z')).toEqual(['2028-02-29', '2028-02-29T01:00:00.000Z']);
    expect(due(LAST_DAY_2, '2026-03-30T23:59:00Z')).toMatchObject({ occurrence: '2026-03-31', due: false });
    expect(due(LAST_DAY_2, '2026-03-30T21:00:00Z')).toBeNull();
  });

  it('on a day of the month, 1 to 28', () => {
    const fifth = { every: 'month', dayOfMonth: 5, hour: 9 } as const;
    expect(next(fifth, '2026-03-05T08:00:01Z')).toEqual(['2026-04-05', '2026-04-05T07:00:00.000Z']);
    expect(due(fifth, '2026-03-05T08:00:00Z')).toMatchObject({ occurrence: '2026-03-05', due: true });
  });
});

describe('a daily schedule on the days the clocks change', () => {
  it('at an hour they skip: the first instant after the gap; at one they repeat: its first time', () => {
    const at2 = { every: 'day', hour: 2 } as const;
    expect(due(at2, '2026-03-29T00:59:00Z')).toMatchObject({ dueAt: '2026-03-29T01:00:00.000Z', due: false });
    expect(due(at2, '2026-03-29T01:00:00Z')).toMatchObject({ occurrence: '2026-03-29', due: true });
    expect(due(at2, '2026-10-25T00:00:00Z')).toMatchObject({ dueAt: '2026-10-25T00:00:00.000Z', due: true });
    // The second 02:00 is the same occurrence, not a new one.
    expect(due(at2, '2026-10-25T01:00:00Z')?.occurrence).toBe('2026-10-25');
  });

  it('is not pending for an occurrence due before the schedule was made', () => {
    const at7 = { every: 'day', hour: 7 } as const;
    const made = Date.parse('2026-03-10T08:00:00Z');
    expect(pendingOccurrence(PARIS, at7, made, new Date('2026-03-10T09:00:00Z'))).toBeNull();
    expect(pendingOccurrence(PARIS, at7, made, new Date('2026-03-11T06:00:00Z'))).toEqual({
      occurrence: '2026-03-11',
      dueAt: new Date('2026-03-11T06:00:00Z'),
    });
  });
});
