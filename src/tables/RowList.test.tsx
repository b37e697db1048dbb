import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ROWS, rowsToDraw } from './RowList';
import { renderWithI18n } from './testI18n';
import { tableOf } from './testTable';
import type { TableColumn } from './types';

interface Order {
  number: string;
  date: string;
  customer: string;
  total: number;
  tax: number;
}

const columns: TableColumn<Order>[] = [
  {
    id: 'number',
    header: 'Order',
    align: 'start',
    cell: (row) => <a href={`/orders/${row.number.slice(1)}`}>{row.number}</a>,
  },
  { id: 'date', header: 'Date', align: 'start', cell: (row) => row.date },
  { id: 'customer', header: 'Customer', align: 'start', cell: (row) => row.customer },
  {
    id: 'total',
    header: 'Total',
    align: 'end',
    cell: (row) => `$${row.total}`,
    summary: '$50',
    sortable: true,
    definition: { term: 'Total', paragraphs: ['What the orders came to.'] },
  },
  { id: 'tax', header: 'Tax', align: 'end', cell: (row) => `$${row.tax}`, summary: '$5', sortable: true },
];

const keyColumns = ['total'];

const orders: Order[] = [
  { number: '#1001', date: 'Dec 1', customer: 'Ana', total: 20, tax: 2 },
  { number: '#1002', date: 'Dec 2', customer: 'Ben', total: 30, tax: 3 },
];

const orderList = tableOf<Order>({
  id: 'orders-list',
  caption: 'Sales orders',
  columns,
  rows: orders,
  getRowId: (row) => row.number,
  summaryLabel: 'Total',
  sort: { columnId: 'total', direction: 'desc' },
  emptyText: 'No data',
  keyColumns,
});

