import { describe, expect, it } from 'vitest';
import { hasChartData, mergeXs, toRows, valueExtent } from './data';
import type { ChartSeries } from './types';

const series = (id: string, points: [string, number | null][]): ChartSeries => ({
  id,
  label: id,
  points: points.map(([x, y]) => ({ x, y })),
});

describe('hasChartData', () => {
  it('needs one value in any series, or a positive first series for a pie', () => {
    expect(hasChartData('bar', [])).toBe(false);
    expect(hasChartData('line', [series('a', [['d1', null]]), series('b', [['d1', 0]])])).toBe(true);
    expect(hasChartData('pie', [series('a', [['cash', 0]]), series('b', [['cash', 4]])])).toBe(false);
    expect(hasChartData('pie', [series('a', [['cash', 4]])])).toBe(true);
  });
});

describe('mergeXs', () => {
  it('keeps the order of every series', () => {
    const a = series('a', [
      ['d2', 1],
      ['d3', 1],
    ]);
    const b = series('b', [
      ['d1', 1],
      ['d2', 1],
      ['d4', 1],
    ]);
    expect(mergeXs([a, b])).toEqual(['d1', 'd2', 'd4', 'd3']);
    expect(mergeXs([b, a])).toEqual(['d1', 'd2', 'd3', 'd4']);
  });

  it('sorts days, months and times of day', () => {
    const a = series('a', [
      ['2026-11-17', 1],
      ['2026-11-18', 1],
    ]);
    const b = series('b', [
      ['2026-11-16', 1],
      ['2026-11-19', 1],
    ]);
    expect(mergeXs([a, b])).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
    expect(mergeXs([series('a', [['10:00', 1]]), series('b', [['09:00', 1]])])).toEqual(['09:00', '10:00']);
  });
});

describe('toRows', () => {
  it('aligns the series on x and pairs the previous period by position', () => {
    const outletA = series('a', [
      ['2026-11-17', 5],
      ['2026-11-18', 6],
    ]);
    const outletB = series('b', [['2026-11-18', 7]]);
    const before = [
      series('b', [['2026-11-11', 1]]),
      series('a', [
        ['2026-11-10', 2],
        ['2026-11-11', null],
      ]),
    ];
    expect(toRows([outletA, outletB], before)).toEqual([
      { x: '2026-11-17', values: [5, null], previous: [2, null] },
      { x: '2026-11-18', values: [6, 7], previous: [null, 1] },
    ]);
  });
});

describe('valueExtent', () => {
  it('spans current and previous values and zero', () => {
    expect(valueExtent(toRows([series('a', [['x', 5]])], [series('a', [['w', 9]])]))).toEqual([0, 9]);
    expect(
      valueExtent(
        toRows([
          series('a', [
            ['x', -3],
            ['y', null],
          ]),
        ]),
      ),
    ).toEqual([-3, 0]);
    expect(valueExtent(toRows([series('a', [['x', 0]])]))).toEqual([0, 1]);
  });
});
