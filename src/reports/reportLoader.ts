import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { FilterSearch } from '../filters/filterSearch';
import type { SignedInContext } from '../session/guard';
import type { ReportDefinition } from './definition';
import { reportScreenQueries } from './screenQueries';

export interface LoaderArgs {
  context: SignedInContext & { queryClient: QueryClient };
  deps: { search: FilterSearch };
  cause: 'preload' | 'enter' | 'stay';
}

/** The loading, or less: a read that finds the server unreachable pauses, and the screen takes over. */
function untilLoadedOrOffline(loading: Promise<void>): Promise<void> {
  let unsubscribe = () => {};
  const offline = new Promise<void>((resolve) => {
    unsubscribe = onlineManager.subscribe((online) => {
      if (!online) resolve();
    });
  });
  return Promise.race([loading, offline]).finally(unsubscribe);
}

/**
 * Reads a report's queries into the cache (also on hover, to preload). Entering a report waits for
 * its data (the skeleton shows meanwhile). A page, sort or filter change within it keeps the current
 * rows on screen while the next ones arrive: the screen shows them dimmed, and reports a failure
 * itself. Offline, reads pause until the connection returns: the screen shows what the device has,
 * or says the report needs a connection.
 */
export function loadReport(
  report: ReportDefinition,
  { context, deps, cause }: LoaderArgs,
): Promise<void> | undefined {
  const { user, storeId, timeZone, queryClient } = context;
  if (storeId === null) return undefined;
  const queries = reportScreenQueries(report, { userId: user.id, storeId, timeZone }, deps.search);
  const loading = Promise.all([
    queryClient.ensureQueryData(queries.table),
    // A chart that fails leaves the table and filters on screen: the chart says so itself.
    queries.chart && queryClient.ensureQueryData(queries.chart).catch(() => undefined),
    queries.pie && queryClient.ensureQueryData(queries.pie).catch(() => undefined),
  ]).then(() => undefined);
  if (cause === 'stay' || !onlineManager.isOnline()) {
    loading.catch(() => undefined);
    return undefined;
  }
  return untilLoadedOrOffline(loading);
}
