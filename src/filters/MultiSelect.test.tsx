import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../tables/testI18n';
import { type Choice, MultiSelect } from './MultiSelect';

afterEach(cleanup);

const STATES = ['new', 'confirmed', 'canceled'];

/** The owner as the filter bar is: new arrays of the same choices and selection on every render. */
function Owner({
  onApply,
  loading = false,
  renders = 0,
  selected,
  canceledLeftOut = false,
}: {
  onApply: (selected: string[] | undefined) => void;
  loading?: boolean;
  renders?: number;
  selected?: string[];
  /** As the filter bar of a report that counts every state but canceled unless canceled is named. */
  canceledLeftOut?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const choices: Choice<string>[] = loading
    ? []
    : STATES.map((value) => ({
        value,
        label: value,
        note: canceledLeftOut && value === 'canceled' ? '(not counted in revenue)' : undefined,
      }));
  const unfiltered = canceledLeftOut
    ? { values: choices.map((c) => c.value).filter((v) => v !== 'canceled'), summary: 'All but canceled' }
    : undefined;
  return (
    <div data-renders={renders}>
      <MultiSelect
        id="states"
        label="Order status"
        kind="orderStatuses"
        choices={choices}
        selected={selected ? [...selected] : undefined}
        unfiltered={unfiltered}
        help={canceledLeftOut ? 'Canceled orders are not counted unless ticked.' : undefined}
        loading={loading}
        onApply={onApply}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}

function box(name: string): HTMLInputElement {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

describe('MultiSelect', () => {
  it('keeps an edit and the focus while its owner renders again with equal choices', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const view = renderWithI18n(<Owner onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: /Order status/ }));
    await user.click(box('canceled'));
    expect(box('canceled').checked).toBe(false);
    expect(document.activeElement).toBe(box('canceled'));

    view.rerender(<Owner onApply={onApply} renders={1} />);
    view.rerender(<Owner onApply={onApply} renders={2} />);
    expect(box('canceled').checked).toBe(false);
    expect(box('new').checked).toBe(true);
    expect(document.activeElement).toBe(box('canceled'));

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(['new', 'confirmed']);
  });

  it('checks the choices that arrive after it opened, until the user edits', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const view = renderWithI18n(<Owner onApply={onApply} loading />);
    await user.click(screen.getByRole('button', { name: /Order status/ }));
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);

    view.rerender(<Owner onApply={onApply} />);
    expect(STATES.map((name) => box(name).checked)).toEqual([true, true, true]);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(undefined);
  });

  it('drops an edit that was not applied when it closes', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithI18n(<Owner onApply={onApply} />);
    const button = screen.getByRole('button', { name: /Order status/ });
    await user.click(button);
    await user.click(box('new'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(button);
    expect(STATES.map((name) => box(name).checked)).toEqual([true, true, true]);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows "Select all" as partly checked from the moment it opens on a partial choice', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Owner onApply={vi.fn()} selected={['new', 'canceled']} />);
    await user.click(screen.getByRole('button', { name: /Order status/ }));
    const all = box('Select all');
    expect(all.indeterminate).toBe(true);
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    await user.click(box('confirmed'));
    expect(all.indeterminate).toBe(false);
    expect(all.checked).toBe(true);
    await user.click(box('new'));
    expect(all.indeterminate).toBe(true);
  });

  describe('where no filter is not every choice (canceled orders left out)', () => {
    /** A state's box, whose name may carry a note after the label. */
    const stateBox = (name: string) =>
      screen.getByRole('checkbox', { name: new RegExp(`^${name}( |$)`) }) as HTMLInputElement;

    it('opens with every choice but canceled ticked, canceled noted, and applies that as no filter', async () => {
      const user = userEvent.setup();
      const onApply = vi.fn();
      renderWithI18n(<Owner onApply={onApply} canceledLeftOut />);
      const button = screen.getByRole('button', { name: /Order status/ });
      expect(button.textContent).toContain('All but canceled');
      await user.click(button);
      expect(STATES.map((name) => stateBox(name).checked)).toEqual([true, true, false]);
      expect(stateBox('canceled').closest('label')?.textContent).toBe('canceled (not counted in revenue)');
      expect(screen.getByText('Canceled orders are not counted unless ticked.')).toBeTruthy();
      expect(box('Select all').getAttribute('aria-checked')).toBe('mixed');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onApply).toHaveBeenCalledWith(undefined);
    });

    it('sends every choice by name once canceled is ticked, and "Select all" does the same', async () => {
      const user = userEvent.setup();
      const onApply = vi.fn();
      renderWithI18n(<Owner onApply={onApply} canceledLeftOut />);
      const button = screen.getByRole('button', { name: /Order status/ });
      await user.click(button);
      await user.click(stateBox('canceled'));
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onApply).toHaveBeenLastCalledWith(STATES);

      await user.click(button);
      await user.click(box('Select all'));
      expect(STATES.map((name) => stateBox(name).checked)).toEqual([true, true, true]);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onApply).toHaveBeenLastCalledWith(STATES);
    });

    it('reads every choice named as "All", and an old list of every choice but canceled as no filter', async () => {
      const user = userEvent.setup();
      const onApply = vi.fn();
      const view = renderWithI18n(<Owner onApply={onApply} canceledLeftOut selected={STATES} />);
      const button = screen.getByRole('button', { name: /Order status/ });
      expect(button.textContent).toContain('All');
      expect(button.textContent).not.toContain('All but canceled');
      await user.click(button);
      expect(STATES.map((name) => stateBox(name).checked)).toEqual([true, true, true]);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      view.rerender(<Owner onApply={onApply} canceledLeftOut selected={['new', 'confirmed']} />);
      expect(button.textContent).toContain('All but canceled');
      await user.click(button);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onApply).toHaveBeenLastCalledWith(undefined);
    });
  });
});