/** A screen as wide as `width`, as the browser's media queries answer it. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 640px)' ? width >= 640 : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const items = () => within(screen.getByRole('list', { name: 'Sales orders' })).getAllByRole('listitem');
const pairs = (element: HTMLElement, selector: string) =>
  [...element.querySelectorAll(`${selector} .row-list__pair`)].map((pair) => [
    pair.querySelector('dt')?.textContent,
    pair.querySelector('dd')?.textContent,
  ]);

beforeEach(() => screenWidth(375));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a report page on a phone', () => {
  it('is a list of rows named by the caption, in place of the table', () => {
    renderWithI18n(orderList());
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Sales orders' });
    expect(list.id).toBe('orders-list');
    expect(items().map((item) => item.dataset.row)).toEqual(['summary', 'item', 'item']);
  });

  it('names each row by its identifiers and shows its key figures with their labels, the rest on tap', async () => {
    renderWithI18n(orderList());
    const first = screen.getByRole('listitem', { name: '#1001 Dec 1' });
    expect(within(first).getByRole('link', { name: '#1001' }).getAttribute('href')).toBe('/orders/1001');
    expect(pairs(first, '.row-list__figures')).toEqual([['Total', '$20']]);
    const more = first.querySelector('details') as HTMLDetailsElement;
    expect(more.open).toBe(false);
    // The other columns are made when "More" opens, not for every row of the page.
    expect(pairs(first, '.row-list__rest')).toEqual([]);
    const summary = within(first).getByText('More');
    expect(summary.getAttribute('aria-describedby')).toBe(first.querySelector('.row-list__heading')?.id);
    fireEvent.click(summary);
    expect(more.open).toBe(true);
    await waitFor(() =>
      expect(pairs(first, '.row-list__rest')).toEqual([
        ['Customer', 'Ana'],
        ['Tax', '$2'],
      ]),
    );
  });

  it('shows the total first, as the summary row, with the figures the table totals', async () => {
    renderWithI18n(orderList());
    const [total] = items();
    expect(total).toBe(screen.getByRole('listitem', { name: 'Total' }));
    expect(total?.className).toContain('row-list__item--summary');
    expect(pairs(total as HTMLElement, '.row-list__figures')).toEqual([['Total', '$50']]);
    // Only the columns with a total open under it.
    fireEvent.click(within(total as HTMLElement).getByText('More'));
    await waitFor(() => expect(pairs(total as HTMLElement, '.row-list__rest')).toEqual([['Tax', '$5']]));
  });

  it('shows no figure under the name without key figures, and no total without a label', () => {
    renderWithI18n(orderList({ summaryLabel: undefined, keyColumns: undefined }));
    expect(items().map((item) => item.dataset.row)).toEqual(['item', 'item']);
    const first = screen.getByRole('listitem', { name: '#1001 Dec 1' });
    expect(first.querySelector('.row-list__figures')).toBeNull();
  });

  it('says so when the page has no rows, after the total', () => {
    renderWithI18n(orderList({ rows: [] }));
    const [total, empty] = items();
    expect(total?.dataset.row).toBe('summary');
    expect(empty?.dataset.row).toBe('empty');
    expect(empty?.textContent).toBe('No data');
  });

  it('sorts from a select of the sortable columns, each way, with the sort of the link chosen', () => {
    const onSortChange = vi.fn();
    renderWithI18n(orderList({ onSortChange }));
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Total, highest first',
      'Total, lowest first',
      'Tax, highest first',
      'Tax, lowest first',
    ]);
    expect(select.selectedOptions[0]?.text).toBe('Total, highest first');
    fireEvent.change(select, { target: { value: 'tax asc' } });
    expect(onSortChange).toHaveBeenCalledWith('tax', 'asc');
    expect(select.selectedOptions[0]?.text).toBe('Tax, lowest first');
  });

  it('offers no sort without a way to sort, and the default sorting while no sortable column is sorted', () => {
    const { unmount } = renderWithI18n(orderList());
    expect(screen.queryByRole('combobox')).toBeNull();
    unmount();
    renderWithI18n(orderList({ sort: null, onSortChange: vi.fn() }));
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.text).toBe('Default sorting');
  });

  it("explains the columns' figures once, above the list, on tap", () => {
    renderWithI18n(orderList());
    const notes = screen.getByText('What the columns mean').closest('details') as HTMLDetailsElement;
    expect(notes.open).toBe(false);
    expect([...notes.querySelectorAll('dt, dd')].map((element) => element.textContent)).toEqual([
      'Total',
      'What the orders came to.',
    ]);
    expect(screen.queryByRole('button', { name: 'What is Total?' })).toBeNull();
  });

  it('marks the list busy while the next page loads, without rendering its rows again', () => {
    const named = vi.fn((row: Order) => row.date);
    const counted = columns.map((column) => (column.id === 'date' ? { ...column, cell: named } : column));
    const { rerender } = renderWithI18n(orderList({ columns: counted }));
    expect(named).toHaveBeenCalledTimes(orders.length);
    rerender(orderList({ columns: counted, busy: true }));
    expect(screen.getByRole('list', { name: 'Sales orders' }).getAttribute('aria-busy')).toBe('true');
    expect(named).toHaveBeenCalledTimes(orders.length);
  });

  it('draws a long page in two steps: its first rows with the page, the rest a moment later', async () => {
    const year = Array.from({ length: 365 }, (_, day) => ({
      number: `#${2000 + day}`,
      date: `Day ${day + 1}`,
      customer: 'Ana',
      total: day,
      tax: 0,
    }));
    expect(rowsToDraw(year, null)).toEqual(year.slice(0, FIRST_ROWS));
    expect(rowsToDraw(year, year)).toBe(year);
    expect(rowsToDraw(orders, null)).toBe(orders);
    renderWithI18n(orderList({ rows: year }));
    const drawn = () => items().filter((item) => item.dataset.row === 'item').length;
    await waitFor(() => expect(drawn()).toBe(year.length));
    expect(items().at(-1)?.textContent).toContain('Day 365');
  });

  it('is the table again from 640 px', () => {
    screenWidth(640);
    renderWithI18n(orderList());
    expect(screen.getByRole('table', { name: 'Sales orders' }).id).toBe('orders-list');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
