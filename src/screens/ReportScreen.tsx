import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useMemo } from 'react';
import { ExportControls } from '../export/ExportControls';
import { ComparisonSelect } from '../filters/ComparisonSelect';
import { FilterBar } from '../filters/FilterBar';
import { FoldedOnPhone } from '../filters/FoldLine';
import { NeedsConnection } from '../offline/NeedsConnection';
import { answeredAt } from '../reports/answeredAt';
import { columnHeader } from '../reports/cellValue';
import { availableColumns, shownColumns } from '../reports/columnsShown';
import { chartFigure } from '../reports/definition';
import { displayInForce } from '../reports/displayInForce';
import {
  Checkbox,
  CurrencySelect,
  FigureSelect,
  GroupingSelect,
  OptionLabel,
} from '../reports/ReportControls';
import { ReportHead } from '../reports/ReportHead';
import { UpdatedAt } from '../reports/UpdatedAt';
import { useComparison } from '../reports/useComparison';
import { useDisplayCurrency } from '../reports/useDisplayCurrency';
import { type SignedInReportOf, useSignedInReport } from '../reports/useSignedInReport';
import { useValueContext } from '../reports/useValueContext';
import { ColumnPicker } from '../tables/ColumnPicker';
import { useScreenAnswers } from './useScreenAnswers';
import './report-screen.css';
import type { ReportAnswer } from '../contract/answers';
import { saveColumns } from '../filters/savedColumns';
import { comparedAnswerLabel } from '../reports/comparedSpan';
import { useBusinessNow } from '../reports/useStoreNow';
import { KeyFigures } from './KeyFigures';
import { OrdersBehindNote, useOrdersOfPeriod } from './OrdersLink';
import { PiePanel, StoresWithoutRate } from './PiePanel';
import { ReportChartSection } from './ReportChartPanel';
import { ReportTablePanel } from './ReportTablePanel';
import { useReportFormat } from './useReportFormat';

/** Every report but the dashboard: a definition of the registry rendered as title, filters, chart and table. */
export function ReportScreen() {
  const signedIn = useSignedInReport();
  // A report opened from a link or the menu is rendered by the router at once, in one task; its title
  // comes first and the rest (filters, controls, chart, table) in a background render that yields to
  // the browser every few milliseconds, so a phone does not freeze while the screen is built.
  // The title (with the report menu) stays the same element across both renders, so a menu opened
  // meanwhile stays open.
  const bodyShown = useDeferredValue(true, false);
  if (signedIn.kind !== 'ready') return signedIn.element;
  return (
    <div className="page report">
      <ReportHead report={signedIn.report} />
      {bodyShown && <ReportView {...signedIn} />}
    </div>
  );
}

