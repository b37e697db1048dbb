import { describe, expect, it } from 'vitest';
import { listColumns } from './listColumns';
import type { TableColumn } from './types';

const column = (id: string, align: 'start' | 'end'): TableColumn<unknown> => ({
  id,
  header: id,
  align,
  cell: () => id,
});
const ids = (columns: readonly TableColumn<unknown>[]) => columns.map((each) => each.id);

describe("a phone's list of rows", () => {
  it('names a row by its first two columns when both are text, then its key figures, then the rest', () => {
    const parts = listColumns(
      [
        column('order', 'start'),
        column('date', 'start'),
        column('customer', 'start'),
        column('total', 'end'),
        column('paid', 'end'),
      ],
      ['paid', 'total'],
    );
    expect(ids(parts.heading)).toEqual(['order', 'date']);
    expect(ids(parts.figures)).toEqual(['total', 'paid']);
    expect(ids(parts.rest)).toEqual(['customer']);
  });

  it('names a row by its first column alone before a figure or a key column', () => {
    expect(ids(listColumns([column('day', 'start'), column('revenue', 'end')], ['revenue']).heading)).toEqual(
      ['day'],
    );
    const named = listColumns([column('name', 'start'), column('status', 'start')], ['status']);
    expect(ids(named.heading)).toEqual(['name']);
    expect(ids(named.figures)).toEqual(['status']);
  });

  it('lists nothing without columns', () => {
    expect(listColumns([], undefined)).toEqual({ heading: [], figures: [], rest: [] });
  });
});
