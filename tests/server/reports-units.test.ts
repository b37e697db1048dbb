/** The time-zone, date-bound, period and money helpers on their own. */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { apportionConverted, convertMoney, percent, subMoney } from '../../server/reports/query/sums';
import {
  FAMILIES,
  ORDER_FAMILY,
  type Rollup,
  rollupDepth,
  rollupSource,
} from '../../server/reports/tables/families';
import { comparedRange, comparedSpan, comparisonShift } from '../../server/reports/time/comparison';
import { alignedToLocalDays, periodKeys } from '../../server/reports/time/periods';
import {
  defaultRange,
  exclusiveEnd,
  fromLocal,
  parseBound,
  parseOffset,
  parseZone,
  previousRange,
} from '../../server/reports/time/range';
import { zoneNamed } from '../../server/reports/time/zone';
import { averageOf } from '../../src/contract/money';
import { percentChange } from '../../src/contract/percentChange';

dayjs.extend(utc);

const utcRange = (min: string, max: string) => ({ min: dayjs.utc(min), max: dayjs.utc(max) });

describe('parseOffset', () => {
  it.each([
    ['+05:30', 330],
    ['05:30', 330],
    [' 05:30', 330],
    ['-5:30', -330],
    ['02:00', 120],
    ['-03:00', -180],
    ['+0545', 345],
    ['+09', 540],
    ['-12:00', -720],
    ['+14:00', 840],
    ['Z', 0],
    ['UTC', 0],
    ['-00:00', 0],
  ])('%s → %i minutes', (text, minutes) => {
    expect(parseOffset(text)).toEqual({ ok: true, value: minutes });
  });

  it.each(['+05:37', '+14:15', '-12:30', '+5:60', 'Asia/Seoul', '', '+', '5.5'])('refuses %j', (text) => {
    expect(parseOffset(text).ok).toBe(false);
  });
});

describe('parseBound', () => {
  const instant = (text: string, offset = 330) => {
    const parsed = parseBound(text, offset);
    return parsed.ok ? [parsed.value.instant.toISOString(), parsed.value.unit] : parsed.message;
  };

  it('reads a bound without an offset as wall time at the caller offset', () => {
    expect(instant('2026-03-02')).toEqual(['2026-03-01T18:30:00.000Z', 'day']);
    expect(instant('2026-03-02T00:01')).toEqual(['2026-03-01T18:31:00.000Z', 'minute']);
    expect(instant('2026-03-02 00:01:30', -300)).toEqual(['2026-03-02T05:01:30.000Z', 'second']);
    expect(instant('2026-03-02T00:00:00.5', 0)).toEqual(['2026-03-02T00:00:00.500Z', 'millisecond']);
  });

  it('reads a bound with Z or an offset as that instant', () => {
    expect(instant('2026-03-02T00:00:00Z')).toEqual(['2026-03-02T00:00:00.000Z', 'second']);
    expect(instant('2026-03-02T00:00:00-05:00')).toEqual(['2026-03-02T05:00:00.000Z', 'second']);
    // An unencoded "+" arrives as a space.
    expect(instant('2026-03-02T09:00:00 09:00')).toEqual(['2026-03-02T00:00:00.000Z', 'second']);
  });

  it.each([
    '2026-02-29',
    '2026-04-31',
    '2026-03-02T24:00:00',
    '2026-3-2',
    '1969-12-31',
    'now',
    '2026-03-02T10:00:00+25:00',
  ])('refuses %j', (text) => {
    expect(parseBound(text, 0).ok).toBe(false);
  });

  it('makes the upper bound inclusive to the precision written', () => {
    const range = (min: string, max: string) => {
      const a = parseBound(min, 0);
      const b = parseBound(max, 0);
      if (!a.ok || !b.ok) throw new Error('bad bound');
      return [a.value.instant.toISOString(), exclusiveEnd(b.value).toISOString()];
    };
    expect(range('2026-03-01', '2026-03-01')).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
    ]);
    expect(range('2026-03-01T10:00', '2026-03-01T10:59:59')).toEqual([
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T11:00:00.000Z',
    ]);
  });
});

