import { flexRender, type Row as TableRow } from '@tanstack/react-table';
import { memo, type ReactElement } from 'react';
import { cellProps } from './pins';
import type { TableColumn } from './types';

interface ItemRowProps<Row> {
  row: TableRow<Row>;
  columnsById: ReadonlyMap<string, TableColumn<Row>>;
  /** Set by the virtualiser, which measures each rendered row. */
  measureRef?: ((element: HTMLTableRowElement | null) => void) | undefined;
  /** Position among all the table's rows (1-based), set when only some rows are rendered. */
  ariaRowIndex?: number | undefined;
}

/**
 * One data row; the zebra stripe follows the row's index so it stays put while rows are virtualised.
 * Memoised: the table renders again when it is busy or its frame is measured, its rows (the same
 * objects while the answer is) need not.
 */
export const ItemRow = memo(function ItemRow<Row>({
  row,
  columnsById,
  measureRef,
  ariaRowIndex,
}: ItemRowProps<Row>) {
  return (
    <tr
      ref={measureRef}
      data-row="item"
      data-index={row.index}
      aria-rowindex={ariaRowIndex}
      className={row.index % 2 === 1 ? 'report-table__row report-table__row--alt' : 'report-table__row'}
    >
      {row.getVisibleCells().map((cell) => {
        const column = columnsById.get(cell.column.id);
        const align = column?.align;
        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
        return (
          <td key={cell.id} {...cellProps('report-table__cell', align, column?.pin)}>
            {align === 'end' ? content : <span className="report-table__text">{content}</span>}
          </td>
        );
      })}
    </tr>
  );
}) as <Row>(props: ItemRowProps<Row>) => ReactElement;
