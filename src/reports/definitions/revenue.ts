import { msg } from '@lingui/core/macro';
import { ENDPOINTS } from '../../contract/endpoints';
import { fieldColumn, periodColumn } from '../columns';
import type { Row } from '../definition';
import { defineReport, reads } from '../definition';
import { dimensionSeries, itemSeries } from '../series';
import { revenueByDimension } from './dimensions';
import { saleReport } from './saleReport';
import {
  ALL_MODES,
  REVENUE_FILTERS,
  rowOwnCurrency,
  saleSummaryEndpoint,
  summaryChart,
  summaryColumns,
} from './saleSummary';
import { summaryFigureReport } from './summaryFigures';

export const totalRevenue = summaryFigureReport({
  id: 'totalRevenue',
  path: '/total-revenue',
  title: msg`Total revenue`,
  group: 'revenue',
  figure: 'totalRevenue',
  filters: REVENUE_FILTERS,
  customizableColumns: true,
  options: ['paidOnly'],
  exportsPdf: true,
});

export const netRevenue = summaryFigureReport({
  id: 'netRevenue',
  path: '/net-revenue',
  title: msg`Net revenue`,
  group: 'revenue',
  figure: 'netRevenue',
  filters: REVENUE_FILTERS,
});

export const revenueByCustomer = defineReport({
  id: 'revenueByCustomer',
  path: '/revenue-by-customer',
  title: msg`New vs returning customers`,
  group: 'revenue',
  screen: 'report',
  endpoint: saleSummaryEndpoint,
  filters: REVENUE_FILTERS,
  pageSize: 20,
  modes: ALL_MODES,
  columns: summaryColumns(['revNewCustomer', 'revReturnCustomer'], ['revNewCustomer', 'revReturnCustomer']),
  customizableColumns: false,
  summary: 'total',
  chart: summaryChart(['revNewCustomer', 'revReturnCustomer']),
  currencySelector: true,
  rowCurrency: rowOwnCurrency,
  missingValue: 'n_a',
  exportName: 'revenue-by-customer',
});

export const revenueByOutlet = revenueByDimension({
  id: 'revenueByOutlet',
  path: '/revenue-by-outlet',
  title: msg`Revenue by outlet`,
  endpoint: ENDPOINTS.outletRevenue,
  name: { field: 'outletName', header: msg({ message: 'Outlet', context: 'outlets' }) },
  pageSize: 100,
  behind: { filter: 'outletIds', idField: 'outletId' },
  exportName: 'revenue-by-outlet',
});

export const register = revenueByDimension({
  id: 'register',
  path: '/register',
  title: msg`Revenue by register`,
  endpoint: ENDPOINTS.registers,
  name: { field: 'registerName', header: msg`Register` },
  pageSize: 20,
  behind: { filter: 'registerIds', idField: 'registerId' },
  exportName: 'register',
});

export const seller = revenueByDimension({
  id: 'seller',
  path: '/seller',
  title: msg`Revenue by seller`,
  endpoint: ENDPOINTS.salesman,
  name: { field: 'salesmanName', header: msg`Seller` },
  pageSize: 100,
  behind: { filter: 'salesmen', idField: 'salesmanId' },
  exportName: 'seller',
});

export const cashier = revenueByDimension({
  id: 'cashier',
  path: '/cashier',
  title: msg`Revenue by cashier`,
  endpoint: ENDPOINTS.cashiers,
  name: { field: 'cashierName', header: msg`Cashier` },
  pageSize: 100,
  behind: { behind: 'cashier', idField: 'cashierId', labelField: 'cashierName' },
  exportName: 'cashier',
});

interface CategoryRow extends Row {
  name: string;
  totalRevenue: number;
}

