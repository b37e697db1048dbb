import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The sign-in layout: no header, no sidebar. */
export const Route = createFileRoute('/_auth')({
  component: () => (
    <main className="auth-layout">
      <Outlet />
    </main>
  ),
});
