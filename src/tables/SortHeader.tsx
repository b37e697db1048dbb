import type { Header } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import { cellClass } from './columnDefs';
import type { TableColumn } from './types';

interface SortHeaderProps<Row> {
  header: Header<Row, unknown>;
  column: TableColumn<Row> | undefined;
  onSortChange: ((columnId: string) => void) | undefined;
}

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** A header cell; a sortable column's text is a button and the cell carries aria-sort. */
export function SortHeader<Row>({ header, column, onSortChange }: SortHeaderProps<Row>) {
  const content = flexRender(header.column.columnDef.header, header.getContext());
  const className = cellClass(column?.align, 'report-table__head');
  if (!column?.sortable) {
    return (
      <th scope="col" className={className}>
        {content}
      </th>
    );
  }

  const sorted = header.column.getIsSorted();
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  return (
    <th scope="col" className={className} aria-sort={ariaSort}>
      {onSortChange ? (
        <button type="button" className="report-table__sort" onClick={() => onSortChange(column.id)}>
          <span>{content}</span>
          <span className={`report-table__arrow report-table__arrow--${ariaSort}`} aria-hidden="true">
            {ARROWS[ariaSort]}
          </span>
        </button>
      ) : (
        content
      )}
    </th>
  );
}
