import { Line, type LineCustomSvgLayerProps, type LineSvgLayer, type SliceTooltipProps } from '@nivo/line';
import { type FunctionComponent, useMemo } from 'react';
import { ChartLegend } from './ChartLegend';
import { type ChartRow, valueExtent, wholeValues } from './data';
import type { DrawingProps } from './drawingProps';
import {
  cartesianMargin,
  minPlotWidth,
  niceTicks,
  textWidth,
  valueLabelWidth,
  xLabel,
  xTickValues,
} from './layout';
import { PlotFrame } from './PlotFrame';
import { useCartesianChart } from './useCartesianChart';

interface LineData {
  id: string;
  data: { x: string; y: number | null }[];
}

const seriesIndexOf = (id: string) => Number(id.slice(1));

/** An SVG path through the points, broken where a value is missing. */
export function gappedPath(points: readonly ({ x: number; y: number } | null)[]): string {
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (point === null) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${point.x},${point.y}`;
    drawing = true;
  }
  return path;
}

/**
 * The values no line passes through (a value between two blanks, as an average between periods
 * without orders), each as a dot in its series' colour. Every other value is on its line and gets no
 * dot: a dot on every point of several series piled up along the axis as stray dots.
 */
export function isolatedPoints(rows: readonly ChartRow[], seriesIndex: number): number[] {
  const valueAt = (index: number) => rows[index]?.values[seriesIndex] ?? null;
  return rows.flatMap((_, index) =>
    valueAt(index) !== null && valueAt(index - 1) === null && valueAt(index + 1) === null ? [index] : [],
  );
}

function isolatedPointsLayer(
  rows: readonly ChartRow[],
  series: readonly { id: string; color: string }[],
  surface: string,
): FunctionComponent<LineCustomSvgLayerProps<LineData>> {
  return function IsolatedPoints({ xScale, yScale }) {
    return (
      <g className="chart-isolated-points">
        {series.flatMap((item, seriesIndex) =>
          isolatedPoints(rows, seriesIndex).map((index) => {
            const row = rows[index] as ChartRow;
            return (
              <circle
                key={`${item.id}-${row.x}`}
                cx={xScale(row.x)}
                cy={yScale(row.values[seriesIndex] ?? 0)}
                r={3.5}
                fill={item.color}
                stroke={surface}
                strokeWidth={1}
              />
            );
          }),
        )}
      </g>
    );
  };
}

/** The previous period as a dashed, lighter line in each series' colour, under the current lines. */
function previousLinesLayer(
  rows: readonly ChartRow[],
  seriesCount: number,
  palette: readonly string[],
): FunctionComponent<LineCustomSvgLayerProps<LineData>> {
  return function PreviousLines({ xScale, yScale }) {
    const paths = Array.from({ length: seriesCount }, (_, index) =>
      gappedPath(
        rows.map((row) => {
          const value = row.previous[index];
          return value === null || value === undefined ? null : { x: xScale(row.x), y: yScale(value) };
        }),
      ),
    );
    return (
      <g className="chart-previous-lines">
        {paths.map((d, index) =>
          d ? (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: one path per series, in series order.
              key={index}
              d={d}
              fill="none"
              stroke={palette[index]}
              strokeWidth={2}
              strokeOpacity={0.6}
              strokeDasharray="6 4"
            />
          ) : null,
        )}
      </g>
    );
  };
}

/** The x whose tooltip nivo asks for: the slice's. */
const lineTooltipX = ({ slice }: SliceTooltipProps<LineData>) => slice.points[0]?.data.x;

/**
 * One line per series over the x values (revenue by outlet, by payment method…): at most
 * `MOST_SERIES` of them, the rest added up as "Other", chosen in the legend (`useDrawnSeries`).
 */
export function LineChart(props: DrawingProps) {
  const { formatValue, formatX, wholeXLabels, title, height, onSelect } = props;
  const { colors, reducedMotion, drawn, series, seriesColors, rows, compared, Tooltip, legend } =
    useCartesianChart(props, lineTooltipX, { series: 'line', previous: 'dashed', previousInk: 'muted' });
  const data = useMemo<LineData[]>(
    () =>
      series.map((_, index) => ({
        id: `s${index}`,
        data: rows.map((row) => ({ x: row.x, y: row.values[index] ?? null })),
      })),
    [series, rows],
  );

  const [min, max] = valueExtent(rows);
  const ticks = niceTicks(min, max, 5, wholeValues(rows));
  const valueWidth = valueLabelWidth(ticks, formatValue);
  // Periods are named whole ("Week of Oct 26"); other labels are cut to ten characters.
  const labelCharacters = wholeXLabels ? Number.POSITIVE_INFINITY : undefined;
  const labelWidth = Math.max(0, ...rows.map((row) => textWidth(xLabel(row.x, formatX, labelCharacters))));
  const margin = cartesianMargin('line', valueWidth, labelWidth);

  const layers = useMemo<LineSvgLayer<LineData>[]>(
    () => [
      'grid',
      'markers',
      'axes',
      'crosshair',
      ...(compared ? [previousLinesLayer(rows, series.length, seriesColors)] : []),
      'lines',
      isolatedPointsLayer(
        rows,
        series.map((item, index) => ({ id: item.id, color: seriesColors[index] ?? colors.other })),
        colors.ink.surface,
      ),
      'slices',
    ],
    [compared, rows, series, seriesColors, colors.ink.surface, colors.other],
  );

  return (
    <>
      <PlotFrame title={title} minWidth={minPlotWidth('line', rows.length, margin)} height={height}>
        {({ width, height: plotHeight }) => {
          const innerWidth = width - margin.left - margin.right;
          return (
            <Line<LineData>
              data={data}
              width={width}
              height={plotHeight}
              margin={margin}
              xScale={{ type: 'point' }}
              yScale={{
                type: 'linear',
                min: ticks[0] ?? min,
                max: ticks[ticks.length - 1] ?? max,
                nice: false,
              }}
              curve="linear"
              colors={(item: LineData) => seriesColors[seriesIndexOf(item.id)] ?? colors.other}
              lineWidth={2}
              enablePoints={false}
              enableGridX={false}
              gridYValues={ticks}
              axisBottom={{
                tickValues: xTickValues(
                  rows.map((row) => row.x),
                  innerWidth,
                  labelWidth,
                ),
                format: (x: string) => xLabel(x, formatX, labelCharacters),
                tickSize: 5,
                tickPadding: 5,
              }}
              axisLeft={{ tickValues: ticks, format: formatValue, tickSize: 5, tickPadding: 5 }}
              enableSlices="x"
              sliceTooltip={Tooltip}
              // A slice is one x across every line: it opens what is behind that period as a whole.
              onClick={
                onSelect
                  ? (datum) => {
                      const x = 'points' in datum ? datum.points[0]?.data.x : datum.data.x;
                      if (x !== undefined && x !== null) onSelect(String(x), '');
                    }
                  : undefined
              }
              layers={layers}
              theme={colors.theme}
              animate={!reducedMotion}
              role="presentation"
            />
          );
        }}
      </PlotFrame>
      <ChartLegend items={legend} choice={drawn.choice} mark="line" />
    </>
  );
}
