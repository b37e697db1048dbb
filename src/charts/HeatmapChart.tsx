import { HeatMap, type TooltipProps } from '@nivo/heatmap';
import { useMemo } from 'react';
import { ChartTooltip } from './ChartTooltip';
import { type DrawingProps, formatOrDash } from './drawingProps';
import { heatmapLayout, heatmapMinWidth } from './heatmapLayout';
import { textWidth } from './layout';
import { PlotFrame } from './PlotFrame';
import { useChartColors } from './useChartColors';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

interface Cell {
  x: string;
  y: number | null;
}

interface HeatmapRow {
  id: string;
  data: Cell[];
}

/**
 * One row per series (a weekday), one cell per x (an hour), its colour from the surface's to the
 * first series colour as its value grows, explained by a scale under it with the values of its ends;
 * the figure of each cell is in the tooltip and in the table the chart describes. Where the hours'
 * labels do not fit side by side (a phone), the heatmap turns on its side: an hour a row, the weekdays
 * across (`heatmapLayout`). A click on a cell gives its hour and its weekday's series id.
 */
export function HeatmapChart({
  series,
  formatValue,
  formatX,
  describeX,
  title,
  height,
  onSelect,
}: DrawingProps) {
  const colors = useChartColors();
  const reducedMotion = usePrefersReducedMotion();
  const hours = useMemo(
    () => [...new Set(series.flatMap((row) => row.points.map((point) => point.x)))],
    [series],
  );
  const data = useMemo<{ rows: HeatmapRow[]; hours: HeatmapRow[] }>(
    () => ({
      rows: series.map((row) => ({
        id: row.label,
        data: row.points.map((point): Cell => ({ x: point.x, y: point.y })),
      })),
      hours: hours.map((hour) => ({
        id: hour,
        data: series.map(
          (row): Cell => ({ x: row.label, y: row.points.find((point) => point.x === hour)?.y ?? null }),
        ),
      })),
    }),
    [series, hours],
  );
  const seriesIdOf = useMemo(() => new Map(series.map((row) => [row.label, row.id])), [series]);
  const values = series.flatMap((row) => row.points.map((point) => point.y ?? 0));
  const max = Math.max(0, ...values);
  const hourLabel = (x: string) => (formatX ? formatX(x) : x);
  const hourLabelWidth = Math.max(0, ...hours.map((hour) => textWidth(hourLabel(hour))));
  const weekdayLabelWidth = Math.max(0, ...series.map((row) => textWidth(row.label)));
  const layoutAt = (width: number) =>
    heatmapLayout(width, series.length, hours.length, weekdayLabelWidth, hourLabelWidth, height);
  const low = colors.ink.surface;
  const high = colors.series[0] ?? colors.ink.text;

  const Tooltip = useMemo(
    () =>
      function HeatmapTooltip({ cell }: TooltipProps<Cell>) {
        // On its side, a row is an hour and a column a weekday.
        const byHour = hours.includes(cell.serieId);
        const weekday = byHour ? String(cell.data.x) : cell.serieId;
        const hour = byHour ? cell.serieId : String(cell.data.x);
        const hourText = describeX ? describeX(hour) : formatX ? formatX(hour) : hour;
        return (
          <ChartTooltip
            title={`${weekday} · ${hourText}`}
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
    [formatValue, formatX, describeX, title, hours],
  );

  return (
    <>
      <PlotFrame
        title={title}
        minWidth={heatmapMinWidth(series.length, hourLabelWidth)}
        height={(width) => layoutAt(width).height}
      >
        {({ width, height: drawingHeight }) => {
          const layout = layoutAt(width);
          const axis = { tickSize: 4, tickPadding: 6 };
          return (
            <HeatMap<Cell, object>
              data={layout.transposed ? data.hours : data.rows}
              width={width}
              height={drawingHeight}
              margin={layout.margin}
              xInnerPadding={0.06}
              yInnerPadding={0.08}
              borderRadius={2}
              colors={{
                type: 'sequential',
                colors: [low, high],
                minValue: 0,
                maxValue: max > 0 ? max : 1,
              }}
              emptyColor={low}
              borderWidth={1}
              borderColor={colors.ink.grid}
              enableLabels={false}
              axisTop={layout.transposed ? axis : null}
              axisBottom={
                layout.transposed
                  ? null
                  : { ...axis, tickRotation: layout.tickRotation, format: (x: string) => hourLabel(x) }
              }
              axisLeft={layout.transposed ? { ...axis, format: (x: string) => hourLabel(x) } : axis}
              tooltip={Tooltip}
              onClick={
                onSelect
                  ? (cell) =>
                      layout.transposed
                        ? onSelect(cell.serieId, seriesIdOf.get(String(cell.data.x)) ?? '')
                        : onSelect(String(cell.data.x), seriesIdOf.get(cell.serieId) ?? '')
                  : undefined
              }
              theme={colors.theme}
              animate={!reducedMotion}
              role="presentation"
            />
          );
        }}
      </PlotFrame>
      {/* What the colours mean, from no value to the largest; the table holds every cell's figure. */}
      <div className="chart-scale" aria-hidden="true">
        <span className="chart-scale__end">{formatValue(0)}</span>
        <span
          className="chart-scale__ramp"
          style={{ background: `linear-gradient(to right, ${low}, ${high})` }}
        />
        <span className="chart-scale__end">{formatValue(max)}</span>
      </div>
    </>
  );
}
