import { createFileRoute } from '@tanstack/react-router';
import { ReportFrame } from '../reports/ReportFrame';
import { REPORT_PAGES } from '../reports/registry';

export const Route = createFileRoute('/_app/number-of-orders')({
  staticData: { page: REPORT_PAGES['/number-of-orders'] },
  component: ReportFrame,
});
