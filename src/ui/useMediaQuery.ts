import { useCallback, useSyncExternalStore } from 'react';

/**
 * One list per query and `matchMedia`: each call of `matchMedia` makes a new list and evaluates its
 * query, and React reads the answer on every render and again after each commit (ten sparklines each
 * did both while the dashboard opened). Keyed by the function too, so a replaced `matchMedia` is asked.
 */
const listsOf = new WeakMap<Window['matchMedia'], Map<string, MediaQueryList>>();

function mediaQuery(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const match = window.matchMedia;
  let lists = listsOf.get(match);
  if (!lists) {
    lists = new Map();
    listsOf.set(match, lists);
  }
  let list = lists.get(query);
  if (!list) {
    list = match.call(window, query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches, following changes; `fallback` where the browser cannot tell. */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  // One subscription per query: a new function on each render would make React subscribe again each time.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery(query)?.matches ?? fallback,
    () => fallback,
  );
}
