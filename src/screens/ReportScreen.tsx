import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useMemo } from 'react';
import type { ReportResponse } from '../api/reportQueries';
import { DEFAULT_HEIGHT } from '../charts/layout';
import { ChartSkeleton, ReportChart } from '../charts/ReportChart';
import type { ChartSeries } from '../charts/types';
import type { Platform } from '../contract/auth';
import { ExportControls } from '../export/ExportControls';
import { FilterBar } from '../filters/FilterBar';
import type { FilterSearch } from '../filters/filterSearch';
import { NeedsConnection } from '../offline/NeedsConnection';
import { columnHeader, type FormatContext, formatValue, rowCurrencyOf } from '../reports/cellValue';
import { availableColumns, shownColumns } from '../reports/columnsShown';
import type { ColumnDefinition, ReportDefinition, Row, ValueContext } from '../reports/definition';
import { percentChange } from '../reports/format';
import { convertAmount } from '../reports/money';
import { Checkbox, CurrencySelect, GroupingSelect, OptionLabel } from '../reports/ReportControls';
import { ReportHead } from '../reports/ReportHead';
import { reportScreenQueries } from '../reports/screenQueries';
import { wholePeriods } from '../reports/series';
import { UpdatedAt } from '../reports/UpdatedAt';
import { useDisplayCurrency } from '../reports/useDisplayCurrency';
import { useReportFilters } from '../reports/useReportFilters';
import { useSignedInReport } from '../reports/useSignedInReport';
import { useValueContext } from '../reports/useValueContext';
import { ColumnPicker } from '../tables/ColumnPicker';
import { Pagination } from '../tables/Pagination';
import { ReportTable } from '../tables/ReportTable';
import type { TableColumn, TableSort } from '../tables/types';
import { renderMessage, uiMessageOf } from '../ui/messages';
import './report-screen.css';

/** Every report but the dashboard: a definition of the registry rendered as title, filters, chart and table. */
export function ReportScreen() {
  const signedIn = useSignedInReport();
  if (signedIn.kind !== 'ready') return signedIn.element;
  return <ReportView {...signedIn} />;
}

interface ReportViewProps {
  report: ReportDefinition;
  userId: number;
  storeId: number;
  platform: Platform | null;
  timeZone: string | null;
}

