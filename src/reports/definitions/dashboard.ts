import { msg } from '@lingui/core/macro';
import { defineReport } from '../definition';
import {
  ALL_MODES,
  REVENUE_FILTERS,
  rowOwnCurrency,
  saleSummaryApi,
  summaryChart,
  summaryColumns,
} from './saleSummary';

/** The dashboard: a card per figure of sale-summary, the revenue chart and the payment methods. */
export const dashboard = defineReport({
  id: 'dashboard',
  path: '/dashboard',
  title: msg`Dashboard`,
  group: null,
  screen: 'dashboard',
  api: saleSummaryApi,
  filters: REVENUE_FILTERS,
  pageSize: 20,
  modes: ALL_MODES,
  columns: summaryColumns(['totalRevenue', 'netRevenue', 'orderCount']),
  customizableColumns: false,
  summary: 'total',
  chart: summaryChart(['totalRevenue', 'netRevenue']),
  currencySelector: true,
  rowCurrency: rowOwnCurrency,
  exportName: 'dashboard',
});
