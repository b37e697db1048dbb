import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../layout/AppShell';
import { OutletsPage } from '../screens/OutletsPage';

/** A page that needs no sign-in, as sign-in and a share link's page (`/shared/$token`) do. */
export const Route = createFileRoute('/outlet')({
  staticData: { page: { title: msg({ message: 'Outlets', context: 'outlets' }) } },
  component: () => (
    <AppShell>
      <OutletsPage />
    </AppShell>
  ),
});
