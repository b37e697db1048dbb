import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A `matchMedia` whose lists match `matching`, counting the lists it makes and able to announce a change. */
function fakeMatchMedia(matching: Set<string>) {
  const listeners = new Map<string, Set<() => void>>();
  const match = vi.fn((query: string) => ({
    get matches() {
      return matching.has(query);
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => {
      const forQuery = listeners.get(query) ?? new Set();
      forQuery.add(listener);
      listeners.set(query, forQuery);
    },
    removeEventListener: (_type: string, listener: () => void) => listeners.get(query)?.delete(listener),
  }));
  const change = (query: string, matches: boolean) => {
    if (matches) matching.add(query);
    else matching.delete(query);
    for (const listener of listeners.get(query) ?? []) listener();
  };
  return { match, change };
}

describe('useMediaQuery', () => {
  it('makes one list per query however often it renders, and follows its changes', () => {
    const media = fakeMatchMedia(new Set());
    vi.stubGlobal('matchMedia', media.match);
    const { result, rerender } = renderHook(() => useMediaQuery('(min-width: 640px)', true));
    rerender();
    rerender();
    expect(result.current).toBe(false);
    act(() => media.change('(min-width: 640px)', true));
    expect(result.current).toBe(true);
    renderHook(() => useMediaQuery('(min-width: 640px)', true));
    expect(media.match).toHaveBeenCalledTimes(1);
    renderHook(() => useMediaQuery('(prefers-color-scheme: dark)', false));
    expect(media.match).toHaveBeenCalledTimes(2);
  });

  it('asks a replaced matchMedia afresh', () => {
    vi.stubGlobal('matchMedia', fakeMatchMedia(new Set()).match);
    expect(renderHook(() => useMediaQuery('(min-width: 1024px)', true)).result.current).toBe(false);
    const wide = fakeMatchMedia(new Set(['(min-width: 1024px)']));
    vi.stubGlobal('matchMedia', wide.match);
    expect(renderHook(() => useMediaQuery('(min-width: 1024px)', false)).result.current).toBe(true);
    expect(wide.match).toHaveBeenCalledTimes(1);
  });
});
