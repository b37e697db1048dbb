import { lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { FilterSearch } from '../filters/filterSearch';
import { savedColumns } from '../filters/savedColumns';
import { stringifySearch } from '../filters/searchString';
import type { ReportId } from '../reports/registry';
import type { LoaderArgs } from '../reports/reportLoader';
import type { SignedInContext } from '../session/guard';
import { PENDING_MS } from './pending';
import { ReportError } from './ReportError';

const registry = () => import('../reports/registry');

/** The screen a report is shown with: the dashboard's, or the one of every other report. */
async function screenOf(id: ReportId): Promise<{ default: ComponentType }> {
  const { reportById } = await registry();
  return reportById(id).screen === 'dashboard'
    ? { default: (await import('./DashboardScreen')).DashboardScreen }
    : { default: (await import('./ReportScreen')).ReportScreen };
}

interface RestoreArgs {
  search: FilterSearch;
  context: Pick<SignedInContext, 'user' | 'storeId'>;
  location: { pathname: string; hash: string };
}

/**
 * A link that names no columns opens with those the user last chose for this report and store on
 * this device, written into the link (so a saved view or a shared link keeps them too).
 */
function restoreColumns(
  id: ReportId,
  search: FilterSearch,
  context: RestoreArgs['context'],
  location: RestoreArgs['location'],
) {
  if (search.columns !== undefined || context.storeId === null) return;
  const columns = savedColumns(globalThis.localStorage, context.user.id, context.storeId, id);
  if (!columns) return;
  const hash = location.hash ? `#${location.hash}` : '';
  throw redirect({
    href: `${location.pathname}${stringifySearch({ ...search, columns })}${hash}`,
    replace: true,
  });
}

/**
 * The options of a report's route: its page metadata, a loader that reads the report's queries into the
 * cache, the skeleton while they arrive, an error panel with Retry, and the screen. All but the report's
 * id are loaded on demand (its definition too), so the sign-in page does not carry them.
 */
export function reportRoute(id: ReportId) {
  return {
    staticData: { page: { reportId: id } },
    beforeLoad: ({ search, context, location }: RestoreArgs) => restoreColumns(id, search, context, location),
    loaderDeps: ({ search }: { search: FilterSearch }) => ({ search }),
    loader: async (args: LoaderArgs): Promise<void> => {
      const [{ reportById }, { loadReport }] = await Promise.all([
        registry(),
        import('../reports/reportLoader'),
      ]);
      return loadReport(reportById(id), args);
    },
    pendingMs: PENDING_MS,
    pendingComponent: lazyRouteComponent(() => import('./ReportSkeleton'), 'ReportSkeleton'),
    errorComponent: ReportError,
    component: lazyRouteComponent(() => screenOf(id)),
  };
}
