import { lazyRouteComponent } from '@tanstack/react-router';
import type { FilterSearch } from '../filters/filterSearch';
import { type ReportId, reportById } from '../reports/registry';
import type { LoaderArgs } from '../reports/reportLoader';
import { ReportError } from './ReportError';
import { ReportSkeleton } from './ReportSkeleton';

/** Show the skeleton if a report's data takes longer than this to arrive. */
const PENDING_MS = 300;

/**
 * The options of a report's route: its page metadata, a loader that reads the report's queries into the
 * cache, the skeleton while they arrive, an error panel with Retry, and the screen. The loader and the
 * screen are loaded on demand, so the sign-in page does not carry them.
 */
export function reportRoute(id: ReportId) {
  const report = reportById(id);
  return {
    staticData: { page: { title: report.title, report } },
    loaderDeps: ({ search }: { search: FilterSearch }) => ({ search }),
    loader: async (args: LoaderArgs): Promise<void> =>
      (await import('../reports/reportLoader')).loadReport(report, args),
    pendingMs: PENDING_MS,
    pendingComponent: ReportSkeleton,
    errorComponent: ReportError,
    component:
      report.screen === 'dashboard'
        ? lazyRouteComponent(() => import('./DashboardScreen'), 'DashboardScreen')
        : lazyRouteComponent(() => import('./ReportScreen'), 'ReportScreen'),
  };
}
