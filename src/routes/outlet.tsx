import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../layout/AppShell';
import { OutletsPage } from '../screens/OutletsPage';

/** The one page besides sign-in that needs no sign-in. */
export const Route = createFileRoute('/outlet')({
  staticData: { page: { title: msg({ message: 'Outlets', context: 'outlets' }) } },
  component: () => (
    <AppShell>
      <OutletsPage />
    </AppShell>
  ),
});
