import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  type AnswerRange,
  nothingInRange,
  periodWithinRange,
  rangeBoundsText,
  rangeDays,
  rangePeriods,
} from './answerRange';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

/** Seoul's Nov 1 to Nov 7, 2026 (a Sunday to a Saturday), as the API answers it. */
const seoulWeek = {
  from: '2026-10-31T15:00:00.000Z',
  to: '2026-11-07T15:00:00.000Z',
  timeZone: 'Asia/Seoul',
};
/** The days of that week, as its calendar days and as the business days of a store opening at 04:00. */
const NOV_1_TO_7 = [
  '2026-11-01',
  '2026-11-02',
  '2026-11-03',
  '2026-11-04',
  '2026-11-05',
  '2026-11-06',
  '2026-11-07',
];

/** An answer's range between two instants, grouped by `mode`, in Seoul unless another zone is named. */
const answer = (from: string, to: string, mode: string, timeZone = 'Asia/Seoul'): AnswerRange => ({
  from,
  to,
  timeZone,
  mode,
});

describe('the periods of an answer', () => {
  it('lists every day of the range in the zone of the store', () => {
    expect(rangePeriods({ ...seoulWeek, mode: 'DATE' })).toEqual(NOV_1_TO_7);
  });

  it('keys weeks by their Monday, the first one before the range when it starts mid-week', () => {
    expect(rangePeriods({ ...seoulWeek, mode: 'WEEK' })).toEqual(['2026-10-26', '2026-11-02']);
  });

  it('lists months and years the range touches', () => {
    const [from, to] = ['2025-12-14T15:00:00.000Z', '2026-02-01T15:00:00.000Z'];
    expect(rangePeriods(answer(from, to, 'MONTH'))).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(rangePeriods(answer(from, to, 'YEAR'))).toEqual(['2025', '2026']);
  });

  it('stops at the last period a cut chart draws', () => {
    expect(rangePeriods({ ...seoulWeek, mode: 'DATE' }, '2026-11-03')).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
  });

  it('reads hours on the wall clock: a fixed offset, an hour the clocks skip and one they repeat', () => {
    // Last 4 hours from 08:12 in +05:30.
    expect(
      rangePeriods(answer('2026-11-27T02:42:00.000Z', '2026-11-27T06:43:00.000Z', 'DATETIME', '+05:30')),
    ).toEqual([
      '2026-11-27 08:00',
      '2026-11-27 09:00',
      '2026-11-27 10:00',
      '2026-11-27 11:00',
      '2026-11-27 12:00',
    ]);
    // New York, Mar 8, 2026: 02:00 to 03:00 never happens.
    const spring = rangePeriods(
      answer('2026-03-08T05:00:00.000Z', '2026-03-08T09:00:00.000Z', 'DATETIME', 'America/New_York'),
    );
    expect(spring).toEqual(['2026-03-08 00:00', '2026-03-08 01:00', '2026-03-08 03:00', '2026-03-08 04:00']);
    // Nov 1, 2026: 01:00 to 02:00 happens twice, one period.
    const fall = rangePeriods(
      answer('2026-11-01T04:00:00.000Z', '2026-11-01T08:00:00.000Z', 'DATETIME', 'America/New_York'),
    );
    expect(fall).toEqual(['2026-11-01 00:00', '2026-11-01 01:00', '2026-11-01 02:00']);
  });

  it('names the days of a long range in the zone across a change of its clocks', () => {
    const days = rangePeriods(
      answer('2026-03-01T05:00:00.000Z', '2026-03-16T04:00:00.000Z', 'DATE', 'America/New_York'),
    );
    expect(days?.[0]).toBe('2026-03-01');
    expect(days?.at(-1)).toBe('2026-03-15');
    expect(days).toHaveLength(15);
  });

  it('lists the hours of the day a short range touches, every one for a day or more', () => {
    expect(
      rangePeriods(answer('2026-11-26T23:00:00.000Z', '2026-11-27T01:30:00.000Z', 'HOURS', 'UTC')),
    ).toEqual(['00:00', '01:00', '23:00']);
    expect(rangePeriods({ ...seoulWeek, mode: 'HOURS' })).toHaveLength(24);
    expect(rangePeriods({ ...seoulWeek, mode: 'WEEKHOURS' })).toBeNull();
  });
});

describe('the range in words', () => {
  it('gives the first and last day of the store, with the year once', () => {
    expect(rangeDays(seoulWeek as never)).toEqual({ first: '2026-11-01', last: '2026-11-07' });
    expect(rangeBoundsText({ ...seoulWeek, mode: 'DATE' }, 'en-US')).toEqual({
      from: 'Nov 1',
      to: 'Nov 7, 2026',
    });
    expect(
      rangeBoundsText(answer('2025-12-30T15:00:00.000Z', '2026-01-02T15:00:00.000Z', 'DATE'), 'en-US'),
    ).toEqual({
      from: 'Dec 31, 2025',
      to: 'Jan 2, 2026',
    });
  });

  it('names one day alone, and the times of a range within a day', () => {
    const day = answer('2026-10-31T15:00:00.000Z', '2026-11-01T15:00:00.000Z', 'DATE');
    expect(rangeBoundsText(day, 'en-US')).toEqual({ day: 'Nov 1, 2026' });
    const hours = answer('2026-11-27T02:42:00.000Z', '2026-11-27T06:43:00.000Z', 'DATETIME', '+05:30');
    expect(rangeBoundsText(hours, 'en-US')).toEqual({
      from: 'Nov 27, 8:12 AM',
      to: 'Nov 27, 2026, 12:12 PM',
    });
  });
});

