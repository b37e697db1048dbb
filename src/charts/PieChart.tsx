import { useLingui } from '@lingui/react/macro';
import { Pie, type PieTooltipProps } from '@nivo/pie';
import { useMemo } from 'react';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { pairedPrevious } from './data';
import { type DrawingProps, formatOrDash } from './drawingProps';
import { PlotFrame } from './PlotFrame';
import { colorAt } from './palette';
import { useChartColors } from './useChartColors';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

interface Slice {
  id: string;
  label: string;
  value: number;
  previous: number | null;
  color: string;
}

/** Slices smaller than this share of the whole get no label on the arc (5% of 360°). */
const LABEL_MIN_ANGLE = 18;

/** One slice per positive point of the first series; labels and names live in the HTML legend. */
export function PieChart({ series, previous, formatValue, formatX, title, height, onSelect }: DrawingProps) {
  const colors = useChartColors();
  const { t, i18n } = useLingui();
  // The language's own colon: "Cash\u202f: 5 877 629 ₩", "現金：₩5,877,629".
  const legendLabel = (label: string, value: string) => t`${label}: ${value}`;
  const reducedMotion = usePrefersReducedMotion();
  const first = series[0];
  const slices = useMemo<Slice[]>(() => {
    if (!first) return [];
    const before = pairedPrevious(previous, first, 0);
    return first.points
      .flatMap((point, index) =>
        point.y !== null && point.y > 0
          ? [{ x: point.x, value: point.y, previous: before?.points[index]?.y ?? null }]
          : [],
      )
      .map((slice, index) => ({
        id: slice.x,
        label: formatX ? formatX(slice.x) : slice.x,
        value: slice.value,
        previous: slice.previous,
        color: colorAt(colors.pie, index),
      }));
  }, [first, previous, formatX, colors.pie]);
  const compared = slices.some((slice) => slice.previous !== null);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 });

  const Tooltip = useMemo(
    () =>
      function PieTooltip({ datum }: PieTooltipProps<Slice>) {
        return (
          <ChartTooltip
            title={datum.data.label}
            entries={[
              {
                id: datum.data.id,
                label: first?.label ?? '',
                color: datum.data.color,
                value: formatValue(datum.data.value),
                previous: compared ? formatOrDash(datum.data.previous, formatValue) : undefined,
              },
            ]}
          />
        );
      },
    [first, formatValue, compared],
  );

  return (
    <>
      <PlotFrame title={title} minWidth={0} height={height}>
        {({ width, height: plotHeight }) => (
          <Pie<Slice>
            data={slices}
            width={width}
            height={plotHeight}
            margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
            innerRadius={0.5}
            padAngle={0.5}
            colors={(datum) => datum.data.color}
            borderWidth={1}
            borderColor={colors.ink.surface}
            enableArcLinkLabels={false}
            arcLabel={(datum) => percent.format(datum.value / total)}
            arcLabelsSkipAngle={LABEL_MIN_ANGLE}
            arcLabelsTextColor={colors.onSeries}
            activeOuterRadiusOffset={4}
            tooltip={Tooltip}
            onClick={onSelect ? (datum) => onSelect(String(datum.id), '') : undefined}
            theme={colors.theme}
            animate={!reducedMotion}
            role="presentation"
          />
        )}
      </PlotFrame>
      <ChartLegend
        items={slices.map((slice) => ({
          id: slice.id,
          label: legendLabel(slice.label, formatValue(slice.value)),
          color: slice.color,
          mark: 'swatch',
        }))}
      />
    </>
  );
}
