import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { DEFAULT_HEIGHT } from '../charts/layout';
import { ChartSkeleton, ReportChart } from '../charts/ReportChart';
import type { ChartSeries } from '../charts/types';
import type { ReportAnswer } from '../contract/answers';
import {
  type AnswerRange,
  nothingInRange,
  periodWithinRange,
  rangeDays,
  rangePeriods,
} from '../reports/answerRange';
import { type FormatContext, formatValue } from '../reports/cellValue';
import type { ReportDefinition, Row, ValueKind } from '../reports/definition';
import { formatHourOfDay } from '../reports/format';
import { convertAmount } from '../reports/money';
import { NoSalesInRange } from '../reports/NoSalesInRange';
import { wholePeriods } from '../reports/series';
import { renderMessage, uiMessageOf } from '../ui/messages';

/** A chart read on its own that failed: the table and filters stay, the chart says why and retries. */
export function ChartReadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { i18n } = useLingui();
  const reason = renderMessage(i18n, uiMessageOf(error));
  return (
    <div className="note note--with-action" role="alert">
      <p>
        <Trans>The chart could not be read: {reason}</Trans>
      </p>
      <button type="button" className="button" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

interface ReportChartPanelProps {
  report: ReportDefinition;
  response: ReportAnswer;
  format: FormatContext;
  tableId: string;
  compare: boolean;
  /** The overlay's name in the legend and tooltips. */
  comparedName: string;
  /** Opens the orders of a period (a click on its bar) or of a heatmap's cell. */
  onSelect?: ((x: string, seriesId: string) => void) | undefined;
  /** The figure shown, for a chart that offers several (`chartFigure`). */
  figure?: { key: string; valueKind: ValueKind } | undefined;
}

/**
 * A report's chart panel, wherever its answer comes from: the chart once its answer is in, else why
 * not yet: its read failed (with a retry), it needs a connection, or it is on its way (the skeleton).
 */
export function ReportChartSection({
  response,
  error,
  retry,
  needsConnection = false,
  ...chart
}: Omit<ReportChartPanelProps, 'response'> & {
  response: ReportAnswer | undefined;
  /** The chart's read failed (and has no answer to show). */
  error: Error | null;
  retry: () => void;
  needsConnection?: boolean;
}) {
  const { t } = useLingui();
  return (
    <section className="panel report__chart" aria-label={t`Chart`}>
      {response ? (
        <ReportChartPanel {...chart} response={response} />
      ) : error ? (
        <ChartReadError error={error} retry={retry} />
      ) : needsConnection ? (
        <p className="note" role="status">
          <Trans>The chart needs a connection: it is not saved on this device.</Trans>
        </p>
      ) : (
        <ChartSkeleton height={DEFAULT_HEIGHT} />
      )}
    </section>
  );
}

export function ReportChartPanel({
  report,
  response,
  format,
  tableId,
  compare,
  comparedName,
  onSelect,
  figure,
}: ReportChartPanelProps) {
  const { i18n } = useLingui();
  const chart = report.chart;
  const valueKind = figure?.valueKind ?? chart?.valueKind;
  const figureKey = figure?.key;
  const toDisplay = useMemo(
    () => (series: ChartSeries[]) =>
      valueKind === 'money'
        ? series.map((one) => ({
            ...one,
            points: one.points.map((point) => ({
              ...point,
              y: point.y === null ? null : convertAmount(point.y, format.currency),
            })),
          }))
        : series,
    [valueKind, format.currency],
  );
  const isPeriod = (chart?.source ?? report.endpoint).endpoint.periods;
  // A heatmap's columns are hours of the day whatever the grouping (its rows are the weekdays).
  const periodsOnX = isPeriod && chart?.kind !== 'heatmap';
  // Once per answer (and display currency), not on every render of the screen.
  const drawing = useMemo(() => {
    if (!chart) return null;
    const drawn = (answer: { items: readonly Row[]; countItems: number; range?: AnswerRange }) => {
      const whole = isPeriod
        ? wholePeriods(answer.items, answer.countItems)
        : { items: answer.items, lastPeriod: null };
      // Every period of the range, so that a period without sales is drawn as one (0, or a gap for an
      // average), not left out.
      const periods = periodsOnX && answer.range ? rangePeriods(answer.range, whole.lastPeriod) : null;
      return { ...whole, periods };
    };
    const current = drawn(response);
    const before = compare && response.previous ? drawn(response.previous) : null;
    return {
      series: toDisplay(chart.series(current.items, i18n, figureKey, current.periods)),
      previous: before ? toDisplay(chart.series(before.items, i18n, figureKey, before.periods)) : undefined,
      lastPeriod: current.lastPeriod,
    };
  }, [chart, isPeriod, periodsOnX, response, compare, toDisplay, i18n, figureKey]);
  const formatters = useMemo(() => {
    const days = rangeDays(response.range);
    const formatFigure = (value: number) =>
      valueKind === 'money' || valueKind === undefined
        ? formatValue('money', value, { ...format, currency: { ...format.currency, rate: 1 } })
        : formatValue(valueKind, value, format);
    const period = (x: string) => formatValue('period', x, format);
    // A heatmap's columns are hours of the day, on the language's clock ("9 AM", "09 h").
    if (chart?.kind === 'heatmap') {
      return {
        value: formatFigure,
        x: (x: string) => formatHourOfDay(x, format.locale),
        describeX: (x: string) => formatHourOfDay(x, format.locale, true),
      };
    }
    return {
      value: formatFigure,
      x: periodsOnX ? period : undefined,
      // A tooltip names the part of a week (month, year) that the range holds: "Week of Oct 26 (from Nov 1)".
      describeX: periodsOnX
        ? (x: string) => periodWithinRange(period(x), x, format.mode, days, i18n)
        : undefined,
    };
  }, [valueKind, periodsOnX, format, response.range, i18n, chart?.kind]);
  if (!chart || !drawing) return null;
  const nothing = nothingInRange(response);
  // A range without sales says so, naming the range, in place of a chart of zeros.
  if (nothing) return <NoSalesInRange range={response.range} what={nothing} />;
  const { series, previous } = drawing;
  const lastPeriod = drawing.lastPeriod === null ? null : formatValue('period', drawing.lastPeriod, format);
  return (
    <>
      {lastPeriod !== null && (
        <p className="note" role="status">
          <Trans>
            The chart stops at {lastPeriod}: the range has more points than one chart holds. Group by a longer
            period to chart all of it; the table has every row.
          </Trans>
        </p>
      )}
      <ReportChart
        kind={chart.kind}
        series={series}
        previous={previous}
        previousLabel={comparedName}
        onSelect={onSelect}
        title={i18n._(report.title)}
        describedBy={tableId}
        formatValue={formatters.value}
        formatX={formatters.x}
        describeX={formatters.describeX}
        wholeXLabels={periodsOnX}
      />
    </>
  );
}
