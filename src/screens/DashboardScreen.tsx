import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useDeferredValue, useId, useMemo } from 'react';
import { ReportChart } from '../charts/ReportChart';
import { ExportControls } from '../export/ExportControls';
import { ComparisonSelect } from '../filters/ComparisonSelect';
import { FilterBar } from '../filters/FilterBar';
import { NeedsConnection } from '../offline/NeedsConnection';
import { answeredAt } from '../reports/answeredAt';
import { nothingInRange } from '../reports/answerRange';
import { formatValue } from '../reports/cellValue';
import { comparedSpanOf, comparedSpanPhrase } from '../reports/comparedSpan';
import { DASHBOARD_CARDS, shownCards } from '../reports/dashboard/cards';
import { type ReportDefinition, reportMode } from '../reports/definition';
import { SUMMARY_FIGURE_LABELS } from '../reports/definitions/saleSummary';
import { convertAmount } from '../reports/money';
import { NoSalesInRange } from '../reports/NoSalesInRange';
import { ordersBehindSearch } from '../reports/ordersBehind';
import { CurrencySelect, GroupingSelect } from '../reports/ReportControls';
import { ReportHead } from '../reports/ReportHead';
import { UpdatedAt } from '../reports/UpdatedAt';
import { useComparison } from '../reports/useComparison';
import { useDisplayCurrency } from '../reports/useDisplayCurrency';
import { useKeptWhileEqual } from '../reports/useKeptWhileEqual';
import { useSignedInReport } from '../reports/useSignedInReport';
import { useStableFormat } from '../reports/useStableFormat';
import { useBusinessNow, useStoreDayStart, useStoreNow } from '../reports/useStoreNow';
import { ColumnPicker } from '../tables/ColumnPicker';
import { useScreenAnswers } from './useScreenAnswers';
import './report-screen.css';
import './dashboard.css';
import { saveColumns } from '../filters/savedColumns';
import { BriefPanel } from './BriefPanel';
import { MetricCard } from './MetricCard';
import { MonthPacePanel } from './MonthPacePanel';
import { useOrdersOfPeriod } from './OrdersLink';
import { PaymentChart } from './PaymentChart';

/**
 * The dashboard: a card per key figure of the range with its change against the same figure over the
 * compared period (the previous one of the same length, or the one chosen), and two charts.
 */
export function DashboardScreen() {
  const signedIn = useSignedInReport();
  if (signedIn.kind !== 'ready') return signedIn.element;
  return <Dashboard {...signedIn} />;
}