function ReportView({ report, userId, storeId, platform, timeZone }: ReportViewProps) {
  const { t, i18n } = useLingui();
  const tableId = useId();
  const { search, setFilters } = useReportFilters();
  const queries = reportScreenQueries(report, { userId, storeId, timeZone }, search);
  const table = useQuery({ ...queries.table, placeholderData: keepPreviousData });
  const chartQuery = useQuery({ ...(queries.chart ?? queries.table), placeholderData: keepPreviousData });
  const { currency, choices, missingRate, choose } = useDisplayCurrency(userId, storeId);

  const presentment = report.amountsInPresentmentCurrency
    ? String(table.data?.total?.presentmentCurrency ?? 'USD')
    : null;
  const format: FormatContext = {
    locale: i18n.locale,
    mode: search.mode ?? 'DATE',
    currency: report.currencySelector
      ? currency
      : presentment
        ? { code: presentment, symbol: currencySymbol(presentment, i18n.locale), rate: 1 }
        : { code: '', symbol: '', rate: 1 },
    missing: report.missingValue ?? '—',
    timeZone: table.data?.range.timeZone,
  };
  const context = useValueContext(userId, storeId, format);
  if (table.isError && !table.data) throw table.error;
  const data = table.data;
  const items = data?.items ?? [];
  const columns = shownColumns(report, platform, items, search);
  const customizeOptions = (report.options ?? []).filter((option) => option === 'paymentInfo');
  const inlineOptions = (report.options ?? []).filter((option) => option !== 'paymentInfo');

  return (
    <div className="page report">
      <ReportHead report={report} />
      <FilterBar report={report} userId={userId} storeId={storeId} />
      <div className="report__controls">
        {report.currencySelector && (
          <CurrencySelect value={currency.code} choices={choices} onChange={choose} />
        )}
        {report.modes && (
          <GroupingSelect
            value={search.mode ?? 'DATE'}
            modes={report.modes}
            onChange={(mode) => setFilters({ mode })}
          />
        )}
        {(report.chart?.source ?? report.endpoint).comparesPrevious && report.chart && (
          <Checkbox
            checked={search.compare ?? false}
            onChange={(compare) => setFilters({ compare: compare || undefined })}
          >
            <Trans>Compare with the previous period</Trans>
          </Checkbox>
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
            onChange={(visible) => setFilters({ columns: visible, page: search.page })}
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
        <ExportControls
          report={report}
          userId={userId}
          storeId={storeId}
          platform={platform}
          currency={format.currency}
        />
      </div>
      <UpdatedAt at={table.dataUpdatedAt} fetching={table.isFetching} timeZone={table.data?.range.timeZone} />
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
      {!data && table.fetchStatus === 'paused' ? (
        <NeedsConnection />
      ) : (
        <>
          {report.chart && (
            <section className="panel report__chart" aria-label={t`Chart`}>
              {chartQuery.data ? (
                <ReportChartPanel
                  report={report}
                  response={chartQuery.data}
                  format={format}
                  tableId={tableId}
                  compare={search.compare ?? false}
                />
              ) : chartQuery.isError ? (
                <ChartReadError error={chartQuery.error} retry={() => void chartQuery.refetch()} />
              ) : chartQuery.fetchStatus === 'paused' ? (
                <p className="note" role="status">
                  <Trans>The chart needs a connection: it is not saved on this device.</Trans>
                </p>
              ) : (
                <ChartSkeleton height={DEFAULT_HEIGHT} />
              )}
            </section>
          )}
          {report.pie && data && (
            <PiePanel report={report} response={data} format={format} context={context} />
          )}
          <section className="panel report__table" aria-label={t`Table`}>
            {data ? (
              <>
                <ReportTable<Row>
                  id={tableId}
                  caption={i18n._(report.title)}
                  columns={tableColumns(report, columns, data, format, context)}
                  rows={items}
                  getRowId={(_, index) => String(index)}
                  summaryLabel={summaryLabel(report, t`Total`, t`Average`)}
                  sort={tableSort(report, columns, search)}
                  onSortChange={(columnId) => {
                    const field = columns.find((column) => column.key === columnId)?.sortField;
                    if (!field) return;
                    const current = tableSort(report, columns, search);
                    const direction =
                      current?.columnId === columnId && current.direction === 'desc' ? 'asc' : 'desc';
                    setFilters({ sort: field, direction });
                  }}
                  emptyText={t`No data`}
                  busy={table.isPlaceholderData}
                />
                {search.compare && data.previous && report.summary === 'total' && (
                  <PreviousPeriod columns={columns} response={data} format={format} context={context} />
                )}
                <div className="report__footer">
                  <Pagination
                    page={data.page}
                    maxPage={data.maxPage}
                    label={t`Pages of ${i18n._(report.title)}`}
                    renderLink={(page, content, props) => (
                      <Link to="." search={(previous: FilterSearch) => ({ ...previous, page })} {...props}>
                        {content}
                      </Link>
                    )}
                  />
                </div>
              </>
            ) : (
              <p role="status">
                <Trans>Loading the report…</Trans>
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function summaryLabel(report: ReportDefinition, total: string, average: string): string | undefined {
  if (report.summary === 'total') return total;
  if (report.summary === 'average') return average;
  return undefined;
}

/** The summary row's figures: the answer's totals, or the average it carries. */
function summaryRow(report: ReportDefinition, response: ReportResponse): Row | undefined {
  if (report.summary === 'average')
    return response.averageDuration === undefined ? undefined : { avg_duration: response.averageDuration };
  return response.total;
}

function isNumeric(column: ColumnDefinition): boolean {
  return !['text', 'period', 'dateTime'].includes(column.kind);
}

function tableColumns(
  report: ReportDefinition,
  columns: ColumnDefinition[],
  response: ReportResponse,
  format: FormatContext,
  context: ValueContext,
): TableColumn<Row>[] {
  const summary = summaryRow(report, response);
  return columns.map((column) => ({
    id: column.key,
    header: columnHeader(column, context, format.currency.code),
    align: isNumeric(column) ? 'end' : 'start',
    cell: (row: Row) =>
      formatValue(column.kind, column.value(row, context), format, rowCurrencyOf(report, row)),
    summary:
      summary && column.total && isNumeric(column)
        ? formatValue(column.kind, column.total(summary), format)
        : undefined,
    sortable: Boolean(column.sortField && report.sort?.fields.includes(column.sortField)),
  }));
}

/** The URL's sort when the report sorts by it, else the report's default. */
function tableSort(
  report: ReportDefinition,
  columns: ColumnDefinition[],
  search: FilterSearch,
): TableSort | null {
  if (!report.sort) return null;
  const field =
    report.sort.fields.find((candidate) => candidate === search.sort) ?? report.sort.default.field;
  const direction = search.sort === field ? (search.direction ?? 'desc') : report.sort.default.direction;
  const column = columns.find((candidate) => candidate.sortField === field);
  return column ? { columnId: column.key, direction } : null;
}

/** A chart read on its own that failed: the table and filters stay, the chart says why and retries. */
function ChartReadError({ error, retry }: { error: unknown; retry: () => void }) {
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

function ReportChartPanel({
  report,
  response,
  format,
  tableId,
  compare,
}: {
  report: ReportDefinition;
  response: ReportResponse;
  format: FormatContext;
  tableId: string;
  compare: boolean;
}) {
  const { i18n } = useLingui();
  const chart = report.chart;
  const toDisplay = useMemo(
    () => (series: ChartSeries[]) =>
      chart?.valueKind === 'money'
        ? series.map((one) => ({
            ...one,
            points: one.points.map((point) => ({
              ...point,
              y: point.y === null ? null : convertAmount(point.y, format.currency),
            })),
          }))
        : series,
    [chart, format.currency],
  );
  if (!chart) return null;
  const isPeriod = (report.chart?.source ?? report.endpoint).endpoint.periods;
  const drawn = (answer: { items: readonly Row[]; countItems: number }) =>
    isPeriod ? wholePeriods(answer.items, answer.countItems) : { items: answer.items, lastPeriod: null };
  const current = drawn(response);
  const series = toDisplay(chart.series(current.items, i18n));
  const previous =
    compare && response.previous ? toDisplay(chart.series(drawn(response.previous).items, i18n)) : undefined;
  const lastPeriod = current.lastPeriod === null ? null : formatValue('period', current.lastPeriod, format);
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
        title={i18n._(report.title)}
        describedBy={tableId}
        formatValue={(value) =>
          chart.valueKind === 'money'
            ? formatValue('money', value, { ...format, currency: { ...format.currency, rate: 1 } })
            : formatValue(chart.valueKind, value, format)
        }
        formatX={isPeriod ? (x) => formatValue('period', x, format) : undefined}
      />
    </>
  );
}

/** With the comparison on: the previous period's totals and the change, under the table. */
function PreviousPeriod({
  columns,
  response,
  format,
  context,
}: {
  columns: ColumnDefinition[];
  response: ReportResponse;
  format: FormatContext;
  context: ValueContext;
}) {
  const { t } = useLingui();
  const current = response.total;
  const previous = response.previous?.total;
  if (!current || !previous) return null;
  const figures = columns.filter((column) => column.total && isNumeric(column));
  const rows: Array<{ label: string; cells: ReactNode[] }> = [
    {
      label: t`This period`,
      cells: figures.map((column) => formatValue(column.kind, column.total?.(current), format)),
    },
    {
      label: t`Previous period`,
      cells: figures.map((column) => formatValue(column.kind, column.total?.(previous), format)),
    },
    {
      label: t`Change`,
      cells: figures.map((column) => {
        const now = column.total?.(current);
        const before = column.total?.(previous);
        if (typeof now !== 'number' || typeof before !== 'number') return '—';
        const change = percentChange(now, before);
        return change === null ? '—' : `${change > 0 ? '+' : ''}${change.toFixed(1)} %`;
      }),
    },
  ];
  return (
    <section className="report__compare" aria-label={t`Comparison with the previous period`}>
      <table className="compare-table">
        <caption className="visually-hidden">{t`Comparison with the previous period`}</caption>
        <thead>
          <tr>
            <td />
            {figures.map((column) => (
              <th key={column.key} scope="col">
                {columnHeader(column, context, format.currency.code)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} data-row="compare">
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={figures[index]?.key}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The currency's own symbol in the user's language (`USD` → `$`), else its code. */
function currencySymbol(code: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/** The report's shares of the whole range as a pie, with the figures as a table beside it. */
function PiePanel({
  report,
  response,
  format,
  context,
}: {
  report: ReportDefinition;
  response: ReportResponse;
  format: FormatContext;
  context: ValueContext;
}) {
  const { t, i18n } = useLingui();
  const tableId = useId();
  if (!report.pie) return null;
  const title = i18n._(report.pie.title);
  const points = report.pie.points(response, context).filter((point) => point.y !== null && point.y > 0);
  if (points.length === 0) return null;
  const money = (value: number) => formatValue('money', value, format);
  const sum = points.reduce((total, point) => total + (point.y ?? 0), 0);
  return (
    <section className="panel report__chart" aria-label={title}>
      <h2 className="panel__heading">{title}</h2>
      <ReportChart
        kind="pie"
        series={[{ id: 'share', label: title, points }]}
        title={title}
        describedBy={tableId}
        formatValue={money}
      />
      <table id={tableId} className="compare-table payment-shares">
        <caption className="visually-hidden">{title}</caption>
        <tbody>
          {points.map((point) => (
            <tr key={point.x} data-row="slice">
              <th scope="row">{point.x}</th>
              <td>{money(point.y ?? 0)}</td>
            </tr>
          ))}
          <tr data-row="slices-total">
            <th scope="row">{t`Total`}</th>
            <td>{money(Math.round(sum * 100) / 100)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** The stores whose amounts a converted report leaves out, listed in the language's own way. */
function StoresWithoutRate({
  code,
  stores,
}: {
  code: string;
  stores: NonNullable<ReportResponse['storesWithoutRate']>;
}) {
  const { i18n } = useLingui();
  const count = stores.length;
  const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    stores.map((store) => `${store.storeName} (${store.currency ?? '?'})`),
  );
  return (
    <Plural
      value={count}
      one={
        <Trans>
          No exchange rate to {code} for {names}: its amounts cannot be converted and are left out of the
          converted figures.
        </Trans>
      }
      other={
        <Trans>
          No exchange rate to {code} for {names}: their amounts cannot be converted and are left out of the
          converted figures.
        </Trans>
      }
    />
  );
}
