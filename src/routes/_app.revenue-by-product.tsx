import { createFileRoute } from '@tanstack/react-router';
import { ReportFrame } from '../reports/ReportFrame';
import { REPORT_PAGES } from '../reports/registry';

export const Route = createFileRoute('/_app/revenue-by-product')({
  staticData: { page: REPORT_PAGES['/revenue-by-product'] },
  component: ReportFrame,
});
