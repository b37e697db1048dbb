import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { restoredSearch, shownAnswer, useLastAnswered } from './shownAnswer';

const answer = { total: 12 };

describe('what a report screen shows of its query', () => {
  it('shows the answer of its filters, also one kept on the device while offline', () => {
    expect(shownAnswer({ data: answer, isPlaceholderData: false, fetchStatus: 'idle' })).toEqual({
      data: answer,
      needsConnection: false,
      busy: false,
    });
    expect(shownAnswer({ data: answer, isPlaceholderData: false, fetchStatus: 'paused' })).toEqual({
      data: answer,
      needsConnection: false,
      busy: false,
    });
  });

  it("shows the previous filters' answer dimmed only while the new one is really asked for", () => {
    expect(shownAnswer({ data: answer, isPlaceholderData: true, fetchStatus: 'fetching' })).toEqual({
      data: answer,
      needsConnection: false,
      busy: true,
    });
  });

  it("never shows the previous filters' answer when nothing is coming: it needs a connection", () => {
    expect(shownAnswer({ data: answer, isPlaceholderData: true, fetchStatus: 'paused' })).toEqual({
      data: undefined,
      needsConnection: true,
      busy: false,
    });
    expect(shownAnswer({ data: undefined, isPlaceholderData: false, fetchStatus: 'paused' })).toEqual({
      data: undefined,
      needsConnection: true,
      busy: false,
    });
  });
});

describe('the last filters answered', () => {
  it('is offered only while the current filters have no answer', () => {
    const first = { range: 'week' };
    const second = { range: 'last3' };
    const { result, rerender } = renderHook(({ search, answered }) => useLastAnswered(search, answered), {
      initialProps: { search: first, answered: false },
    });
    expect(result.current).toBeNull();
    rerender({ search: first, answered: true });
    expect(result.current).toBeNull();
    rerender({ search: second, answered: false });
    expect(result.current).toBe(first);
    rerender({ search: first, answered: true });
    expect(result.current).toBeNull();
  });
});

describe('going back to the last filters answered', () => {
  it('names every filter of the current search it drops, so none is kept by the router', () => {
    expect(
      restoredSearch<Record<string, unknown>>({ createdAtMin: 'a', source: 'online' }, { mode: 'DAY' }),
    ).toEqual({
      createdAtMin: undefined,
      source: undefined,
      mode: 'DAY',
    });
  });
});
