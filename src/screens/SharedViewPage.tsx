import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { keepPreviousData, type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useId, useMemo } from 'react';
import {
  type SharedPaging,
  sharedAnswerQuery,
  sharedQueryClient,
  sharedViewQuery,
} from '../api/sharedViewQueries';
import { appConfig } from '../config';
import type { ReportAnswer } from '../contract/answers';
import { dayStartMinutes } from '../contract/businessDay';
import type { ReportSortField, SortDirection } from '../contract/constants';
import type { SharedView } from '../contract/viewShares';
import { exportValueContext } from '../export/valueContext';
import { businessNow } from '../filters/businessDay';
import { comparisonOf } from '../filters/comparison';
import { formatRange } from '../filters/DatePicker';
import type { FilterSearch } from '../filters/filterSearch';
import { zoneNow } from '../filters/reportZone';
import { searchOfView } from '../filters/viewRange';
import { dateTimeFormat } from '../i18n/intlFormats';
import { useOnline } from '../offline/useOnline';
import { answeredAt } from '../reports/answeredAt';
import { shownColumns } from '../reports/columnsShown';
import { comparedAnswerLabel } from '../reports/comparedSpan';
import { chartFigure, type ReportDefinition } from '../reports/definition';
import { reportByPath } from '../reports/registry';
import { readOf } from '../reports/reportRequest';
import { UpdatedAt } from '../reports/UpdatedAt';
import { useComparedPeriodName } from '../reports/useComparison';
import { MovingRangeLabel } from '../reports/ViewRangeLabel';
import type { PageLinkProps } from '../tables/types';
import { currentTheme } from '../theme/themes';
import { KeyFigures } from './KeyFigures';
import { PiePanel } from './PiePanel';
import { ReportChartSection } from './ReportChartPanel';
import { ReportSkeleton } from './ReportSkeleton';
import { ReportTableView } from './ReportTablePanel';
import { SharedFailure, sharedFailureOf } from './SharedLinkStates';
import { useReportFormat } from './useReportFormat';
import './report-screen.css';
import './shared-view.css';

/** What the viewer of a link chose, from its address: the table's page and sort. */
export interface SharedSearch {
  page?: number | undefined;
  sort?: ReportSortField | undefined;
  direction?: SortDirection | undefined;
}

/**
 * A share link's page: one report of one store as the shared view shows it, for anybody with the link.
 * No menu, no store switch, no other report, no saved views or exports; the reads carry no sign-in and
 * go through a query client of their own, which nothing keeps on the device. The viewer may page and
 * sort the table; the view's dates are its own (moving ones resolved today, on the store's clock).
 */
export function SharedViewPage({
  token,
  search,
  queryClient = sharedQueryClient(),
}: {
  token: string;
  search: SharedSearch;
  queryClient?: QueryClient;
}) {
  const { t } = useLinguiMacro();
  const productName = appConfig.productName;
  return (
    <QueryClientProvider client={queryClient}>
      <div className="shared">
        <header className="header">
          <img src={currentTheme.logoUrl} alt={productName} className="header__logo" />
          <span className="shared__label">{t`Shared report`}</span>
        </header>
        <main id="main" className="shared__main" tabIndex={-1}>
          <SharedLink token={token} search={search} />
        </main>
      </div>
    </QueryClientProvider>
  );
}

function SharedLink({ token, search }: { token: string; search: SharedSearch }) {
  const view = useQuery(sharedViewQuery(token));
  if (view.data) {
    const report = reportByPath(view.data.path);
    // The dashboard too reads as a report here: its key figures, chart and days, without its other panels.
    if (!report) return <SharedFailure kind="unavailable" />;
    return <SharedReport token={token} view={view.data} report={report} search={search} />;
  }
  if (view.isError)
    return (
      <SharedFailure
        kind={sharedFailureOf(view.error)}
        error={view.error}
        retry={() => void view.refetch()}
      />
    );
  // Offline before the first answer: the read waits for the connection, and the page says so.
  if (view.fetchStatus === 'paused') return <SharedFailure kind="offline" />;
  return <ReportSkeleton />;
}

/** When the link ends, as the viewer's calendar writes it ("Dec 4"; with the year when not this one). */
function expiryText(expiresAt: number, locale: string): string {
  const sameYear = new Date(expiresAt).getFullYear() === new Date().getFullYear();
  return dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(expiresAt);
}

/** The view's filters today: its own, its moving dates resolved on the store's clock, the viewer's page and sort. */
function useViewSearch(view: SharedView, report: ReportDefinition, search: SharedSearch) {
  const dayStart = dayStartMinutes(view.store.dayStartsAt);
  // Resolved when the link opens (and when it is opened again): moving dates are those of today.
  const clockNow = useMemo(() => zoneNow(view.store.timeZone), [view.store.timeZone]);
  const viewSearch = useMemo(() => searchOfView(view, clockNow, dayStart), [view, clockNow, dayStart]);
  const sortBy = report.sort?.fields.find((field) => field === search.sort);
  const paging: SharedPaging = {
    page: search.page,
    sortBy,
    sortDirection: sortBy ? (search.direction ?? 'desc') : undefined,
  };
  const shown: FilterSearch = useMemo(
    () => ({
      ...viewSearch,
      page: search.page,
      ...(sortBy ? { sort: sortBy, direction: search.direction ?? 'desc' } : {}),
    }),
    [viewSearch, search.page, sortBy, search.direction],
  );
  return { clockNow, dayStart, viewSearch, shown, paging };
}

