import { msg } from '@lingui/core/macro';
import { defineReport } from '../definition';
import {
  ALL_MODES,
  ORDER_FILTERS,
  rowOwnCurrency,
  saleSummaryEndpoint,
  summaryChart,
  summaryColumns,
} from './saleSummary';

export const tax = defineReport({
  id: 'tax',
  path: '/tax',
  title: msg`Tax`,
  group: 'tax',
  screen: 'report',
  endpoint: saleSummaryEndpoint,
  filters: ORDER_FILTERS,
  pageSize: 20,
  modes: ALL_MODES,
  columns: summaryColumns(['totalTax']),
  customizableColumns: true,
  summary: 'total',
  chart: summaryChart(['totalTax']),
  currencySelector: true,
  rowCurrency: rowOwnCurrency,
  ordersBehind: { linkColumn: 'date' },
  exportName: 'tax',
});

/** The tax menu; keys are the reports' ids. */
export const TAX_REPORTS = { tax };
