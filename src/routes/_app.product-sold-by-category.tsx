import { createFileRoute } from '@tanstack/react-router';
import { ReportFrame } from '../reports/ReportFrame';
import { REPORT_PAGES } from '../reports/registry';

export const Route = createFileRoute('/_app/product-sold-by-category')({
  staticData: { page: REPORT_PAGES['/product-sold-by-category'] },
  component: ReportFrame,
});
