import { createFileRoute } from '@tanstack/react-router';
import { ReportFrame } from '../reports/ReportFrame';
import { REPORT_PAGES } from '../reports/registry';

export const Route = createFileRoute('/_app/average-item-per-order')({
  staticData: { page: REPORT_PAGES['/average-item-per-order'] },
  component: ReportFrame,
});
