import { useLingui } from '@lingui/react/macro';
import { Bar, type BarCustomLayerProps, type BarDatum, type BarLayer, type BarTooltipProps } from '@nivo/bar';
import { type FunctionComponent, useMemo } from 'react';
import { ChartLegend, type LegendItem } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { type ChartRow, toRows, valueExtent } from './data';
import { type DrawingProps, formatOrDash } from './drawingProps';
import {
  barLabelCharacters,
  cartesianMargin,
  minPlotWidth,
  niceTicks,
  plotHeights,
  textWidth,
  valueLabelWidth,
  xLabel,
  xTickValues,
} from './layout';
import { PlotFrame } from './PlotFrame';
import { colorAt, type Ink } from './palette';
import { useChartColors } from './useChartColors';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const PADDING = 0.2;
const INNER_PADDING = 2;

const seriesKey = (index: number) => `s${index}`;
const seriesIndexOf = (key: string | number) => Number(String(key).slice(1));

interface BandScale {
  (value: string): number | undefined;
  bandwidth(): number;
}
type ValueScale = (value: number) => number;

/**
 * The previous period as a short dark mark across each bar at the previous value (a "target"
 * mark, as on bullet charts), with a white halo so it reads both on the bar and beside it.
 */
function previousMarksLayer(
  rows: readonly ChartRow[],
  seriesCount: number,
  horizontal: boolean,
  ink: Ink,
): FunctionComponent<BarCustomLayerProps<BarDatum>> {
  return function PreviousMarks({ xScale, yScale }) {
    const indexScale = (horizontal ? yScale : xScale) as unknown as BandScale;
    const valueScale = (horizontal ? xScale : yScale) as unknown as ValueScale;
    const thickness = (indexScale.bandwidth() - INNER_PADDING * (seriesCount - 1)) / seriesCount;
    const marks: { key: string; d: string }[] = [];
    for (const row of rows) {
      const bandStart = indexScale(row.x);
      if (bandStart === undefined) continue;
      row.previous.forEach((value, index) => {
        if (value === null) return;
        const from = bandStart + index * (thickness + INNER_PADDING) - 3;
        const to = from + thickness + 6;
        const at = valueScale(value);
        const d = horizontal ? `M${at},${from}V${to}` : `M${from},${at}H${to}`;
        marks.push({ key: `${row.x}-${index}`, d });
      });
    }
    return (
      <g className="chart-previous-marks">
        {marks.map((mark) => (
          <g key={mark.key}>
            <path d={mark.d} stroke={ink.surface} strokeWidth={6} strokeLinecap="round" />
            <path d={mark.d} stroke={ink.text} strokeWidth={2.5} strokeLinecap="round" />
          </g>
        ))}
      </g>
    );
  };
}

