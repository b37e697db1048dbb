import { Trans, useLingui } from '@lingui/react/macro';
import { memo, Suspense, useEffect, useRef } from 'react';
import { usePhone } from '../ui/usePhone';
import { hasChartData } from './data';
import { turnedHeatmapHeight } from './heatmapLayout';
import { DEFAULT_HEIGHT, plotHeights } from './layout';
import { NivoChart, preloadDrawing } from './NivoChart';
import type { ReportChartProps } from './types';
import { SCREEN_AHEAD, useInView } from './useInView';
import './charts.css';

/**
 * A report's chart: an empty state, or the nivo drawing, loaded once the chart is a screen away from the
 * viewport and drawn once it comes near (a skeleton holds its place meanwhile), so charts below the fold
 * or in a closed panel cost nothing while the page opens. Drawn again only when its props change: callers keep
 * series and formatters the same object for the same answer.
 */
export const ReportChart = memo(function ReportChart(props: ReportChartProps) {
  const { t } = useLingui();
  const { kind, series, title, describedBy } = props;
  const height = props.height ?? DEFAULT_HEIGHT;
  const hasData = hasChartData(kind, series);
  // Why points are blank (an average of periods without orders), once each, when some are.
  const gapNotes = [
    ...new Set(
      series.flatMap((item) =>
        item.gapNote && item.points.some((point) => point.y === null) ? [item.gapNote] : [],
      ),
    ),
  ];
  const xCount = new Set(series.flatMap((item) => item.points.map((point) => point.x))).size;
  // A phone draws the heatmap on its side, much taller: its place is held at that height.
  const phone = usePhone();
  const skeletonHeight =
    kind === 'heatmap' && phone ? turnedHeatmapHeight(xCount) : plotHeights(kind, xCount, height).frame;
  const figure = useRef<HTMLElement>(null);
  const inView = useInView(figure);
  const coming = useInView(figure, SCREEN_AHEAD);
  useEffect(() => {
    if (coming && hasData) preloadDrawing(kind);
  }, [coming, hasData, kind]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a figure, exposed as a named group of drawing, legend and caption.
    <figure
      ref={figure}
      className={props.onSelect ? 'chart chart--selectable' : 'chart'}
      role="group"
      aria-label={title}
      aria-describedby={describedBy}
    >
      {/* Not a figcaption: a figure with one may take no role but figure, and this one is a group. */}
      {describedBy && (
        <p className="visually-hidden">
          <Trans>The table below lists the figures of this chart.</Trans>
        </p>
      )}
      {hasData ? (
        inView ? (
          <Suspense fallback={<ChartSkeleton height={skeletonHeight} />}>
            <NivoChart {...props} height={height} />
          </Suspense>
        ) : (
          // Not loading yet, so not announced as busy: the drawing starts once the chart is scrolled to.
          <div className="chart-skeleton" style={{ height: skeletonHeight }} />
        )
      ) : (
        // The answer has no value at all. A range without sales says so in place of the chart instead
        // (NoSalesInRange), naming the range.
        <div className="chart-empty" style={{ minHeight: height }}>
          <p>{t`No data`}</p>
        </div>
      )}
      {hasData &&
        gapNotes.map((note) => (
          <p key={note} className="chart-note">
            {note}
          </p>
        ))}
    </figure>
  );
});

/** The place of a chart while its drawing or its data loads. */
export function ChartSkeleton({ height }: { height: number }) {
  const { t } = useLingui();
  return (
    <div className="chart-skeleton" style={{ height }} aria-busy="true">
      <span className="visually-hidden">{t`Loading chart`}</span>
    </div>
  );
}
