import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { busyRetryPauseMs, preparingProgress } from './readRetry';

/** What a read waiting out a busy server's pause waits for. */
interface Waiting {
  pauseMs: number;
  /** How far the server's build of its report tables got, when that is why it refused. */
  preparing: number | null;
}

function waitingOf(error: unknown): Waiting | null {
  const pauseMs = busyRetryPauseMs(error);
  return pauseMs === null ? null : { pauseMs, preparing: preparingProgress(error) };
}

/** The reads of the cache now waiting out a busy server's pause, by query. */
function waitingReads(queryClient: QueryClient): Map<string, Waiting> {
  const waiting = new Map<string, Waiting>();
  for (const query of queryClient.getQueryCache().getAll()) {
    const { fetchStatus, fetchFailureReason } = query.state;
    const read = fetchStatus === 'fetching' ? waitingOf(fetchFailureReason) : null;
    if (read !== null) waiting.set(query.queryHash, read);
  }
  return waiting;
}

export interface BusyServerPause {
  /** Whole seconds before the reads are asked again (the longest pause asked for). */
  seconds: number;
  /**
   * How far the server's build of its report tables got (0 to 1; the least any read was told), when a
   * read waits for it; null when the server is only busy.
   */
  preparing: number | null;
}

/**
 * The pause before the reads a busy server refused (429 or 503 with `Retry-After`) are asked again,
 * and how far its report tables' build got when that is why; null while no read is waiting one out.
 * For loading screens, which would otherwise show nothing but their skeleton while they wait.
 */
export function useBusyServerPause(): BusyServerPause | null {
  const queryClient = useQueryClient();
  // Reads refused before this screen mounted (a skeleton shows only after a moment) count too.
  const [reads, setReads] = useState<ReadonlyMap<string, Waiting>>(() => waitingReads(queryClient));
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const { action, query } = event;
        if (action.type !== 'failed' && action.type !== 'success' && action.type !== 'error') return;
        const read = action.type === 'failed' ? waitingOf(action.error) : null;
        setReads((current) => {
          if (read === null && !current.has(query.queryHash)) return current;
          const next = new Map(current);
          if (read === null) next.delete(query.queryHash);
          else next.set(query.queryHash, read);
          return next;
        });
      }),
    [queryClient],
  );
  if (reads.size === 0) return null;
  const waiting = [...reads.values()];
  const preparing = waiting.flatMap((read) => (read.preparing === null ? [] : [read.preparing]));
  return {
    seconds: Math.ceil(Math.max(...waiting.map((read) => read.pauseMs)) / 1000),
    preparing: preparing.length ? Math.min(...preparing) : null,
  };
}
