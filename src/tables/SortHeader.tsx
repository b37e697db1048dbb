import type { Header } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import { InfoButton } from '../ui/InfoButton';
import { cellProps } from './pins';
import type { TableColumn } from './types';

interface SortHeaderProps<Row> {
  header: Header<Row, unknown>;
  column: TableColumn<Row> | undefined;
  onSortChange: ((columnId: string) => void) | undefined;
}

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/**
 * A header cell; a sortable column's text is a button and the cell carries aria-sort. A figure's
 * definition opens from its own button beside the text, so it never sorts.
 */
export function SortHeader<Row>({ header, column, onSortChange }: SortHeaderProps<Row>) {
  const content = column?.headerLines ? (
    <>
      {column.headerLines[0]} <span className="report-table__unit">{column.headerLines[1]}</span>
    </>
  ) : (
    flexRender(header.column.columnDef.header, header.getContext())
  );
  const cell = cellProps('report-table__head', column?.align, column?.pin);
  const definition = column?.definition && (
    <InfoButton term={column.definition.term} paragraphs={column.definition.paragraphs} />
  );
  if (!column?.sortable) {
    return (
      <th scope="col" {...cell}>
        <span className="report-table__label">{content}</span>
        {definition}
      </th>
    );
  }

  const sorted = header.column.getIsSorted();
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  return (
    <th scope="col" {...cell} aria-sort={ariaSort}>
      {onSortChange ? (
        <button type="button" className="report-table__sort" onClick={() => onSortChange(column.id)}>
          <span className="report-table__label">{content}</span>
          <span className={`report-table__arrow report-table__arrow--${ariaSort}`} aria-hidden="true">
            {ARROWS[ariaSort]}
          </span>
        </button>
      ) : (
        content
      )}
      {definition}
    </th>
  );
}
