import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { FilterSearch } from '../filters/filterSearch';
import type { SignedInContext } from '../session/guard';
import { ReportError } from './ReportError';
import { ReportSkeleton } from './ReportSkeleton';
import { type ReportId, reportById } from './registry';
import { reportScreenQueries } from './screenQueries';

interface LoaderArgs {
  context: SignedInContext & { queryClient: QueryClient };
  deps: { search: FilterSearch };
  cause: 'preload' | 'enter' | 'stay';
}

/** Show the skeleton if a report's data takes longer than this to arrive. */
const PENDING_MS = 300;

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
 * The options of a report's route: its page metadata, a loader that reads the report's queries into the
 * cache (also on hover, to preload), the skeleton while they arrive, an error panel with Retry, and the
 * screen, loaded on demand.
 */
export function reportRoute(id: ReportId) {
  const report = reportById(id);
  return {
    staticData: { page: { title: report.title, report } },
    loaderDeps: ({ search }: { search: FilterSearch }) => ({ search }),
    loader: ({ context, deps, cause }: LoaderArgs): Promise<void> | undefined => {
      const { user, storeId, queryClient } = context;
      if (storeId === null) return undefined;
      const queries = reportScreenQueries(report, { userId: user.id, storeId }, deps.search);
      const loading = Promise.all([
        queryClient.ensureQueryData(queries.table),
        queries.chart && queryClient.ensureQueryData(queries.chart),
      ]).then(() => undefined);
      // Entering a report waits for its data (the skeleton shows meanwhile). A page, sort or filter
      // change within it keeps the current rows on screen while the next ones arrive: the screen
      // shows them dimmed, and reports a failure itself. Offline, reads pause until the connection
      // returns: the screen shows what the device has, or says the report needs a connection.
      if (cause === 'stay' || !onlineManager.isOnline()) {
        loading.catch(() => undefined);
        return undefined;
      }
      return untilLoadedOrOffline(loading);
    },
    pendingMs: PENDING_MS,
    pendingComponent: ReportSkeleton,
    errorComponent: ReportError,
    component:
      report.screen === 'dashboard'
        ? lazyRouteComponent(() => import('./dashboard/DashboardScreen'), 'DashboardScreen')
        : lazyRouteComponent(() => import('./ReportScreen'), 'ReportScreen'),
  };
}
