import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
