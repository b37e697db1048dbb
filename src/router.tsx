import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { stringifySearch } from './filters/searchString';
import type { QueryPersistence } from './offline/queryPersistence';
import type { PageMeta } from './reports/useCurrentPage';
import { routeTree } from './routeTree.gen';
import type { SessionStore } from './session/sessionStore';
import { ErrorPanel } from './ui/ErrorPanel';
import { NotFound } from './ui/NotFound';

export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
  offline?: QueryPersistence;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    stringifySearch,
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: ErrorPanel,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    page?: PageMeta;
  }
}