function SharedReport({
  token,
  view,
  report,
  search,
}: {
  token: string;
  view: SharedView;
  report: ReportDefinition;
  search: SharedSearch;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const tableId = useId();
  const titleId = useId();
  const online = useOnline();
  const navigate = useNavigate();
  const { clockNow, dayStart, viewSearch, shown, paging } = useViewSearch(view, report, search);
  const table = useQuery({
    ...sharedAnswerQuery(token, 'table', paging, report.endpoint),
    placeholderData: keepPreviousData,
  });
  // A chart of periods reads the whole range in a read of its own; a chart of items draws the table's page.
  const chartRead = report.chart ? readOf(report, 'chart') : null;
  const chart = useQuery(sharedAnswerQuery(token, 'chart', {}, chartRead));
  const chartAnswer = chartRead ? chart.data : table.data;
  const title = i18n._(report.title);
  useEffect(() => {
    document.title = `${appConfig.productName} - ${title}`;
  }, [title]);

  // The currency the view names, at the store's rate the server read with the link.
  const format = useReportFormat(report, viewSearch, view.shownCurrency, table.data);
  const context = useMemo(
    () => exportValueContext(i18n, format.currency, view.store.stateLabels),
    [i18n, format.currency, view.store.stateLabels],
  );
  const data = table.data;
  const items = data?.items;
  const columns = useMemo(
    () => shownColumns(report, view.store.platform, items ?? [], viewSearch),
    [report, view.store.platform, items, viewSearch],
  );
  const range = { min: dayjs(viewSearch.createdAtMin), max: dayjs(viewSearch.createdAtMax) };
  const comparedName = useComparedPeriodName(comparisonOf(viewSearch, range.min, dayStart));
  const currentYear = businessNow(clockNow, dayStart).year();
  const comparedLabel = (answer: ReportAnswer | undefined) =>
    comparedAnswerLabel(i18n, comparedName, answer, currentYear);
  const onSort = useCallback(
    (sort: ReportSortField, direction: SortDirection) =>
      void navigate({
        to: '.',
        search: (previous: SharedSearch) => ({ ...previous, sort, direction, page: undefined }),
      }),
    [navigate],
  );

  // A link that ended (or a page of it that could not be read) shows no figures at all, not the last ones.
  if (table.isError)
    return (
      <SharedFailure
        kind={sharedFailureOf(table.error)}
        error={table.error}
        retry={() => void table.refetch()}
      />
    );

  const sharedBy = view.sharedBy;
  const expires = expiryText(view.expiresAt, i18n.locale);
  const dates = formatRange(range, i18n.locale, dayStart);
  return (
    <article className="page report shared__report" aria-labelledby={titleId}>
      <header className="shared__head">
        <h1 id={titleId} className="page__title">
          {title}
        </h1>
        <p className="shared__name">{view.name}</p>
        <p className="shared__facts">
          <span>{view.store.name}</span>
          {' · '}
          {view.range.kind !== 'fixed' && (
            <>
              <MovingRangeLabel range={view.range} />
              {' · '}
            </>
          )}
          <span className="shared__dates">{dates}</span>
        </p>
        <p className="shared__by">
          <Trans>
            Shared by {sharedBy} · expires{' '}
            <time dateTime={new Date(view.expiresAt).toISOString()}>{expires}</time>
          </Trans>
        </p>
      </header>
      <UpdatedAt
        at={answeredAt(data, table.dataUpdatedAt)}
        fetching={table.isFetching}
        timeZone={data?.range.timeZone}
      />
      {!online && (
        <p className="note" role="status">
          <Trans>You are offline: a shared report needs a connection</Trans>
        </p>
      )}
      {data && (
        <KeyFigures
          report={report}
          columns={columns}
          data={data}
          format={format}
          context={context}
          comparedName={viewSearch.compare ? comparedLabel(data) : undefined}
        />
      )}
      {report.chart && (
        <ReportChartSection
          report={report}
          response={chartAnswer}
          error={chart.isError ? chart.error : null}
          retry={() => void chart.refetch()}
          format={format}
          tableId={tableId}
          compare={viewSearch.compare ?? false}
          comparedName={comparedLabel(chartAnswer)}
          figure={chartFigure(report.chart, viewSearch)}
        />
      )}
      {report.pie && data && <PiePanel report={report} response={data} format={format} context={context} />}
      <ReportTableView
        id={tableId}
        report={report}
        columns={columns}
        data={data}
        busy={table.isPlaceholderData}
        format={format}
        context={context}
        search={shown}
        comparedName={comparedLabel(data)}
        onSort={onSort}
        renderPageLink={renderPageLink}
      />
      <p className="shared__footnote">
        {t`Only this report is shared: the link shows nothing else of the store.`}
      </p>
    </article>
  );
}

function renderPageLink(page: number, content: ReactNode, props: PageLinkProps) {
  return (
    <Link to="." search={(previous: SharedSearch) => ({ ...previous, page })} {...props}>
      {content}
    </Link>
  );
}