/** `bar` (columns, series side by side) and `horizontalBar` (one row per x, top to bottom). */
export function BarChart({
  kind,
  series,
  previous,
  previousLabel,
  onSelect,
  formatValue,
  formatX,
  title,
  height,
}: DrawingProps) {
  const colors = useChartColors();
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const horizontal = kind === 'horizontalBar';
  const rows = useMemo(() => toRows(series, previous), [series, previous]);
  const compared = rows.some((row) => row.previous.some((value) => value !== null));
  const keys = series.map((_, index) => seriesKey(index));

  // nivo draws the first row of a horizontal chart at the bottom; reports list the first on top.
  const data = useMemo(
    () =>
      (horizontal ? [...rows].reverse() : rows).map((row) => {
        const datum: BarDatum = { x: row.x };
        row.values.forEach((value, index) => {
          if (value !== null) datum[seriesKey(index)] = value;
        });
        return datum;
      }),
    [rows, horizontal],
  );

  const [min, max] = valueExtent(rows);
  const integers = rows.every((row) =>
    [...row.values, ...row.previous].every((value) => value === null || Number.isInteger(value)),
  );
  const ticks = niceTicks(min, max, 5, integers);
  const valueWidth = valueLabelWidth(ticks, formatValue);
  const labelWidthAt = (maxCharacters?: number) =>
    Math.max(0, ...rows.map((row) => textWidth(xLabel(row.x, formatX, maxCharacters))));
  const labelWidth = labelWidthAt();
  const columnMargin = cartesianMargin(kind, valueWidth, labelWidth);
  const heights = plotHeights(kind, rows.length, height);

  const Tooltip = useMemo(() => {
    const byX = new Map(rows.map((row) => [row.x, row]));
    return function BarTooltip({ indexValue }: BarTooltipProps<BarDatum>) {
      const row = byX.get(String(indexValue));
      if (!row) return null;
      return (
        <ChartTooltip
          title={formatX ? formatX(row.x) : row.x}
          previousLabel={previousLabel}
          entries={series.map((item, index) => ({
            id: item.id,
            label: item.label,
            color: colorAt(colors.bar, index),
            value: formatOrDash(row.values[index] ?? null, formatValue),
            previous: compared ? formatOrDash(row.previous[index] ?? null, formatValue) : undefined,
          }))}
        />
      );
    };
  }, [rows, series, formatValue, formatX, compared, previousLabel, colors.bar]);

  const layers = useMemo<BarLayer<BarDatum>[]>(
    () =>
      compared
        ? ['grid', 'axes', 'bars', previousMarksLayer(rows, series.length, horizontal, colors.ink), 'markers']
        : ['grid', 'axes', 'bars', 'markers'],
    [compared, rows, series.length, horizontal, colors.ink],
  );

  const legend: LegendItem[] = [
    ...(series.length > 1
      ? series.map((item, index) => ({
          id: item.id,
          label: item.label,
          color: colorAt(colors.bar, index),
          mark: 'swatch' as const,
        }))
      : []),
    ...(compared
      ? [
          {
            id: 'previous',
            label: previousLabel ?? t`Previous period`,
            color: colors.ink.text,
            mark: 'target' as const,
          },
        ]
      : []),
  ];

  return (
    <>
      <PlotFrame
        title={title}
        minWidth={minPlotWidth(kind, rows.length, columnMargin)}
        height={heights.plot}
        maxHeight={heights.scrollsY ? heights.frame : undefined}
      >
        {({ width, height: plotHeight }) => {
          // Horizontal bars' labels get as many characters as a share of the width allows.
          const labelCharacters = horizontal ? barLabelCharacters(width) : undefined;
          const margin = horizontal
            ? cartesianMargin(kind, valueWidth, labelWidthAt(labelCharacters))
            : columnMargin;
          const innerWidth = width - margin.left - margin.right;
          // On narrow screens wide money labels need fewer value ticks.
          const valueTicks =
            horizontal && innerWidth / ticks.length < valueWidth + 16
              ? niceTicks(min, max, Math.max(1, Math.floor(innerWidth / (valueWidth + 16))), integers)
              : ticks;
          const domain = { min: valueTicks[0] ?? min, max: valueTicks[valueTicks.length - 1] ?? max };
          const valueAxis = { tickValues: valueTicks, format: formatValue, tickSize: 5, tickPadding: 5 };
          const indexAxis = {
            tickValues: horizontal
              ? undefined
              : xTickValues(
                  rows.map((row) => row.x),
                  innerWidth,
                  labelWidth,
                ),
            format: (x: string | number) => xLabel(String(x), formatX, labelCharacters),
            tickSize: 5,
            tickPadding: 5,
          };
          return (
            <Bar<BarDatum>
              data={data}
              keys={keys}
              indexBy="x"
              width={width}
              height={plotHeight}
              margin={margin}
              layout={horizontal ? 'horizontal' : 'vertical'}
              groupMode="grouped"
              valueScale={{ type: 'linear', ...domain, nice: false }}
              indexScale={{ type: 'band', round: false }}
              padding={PADDING}
              innerPadding={series.length > 1 ? INNER_PADDING : 0}
              colors={(datum) => colorAt(colors.bar, seriesIndexOf(datum.id))}
              enableLabel={false}
              enableGridX={horizontal}
              enableGridY={!horizontal}
              gridXValues={horizontal ? valueTicks : undefined}
              gridYValues={horizontal ? undefined : valueTicks}
              axisBottom={horizontal ? valueAxis : indexAxis}
              axisLeft={horizontal ? indexAxis : valueAxis}
              tooltip={Tooltip}
              onClick={onSelect ? (datum) => onSelect(String(datum.indexValue), String(datum.id)) : undefined}
              layers={layers}
              theme={colors.theme}
              animate={!reducedMotion}
              role="presentation"
            />
          );
        }}
      </PlotFrame>
      <ChartLegend items={legend} />
    </>
  );
}
