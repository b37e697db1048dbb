import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The start page: the saved view the user chose to open at sign-in, when it is of the current store
 * (sign-in selects that store), else the dashboard. Offline, the views kept on the device decide.
 */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context: { queryClient, session } }) => {
    const { user, storeId, storeConfig } = session.getSnapshot();
    if (user) {
      // Loaded here, not with the sign-in page; the registry and dates come with the reports.
      const [{ savedViewsQuery }, { viewTargetToday }] = await Promise.all([
        import('../api/savedViewQueries'),
        import('../reports/savedViews'),
      ]);
      const views = queryClient.getQueryData(savedViewsQuery(user.id).queryKey);
      const start = views?.find((view) => view.isDefault && view.storeId === storeId);
      const target = start && viewTargetToday(start, storeConfig?.timezone);
      if (target) throw redirect({ to: target.to, search: target.search, replace: true });
    }
    throw redirect({ to: '/dashboard', replace: true });
  },
});
