import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChoiceShownAtOnce } from './useChoiceShownAtOnce';

afterEach(cleanup);

describe('useChoiceShownAtOnce', () => {
  it('shows a choice before the value passed in changes, then follows the value passed in', () => {
    const { result, rerender } = renderHook(({ value }) => useChoiceShownAtOnce(value), {
      initialProps: { value: 'DATE' },
    });
    expect(result.current[0]).toBe('DATE');
    act(() => result.current[1]('WEEK'));
    expect(result.current[0]).toBe('WEEK');
    rerender({ value: 'WEEK' });
    expect(result.current[0]).toBe('WEEK');
    // Back (the browser's back button): the value passed in wins over the old choice.
    rerender({ value: 'DATE' });
    expect(result.current[0]).toBe('DATE');
  });

  it('drops a choice the value passed in went past without taking', () => {
    const { result, rerender } = renderHook(({ value }) => useChoiceShownAtOnce(value), {
      initialProps: { value: false },
    });
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    rerender({ value: false });
    expect(result.current[0]).toBe(true);
    rerender({ value: true });
    rerender({ value: false });
    expect(result.current[0]).toBe(false);
  });

  it('keeps a checkbox bound to a slow store checked from the click on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function SlowCheckbox() {
      const [checked, choose] = useChoiceShownAtOnce(false);
      return (
        <label>
          <input
            type="checkbox"
            checked={checked}
            onChange={(event) => {
              choose(event.target.checked);
              onChange(event.target.checked);
            }}
          />
          Compare
        </label>
      );
    }
    render(<SlowCheckbox />);
    await user.click(screen.getByRole('checkbox', { name: 'Compare' }));
    expect(screen.getByRole('checkbox', { name: 'Compare' })).toHaveProperty('checked', true);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
