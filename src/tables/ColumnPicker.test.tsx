import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnPicker } from './ColumnPicker';
import { renderWithI18n } from './testI18n';
import type { ColumnChoice } from './types';

const columns: ColumnChoice[] = [
  { id: 'date', label: 'Date', visible: true },
  { id: 'orders', label: 'Orders', visible: false },
  { id: 'revenue', label: 'Revenue', visible: true },
];

afterEach(cleanup);

describe('ColumnPicker', () => {
  it('opens a panel of checkboxes from the Customize button', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <ColumnPicker columns={columns} onChange={() => {}}>
        <label>
          <input type="checkbox" /> Include payment info
        </label>
      </ColumnPicker>,
    );
    const button = screen.getByRole('button', { name: 'Customize' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: 'Date' })).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([false, true, false, true]);
    expect(screen.getByRole('checkbox', { name: 'Include payment info' })).toBe(boxes[0]);
  });

  it('shows each toggle at once, before its owner passes the new columns, and calls onChange with the visible ids in order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<ColumnPicker columns={columns} onChange={onChange} buttonLabel="Columns" />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));

    const orders = screen.getByRole('checkbox', { name: 'Orders' }) as HTMLInputElement;
    await user.click(orders);
    expect(orders.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(['date', 'orders', 'revenue']);
    // The second toggle builds on the first, which the owner has not passed back yet.
    await user.click(screen.getByRole('checkbox', { name: 'Date' }));
    expect(onChange).toHaveBeenLastCalledWith(['orders', 'revenue']);
  });

  it('keeps the last visible column checked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <ColumnPicker
        columns={columns.map((column) => ({ ...column, visible: column.id === 'revenue' }))}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    const last = screen.getByRole('checkbox', { name: 'Revenue' }) as HTMLInputElement;
    expect(last.disabled).toBe(true);
    expect(last.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(last);
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole('checkbox', { name: 'Date' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderWithI18n(<ColumnPicker columns={columns} onChange={() => {}} />);
    const button = screen.getByRole('button', { name: 'Customize' });
    await user.click(button);
    await user.click(screen.getByRole('checkbox', { name: 'Orders' }));

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: 'Orders' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
