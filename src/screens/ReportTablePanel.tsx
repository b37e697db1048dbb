import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, useDeferredValue, useMemo } from 'react';
import type { ReportAnswer } from '../contract/answers';
import type { FilterSearch } from '../filters/filterSearch';
import { zoneNow } from '../filters/reportZone';
import type { FormatContext } from '../reports/cellValue';
import type { ColumnDefinition, ReportDefinition, Row, ValueContext } from '../reports/definition';
import { keyColumnsOf } from '../reports/keyColumns';
import { ordersBehindSearch } from '../reports/ordersBehind';
import { useStoreDayStart, useStoreZone } from '../reports/useStoreNow';
import { Pagination } from '../tables/Pagination';
import { ReportTable } from '../tables/ReportTable';
import { PreviousPeriod } from './ComparisonTable';
import { OrdersLink } from './OrdersLink';
import { summaryLabel, tableColumns, tableSort } from './reportTableColumns';

interface ReportTablePanelProps {
  id: string;
  report: ReportDefinition;
  columns: ColumnDefinition[];
  /** The answer shown; undefined while the first one loads. */
  data: ReportAnswer | undefined;
  /** Whether `data` is the previous filters' answer, kept while the new one loads. */
  busy: boolean;
  format: FormatContext;
  context: ValueContext;
  search: FilterSearch;
  setFilters: (patch: Partial<FilterSearch>) => unknown;
  comparedName: string;
}

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

const TablePanel = memo(function TablePanel({
  id,
  report,
  columns,
  data,
  busy,
  format,
  context,
  search,
  setFilters,
  comparedName,
}: ReportTablePanelProps) {
  const { t, i18n } = useLingui();
  const zone = useStoreZone();
  const dayStart = useStoreDayStart();
  const shownColumns = useMemo(() => {
    if (!data) return [];
    const now = zoneNow(zone);
    return tableColumns(report, columns, data, format, context, (row, text) => {
      const orders = ordersBehindSearch(report, row, search, now, { dayStart });
      return orders ? <OrdersLink search={orders}>{text}</OrdersLink> : text;
    });
  }, [report, columns, data, format, context, search, zone, dayStart]);
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
              setFilters({ sort: field, direction });
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
  );
});
