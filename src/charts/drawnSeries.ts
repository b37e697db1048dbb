import { mergeXs } from './data';
import type { ChartPoint, ChartSeries } from './types';

/**
 * The most series a chart draws at once, each in a colour of its own (the palette has as many); the
 * others are added up as one more, "Other". A reader chooses in the legend which ones are drawn.
 */
export const MOST_SERIES = 8;

/** The id of "Other", the series that adds up those not drawn (no report's series has it). */
export const OTHER_ID = '\u0000other';

/** A series' size over the range: the sum of its values' magnitudes (missing values count nothing). */
export function seriesSize(series: ChartSeries): number {
  return series.points.reduce((sum, point) => sum + Math.abs(point.y ?? 0), 0);
}

/** The ids of the `most` largest series over the range, largest first (ties keep the series' order). */
export function largestSeries(series: readonly ChartSeries[], most = MOST_SERIES): string[] {
  return series
    .map((item, index) => ({ id: item.id, size: seriesSize(item), index }))
    .sort((a, b) => b.size - a.size || a.index - b.index)
    .slice(0, most)
    .map((item) => item.id);
}

/**
 * The ids drawn, in the order they were chosen: the reader's choice (`chosen`, null until they make
 * one) among the series there are, else the largest ones. A choice none of whose series are in the
 * answer any more (other filters) gives way to the largest; an empty choice draws only "Other".
 */
export function drawnIds(
  series: readonly ChartSeries[],
  chosen: readonly string[] | null,
  most = MOST_SERIES,
): string[] {
  if (series.length <= most) return series.map((item) => item.id);
  if (chosen === null) return largestSeries(series, most);
  const present = new Set(series.map((item) => item.id));
  const kept = chosen.filter((id) => present.has(id)).slice(0, most);
  return kept.length > 0 || chosen.length === 0 ? kept : largestSeries(series, most);
}

/**
 * Each drawn series' place in the palette, in the order of `ids`: its own place (`colorSlot`, a
 * status's colour in every view) when no series before it took it, else the first free one. So the
 * drawn series never share a colour, and a series keeps its colour while others are chosen after it.
 */
export function colorSlots(
  series: readonly ChartSeries[],
  ids: readonly string[],
  slots = MOST_SERIES,
): Map<string, number> {
  const byId = new Map(series.map((item) => [item.id, item]));
  const taken = new Set<number>();
  const placed = new Map<string, number>();
  for (const id of ids) {
    const own = byId.get(id)?.colorSlot;
    let slot = own === undefined ? undefined : own % slots;
    if (slot === undefined || taken.has(slot)) {
      slot = 0;
      while (taken.has(slot) && slot < slots) slot += 1;
    }
    taken.add(slot);
    placed.set(id, slot);
  }
  return placed;
}

/** Point by point, the sum of the series (by x); null where none of them has a value. */
function sumSeries(series: readonly ChartSeries[]): ChartPoint[] {
  const sums = new Map<string, number | null>(mergeXs(series).map((x) => [x, null]));
  for (const item of series) {
    for (const { x, y } of item.points) {
      if (y === null) continue;
      sums.set(x, (sums.get(x) ?? 0) + y);
    }
  }
  return [...sums].map(([x, y]) => ({ x, y: y === null ? null : Number(y.toFixed(6)) }));
}

/**
 * The series as drawn: those of `ids` (largest first, so the legend reads in order of size), then
 * "Other", the sum of the rest, when some are left out. Every series is drawn, in its order, when
 * there are no more than `most`.
 */
export function foldSeries(
  series: readonly ChartSeries[],
  ids: readonly string[],
  otherLabel: string,
  most = MOST_SERIES,
): ChartSeries[] {
  if (series.length <= most) return [...series];
  const drawn = new Set(ids);
  const rank = new Map(largestSeries(series, series.length).map((id, index) => [id, index]));
  const shown = series
    .filter((item) => drawn.has(item.id))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  const rest = series.filter((item) => !drawn.has(item.id));
  if (rest.length === 0) return shown;
  return [...shown, { id: OTHER_ID, label: otherLabel, points: sumSeries(rest) }];
}

/**
 * The previous period of the series drawn (`drawn`, from `foldSeries`), in their order: each series'
 * own by id (none: no values), and for "Other" the sum of the same series it adds up, so that each
 * line is compared with itself and "Other" with "Other".
 */
export function foldPrevious(previous: readonly ChartSeries[], drawn: readonly ChartSeries[]): ChartSeries[] {
  const byId = new Map(previous.map((item) => [item.id, item]));
  const shown = new Set(drawn.map((item) => item.id));
  return drawn.map((item) =>
    item.id === OTHER_ID
      ? { ...item, points: sumSeries(previous.filter((before) => !shown.has(before.id))) }
      : (byId.get(item.id) ?? { id: item.id, label: item.label, points: [] }),
  );
}

/** The slices a pie draws of its points: the `most` largest, in their order, then "Other" adding up the rest. */
export function pieSlices(
  points: readonly ChartPoint[],
  most = MOST_SERIES,
): { x: string; y: number; other: boolean }[] {
  const positive = points.flatMap((point) =>
    point.y !== null && point.y > 0 ? [{ x: point.x, y: point.y }] : [],
  );
  if (positive.length <= most) return positive.map((point) => ({ ...point, other: false }));
  const kept = new Set(
    positive
      .map((point, index) => ({ ...point, index }))
      .sort((a, b) => b.y - a.y || a.index - b.index)
      .slice(0, most)
      .map((point) => point.index),
  );
  const rest = positive.filter((_, index) => !kept.has(index)).reduce((sum, point) => sum + point.y, 0);
  return [
    ...positive.filter((_, index) => kept.has(index)).map((point) => ({ ...point, other: false })),
    { x: OTHER_ID, y: Number(rest.toFixed(6)), other: true },
  ];
}

/**
 * The colour of each point of a pie (by x): its slice's (the largest slice the first colour), or
 * "Other"'s for the points added up there; none for points that draw no slice (zero or negative). The
 * pie and a table listing its points (the legend, then) read the same colours.
 */
export function sliceColors(
  points: readonly ChartPoint[],
  palette: { series: readonly string[]; other: string },
): Map<string, string> {
  // By size, largest first, as a chart's lines take theirs: a store's slice and line share a colour.
  const ranked = pieSlices(points)
    .filter((slice) => !slice.other)
    .map((slice, index) => ({ ...slice, index }))
    .sort((a, b) => b.y - a.y || a.index - b.index);
  const drawn = new Map(
    ranked.map(
      (slice, rank) => [slice.x, palette.series[rank % palette.series.length] ?? palette.other] as const,
    ),
  );
  return new Map(
    points.flatMap((point) =>
      point.y !== null && point.y > 0 ? [[point.x, drawn.get(point.x) ?? palette.other] as const] : [],
    ),
  );
}
