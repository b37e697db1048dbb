import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../layout/AppShell';
import { requireSignIn } from '../session/guard';

/** Every report route but /outlet: signed-in only, inside the shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => requireSignIn(context),
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
