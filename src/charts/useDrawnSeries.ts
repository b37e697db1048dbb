import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import type { SeriesChoice } from './ChartLegend';
import { colorSlots, drawnIds, foldPrevious, foldSeries, MOST_SERIES, OTHER_ID } from './drawnSeries';
import { type ChartColors, colorAt } from './palette';
import type { ChartSeries } from './types';

export interface DrawnSeries {
  /** The series drawn: at most `MOST_SERIES` of them, then "Other" adding up the rest. */
  series: ChartSeries[];
  /** The previous period of the same series, "Other" adding up the same ones. */
  previous: ChartSeries[] | undefined;
  /** The colour of each drawn series, in order. */
  colors: string[];
  /** The legend's choice of what is drawn, when there are more series than are drawn at once. */
  choice: SeriesChoice | null;
}

/**
 * What a chart of several series draws: every series when there are no more than `MOST_SERIES`, else
 * the largest over the range and "Other" (the rest added up), until the reader chooses others in the
 * legend. The choice lasts while the chart is on screen, through new answers that still hold its series.
 */
export function useDrawnSeries(
  series: readonly ChartSeries[],
  previous: readonly ChartSeries[] | undefined,
  palette: ChartColors,
): DrawnSeries {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  const ids = useMemo(() => drawnIds(series, chosen), [series, chosen]);
  const folded = series.length > MOST_SERIES;
  const hidden = series.length - ids.length;
  const otherLabel = t`Other (${hidden})`;
  const drawn = useMemo(() => foldSeries(series, ids, otherLabel), [series, ids, otherLabel]);
  // Folded, each drawn series is compared with its own previous period, "Other" with the same ones added up.
  const drawnPrevious = useMemo(
    () => (previous && folded ? foldPrevious(previous, drawn) : previous ? [...previous] : undefined),
    [previous, folded, drawn],
  );
  const slots = useMemo(() => colorSlots(series, ids), [series, ids]);
  const colors = useMemo(
    () =>
      drawn.map((item) =>
        item.id === OTHER_ID ? palette.other : colorAt(palette.series, slots.get(item.id) ?? 0),
      ),
    [drawn, slots, palette],
  );
  const change = useCallback(
    (id: string, draw: boolean) => setChosen(draw ? [...ids, id] : ids.filter((one) => one !== id)),
    [ids],
  );
  const reset = useCallback(() => setChosen(null), []);
  const choice = useMemo<SeriesChoice | null>(() => {
    if (!folded) return null;
    return {
      options: series.map((item) => {
        const slot = slots.get(item.id);
        return {
          id: item.id,
          label: item.label,
          color: slot === undefined ? null : colorAt(palette.series, slot),
        };
      }),
      most: MOST_SERIES,
      onChange: change,
      onReset: reset,
    };
  }, [folded, series, slots, palette, change, reset]);
  return { series: drawn, previous: drawnPrevious, colors, choice };
}
