import type { FetchStatus } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** What a screen reads of a report query (a TanStack Query result). */
export interface AnswerQuery<T> {
  data: T | undefined;
  isPlaceholderData: boolean;
  fetchStatus: FetchStatus;
}

/** What a screen shows for a report query: its answer, or that the device cannot give it. */
export interface ShownAnswer<T> {
  /** The answer to draw: never the previous filters' answer while nothing is being asked for. */
  data: T | undefined;
  /** The device has no answer for these filters and cannot ask for one now (offline). */
  needsConnection: boolean;
  /** The previous filters' answer is shown dimmed while the request for the new ones is on its way. */
  busy: boolean;
}

/**
 * The previous filters' answer (`keepPreviousData`) stands in only while the request for the new ones
 * is really in flight. A paused request (offline, or the server out of reach) has no answer coming:
 * the screen says it needs a connection for these filters instead of showing the old figures under
 * the new filter chips.
 */
export function shownAnswer<T>(query: AnswerQuery<T>): ShownAnswer<T> {
  const paused = query.fetchStatus === 'paused';
  const needsConnection = paused && (query.data === undefined || query.isPlaceholderData);
  return {
    data: needsConnection ? undefined : query.data,
    needsConnection,
    busy: query.isPlaceholderData && query.fetchStatus === 'fetching',
  };
}

/**
 * The last filters the screen had a real answer for (not a stand-in), to go back to when the device
 * cannot answer the new ones; null before the first answer, and when the current filters are answered.
 */
export function useLastAnswered<S>(search: S, answered: boolean): S | null {
  const [last, setLast] = useState<S | null>(null);
  useEffect(() => {
    if (answered) setLast(search);
  }, [answered, search]);
  return answered || last === search ? null : last;
}

/**
 * The search that brings back `last` exactly: every key of the current search it does not name is
 * written as absent, or the router would keep the filters it retains across links (the dates).
 */
export function restoredSearch<S extends object>(current: S, last: S): S {
  const cleared = Object.fromEntries(Object.keys(current).map((key) => [key, undefined]));
  return { ...cleared, ...last } as S;
}
