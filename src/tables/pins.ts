import type { CSSProperties } from 'react';
import type { ColumnPin, TableColumn } from './types';

/**
 * Which columns stay put while a wide table scrolls: the first (it names the row) at the start, the
 * key figures at the end, each offset by the pinned columns after it. A table of one or two columns
 * pins nothing: it never needs to.
 */
export function columnPins(
  columnIds: readonly string[],
  keyColumns: readonly string[] | undefined,
): ReadonlyMap<string, ColumnPin> {
  const pins = new Map<string, ColumnPin>();
  if (columnIds.length < 3) return pins;
  const [first] = columnIds;
  if (first !== undefined) pins.set(first, { edge: 'start' });
  const keys = columnIds.filter((id) => id !== first && keyColumns?.includes(id));
  keys.forEach((id, index) => {
    pins.set(id, { edge: 'end', after: keys.length - 1 - index, nearest: index === 0 });
  });
  return pins;
}

/** The columns with their pins set (see `columnPins`). */
export function pinnedColumns<Row>(
  columns: readonly TableColumn<Row>[],
  keyColumns: readonly string[] | undefined,
): TableColumn<Row>[] {
  const pins = columnPins(
    columns.map((column) => column.id),
    keyColumns,
  );
  return columns.map((column) => ({ ...column, pin: pins.get(column.id) }));
}

/** A cell's class and style for its alignment and pin (see `columnPins`). */
export function cellProps(
  base: string,
  align: 'start' | 'end' | undefined,
  pin: ColumnPin | undefined,
): { className: string; style?: CSSProperties } {
  const className = align === 'end' ? `${base} report-table__cell--end` : base;
  if (!pin) return { className };
  if (pin.edge === 'start') return { className: `${className} report-table__cell--pin-start` };
  // The pinned column nearest the scrolling ones draws the edge's shadow.
  const edge = pin.nearest ? ' report-table__cell--pin-edge' : '';
  return {
    className: `${className} report-table__cell--pin-end${edge}`,
    style: { '--pins-after': pin.after } as CSSProperties,
  };
}