describe('a period within the range', () => {
  const days = { first: '2026-11-01', last: '2026-11-30' };

  it('says which days of a week the range holds', () => {
    expect(periodWithinRange('Week of Oct 26', '2026-10-26', 'WEEK', days, i18n)).toBe(
      'Week of Oct 26 (from Nov 1)',
    );
    expect(periodWithinRange('Week of Nov 2', '2026-11-02', 'WEEK', days, i18n)).toBe('Week of Nov 2');
    expect(periodWithinRange('Week of Nov 30', '2026-11-30', 'WEEK', days, i18n)).toBe(
      'Week of Nov 30 (until Nov 30)',
    );
    expect(
      periodWithinRange(
        'Week of Oct 26',
        '2026-10-26',
        'WEEK',
        { first: '2026-10-27', last: '2026-10-29' },
        i18n,
      ),
    ).toBe('Week of Oct 26 (Oct 27 to Oct 29)');
  });

  it('cuts months and years the same way, and leaves days alone', () => {
    expect(
      periodWithinRange('Nov 2026', '2026-11', 'MONTH', { first: '2026-11-05', last: '2026-11-30' }, i18n),
    ).toBe('Nov 2026 (from Nov 5)');
    expect(periodWithinRange('11/1/26', '2026-11-01', 'DATE', days, i18n)).toBe('11/1/26');
  });
});

describe('a range without sales', () => {
  it('is one whose totals count no order, or, without a count, one without rows', () => {
    expect(nothingInRange({ countItems: 7, total: { orderCount: 0, totalRevenue: 0 } })).toBe('sales');
    expect(nothingInRange({ countItems: 7, total: { orderCount: 3 } })).toBeNull();
    expect(nothingInRange({ countItems: 0, total: { paymentCount: 0 } })).toBe('sales');
    expect(nothingInRange({ countItems: 3, total: { tipCount: 0, totalTipping: 0 } })).toBe('tips');
    expect(nothingInRange({ countItems: 2 })).toBeNull();
  });
});

describe('an answer of a store whose business days start at 04:00', () => {
  /** Seoul's business days Nov 1 to Nov 7, 2026: from Nov 1 04:00 to Nov 8 04:00 on the clock. */
  const businessWeek = {
    from: '2026-10-31T19:00:00.000Z',
    to: '2026-11-07T19:00:00.000Z',
    timeZone: 'Asia/Seoul',
    dayStartsAt: '04:00',
  };

  it('lists business days, weeks and months, with range.dayStartsAt', () => {
    expect(rangePeriods({ ...businessWeek, mode: 'DATE' })).toEqual(NOV_1_TO_7);
    expect(rangePeriods({ ...businessWeek, mode: 'WEEK' })).toEqual(['2026-10-26', '2026-11-02']);
    expect(rangePeriods({ ...businessWeek, mode: 'MONTH' })).toEqual(['2026-11']);
    expect(rangeDays({ ...businessWeek, mode: 'DATE' })).toEqual({ first: '2026-11-01', last: '2026-11-07' });
    // Without it, the same instants reach into Nov 8 on the clock.
    const { dayStartsAt: _, ...clock } = businessWeek;
    expect(rangeDays({ ...clock, mode: 'DATE' })).toEqual({ first: '2026-11-01', last: '2026-11-08' });
  });

  it('keeps hours on the clock and writes whole business days as dates', () => {
    // Friday night: 22:00 on Nov 6 to 02:00 on Nov 7, one business day.
    const night = {
      from: '2026-11-06T13:00:00.000Z',
      to: '2026-11-06T17:00:00.000Z',
      timeZone: 'Asia/Seoul',
      dayStartsAt: '04:00',
    };
    expect(rangePeriods({ ...night, mode: 'DATETIME' })).toEqual([
      '2026-11-06 22:00',
      '2026-11-06 23:00',
      '2026-11-07 00:00',
      '2026-11-07 01:00',
    ]);
    expect(rangePeriods({ ...night, mode: 'DATE' })).toEqual(['2026-11-06']);
    expect(rangeBoundsText({ ...businessWeek, mode: 'DATE' }, 'en-US')).toEqual({
      from: 'Nov 1',
      to: 'Nov 7, 2026',
    });
    const friday = {
      ...businessWeek,
      from: '2026-11-05T19:00:00.000Z',
      to: '2026-11-06T19:00:00.000Z',
      mode: 'DATE',
    };
    expect(rangeBoundsText(friday, 'en-US')).toEqual({ day: 'Nov 6, 2026' });
    const bounds = rangeBoundsText({ ...night, mode: 'DATETIME' }, 'en-US');
    expect(bounds && 'from' in bounds && bounds.from).toMatch(/Nov 6, 10:00\s?PM/);
  });
});