function ReportView({ report, userId, storeId, platform, timeZone, dayStart }: SignedInReportOf) {
  const { t, i18n } = useLingui();
  const tableId = useId();
  const {
    search,
    setFilters,
    table,
    drawn: chartQuery,
    shown,
    shownDrawn: shownChart,
    backToLastAnswered,
  } = useScreenAnswers(report, { userId, storeId, timeZone, dayStart }, 'chart');
  const { currency, choices, missingRate, choose } = useDisplayCurrency(userId, storeId);
  const compared = useComparison(search);
  const currentYear = useBusinessNow().year();
  const ordersOfPeriod = useOrdersOfPeriod(report, search);
  const figure = report.chart ? chartFigure(report.chart, search) : undefined;

  const format = useReportFormat(report, search, currency, table.data);
  const context = useValueContext(userId, storeId, format);
  if (table.isError && !table.data) throw table.error;
  // The table, chart and pie are drawn in a background render that yields to the browser every few
  // milliseconds, so a phone stays responsive while they are built; the filters and controls at once.
  const data = useDeferredValue(shown.data ?? null, null) ?? undefined;
  const chartData = useDeferredValue(shownChart.data ?? null, null) ?? undefined;
  const items = data?.items;
  // The compared period with its dates, as the answer gives it ("Previous period (Nov 18 – 22)").
  const comparedLabel = (answer: ReportAnswer | undefined) =>
    comparedAnswerLabel(i18n, compared.name, answer, currentYear);
  const columns = useMemo(
    () => shownColumns(report, platform, items ?? [], search),
    [report, platform, items, search],
  );
  const comparesPrevious = (report.chart?.source ?? report.endpoint).comparesPrevious && !!report.chart;
  const shownDisplay = {
    currency: report.currencySelector && choices.length > 1 ? currency.code : null,
    comparedName: compared.name,
  };
  const customizeOptions = (report.options ?? []).filter((option) => option === 'paymentInfo');
  const inlineOptions = (report.options ?? []).filter((option) => option !== 'paymentInfo');
  const hasDisplay =
    shownDisplay.currency !== null ||
    !!report.modes ||
    !!report.chart?.figures ||
    comparesPrevious ||
    inlineOptions.length > 0 ||
    !!report.customizableColumns;

  return (
    <>
      <FilterBar report={report} userId={userId} storeId={storeId} />
      <div className="report__controls">
        <FoldedOnPhone
          shown={hasDisplay}
          label={t({ message: 'Display', context: 'how figures are shown' })}
          value={
            displayInForce(i18n, report, search, shownDisplay).join(' · ') ||
            t({ message: 'standard', context: 'how figures are shown' })
          }
        >
          {report.currencySelector && (
            <CurrencySelect value={currency.code} choices={choices} onChange={choose} />
          )}
          <GroupingSelect report={report} search={search} onChange={(mode) => setFilters({ mode })} />
          {report.chart?.figures && figure && (
            <FigureSelect
              value={figure.key}
              figures={report.chart.figures}
              onChange={(key) =>
                setFilters({ figure: key === report.chart?.figures?.[0]?.key ? undefined : key })
              }
            />
          )}
          {comparesPrevious && (
            <ComparisonSelect
              enabled={search.compare ?? false}
              comparison={compared.comparison}
              firstDay={compared.range.min}
              onChange={setFilters}
            />
          )}
          {inlineOptions.map((option) => (
            <Checkbox
              key={option}
              checked={search[option] ?? false}
              onChange={(checked) => setFilters({ [option]: checked || undefined })}
            >
              <OptionLabel option={option} />
            </Checkbox>
          ))}
          {report.customizableColumns && (
            <ColumnPicker
              columns={availableColumns(report, platform, [], search).map((column) => ({
                id: column.key,
                label: columnHeader(column, context, ''),
                visible: columns.some((shown) => shown.key === column.key),
              }))}
              onChange={(visible) => {
                saveColumns(globalThis.localStorage, userId, storeId, report.id, visible);
                setFilters({ columns: visible, page: search.page });
              }}
            >
              {customizeOptions.map((option) => (
                <Checkbox
                  key={option}
                  checked={search[option] ?? false}
                  onChange={(checked) => setFilters({ [option]: checked || undefined, page: search.page })}
                >
                  <OptionLabel option={option} />
                </Checkbox>
              ))}
            </ColumnPicker>
          )}
        </FoldedOnPhone>
        <ExportControls
          report={report}
          userId={userId}
          storeId={storeId}
          platform={platform}
          currency={format.currency}
        />
      </div>
      <UpdatedAt
        at={answeredAt(shown.data, table.dataUpdatedAt)}
        fetching={table.isFetching}
        timeZone={table.data?.range.timeZone}
      />
      {report.listsOrdersBehind && search.behind && (
        <OrdersBehindNote behind={search.behind} onClear={() => setFilters({ behind: undefined })} />
      )}
      {missingRate && (
        <p className="note" role="status">
          <Trans>
            This store has no exchange rate for {search.currency}: amounts are shown in {currency.code}.
          </Trans>
        </p>
      )}
      {data?.storesWithoutRate?.length ? (
        <p className="note" role="status">
          <StoresWithoutRate code={format.currency.code} stores={data.storesWithoutRate} />
        </p>
      ) : null}
      {shown.needsConnection ? (
        <NeedsConnection onShowLast={backToLastAnswered} />
      ) : (
        <>
          {/* The total row is below the chart (screens below it on a phone): its key figures come first. */}
          {(report.chart || report.pie) && data && (
            <KeyFigures
              report={report}
              columns={columns}
              data={data}
              format={format}
              context={context}
              comparedName={search.compare ? comparedLabel(data) : undefined}
            />
          )}
          {report.chart && (
            <ReportChartSection
              report={report}
              response={chartData}
              error={chartQuery.isError ? chartQuery.error : null}
              retry={() => void chartQuery.refetch()}
              needsConnection={shownChart.needsConnection}
              format={format}
              tableId={tableId}
              compare={search.compare ?? false}
              comparedName={comparedLabel(chartData)}
              onSelect={ordersOfPeriod}
              figure={figure}
            />
          )}
          {report.pie && data && (
            <PiePanel report={report} response={data} format={format} context={context} />
          )}
          <ReportTablePanel
            id={tableId}
            report={report}
            columns={columns}
            data={data}
            busy={shown.busy}
            format={format}
            context={context}
            search={search}
            setFilters={setFilters}
            comparedName={comparedLabel(data)}
          />
        </>
      )}
    </>
  );
}
