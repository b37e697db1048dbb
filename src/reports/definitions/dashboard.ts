import { msg } from '@lingui/core/macro';
import { LIMIT_MAX } from '../../contract/constants';
import { ENDPOINTS } from '../../contract/endpoints';
import { defineReport, reads } from '../definition';
import { ALL_MODES, REVENUE_FILTERS, rowOwnCurrency, summaryChart, summaryColumns } from './saleSummary';

/** The dashboard: a card per figure of sale-summary, the revenue chart and the payment methods. */
export const dashboard = defineReport({
  id: 'dashboard',
  path: '/dashboard',
  title: msg`Dashboard`,
  group: null,
  screen: 'dashboard',
  // Every period of the range, and the same figures over the compared period (the cards' change).
  endpoint: reads(ENDPOINTS.saleSummary, { fixedParams: { type: 'all', compare: 'previous' } }),
  // The payment methods' amounts over the whole range, a row per year at most.
  pieSource: reads(ENDPOINTS.paymentMethods, { fixedParams: { mode: 'YEAR' } }),
  filters: REVENUE_FILTERS,
  // The cards and the revenue chart read every period of the range at once.
  pageSize: LIMIT_MAX,
  modes: ALL_MODES,
  columns: summaryColumns(['totalRevenue', 'netRevenue', 'orderCount']),
  customizableColumns: false,
  // Its three cards' figures: a link's or an e-mail's headline, a phone's list.
  keyColumns: ['totalRevenue', 'netRevenue', 'orderCount'],
  summary: 'total',
  chart: summaryChart(['totalRevenue', 'netRevenue']),
  currencySelector: true,
  rowCurrency: rowOwnCurrency,
  ordersBehind: { linkColumn: 'date' },
  exportName: 'dashboard',
});
