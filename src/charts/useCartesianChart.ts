import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { type LegendMark, seriesLegend } from './ChartLegend';
import { useRowTooltip } from './ChartTooltip';
import { hasPrevious, toRows } from './data';
import type { DrawingProps } from './drawingProps';
import { useChartColors } from './useChartColors';
import { useDrawnSeries } from './useDrawnSeries';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** How a chart's legend marks its series, and the previous period (and in which ink). */
export interface CartesianLegendMarks {
  series: LegendMark;
  previous: LegendMark;
  previousInk: 'text' | 'muted';
}

/**
 * What a bar and a line chart draw from: the series drawn (`useDrawnSeries`), their rows, whether a
 * previous period is drawn, the tooltip of the x that `tooltipX` finds in nivo's props, and the legend.
 */
export function useCartesianChart<TooltipProps>(
  { series: allSeries, previous: allPrevious, previousLabel, formatValue, formatX, describeX }: DrawingProps,
  tooltipX: (props: TooltipProps) => string | undefined,
  marks: CartesianLegendMarks,
) {
  const colors = useChartColors();
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  // At most MOST_SERIES series, the rest added up as "Other" (chosen in the legend).
  const drawn = useDrawnSeries(allSeries, allPrevious, colors);
  const { series, previous, colors: seriesColors } = drawn;
  const rows = useMemo(() => toRows(series, previous), [series, previous]);
  const compared = hasPrevious(rows);
  const Tooltip = useRowTooltip(tooltipX, rows, drawn, colors.other, {
    previousLabel,
    formatValue,
    formatX,
    describeX,
  });
  const legend = seriesLegend(
    series,
    (index) => seriesColors[index] ?? colors.other,
    marks.series,
    compared
      ? {
          label: previousLabel ?? t`Previous period`,
          color: colors.ink[marks.previousInk],
          mark: marks.previous,
        }
      : null,
  );
  return { colors, reducedMotion, drawn, series, seriesColors, rows, compared, Tooltip, legend };
}
