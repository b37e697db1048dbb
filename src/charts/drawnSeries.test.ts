import { describe, expect, it } from 'vitest';
import {
  colorSlots,
  drawnIds,
  foldPrevious,
  foldSeries,
  largestSeries,
  MOST_SERIES,
  OTHER_ID,
  pieSlices,
  sliceColors,
} from './drawnSeries';
import type { ChartSeries } from './types';

/** Series `s0`…`s{count-1}`, `s{i}` worth i + 1 on each of two days (so the last is the largest). */
function manySeries(count: number): ChartSeries[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `s${index}`,
    label: `Outlet ${index}`,
    points: [
      { x: '2026-11-18', y: index + 1 },
      { x: '2026-11-19', y: index === 0 ? null : index + 1 },
    ],
  }));
}

describe('the series a chart draws', () => {
  it('draws every series when there are no more than MOST_SERIES', () => {
    const series = manySeries(MOST_SERIES);
    const ids = drawnIds(series, null);
    expect(ids).toEqual(series.map((item) => item.id));
    expect(foldSeries(series, ids, 'Other')).toEqual(series);
  });

  it('draws the largest over the range by default and adds up the rest as "Other", point by point', () => {
    const series = manySeries(12);
    const ids = drawnIds(series, null);
    expect(ids).toEqual(largestSeries(series));
    expect(ids).toEqual(['s11', 's10', 's9', 's8', 's7', 's6', 's5', 's4']);
    const drawn = foldSeries(series, ids, 'Other (4)');
    expect(drawn).toHaveLength(MOST_SERIES + 1);
    expect(drawn.map((item) => item.id)).toEqual([...ids, OTHER_ID]);
    // s0…s3 are worth 1, 2, 3, 4; s0 has no value on the second day.
    expect(drawn.at(-1)).toEqual({
      id: OTHER_ID,
      label: 'Other (4)',
      points: [
        { x: '2026-11-18', y: 10 },
        { x: '2026-11-19', y: 9 },
      ],
    });
  });

  it('leaves a point of "Other" blank only where every series added up has none', () => {
    const series = [
      ...manySeries(MOST_SERIES),
      { id: 'a', label: 'A', points: [{ x: '2026-11-18', y: null }] },
      { id: 'b', label: 'B', points: [{ x: '2026-11-18', y: null }] },
    ];
    const other = foldSeries(series, drawnIds(series, null), 'Other').at(-1);
    expect(other?.points).toEqual([{ x: '2026-11-18', y: null }]);
  });

  it("keeps the reader's choice, largest first in the legend, while its series are in the answer", () => {
    const series = manySeries(12);
    expect(drawnIds(series, ['s0', 's3'])).toEqual(['s0', 's3']);
    expect(foldSeries(series, ['s0', 's3'], 'Other').map((item) => item.id)).toEqual(['s3', 's0', OTHER_ID]);
    // Never more than MOST_SERIES.
    expect(
      drawnIds(
        series,
        series.map((item) => item.id),
      ),
    ).toHaveLength(MOST_SERIES);
    // A choice the answer no longer holds gives way to the largest; an empty one draws only "Other".
    expect(drawnIds(series, ['gone'])).toEqual(largestSeries(series));
    expect(drawnIds(series, [])).toEqual([]);
    expect(foldSeries(series, [], 'Other').map((item) => item.id)).toEqual([OTHER_ID]);
  });

  it('compares each line drawn with its own previous period, and "Other" with the same series added up', () => {
    const series = manySeries(12);
    const drawn = foldSeries(series, drawnIds(series, null), 'Other');
    // The previous period lacks s11 and has one series the range lacks.
    const previous = [
      ...manySeries(11),
      { id: 'closed', label: 'Closed', points: [{ x: '2026-11-11', y: 100 }] },
    ];
    const before = foldPrevious(previous, drawn);
    expect(before.map((item) => item.id)).toEqual(drawn.map((item) => item.id));
    expect(before[0]).toEqual({ id: 's11', label: 'Outlet 11', points: [] });
    expect(before[1]).toBe(previous[10]);
    // s0…s3 and the closed outlet, by date.
    expect(before.at(-1)?.points).toEqual([
      { x: '2026-11-11', y: 100 },
      { x: '2026-11-18', y: 10 },
      { x: '2026-11-19', y: 9 },
    ]);
  });

  it('gives the drawn series different colours, a series its own one when it has it', () => {
    const statuses: ChartSeries[] = ['restocked', 'fulfilled', 'partially_fulfilled'].map((id, index) => ({
      id,
      label: id,
      points: [],
      colorSlot: [3, 0, 2][index],
    }));
    expect([...colorSlots(statuses, ['restocked', 'fulfilled', 'partially_fulfilled'])]).toEqual([
      ['restocked', 3],
      ['fulfilled', 0],
      ['partially_fulfilled', 2],
    ]);
    // The same status keeps its colour whichever others are drawn.
    expect(colorSlots(statuses, ['partially_fulfilled', 'restocked']).get('restocked')).toBe(3);
    // Two series wanting one colour (order states beyond the palette): the second takes a free one.
    const clash: ChartSeries[] = [
      { id: 'new', label: 'New', points: [], colorSlot: 0 },
      { id: 'completed', label: 'Completed', points: [], colorSlot: MOST_SERIES },
    ];
    expect([...colorSlots(clash, ['new', 'completed']).values()]).toEqual([0, 1]);
    // Without their own, series take the colours in the order they were chosen, so earlier ones keep theirs.
    const series = manySeries(12);
    const before = colorSlots(series, ['s11', 's10', 's9']);
    const after = colorSlots(series, ['s11', 's10', 's9', 's0']);
    for (const id of ['s11', 's10', 's9']) expect(after.get(id)).toBe(before.get(id));
    expect(new Set(colorSlots(series, drawnIds(series, null)).values()).size).toBe(MOST_SERIES);
  });
});

describe('the slices a pie draws', () => {
  const points = Array.from({ length: 10 }, (_, index) => ({ x: `P${index}`, y: index + 1 }));

  it('draws the largest and adds up the rest as "Other"', () => {
    const slices = pieSlices(points);
    expect(slices).toHaveLength(MOST_SERIES + 1);
    expect(slices.filter((slice) => !slice.other).map((slice) => slice.x)).toEqual([
      'P2',
      'P3',
      'P4',
      'P5',
      'P6',
      'P7',
      'P8',
      'P9',
    ]);
    expect(slices.at(-1)).toEqual({ x: OTHER_ID, y: 3, other: true });
    expect(pieSlices(points.slice(0, 3)).map((slice) => slice.other)).toEqual([false, false, false]);
    expect(pieSlices([{ x: 'none', y: 0 }])).toEqual([]);
  });

  it('colours each point as its slice, largest first, or as "Other" when added up there', () => {
    const palette = { series: ['#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8'], other: '#grey' };
    const colors = sliceColors([...points, { x: 'nothing', y: 0 }], palette);
    // The largest first, as the lines of a chart take theirs.
    expect(colors.get('P9')).toBe('#1');
    expect(colors.get('P2')).toBe('#8');
    expect(colors.get('P0')).toBe('#grey');
    expect(colors.get('P1')).toBe('#grey');
    expect(colors.has('nothing')).toBe(false);
  });
});
