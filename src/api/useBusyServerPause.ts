import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { busyRetryPauseMs } from './readRetry';

/** The reads of the cache now waiting out a busy server's pause, by query. */
function waitingReads(queryClient: QueryClient): Map<string, number> {
  const waiting = new Map<string, number>();
  for (const query of queryClient.getQueryCache().getAll()) {
    const { fetchStatus, fetchFailureReason } = query.state;
    const pause = fetchStatus === 'fetching' ? busyRetryPauseMs(fetchFailureReason) : null;
    if (pause !== null) waiting.set(query.queryHash, pause);
  }
  return waiting;
}

/**
 * The pause, in whole seconds, before the reads a busy server refused (429 or 503 with `Retry-After`)
 * are asked again; null while no read is waiting one out. For loading screens, which would otherwise
 * show nothing but their skeleton while they wait.
 */
export function useBusyServerPause(): number | null {
  const queryClient = useQueryClient();
  // Reads refused before this screen mounted (a skeleton shows only after a moment) count too.
  const [pauses, setPauses] = useState<ReadonlyMap<string, number>>(() => waitingReads(queryClient));
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const { action, query } = event;
        if (action.type !== 'failed' && action.type !== 'success' && action.type !== 'error') return;
        const pause = action.type === 'failed' ? busyRetryPauseMs(action.error) : null;
        setPauses((current) => {
          if (pause === null && !current.has(query.queryHash)) return current;
          const next = new Map(current);
          if (pause === null) next.delete(query.queryHash);
          else next.set(query.queryHash, pause);
          return next;
        });
      }),
    [queryClient],
  );
  return pauses.size === 0 ? null : Math.ceil(Math.max(...pauses.values()) / 1000);
}
