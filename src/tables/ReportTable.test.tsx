import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from './testI18n';
import { tableOf } from './testTable';
import type { ReportTableProps, TableColumn } from './types';

interface Sale {
  name: string;
  orders: number;
  revenue: number;
}

const columns: TableColumn<Sale>[] = [
  { id: 'name', header: 'Product', align: 'start', cell: (row) => row.name },
  { id: 'orders', header: 'Orders', align: 'end', cell: (row) => row.orders, summary: '7', sortable: true },
  {
    id: 'revenue',
    header: 'Revenue',
    align: 'end',
    cell: (row) => row.revenue,
    summary: '$30',
    sortable: true,
  },
];

const sales: Sale[] = [
  { name: 'Tea', orders: 3, revenue: 10 },
  { name: 'Coffee', orders: 4, revenue: 20 },
];

const salesTable = tableOf<Sale>({
  id: 'sales-table',
  caption: 'Sales by product',
  columns,
  rows: sales,
  getRowId: (row) => row.name,
  sort: null,
  emptyText: 'No sales in this period.',
});

function renderTable(props: Partial<ReportTableProps<Sale>> = {}) {
  return renderWithI18n(salesTable(props));
}

const bodyRows = () => {
  const [, body] = screen.getAllByRole('rowgroup');
  if (!body) throw new Error('no table body');
  return within(body).getAllByRole('row');
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ReportTable', () => {
  it('is a captioned table in a focusable scroll region', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Sales by product' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'Sales by product' });
    expect(table.id).toBe('sales-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      expect.stringContaining('Product'),
      expect.stringContaining('Orders'),
      expect.stringContaining('Revenue'),
    ]);
  });

  it('shows the summary row first, with its label as a row header', () => {
    renderTable({ summaryLabel: 'Total' });
    const [summary, ...items] = bodyRows();
    expect(summary?.dataset.row).toBe('summary');
    expect(within(summary as HTMLElement).getByRole('rowheader').textContent).toBe('Total');
    expect([...(summary as HTMLTableRowElement).cells].map((cell) => cell.textContent)).toEqual([
      'Total',
      '7',
      '$30',
    ]);
    expect(items.map((row) => row.dataset.row)).toEqual(['item', 'item']);
    expect(items[0]?.textContent).toBe('Tea310');
  });

  it('has no summary row without a label', () => {
    renderTable();
    expect(bodyRows().map((row) => row.dataset.row)).toEqual(['item', 'item']);
  });

  it('shows one spanning row when there are no rows, after the summary row', () => {
    renderTable({ rows: [], summaryLabel: 'Total' });
    const rows = bodyRows();
    expect(rows.map((row) => row.dataset.row)).toEqual(['summary', 'empty']);
    const cell = (rows[1] as HTMLTableRowElement).cells[0];
    expect(cell?.colSpan).toBe(3);
    expect(cell?.textContent).toBe('No sales in this period.');
  });

  it('marks the sorted column and reports header clicks', () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { columnId: 'revenue', direction: 'desc' }, onSortChange });
    const [product, orders, revenue] = screen.getAllByRole('columnheader');
    expect(product?.hasAttribute('aria-sort')).toBe(false);
    expect(product?.querySelector('button')).toBeNull();
    expect(orders?.getAttribute('aria-sort')).toBe('none');
    expect(revenue?.getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: /Orders/ }));
    expect(onSortChange).toHaveBeenCalledWith('orders');
  });

  it('reflects an ascending sort', () => {
    renderTable({ sort: { columnId: 'orders', direction: 'asc' } });
    const orders = screen.getByRole('columnheader', { name: /Orders/ });
    expect(orders.getAttribute('aria-sort')).toBe('ascending');
  });

  it('right-aligns number columns', () => {
    renderTable();
    const [name, orders] = [...(bodyRows()[0] as HTMLTableRowElement).cells];
    expect(name?.className).not.toContain('report-table__cell--end');
    expect(orders?.className).toContain('report-table__cell--end');
  });

  it('marks the table busy while the next page loads', () => {
    const { rerender } = renderTable({ busy: true });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    rerender(salesTable());
    expect(screen.getByRole('table').hasAttribute('aria-busy')).toBe(false);
  });

  it('renders only some rows of a long page, with their position among all', () => {
    // jsdom has no layout: give the scroll frame and the rows a size.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(45);
    const many = Array.from({ length: 500 }, (_, i) => ({ name: `Item ${i}`, orders: i, revenue: i * 2 }));
    renderTable({ rows: many, summaryLabel: 'Total' });
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('502');
    const items = bodyRows().filter((row) => row.dataset.row === 'item');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(100);
    expect(items[0]?.getAttribute('aria-rowindex')).toBe('3');
    expect(screen.getByRole('region').className).toContain('report-table--virtual');
  });

  it("opens a figure's definition from a button beside its header, without sorting", () => {
    const onSortChange = vi.fn();
    const defined = columns.map((column) =>
      column.id === 'revenue'
        ? {
            ...column,
            definition: { term: 'Revenue', paragraphs: ['What the orders came to.', 'In euros.'] },
          }
        : column,
    );
    renderTable({ columns: defined, onSortChange });
    const [product, , revenue] = screen.getAllByRole('columnheader');
    expect(within(product as HTMLElement).queryByRole('button')).toBeNull();
    const info = within(revenue as HTMLElement).getByRole('button', { name: 'What is Revenue?' });
    expect(info.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(info.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);

    fireEvent.click(info);
    expect(info.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect([...(panel?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'What the orders came to.',
      'In euros.',
    ]);
    expect(onSortChange).not.toHaveBeenCalled();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(info.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(info);

    fireEvent.click(info);
    fireEvent.pointerDown(document.body);
    expect(panel?.hidden).toBe(true);
  });

  it('renders every row of a page up to the threshold', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ name: `Item ${i}`, orders: i, revenue: i }));
    renderTable({ rows });
    expect(bodyRows()).toHaveLength(200);
    expect(screen.getByRole('table').hasAttribute('aria-rowcount')).toBe(false);
  });

  it('renders each cell once when it mounts, and not again when only its busy state changes', () => {
    const named = vi.fn((row: Sale) => row.name);
    const counted = columns.map((column) => (column.id === 'name' ? { ...column, cell: named } : column));
    const { rerender } = renderTable({ columns: counted });
    expect(named).toHaveBeenCalledTimes(sales.length);
    rerender(salesTable({ columns: counted, busy: true }));
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(named).toHaveBeenCalledTimes(sales.length);
  });
});
