import type { TableColumn } from './types';

/** A report's columns as a phone lists its rows (see `listColumns`). */
export interface ListColumns<Row> {
  /** What names a row: its first column, with the second when both are text (an order and its date). */
  heading: TableColumn<Row>[];
  /** The key figures, shown under the name with their labels. */
  figures: TableColumn<Row>[];
  /** Every other column, shown on tap. */
  rest: TableColumn<Row>[];
}

/**
 * How a phone lists a table's rows: the first column names each row, with the second when both are
 * text and the second is no key figure (an order and its date, a product and its SKU); the key
 * figures follow it, the other columns open on tap. Each column shows once, in the table's order.
 */
export function listColumns<Row>(
  columns: readonly TableColumn<Row>[],
  keyColumns: readonly string[] | undefined,
): ListColumns<Row> {
  const isKey = (column: TableColumn<Row>) => keyColumns?.includes(column.id) ?? false;
  const [first, second] = columns;
  const heading = first ? [first] : [];
  if (first?.align === 'start' && second?.align === 'start' && !isKey(second)) heading.push(second);
  const others = columns.slice(heading.length);
  return {
    heading,
    figures: others.filter(isKey),
    rest: others.filter((column) => !isKey(column)),
  };
}
