import { createFileRoute } from '@tanstack/react-router';
import { ReportFrame } from '../reports/ReportFrame';
import { REPORT_PAGES } from '../reports/registry';

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { page: REPORT_PAGES['/dashboard'] },
  component: ReportFrame,
});
