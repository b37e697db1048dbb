import { HeatMap, type TooltipProps } from '@nivo/heatmap';
import { useMemo } from 'react';
import { ChartTooltip } from './ChartTooltip';
import { type DrawingProps, formatOrDash } from './drawingProps';
import { HEATMAP_COLUMN_MIN_PX, HEATMAP_MARGIN, HEATMAP_ROW_PX } from './layout';
import { PlotFrame } from './PlotFrame';
import { useChartColors } from './useChartColors';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

interface Cell {
  x: string;
  y: number | null;
}

/**
 * One row per series (a weekday), one cell per x (an hour), its colour from the surface's to the
 * first series colour as its value grows; the figure of each cell is in the tooltip and in the table
 * the chart describes. A click on a cell gives its row and column (`x`, series id).
 */
export function HeatmapChart({ series, formatValue, formatX, title, height, onSelect }: DrawingProps) {
  const colors = useChartColors();
  const reducedMotion = usePrefersReducedMotion();
  const data = useMemo(
    () =>
      series.map((row) => ({
        id: row.label,
        data: row.points.map((point): Cell => ({ x: point.x, y: point.y })),
      })),
    [series],
  );
  const seriesIdOf = useMemo(() => new Map(series.map((row) => [row.label, row.id])), [series]);
  const values = series.flatMap((row) => row.points.map((point) => point.y ?? 0));
  const max = Math.max(0, ...values);
  const columns = Math.max(1, ...series.map((row) => row.points.length));

  const Tooltip = useMemo(
    () =>
      function HeatmapTooltip({ cell }: TooltipProps<Cell>) {
        return (
          <ChartTooltip
            title={`${cell.serieId} · ${formatX ? formatX(String(cell.data.x)) : String(cell.data.x)}`}
            entries={[
              {
                id: cell.id,
                label: title,
                color: cell.color,
                value: formatOrDash(cell.value, formatValue),
              },
            ]}
          />
        );
      },
    [formatValue, formatX, title],
  );

  const plotHeight = Math.max(
    height,
    series.length * HEATMAP_ROW_PX + HEATMAP_MARGIN.top + HEATMAP_MARGIN.bottom,
  );
  return (
    <PlotFrame
      title={title}
      minWidth={columns * HEATMAP_COLUMN_MIN_PX + HEATMAP_MARGIN.left + HEATMAP_MARGIN.right}
      height={plotHeight}
    >
      {({ width, height: drawingHeight }) => (
        <HeatMap<Cell, object>
          data={data}
          width={width}
          height={drawingHeight}
          margin={HEATMAP_MARGIN}
          xInnerPadding={0.06}
          yInnerPadding={0.08}
          borderRadius={2}
          colors={{
            type: 'sequential',
            colors: [colors.ink.surface, colors.bar[0] ?? colors.ink.text],
            minValue: 0,
            maxValue: max > 0 ? max : 1,
          }}
          emptyColor={colors.ink.surface}
          borderWidth={1}
          borderColor={colors.ink.grid}
          enableLabels={false}
          axisTop={null}
          axisBottom={{
            tickSize: 4,
            tickPadding: 4,
            format: (x: string) => (formatX ? formatX(x) : x),
          }}
          axisLeft={{ tickSize: 4, tickPadding: 6 }}
          tooltip={Tooltip}
          onClick={
            onSelect ? (cell) => onSelect(String(cell.data.x), seriesIdOf.get(cell.serieId) ?? '') : undefined
          }
          theme={colors.theme}
          animate={!reducedMotion}
          role="presentation"
        />
      )}
    </PlotFrame>
  );
}
