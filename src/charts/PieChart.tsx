import { useLingui } from '@lingui/react/macro';
import { Pie, type PieTooltipProps } from '@nivo/pie';
import { useMemo } from 'react';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip } from './ChartTooltip';
import { pairedPrevious } from './data';
import { type DrawingProps, formatOrDash } from './drawingProps';
import { OTHER_ID, pieSlices, sliceColors } from './drawnSeries';
import { PlotFrame } from './PlotFrame';
import { textOn } from './palette';
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

/**
 * One slice per positive point of the first series, at most `MOST_SERIES` of them (the largest; the
 * rest added up as "Other"); labels and names live in the HTML legend, or in the table that lists the
 * points (`tableIsLegend`).
 */
export function PieChart({
  series,
  previous,
  formatValue,
  formatX,
  title,
  height,
  onSelect,
  tableIsLegend,
}: DrawingProps) {
  const colors = useChartColors();
  const { t, i18n } = useLingui();
  // The language's own colon: "Cash\u202f: 5 877 629 ₩", "現金：₩5,877,629".
  const legendLabel = (label: string, value: string) => t`${label}: ${value}`;
  const reducedMotion = usePrefersReducedMotion();
  const first = series[0];
  const slices = useMemo<Slice[]>(() => {
    if (!first) return [];
    const before = pairedPrevious(previous, first, 0);
    const previousOf = new Map(
      first.points.map((point, index) => [point.x, before?.points[index]?.y ?? null]),
    );
    const colorOf = sliceColors(first.points, colors);
    const drawn = pieSlices(first.points);
    const kept = new Set(drawn.map((slice) => slice.x));
    // The compared period of "Other": the same points added up.
    const otherPrevious = first.points
      .filter((point) => !kept.has(point.x) && point.y !== null && point.y > 0)
      .reduce<number | null>((sum, point) => {
        const value = previousOf.get(point.x) ?? null;
        return value === null ? sum : (sum ?? 0) + value;
      }, null);
    return drawn.map((slice) => ({
      id: slice.x,
      label: slice.other ? t`Other` : formatX ? formatX(slice.x) : slice.x,
      value: slice.y,
      previous: slice.other ? otherPrevious : (previousOf.get(slice.x) ?? null),
      color: slice.other ? colors.other : (colorOf.get(slice.x) ?? colors.other),
    }));
  }, [first, previous, formatX, colors, t]);
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
            arcLabelsTextColor={(datum) => textOn(datum.data.color)}
            activeOuterRadiusOffset={4}
            tooltip={Tooltip}
            onClick={
              onSelect
                ? (datum) => {
                    // "Other" stands for several points: the table opens each one's.
                    if (datum.id !== OTHER_ID) onSelect(String(datum.id), '');
                  }
                : undefined
            }
            theme={colors.theme}
            animate={!reducedMotion}
            role="presentation"
          />
        )}
      </PlotFrame>
      {!tableIsLegend && (
        <ChartLegend
          items={slices.map((slice) => ({
            id: slice.id,
            label: legendLabel(slice.label, formatValue(slice.value)),
            color: slice.color,
            mark: 'swatch',
          }))}
        />
      )}
    </>
  );
}