export const revenueByCategory = defineReport<CategoryRow>({
  id: 'revenueByCategory',
  path: '/revenue-by-category',
  title: msg`Revenue by category`,
  group: 'revenue',
  screen: 'report',
  endpoint: reads(ENDPOINTS.categories),
  filters: [...REVENUE_FILTERS, 'categories'],
  pageSize: 100,
  modes: null,
  columns: [
    { key: 'name', header: msg`Category`, kind: 'text', value: (item) => item.name },
    fieldColumn<CategoryRow>('totalQtySold', msg`Quantity sold`, 'count', { metric: 'quantitySold' }),
    fieldColumn<CategoryRow>('totalQtyRefund', msg`Quantity refunded`, 'count', {
      metric: 'quantityRefunded',
    }),
    fieldColumn<CategoryRow>('netQtySold', msg`Net quantity sold`, 'count', { metric: 'netQuantitySold' }),
    fieldColumn<CategoryRow>('totalRevenue', msg`Total revenue`, 'money', { metric: 'lineRevenue' }),
    fieldColumn<CategoryRow>('totalRefund', msg`Refund`, 'money', { metric: 'lineRefund' }),
    fieldColumn<CategoryRow>('netRevenue', msg`Net revenue`, 'money', { metric: 'lineNetRevenue' }),
  ],
  customizableColumns: true,
  summary: 'total',
  chart: {
    kind: 'horizontalBar',
    valueKind: 'money',
    // Its own read: every category of the range (the API's page maximum), not the table's page.
    source: reads(ENDPOINTS.categories),
    series: itemSeries<CategoryRow>('name', 'totalRevenue', msg`Total revenue`),
  },
  currencySelector: true,
  ordersBehind: {
    linkColumn: 'name',
    dimension: { behind: 'category', idField: 'categoryId', labelField: 'name' },
  },
  exportName: 'revenue-by-category',
});

interface PaymentRow extends Row {
  date: string;
  paymentCode: string;
  paymentName: string;
  netAmount: number;
}

export const payment = defineReport<PaymentRow>({
  id: 'payment',
  path: '/payment',
  title: msg`Payment methods`,
  group: 'revenue',
  screen: 'report',
  endpoint: reads(ENDPOINTS.paymentMethods, { comparesPrevious: true }),
  filters: REVENUE_FILTERS,
  pageSize: 100,
  modes: ALL_MODES,
  columns: [
    periodColumn<PaymentRow>(msg`Date`),
    { key: 'paymentName', header: msg`Payment method`, kind: 'text', value: (item) => item.paymentName },
    fieldColumn<PaymentRow>('paymentCount', msg`Payments`, 'count', { metric: 'paymentCount' }),
    fieldColumn<PaymentRow>('salesAmount', msg`Sales`, 'money', { metric: 'paymentsTaken' }),
    fieldColumn<PaymentRow>('changeAmount', msg`Change given`, 'money', { metric: 'changeGiven' }),
    fieldColumn<PaymentRow>('refundAmount', msg`Refunded`, 'money', { metric: 'paymentsRefunded' }),
    fieldColumn<PaymentRow>('netAmount', msg`Net amount`, 'money', { metric: 'paymentsNet' }),
  ],
  customizableColumns: true,
  summary: 'total',
  chart: {
    kind: 'line',
    valueKind: 'money',
    series: dimensionSeries<PaymentRow>(
      (item) => ({ id: item.paymentCode, label: item.paymentName }),
      'netAmount',
      'paymentsNet',
    ),
  },
  currencySelector: true,
  ordersBehind: {
    linkColumn: 'paymentName',
    dimension: { behind: 'paymentMethod', idField: 'paymentCode', labelField: 'paymentName' },
  },
  exportName: 'payment',
});

export { saleReport };

/** The revenue menu, in its order; keys are the reports' ids. */
export const REVENUE_REPORTS = {
  totalRevenue,
  netRevenue,
  revenueByCustomer,
  revenueByOutlet,
  register,
  seller,
  cashier,
  revenueByCategory,
  payment,
  salesReport: saleReport,
};
