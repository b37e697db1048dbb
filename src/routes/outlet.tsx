import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../layout/AppShell';
import { ReportFrame } from '../reports/ReportFrame';
import { REPORT_PAGES } from '../reports/registry';

/** Spec §2: /outlet does not require sign-in. */
export const Route = createFileRoute('/outlet')({
  staticData: { page: REPORT_PAGES['/outlet'] },
  component: () => (
    <AppShell>
      <ReportFrame />
    </AppShell>
  ),
});
