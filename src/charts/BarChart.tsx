import {
  Bar,
  BarCanvas,
  type BarCanvasLayer,
  type BarCanvasProps,
  type BarDatum,
  type BarLayer,
  type BarTooltipProps,
} from '@nivo/bar';
import { useCallback, useMemo } from 'react';
import { CanvasTiles } from './CanvasTiles';
import { ChartLegend } from './ChartLegend';
import { valueExtent, wholeValues } from './data';
import type { DrawingProps } from './drawingProps';
import {
  barLabelCharacters,
  type CanvasTile,
  canvasPixelRatio,
  canvasTiles,
  cartesianMargin,
  MOST_SVG_BARS,
  minPlotWidth,
  niceTicks,
  PX_PER_X,
  plotHeights,
  textWidth,
  valueLabelWidth,
  xLabel,
  xTickEvery,
  xTickValues,
} from './layout';
import { PlotFrame } from './PlotFrame';
import { INNER_PADDING, previousMarksCanvasLayer, previousMarksLayer } from './previousMarks';
import { useCartesianChart } from './useCartesianChart';

const PADDING = 0.2;

const seriesKey = (index: number) => `s${index}`;
const seriesIndexOf = (key: string | number) => Number(String(key).slice(1));

/** The x whose tooltip nivo asks for. */
const barTooltipX = ({ indexValue }: BarTooltipProps<BarDatum>) => String(indexValue);

/** `bar` (columns, series side by side) and `horizontalBar` (one row per x, top to bottom). */
export function BarChart(props: DrawingProps) {
  const { kind, onSelect, formatValue, formatX, wholeXLabels, title, height } = props;
  const { colors, reducedMotion, drawn, series, seriesColors, rows, compared, Tooltip, legend } =
    useCartesianChart(props, barTooltipX, { series: 'swatch', previous: 'target', previousInk: 'text' });
  const horizontal = kind === 'horizontalBar';
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
  const integers = wholeValues(rows);
  const ticks = niceTicks(min, max, 5, integers);
  const valueWidth = valueLabelWidth(ticks, formatValue);
  // Periods are named whole under columns ("Week of Oct 26"); other column labels are cut to ten characters.
  const columnCharacters = wholeXLabels && !horizontal ? Number.POSITIVE_INFINITY : undefined;
  const labelWidthAt = (maxCharacters = columnCharacters) =>
    Math.max(0, ...rows.map((row) => textWidth(xLabel(row.x, formatX, maxCharacters))));
  const labelWidth = labelWidthAt();
  const margins = cartesianMargin(kind, valueWidth, labelWidth);
  // A period named whole under the last column may reach past it: room for the half of its name
  // beyond half a column (a column is at least PX_PER_X wide).
  const columnMargin =
    columnCharacters === undefined
      ? margins
      : { ...margins, right: Math.max(margins.right, Math.ceil(labelWidth / 2 - PX_PER_X / 2)) };
  const heights = plotHeights(kind, rows.length, height);

  const onCanvas = rows.length * keys.length > MOST_SVG_BARS;
  const layers = useMemo<BarLayer<BarDatum>[]>(
    () =>
      compared
        ? ['grid', 'axes', 'bars', previousMarksLayer(rows, series.length, horizontal, colors.ink), 'markers']
        : ['grid', 'axes', 'bars', 'markers'],
    [compared, rows, series.length, horizontal, colors.ink],
  );
  const canvasLayers = useMemo<BarCanvasLayer<BarDatum>[]>(
    () =>
      compared
        ? ['grid', 'axes', 'bars', previousMarksCanvasLayer(rows, series.length, horizontal, colors.ink)]
        : ['grid', 'axes', 'bars'],
    [compared, rows, series.length, horizontal, colors.ink],
  );

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
          const labelCharacters = horizontal ? barLabelCharacters(width) : columnCharacters;
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
          const tickEvery = xTickEvery(rows.length, innerWidth, labelWidth);
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
          const common = {
            data,
            keys,
            indexBy: 'x',
            width,
            height: plotHeight,
            margin,
            layout: horizontal ? 'horizontal' : 'vertical',
            groupMode: 'grouped',
            valueScale: { type: 'linear', ...domain, nice: false },
            indexScale: { type: 'band', round: false },
            padding: PADDING,
            innerPadding: series.length > 1 ? INNER_PADDING : 0,
            colors: (datum: { id: string | number }) => seriesColors[seriesIndexOf(datum.id)] ?? colors.other,
            enableLabel: false,
            enableGridX: horizontal,
            enableGridY: !horizontal,
            gridXValues: horizontal ? valueTicks : undefined,
            gridYValues: horizontal ? undefined : valueTicks,
            axisBottom: horizontal ? valueAxis : indexAxis,
            axisLeft: horizontal ? indexAxis : valueAxis,
            tooltip: Tooltip,
            onClick: onSelect
              ? (datum: { indexValue: string | number; id: string | number }) =>
                  onSelect(String(datum.indexValue), String(datum.id))
              : undefined,
            theme: colors.theme,
          } as const;
          return onCanvas ? (
            <BarCanvasTiles
              common={common}
              layers={canvasLayers}
              tiled={!horizontal}
              tickEvery={tickEvery}
              labelWidth={labelWidth}
            />
          ) : (
            <Bar<BarDatum> {...common} layers={layers} animate={!reducedMotion} role="presentation" />
          );
        }}
      </PlotFrame>
      <ChartLegend items={legend} choice={drawn.choice} />
    </>
  );
}

