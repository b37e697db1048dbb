import type { ColumnDef, SortingState } from '@tanstack/react-table';
import type { TableColumn, TableSort } from './types';

/** The caller's columns as react-table definitions; sorting stays with the API (manualSorting). */
export function toColumnDefs<Row>(columns: readonly TableColumn<Row>[]): ColumnDef<Row>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    cell: ({ row }) => column.cell(row.original),
    enableSorting: column.sortable === true,
  }));
}

export function toSortingState(sort: TableSort | null): SortingState {
  return sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : [];
}
