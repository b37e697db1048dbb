import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { savedViewsQuery } from '../api/savedViewQueries';
import { currenciesQuery, currencyRatesQuery, userStoresQuery } from '../api/settingsQueries';
import { preloadDrawing } from '../charts/NivoChart';
import type { FilterSearch } from '../filters/filterSearch';
import { nextTask } from '../nextTask';
import type { SignedInContext } from '../session/guard';
import { briefQuery } from './dashboard/brief';
import { monthPaceQuery } from './dashboard/monthPace';
import type { ReportDefinition } from './definition';
import { filterChoiceQueries } from './filterChoiceQueries';
import type { ReportScope } from './reportRequest';
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

/** Runs each step in a task of its own, one after the other, after the current task. */
async function oneTaskEach(steps: ReadonlyArray<(() => unknown) | false>): Promise<void> {
  for (const step of steps) {
    if (step === false) continue;
    await nextTask();
    step();
  }
}

/**
 * The lists a report's screen reads beside its answers (the store menu, the saved views, the display
 * currencies, the choices of the filters it shows, the dashboard's brief), asked for with the answers:
 * their requests start here rather than in the commit of the screen's first render. Each starts in a
 * task of its own, after the answers' requests, so a phone's main thread is never held long by them.
 */
function prefetchScreenLists(
  queryClient: QueryClient,
  report: ReportDefinition,
  scope: ReportScope,
  search: FilterSearch,
): void {
  const { userId, storeId } = scope;
  const { outlets, customStatuses, salespeople, stores } = filterChoiceQueries(
    report,
    search.source,
    userId,
    storeId,
  );
  void oneTaskEach([
    () => queryClient.prefetchQuery(userStoresQuery(userId)),
    () => queryClient.prefetchQuery(savedViewsQuery(userId)),
    () => queryClient.prefetchQuery(currencyRatesQuery(userId, storeId)),
    () => queryClient.prefetchQuery(currenciesQuery(userId, storeId)),
    outlets.enabled && (() => queryClient.prefetchQuery(outlets)),
    customStatuses.enabled && (() => queryClient.prefetchQuery(customStatuses)),
    salespeople.enabled && (() => queryClient.prefetchQuery(salespeople)),
    stores.enabled && (() => queryClient.prefetchQuery(stores)),
    report.screen === 'dashboard' && (() => queryClient.prefetchQuery(briefQuery(scope))),
    report.screen === 'dashboard' && (() => queryClient.prefetchQuery(monthPaceQuery(scope))),
  ]);
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
  const { user, storeId, timeZone, dayStart, queryClient } = context;
  if (storeId === null) return undefined;
  const scope = { userId: user.id, storeId, timeZone, dayStart };
  const queries = reportScreenQueries(report, scope, deps.search);
  if (cause !== 'stay') prefetchScreenLists(queryClient, report, scope, deps.search);
  // A report's chart heads its screen: its code loads beside its data, drawn as soon as the answer
  // arrives. The dashboard's charts lie below its cards: their code loads as they near the viewport
  // (ReportChart), not while the cards are being drawn.
  if (cause === 'enter' && report.chart && report.screen !== 'dashboard') preloadDrawing(report.chart.kind);
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
  // The screen's render (the router's, once its loader is done) in a task after the one that checked
  // the last answer: together they made one long task on a phone.
  return untilLoadedOrOffline(loading).then(nextTask);
}
