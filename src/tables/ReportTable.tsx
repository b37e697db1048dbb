import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { usePhone } from '../ui/usePhone';
import { toColumnDefs, toSortingState } from './columnDefs';
import { ItemRow } from './ItemRow';
import { cellProps, pinnedColumns } from './pins';
import { RowList } from './RowList';
import { SortHeader } from './SortHeader';
import type { ReportTableProps, TableColumn } from './types';
import { useScrollEdges } from './useScrollEdges';
import { VirtualRows } from './VirtualRows';
import './tables.css';

/** Above this many rows only the rows in view are rendered. */
export const VIRTUAL_ROW_THRESHOLD = 200;

/**
 * A report page: a table wider than a phone, a list of rows on a phone (`RowList`), each with the
 * summary first. Sorting and paging belong to the API and the URL; the table only shows the current
 * state and reports header clicks.
 */
export function ReportTable<Row>(props: ReportTableProps<Row>) {
  return usePhone() ? <RowList<Row> {...props} /> : <WideTable<Row> {...props} />;
}

function WideTable<Row>({
  id,
  caption,
  columns,
  rows,
  getRowId,
  summaryLabel,
  sort,
  onSortChange,
  emptyText,
  busy = false,
  keyColumns,
}: ReportTableProps<Row>) {
  // State, not a ref: the virtualiser must re-render once the frame exists (refs attach after child
  // effects). Kept only when virtual: a state set while the table is committed renders it again at
  // once, every row of a page included, in the same task as the commit.
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const shown = useMemo(() => pinnedColumns(columns, keyColumns), [columns, keyColumns]);
  const columnDefs = useMemo(() => toColumnDefs(shown), [shown]);
  const columnsById = useMemo(() => new Map(shown.map((column) => [column.id, column])), [shown]);
  const edges = useScrollEdges();
  const sorting = useMemo(() => toSortingState(sort), [sort]);

  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row, index) => getRowId(row, index),
    manualSorting: true,
    manualPagination: true,
    state: { sorting },
  });

  const tableRows = table.getRowModel().rows;
  const virtual = tableRows.length > VIRTUAL_ROW_THRESHOLD;
  const frameRef = useCallback(
    (element: HTMLElement | null) => {
      edges(element);
      if (virtual) setFrame(element);
    },
    [edges, virtual],
  );
  const colSpan = Math.max(1, columns.length);
  const hasSummary = summaryLabel !== undefined;
  // The header row, and the summary row when shown, come before the data rows.
  const rowsBefore = hasSummary ? 2 : 1;

  return (
    <section
      ref={frameRef}
      className={virtual ? 'report-table report-table--virtual' : 'report-table'}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls on its own, so keyboard users focus it to scroll.
      tabIndex={0}
    >
      <table
        id={id}
        className="report-table__table"
        aria-busy={busy ? true : undefined}
        aria-rowcount={virtual ? rowsBefore + tableRows.length : undefined}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
              {group.headers.map((header) => (
                <SortHeader
                  key={header.id}
                  header={header}
                  column={columnsById.get(header.column.id)}
                  onSortChange={onSortChange}
                />
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="report-table__body">
          {hasSummary && (
            <SummaryRow label={summaryLabel} columns={shown} ariaRowIndex={virtual ? 2 : undefined} />
          )}
          {tableRows.length === 0 ? (
            <tr data-row="empty">
              <td className="report-table__empty" colSpan={colSpan}>
                {emptyText}
              </td>
            </tr>
          ) : virtual ? (
            <VirtualRows
              rows={tableRows}
              columnsById={columnsById}
              scrollElement={frame}
              colSpan={colSpan}
              rowsBefore={rowsBefore}
            />
          ) : (
            tableRows.map((row) => <ItemRow key={row.id} row={row} columnsById={columnsById} />)
          )}
        </tbody>
      </table>
    </section>
  );
}

/** The first cell names the row ("Total"); the others show each column's summary. */
function SummaryRow<Row>({
  label,
  columns,
  ariaRowIndex,
}: {
  label: string;
  columns: readonly TableColumn<Row>[];
  ariaRowIndex: number | undefined;
}) {
  return (
    <tr data-row="summary" className="report-table__summary" aria-rowindex={ariaRowIndex}>
      {columns.map((column, index) =>
        index === 0 ? (
          <th key={column.id} scope="row" {...cellProps('report-table__cell', column.align, column.pin)}>
            {label}
          </th>
        ) : (
          <td key={column.id} {...cellProps('report-table__cell', column.align, column.pin)}>
            {column.summary}
          </td>
        ),
      )}
    </tr>
  );
}