describe('periods', () => {
  it('lists every key a range touches, in the caller offset', () => {
    const range = utcRange('2026-02-27T18:30:00Z', '2026-03-02T18:30:00Z');
    expect(periodKeys('DATE', range, 330)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(periodKeys('WEEK', range, 330)).toEqual(['2026-02-23', '2026-03-02']);
    expect(periodKeys('MONTH', range, 330)).toEqual(['2026-02', '2026-03']);
    expect(periodKeys('YEAR', range, 330)).toEqual(['2026']);
    expect(periodKeys('DATE', range, -300)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    const hours = periodKeys('DATETIME', utcRange('2026-03-01T22:30:00Z', '2026-03-02T00:30:00Z'), 330);
    expect(hours).toEqual(['2026-03-02 04:00', '2026-03-02 05:00']);
    expect(periodKeys('HOURS', utcRange('2026-03-01T20:00:00Z', '2026-03-01T23:00:00Z'), -60)).toEqual([
      '19:00',
      '20:00',
      '21:00',
    ]);
    expect(periodKeys('HOURS', utcRange('2026-03-01T00:00:00Z', '2026-03-03T00:00:00Z'), 0)).toHaveLength(24);
  });

  it('defaults to the last five local days and compares with the same length before', () => {
    // 20:00Z is already 01:30 on 3 March at +05:30: today is the 3rd, the range 27 Feb – 3 Mar.
    const range = defaultRange(dayjs.utc('2026-03-02T20:00:00Z'), 330);
    expect([range.min.toISOString(), range.max.toISOString()]).toEqual([
      '2026-02-26T18:30:00.000Z',
      '2026-03-03T18:30:00.000Z',
    ]);
    const previous = previousRange(range);
    expect([previous.min.toISOString(), previous.max.toISOString()]).toEqual([
      '2026-02-21T18:30:00.000Z',
      '2026-02-26T18:30:00.000Z',
    ]);
    expect(alignedToLocalDays(range, 330)).toBe(true);
    expect(alignedToLocalDays(range, 300)).toBe(false);
  });
});

describe('time zone names', () => {
  const zone = (name: string) => {
    const found = zoneNamed(name);
    if (!found) throw new Error(`unknown zone ${name}`);
    return found;
  };

  it('accepts names in any case and offsets, and refuses the rest', () => {
    const label = (text: string) => {
      const parsed = parseZone(text);
      return parsed.ok ? parsed.value.label : 'refused';
    };
    expect(label('Europe/Paris')).toBe('Europe/Paris');
    expect(label('america/new_york')).toBe('America/New_York');
    expect(label('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(label('+05:45')).toBe('+05:45');
    expect(label('UTC')).toBe('+00:00');
    expect(label('Mars/Base')).toBe('refused');
    expect(label('Europe/../Paris')).toBe('refused');
    expect(label('+05:37')).toBe('refused');
  });

  it('knows the offsets across daylight-saving changes, to the minute', () => {
    const paris = zone('Europe/Paris');
    const year = paris.segments(Date.parse('2026-01-01T00:00:00Z'), Date.parse('2027-01-01T00:00:00Z'));
    expect(year.map((s) => [new Date(s.start).toISOString(), s.offset])).toEqual([
      ['2026-01-01T00:00:00.000Z', 60],
      ['2026-03-29T01:00:00.000Z', 120],
      ['2026-10-25T01:00:00.000Z', 60],
    ]);
    const santiago = zone('America/Santiago');
    expect(santiago.offsetAt(Date.parse('2026-04-05T02:59:00Z'))).toBe(-180);
    expect(santiago.offsetAt(Date.parse('2026-04-05T03:00:00Z'))).toBe(-240);
    expect(zone('Asia/Kathmandu').offsetAt(Date.parse('2026-06-01T00:00:00Z'))).toBe(345);
  });

  it('reads wall times skipped or repeated by the clocks', () => {
    const paris = zone('Europe/Paris');
    const instant = (wall: string) => fromLocal(dayjs.utc(wall), paris).toISOString();
    // 02:30 does not exist on 29 March: read at the offset before, i.e. 03:30 +02:00.
    expect(instant('2026-03-29T02:30:00Z')).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October: the first one.
    expect(instant('2026-10-25T02:30:00Z')).toBe('2026-10-25T00:30:00.000Z');
    const santiago = zone('America/Santiago');
    expect(fromLocal(dayjs.utc('2026-09-06T00:00:00Z'), santiago).toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });

  it('moves a compared period back by local days, across a daylight-saving change', () => {
    const paris = zone('Europe/Paris');
    // 1–2 April 2026 (summer time, +02:00); a week before, 25–26 March, is still +01:00.
    const range = utcRange('2026-03-31T22:00:00Z', '2026-04-02T22:00:00Z');
    const iso = (query: Parameters<typeof comparisonShift>[0]) => {
      const compared = comparedRange(range, comparisonShift(query, range, paris), paris);
      return [compared.min.toISOString(), compared.max.toISOString()];
    };
    expect(iso({ compareWith: 'week' })).toEqual(['2026-03-24T23:00:00.000Z', '2026-03-26T23:00:00.000Z']);
    expect(iso({ compareWith: 'year' })).toEqual(['2025-04-01T22:00:00.000Z', '2025-04-03T22:00:00.000Z']);
    expect(iso({ compareFrom: '2026-03-28' })).toEqual([
      '2026-03-27T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(iso({})).toEqual(['2026-03-29T22:00:00.000Z', '2026-03-31T22:00:00.000Z']);
    expect(() => iso({ compareFrom: '2026-04-01' })).toThrow(/own first day/);
    expect(() => iso({ compareWith: 'custom' })).toThrow(/required/);
    expect(() => iso({ compareWith: 'week', compareFrom: '2026-03-01' })).toThrow(
      /only with compareWith=custom/,
    );
    expect(() => iso({ compareFrom: '2026-02-30' })).toThrow(/calendar/);
  });

  it('cuts the compared period at the same wall-clock time while the range is under way', () => {
    const seoul = zone('Asia/Seoul');
    // Nov 23–27 in Seoul (+09:00), at 21:05 on Nov 27.
    const range = utcRange('2026-11-22T15:00:00Z', '2026-11-27T15:00:00Z');
    const now = dayjs.utc('2026-11-27T12:05:00Z');
    const span = (query: Parameters<typeof comparisonShift>[0], at = now) => {
      const compared = comparedSpan(range, comparisonShift(query, range, seoul), seoul, at);
      return [compared.range.min.toISOString(), compared.range.max.toISOString(), compared.until];
    };
    // Nov 18–22 up to 21:05 on Nov 22; the same days a week before up to 21:05 on Nov 20.
    expect(span({})).toEqual(['2026-11-17T15:00:00.000Z', '2026-11-22T12:05:00.000Z', '21:05']);
    expect(span({ compareWith: 'week' })).toEqual([
      '2026-11-15T15:00:00.000Z',
      '2026-11-20T12:05:00.000Z',
      '21:05',
    ]);
    // A range that is over, or that ends now, is compared whole.
    expect(span({}, dayjs.utc('2026-11-28T01:00:00Z'))).toEqual([
      '2026-11-17T15:00:00.000Z',
      '2026-11-22T15:00:00.000Z',
      null,
    ]);
    const lastHours = utcRange('2026-11-27T08:05:00Z', '2026-11-27T12:05:01Z');
    const hours = comparedSpan(lastHours, { by: 'length' }, seoul, now);
    expect([hours.range.min.toISOString(), hours.range.max.toISOString(), hours.until]).toEqual([
      '2026-11-27T04:04:59.000Z',
      '2026-11-27T08:05:00.000Z',
      null,
    ]);
    // Paris changed from +02:00 to +01:00 on Oct 25: Oct 26 at 10:00 is compared with Oct 25 until 10:00.
    const paris = zone('Europe/Paris');
    const monday = utcRange('2026-10-25T23:00:00Z', '2026-10-26T23:00:00Z');
    const compared = comparedSpan(
      monday,
      comparisonShift({ compareWith: 'week' }, monday, paris),
      paris,
      dayjs.utc('2026-10-26T09:00:00Z'),
    );
    expect([compared.range.min.toISOString(), compared.range.max.toISOString()]).toEqual([
      '2026-10-18T22:00:00.000Z',
      '2026-10-19T08:00:00.000Z',
    ]);
  });

  it('lists the local periods of a zone, 23- and 25-hour days included', () => {
    const paris = zone('Europe/Paris');
    const day = (date: string) => {
      const bound = parseBound(date, paris);
      if (!bound.ok) throw new Error(bound.message);
      return { min: bound.value.instant, max: exclusiveEnd(bound.value) };
    };
    const spring = day('2026-03-29');
    expect(spring.max.diff(spring.min, 'hour')).toBe(23);
    const hours = periodKeys('DATETIME', spring, paris);
    expect(hours).toHaveLength(23);
    expect(hours).not.toContain('2026-03-29 02:00');
    const autumn = day('2026-10-25');
    expect(autumn.max.diff(autumn.min, 'hour')).toBe(25);
    // The repeated hour is one period holding both of its hours.
    expect(periodKeys('DATETIME', autumn, paris)).toHaveLength(24);
    expect(periodKeys('DATE', { min: spring.min, max: autumn.max }, paris)).toHaveLength(211);
    expect(alignedToLocalDays(spring, paris)).toBe(true);
    expect(alignedToLocalDays(spring, 60)).toBe(false);
    const today = defaultRange(dayjs.utc('2026-03-30T12:00:00Z'), paris);
    expect([today.min.toISOString(), today.max.toISOString()]).toEqual([
      '2026-03-25T23:00:00.000Z',
      '2026-03-30T22:00:00.000Z',
    ]);
  });
});

describe('money', () => {
  it('is exact to the cent', () => {
    expect(subMoney(0.3, 0.1)).toBe(0.2);
    expect(averageOf(799.75, 4)).toBe(199.94);
    expect(averageOf(0.05, 2)).toBe(0.03);
    expect(averageOf(10, 0)).toBe(0);
    expect(percent(145, 245)).toBe(59.18);
    expect(percent(1, 0)).toBe(0);
  });

  it('converts with up to 8 rate decimals, halves away from zero', () => {
    expect(convertMoney(464.75, '0.01200000')).toBe(5.58);
    expect(convertMoney(1.25, '0.5')).toBe(0.63);
    expect(convertMoney(-1.25, '0.5')).toBe(-0.63);
    expect(convertMoney(1_000_000_000, '0.00072')).toBe(720_000);
    expect(convertMoney(19.99, '1')).toBe(19.99);
  });

  it('splits a converted total among its parts so that they add up to it exactly', () => {
    // 0.005 each: rounded one by one 0.03, but the whole is 0.015 → 0.02.
    expect(apportionConverted([0.5, 0.5, 0.5], '0.01', convertMoney(1.5, '0.01'))).toEqual([0.01, 0.01, 0]);
    // 257.25 × 0.012 = 3.087, 207.5 × 0.012 = 2.49, 230 × 0.012 = 2.76: the cent left goes to 3.087.
    expect(apportionConverted([257.25, 207.5, 230], '0.012', 8.34)).toEqual([3.09, 2.49, 2.76]);
    // Largest remainder first: 0.004, 0.0045, 0.0035 of a dollar; 0.012 → 0.01.
    expect(apportionConverted([0.4, 0.45, 0.35], '0.01', 0.01)).toEqual([0, 0.01, 0]);
    // Below zero too: each rounded down (−0.01), the cent left to the first of equal remainders.
    expect(apportionConverted([-0.5, -0.5, -0.5], '0.01', convertMoney(-1.5, '0.01'))).toEqual([
      0, -0.01, -0.01,
    ]);
    expect(apportionConverted([1_000_000, 3.33], '0.00072', convertMoney(1_000_003.33, '0.00072'))).toEqual([
      720, 0,
    ]);
    expect(apportionConverted([], '1', 0)).toEqual([]);
  });

  it('reports change against the previous value', () => {
    expect(percentChange(437.5, 257.25)).toBe(70.07);
    expect(percentChange(5, 5)).toBe(0);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 5)).toBe(-100);
  });
});

describe('rollupSource', () => {
  const rank: Record<Rollup['grain'], number> = {
    q_utc: 0,
    h_utc: 1,
    h15_utc: 1,
    h30_utc: 1,
    h45_utc: 1,
    s_day: 2,
    s_month: 3,
  };
  const everyRollup = FAMILIES.flatMap((family) => family.rollups.map((rollup) => ({ family, rollup })));

  it.each(everyRollup.map(({ family, rollup }) => [rollup.table, family, rollup] as const))(
    '%s is summed from rows that hold everything it sums and groups by',
    (_table, family, rollup) => {
      const source = rollupSource(family, rollup);
      expect(rollupDepth(family, rollup)).toBeGreaterThanOrEqual(1);
      if (!source) return;
      expect(source).not.toBe(rollup);
      expect(source.grain).not.toBe('s_month');
      expect(rank[source.grain]).toBeLessThanOrEqual(rank[rollup.grain]);
      for (const key of rollup.keys) expect(source.keys).toContain(key);
      if (source.defaultSetOnly) expect(rollup.defaultSetOnly).toBe(true);
      else if (rollup.defaultSetOnly) expect(source.keys).toContain('state');
      expect(rollupDepth(family, rollup)).toBe(1 + rollupDepth(family, source));
    },
  );

  it('sums months from days, hours from quarter hours, and the finest ones from the per-row table', () => {
    const named = (table: string) => everyRollup.find(({ rollup }) => rollup.table === table);
    const sourceOf = (table: string) => {
      const found = named(table);
      if (!found) throw new Error(`no rollup ${table}`);
      return rollupSource(found.family, found.rollup)?.table;
    };
    expect(sourceOf('rl_all_month')).toBe('rl_all_day');
    expect(sourceOf('ro_all_h')).toBe('ro_all_q');
    expect(sourceOf('ro_status_h30')).toBe('ro_status_q');
    expect(sourceOf('rp_default')).toBe('rp_all');
    expect(sourceOf('rl_all_day')).toBeUndefined();
    expect(sourceOf('ro_all_q')).toBeUndefined();
  });

  it('refuses rollups that would be summed from each other', () => {
    const twin = (table: string): Rollup => ({
      table,
      grain: 's_day',
      keys: ['source'],
      defaultSetOnly: false,
    });
    const [a, b] = [twin('a'), twin('b')];
    expect(() => rollupDepth({ ...ORDER_FAMILY, rollups: [a, b] }, a)).toThrow(/summed from each other/);
  });
});