function Dashboard({
  report,
  userId,
  storeId,
  timeZone,
}: {
  report: ReportDefinition;
  userId: number;
  storeId: number;
  timeZone: string | null;
}) {
  const { t, i18n } = useLingui();
  const chartTableId = useId();
  const dayStart = useStoreDayStart();
  // One scope and one orders search while their values hold: the cards and panels below are memoised,
  // and each of the dozen answers the dashboard waits for renders it again.
  const scope = useMemo(
    () => ({ userId, storeId, timeZone, dayStart }),
    [userId, storeId, timeZone, dayStart],
  );
  const {
    search,
    setFilters,
    table: summary,
    shown,
    shownDrawn: shownPayments,
    backToLastAnswered,
  } = useScreenAnswers(report, scope, 'pie');
  const { currency, choices, choose } = useDisplayCurrency(userId, storeId);
  const format = useStableFormat({
    locale: i18n.locale,
    mode: reportMode(report, search),
    currency,
    missing: '—',
  });
  const cards = shownCards(search);
  const compared = useComparison(search);
  const now = useStoreNow();
  const businessYear = useBusinessNow().year();
  const orders = useKeptWhileEqual(ordersBehindSearch(report, null, search, now, { dayStart }));
  const ordersOfPeriod = useOrdersOfPeriod(report, search);
  // The cards and charts are drawn in a background render that yields to the browser every few
  // milliseconds (a phone stays responsive while ten cards, two charts and their tables are built);
  // the filters and controls above them are drawn at once.
  const data = useDeferredValue(shown.data ?? null, null) ?? undefined;
  // Once per answer (and display currency), so the chart is not drawn again for the same figures.
  const chart = report.chart;
  const revenue = useMemo(
    () =>
      data && chart
        ? chart.series(data.items, i18n).map((series) => ({
            ...series,
            points: series.points.map((point) => ({
              ...point,
              y: point.y === null ? null : convertAmount(point.y, format.currency),
            })),
          }))
        : [],
    [data, chart, i18n, format.currency],
  );
  const formatMoney = useCallback(
    (value: number) => formatValue('money', value, { ...format, currency: { ...format.currency, rate: 1 } }),
    [format],
  );
  const formatPeriod = useCallback((x: string) => formatValue('period', x, format), [format]);
  const previous = data?.previous;
  const comparedKind = compared.comparison.kind;
  const comparedPhrase = useMemo(
    () => (previous ? comparedSpanPhrase(i18n, comparedKind, comparedSpanOf(previous), businessYear) : null),
    [previous, i18n, comparedKind, businessYear],
  );
  if (summary.isError && !summary.data) throw summary.error;

  return (
    <div className="page report dashboard">
      <ReportHead report={report} />
      <FilterBar report={report} userId={userId} storeId={storeId} />
      <div className="report__controls">
        <CurrencySelect value={currency.code} choices={choices} onChange={choose} />
        <GroupingSelect report={report} search={search} onChange={(mode) => setFilters({ mode })} />
        <ComparisonSelect
          optional={false}
          comparison={compared.comparison}
          firstDay={compared.range.min}
          onChange={setFilters}
        />
        <ColumnPicker
          columns={DASHBOARD_CARDS.map((card) => ({
            id: card.figure,
            label: i18n._(SUMMARY_FIGURE_LABELS[card.figure]),
            visible: cards.includes(card),
          }))}
          onChange={(visible) => {
            saveColumns(globalThis.localStorage, userId, storeId, report.id, visible);
            setFilters({ columns: visible });
          }}
        />
        <ExportControls
          report={report}
          userId={userId}
          storeId={storeId}
          platform={null}
          currency={currency}
          columnKeys={['date', ...cards.map((card) => card.figure)]}
        />
      </div>
      <UpdatedAt
        at={answeredAt(shown.data, summary.dataUpdatedAt)}
        fetching={summary.isFetching}
        timeZone={summary.data?.range.timeZone}
      />
      <BriefPanel scope={scope} format={format} />
      {shown.needsConnection ? (
        <NeedsConnection onShowLast={backToLastAnswered} />
      ) : data ? (
        <>
          <ul className="metric-cards" aria-busy={shown.busy}>
            {cards.map((card) => (
              <MetricCard
                key={card.figure}
                card={card}
                response={data}
                format={format}
                orders={orders}
                comparedPhrase={comparedPhrase}
              />
            ))}
          </ul>
          <MonthPacePanel scope={scope} format={format} />
          <section className="panel report__chart">
            <h2 className="panel__heading">
              <Trans>Revenue</Trans>
            </h2>
            {chart &&
              (nothingInRange(data) ? (
                <NoSalesInRange range={data.range} />
              ) : (
                <ReportChart
                  kind={chart.kind}
                  series={revenue}
                  title={t`Revenue`}
                  describedBy={chartTableId}
                  formatValue={formatMoney}
                  formatX={formatPeriod}
                  wholeXLabels
                  onSelect={ordersOfPeriod}
                />
              ))}
            <p id={chartTableId} className="visually-hidden">
              <Trans>The cards above give the totals of the range.</Trans>
            </p>
          </section>
          <PaymentChart response={shownPayments.data} format={format} orders={orders} />
        </>
      ) : (
        <p role="status">
          <Trans>Loading the report…</Trans>
        </p>
      )}
    </div>
  );
}
