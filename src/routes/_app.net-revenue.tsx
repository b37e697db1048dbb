import { createFileRoute } from '@tanstack/react-router';
import { ReportFrame } from '../reports/ReportFrame';
import { REPORT_PAGES } from '../reports/registry';

export const Route = createFileRoute('/_app/net-revenue')({
  staticData: { page: REPORT_PAGES['/net-revenue'] },
  component: ReportFrame,
});
