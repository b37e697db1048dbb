import { createFileRoute, Outlet, retainSearchParams } from '@tanstack/react-router';
import { type FilterSearch, parseFilterSearch, RETAINED_FILTERS } from '../filters/filterSearch';
import { AppShell } from '../layout/AppShell';
import { requireSignIn } from '../session/guard';

/** Every report route but /outlet: signed-in only, inside the shell, filters kept in the URL. */
export const Route = createFileRoute('/_app')({
  validateSearch: (search: Record<string, unknown>): FilterSearch => parseFilterSearch(search),
  search: { middlewares: [retainSearchParams<FilterSearch>(RETAINED_FILTERS)] },
  beforeLoad: ({ context, location }) => requireSignIn(context, location),
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
