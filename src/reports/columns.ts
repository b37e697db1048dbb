import type { MessageDescriptor } from '@lingui/core';
import type { ColumnDefinition, Row, ValueKind } from './definition';

type Extra<Item extends Row, Total extends Row> = Partial<
  Omit<ColumnDefinition<Item, Total>, 'key' | 'header' | 'kind'>
>;

function read(row: Row, key: string): string | number | null | undefined {
  const value = row[key];
  return typeof value === 'number' || typeof value === 'string' || value === null ? value : undefined;
}

/**
 * A column showing one field of the item, and in the summary row the same field of the total when the
 * total has it.
 */
export function fieldColumn<Item extends Row, Total extends Row = Row>(
  key: keyof Item & string,
  header: MessageDescriptor,
  kind: ValueKind,
  extra: Extra<Item, Total> = {},
): ColumnDefinition<Item, Total> {
  return {
    key,
    header,
    kind,
    value: (item) => read(item, key),
    total: (total) => {
      const value = read(total, key);
      return typeof value === 'number' ? value : null;
    },
    ...extra,
  };
}

/** The period column of reports grouped by day, week, month… */
export function periodColumn<Item extends Row & { date: string }>(
  header: MessageDescriptor,
): ColumnDefinition<Item> {
  return { key: 'date', header, kind: 'period', value: (item) => item.date };
}

/** The figures a column list shows before the user customises it. */
export function visibleByDefault<Item extends Row, Total extends Row>(
  columns: readonly ColumnDefinition<Item, Total>[],
  keys: readonly string[],
): ColumnDefinition<Item, Total>[] {
  return columns.map((column) => ({ ...column, defaultVisible: keys.includes(column.key) }));
}