type CanvasCommon = Omit<BarCanvasProps<BarDatum>, 'layers' | 'pixelRatio' | 'margin'> & {
  margin: { top: number; right: number; bottom: number; left: number };
  axisBottom: { tickValues?: ReadonlyArray<string | number> | undefined } & Record<string, unknown>;
};

/**
 * A bar chart on canvas; a column chart is cut in tiles (`canvasTiles`) drawn one after another. The
 * pixel ratio is the whole drawing's, so all its tiles together stay within a phone's canvas memory.
 */
function BarCanvasTiles({
  common,
  layers,
  tiled,
  tickEvery,
  labelWidth,
}: {
  common: CanvasCommon;
  layers: BarCanvasLayer<BarDatum>[];
  tiled: boolean;
  tickEvery: number;
  labelWidth: number;
}) {
  const { data, width, height, margin } = common;
  const { top, right, bottom, left } = margin;
  const tiles = useMemo(() => {
    const whole = { top, right, bottom, left };
    return tiled
      ? canvasTiles(data.length, width, whole, PADDING, tickEvery, labelWidth)
      : [{ from: 0, to: data.length, left: 0, width, margin: whole }];
  }, [data, tiled, width, top, right, bottom, left, tickEvery, labelWidth]);
  const pixelRatio = canvasPixelRatio(width, height, window.devicePixelRatio || 1);
  const renderTile = useCallback(
    (tile: CanvasTile) => {
      if (!tiled) return <BarCanvas<BarDatum> {...common} layers={layers} pixelRatio={pixelRatio} />;
      const tileData = common.data.slice(tile.from, tile.to);
      const xs = new Set(tileData.map((datum) => datum.x));
      return (
        <BarCanvas<BarDatum>
          {...common}
          data={tileData}
          width={tile.width}
          margin={tile.margin}
          axisLeft={tile.from === 0 ? common.axisLeft : null}
          axisBottom={{
            ...common.axisBottom,
            tickValues: common.axisBottom.tickValues?.filter((x) => xs.has(x)),
          }}
          layers={layers}
          pixelRatio={pixelRatio}
        />
      );
    },
    [common, layers, tiled, pixelRatio],
  );
  return <CanvasTiles tiles={tiles} height={height} renderTile={renderTile} />;
}
