import type { ChartKind, ChartSeries } from './types';

/** One x value with each series' value and its previous-period value, in series order. */
export interface ChartRow {
  x: string;
  values: (number | null)[];
  previous: (number | null)[];
}

export function hasChartData(kind: ChartKind, series: readonly ChartSeries[]): boolean {
  if (kind === 'pie') return (series[0]?.points ?? []).some((point) => point.y !== null && point.y > 0);
  return series.some((item) => item.points.some((point) => point.y !== null));
}

/** Days, months, years and times of day as the API gives them: their text order is time order. */
const TIME_LABEL = /^(\d{4}(-\d{2}(-\d{2})?)?|\d{2}:\d{2})$/;

/**
 * The x values of all series in one list. Dates and times are sorted; other labels keep each
 * series' order, an x missing from the first series going after the x that precedes it in its own.
 */
export function mergeXs(series: readonly ChartSeries[]): string[] {
  const merged: string[] = [];
  const known = new Set<string>();
  for (const item of series) {
    let cursor = 0;
    for (const { x } of item.points) {
      if (known.has(x)) {
        cursor = merged.indexOf(x) + 1;
      } else {
        merged.splice(cursor, 0, x);
        known.add(x);
        cursor += 1;
      }
    }
  }
  const sortable = merged.every((x) => TIME_LABEL.test(x) && x.length === merged[0]?.length);
  return sortable ? merged.sort() : merged;
}

/** The previous-period series paired with `series[index]`: the one with the same id, else by position. */
export function pairedPrevious(
  previous: readonly ChartSeries[] | undefined,
  item: ChartSeries,
  index: number,
): ChartSeries | undefined {
  if (!previous) return undefined;
  return previous.find((candidate) => candidate.id === item.id) ?? previous[index];
}

/** Aligns the series (and the previous period, paired point by point by index) on their x values. */
export function toRows(series: readonly ChartSeries[], previous?: readonly ChartSeries[]): ChartRow[] {
  const xs = mergeXs(series);
  const rows = new Map<string, ChartRow>(
    xs.map((x) => [x, { x, values: series.map(() => null), previous: series.map(() => null) }]),
  );
  series.forEach((item, seriesIndex) => {
    const before = pairedPrevious(previous, item, seriesIndex);
    item.points.forEach((point, pointIndex) => {
      const row = rows.get(point.x);
      if (!row) return;
      row.values[seriesIndex] = point.y;
      row.previous[seriesIndex] = before?.points[pointIndex]?.y ?? null;
    });
  });
  return xs.map((x) => rows.get(x) as ChartRow);
}

/** Smallest and largest value drawn (current and previous), always including zero. */
export function valueExtent(rows: readonly ChartRow[]): [number, number] {
  let min = 0;
  let max = 0;
  for (const row of rows) {
    for (const value of [...row.values, ...row.previous]) {
      if (value === null) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  if (min === max) max = min + 1;
  return [min, max];
}

/** Every value drawn (current and previous) is a whole number: the value axis then ticks whole numbers only. */
export function wholeValues(rows: readonly ChartRow[]): boolean {
  return rows.every((row) =>
    [...row.values, ...row.previous].every((value) => value === null || Number.isInteger(value)),
  );
}

/** Some row holds a value of the previous period: the chart compares. */
export function hasPrevious(rows: readonly ChartRow[]): boolean {
  return rows.some((row) => row.previous.some((value) => value !== null));
}
