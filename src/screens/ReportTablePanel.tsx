import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, type ReactNode, useCallback, useDeferredValue, useMemo } from 'react';
import type { ReportAnswer } from '../contract/answers';
import type { ReportSortField, SortDirection } from '../contract/constants';
import type { FilterSearch } from '../filters/filterSearch';
import { zoneNow } from '../filters/reportZone';
import type { FormatContext } from '../reports/cellValue';
import type { ColumnDefinition, ReportDefinition, Row, ValueContext } from '../reports/definition';
import { keyColumnsOf } from '../reports/keyColumns';
import { ordersBehindSearch } from '../reports/ordersBehind';
import { useStoreDayStart, useStoreZone } from '../reports/useStoreNow';
import { Pagination } from '../tables/Pagination';
import { ReportTable } from '../tables/ReportTable';
import type { PageLinkProps, PaginationProps } from '../tables/types';
import { PreviousPeriod } from './ComparisonTable';
import { OrdersLink } from './OrdersLink';
import { summaryLabel, tableColumns, tableSort } from './reportTableColumns';

type ReportTablePanelProps = Omit<
  ReportTableViewProps,
  'search' | 'onSort' | 'renderPageLink' | 'ordersOf'
> & {
  search: FilterSearch;
  setFilters: (patch: Partial<FilterSearch>) => unknown;
};

const rowId = (_: Row, index: number) => String(index);

/**
 * A report's table, its previous period and its pages, always drawn in a background render that yields
 * to the browser every few milliseconds: a page of rows, each with its link to the orders behind it, is
 * the costliest part of a report to render, and the screen's urgent renders (a query's state changing,
 * a store read settling) would otherwise draw it again in one long task. Memoised, so those renders
 * leave it alone when nothing it shows changed.
 */
export const ReportTablePanel = memo(function ReportTablePanel(props: ReportTablePanelProps) {
  const shown = useDeferredValue<ReportTablePanelProps | null>(props, null);
  return shown ? <TablePanel {...shown} /> : <TablePanel {...props} data={undefined} />;
});

/** What a report's table needs besides its rows: where its cells link, how it sorts, how it pages. */
export interface ReportTableViewProps {
  id: string;
  report: ReportDefinition;
  columns: ColumnDefinition[];
  /** The answer shown; undefined while the first one loads. */
  data: ReportAnswer | undefined;
  /** Whether `data` is the previous filters' answer, kept while the new one loads. */
  busy: boolean;
  format: FormatContext;
  context: ValueContext;
  /** The view's sort and comparison. */
  search: Pick<FilterSearch, 'sort' | 'direction' | 'compare'>;
  comparedName: string;
  /** Sorts by a field (a header click, or a phone's "Sort by"). */
  onSort: (field: ReportSortField, direction: SortDirection) => void;
  /** The link of a page of the table. */
  renderPageLink: PaginationProps['renderLink'];
  /** The content of a cell of the report's link column: the link to the orders behind its row. */
  ordersOf?: ((row: Row, text: ReactNode) => ReactNode) | undefined;
}

/**
 * A report's table as shown, wherever its answer comes from: its rows (a list on a phone), the
 * previous period when compared, and its pages. Sorting and paging are the caller's (the URL).
 */
export const ReportTableView = memo(function ReportTableView({
  id,
  report,
  columns,
  data,
  busy,
  format,
  context,
  search,
  comparedName,
  onSort,
  renderPageLink,
  ordersOf,
}: ReportTableViewProps) {
  const { t, i18n } = useLingui();
  const shownColumns = useMemo(
    () => (data ? tableColumns(report, columns, data, format, context, ordersOf) : []),
    [report, columns, data, format, context, ordersOf],
  );
  const sort = useMemo(() => tableSort(report, columns, search), [report, columns, search]);
  const keys = useMemo(() => keyColumnsOf(report, columns), [report, columns]);
  return (
    <section className="panel report__table" aria-label={t`Table`}>
      {data ? (
        <>
          <ReportTable<Row>
            id={id}
            caption={i18n._(report.title)}
            columns={shownColumns}
            rows={data.items}
            getRowId={rowId}
            summaryLabel={summaryLabel(report, t`Total`, t`Average`)}
            sort={sort}
            onSortChange={(columnId, chosen) => {
              const field = columns.find((column) => column.key === columnId)?.sortField;
              if (!field) return;
              // A header click turns the column's order around; a phone's "Sort by" names the direction.
              const direction =
                chosen ?? (sort?.columnId === columnId && sort.direction === 'desc' ? 'asc' : 'desc');
              onSort(field, direction);
            }}
            emptyText={t`No data`}
            keyColumns={keys}
            busy={busy}
          />
          {search.compare && data.previous && report.summary === 'total' && (
            <PreviousPeriod
              columns={columns}
              response={data}
              format={format}
              context={context}
              comparedName={comparedName}
            />
          )}
          <div className="report__footer">
            <Pagination
              page={data.page}
              maxPage={data.maxPage}
              label={t`Pages of ${i18n._(report.title)}`}
              renderLink={renderPageLink}
            />
          </div>
        </>
      ) : (
        <p role="status">
          <Trans>Loading the report…</Trans>
        </p>
      )}
    </section>
  );
});

/** A signed-in report's table: its link column opens the orders behind a row, its sort and pages are the URL's. */
function TablePanel({ search, setFilters, ...props }: ReportTablePanelProps) {
  const zone = useStoreZone();
  const dayStart = useStoreDayStart();
  const { report } = props;
  const ordersOf = useMemo(() => {
    const now = zoneNow(zone);
    return (row: Row, text: ReactNode) => {
      const orders = ordersBehindSearch(report, row, search, now, { dayStart });
      return orders ? <OrdersLink search={orders}>{text}</OrdersLink> : text;
    };
  }, [report, search, zone, dayStart]);
  const onSort = useCallback(
    (sort: ReportSortField, direction: SortDirection) => setFilters({ sort, direction }),
    [setFilters],
  );
  return (
    <ReportTableView
      {...props}
      search={search}
      ordersOf={ordersOf}
      onSort={onSort}
      renderPageLink={renderPageLink}
    />
  );
}

function renderPageLink(page: number, content: ReactNode, props: PageLinkProps) {
  return (
    <Link to="." search={(previous: FilterSearch) => ({ ...previous, page })} {...props}>
      {content}
    </Link>
  );
}
