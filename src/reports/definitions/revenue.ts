import { msg } from '@lingui/core/macro';
import { ENDPOINTS } from '../../contract/endpoints';
import { fieldColumn, periodColumn } from '../columns';
import type { Row } from '../definition';
import { defineReport, reads } from '../definition';
import { dimensionSeries } from '../series';
import { revenueByDimension } from './dimensions';
import { categoriesChart, itemReport, lineRevenueColumns, quantityColumns } from './itemReports';
import { saleReport } from './saleReport';
import {
  ALL_MODES,
  REVENUE_FILTERS,
  rowOwnCurrency,
  saleSummaryEndpoint,
  summaryChart,
  summaryColumns,
} from './saleSummary';
import { figureReports } from './summaryFigures';

const revenueFigure = figureReports('revenue', { filters: REVENUE_FILTERS });
export const totalRevenue = revenueFigure('totalRevenue', msg`Total revenue`, 'totalRevenue', {
  customizableColumns: true,
  options: ['paidOnly'],
  exportsPdf: true,
});
export const netRevenue = revenueFigure('netRevenue', msg`Net revenue`, 'netRevenue');

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
  keyColumns: ['revNewCustomer', 'revReturnCustomer'],
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
});

export const register = revenueByDimension({
  id: 'register',
  path: '/register',
  title: msg`Revenue by register`,
  endpoint: ENDPOINTS.registers,
  name: { field: 'registerName', header: msg`Register` },
  pageSize: 20,
  behind: { filter: 'registerIds', idField: 'registerId' },
});

export const seller = revenueByDimension({
  id: 'seller',
  path: '/seller',
  title: msg`Revenue by seller`,
  endpoint: ENDPOINTS.salesman,
  name: { field: 'salesmanName', header: msg`Seller` },
  pageSize: 100,
  behind: { filter: 'salesmen', idField: 'salesmanId' },
});

export const cashier = revenueByDimension({
  id: 'cashier',
  path: '/cashier',
  title: msg`Revenue by cashier`,
  endpoint: ENDPOINTS.cashiers,
  name: { field: 'cashierName', header: msg`Cashier` },
  pageSize: 100,
  behind: { behind: 'cashier', idField: 'cashierId', labelField: 'cashierName' },
});

interface CategoryRow extends Row {
  name: string;
  totalRevenue: number;
}

export const revenueByCategory = itemReport<CategoryRow>({
  id: 'revenueByCategory',
  path: '/revenue-by-category',
  title: msg`Revenue by category`,
  group: 'revenue',
  item: 'category',
  endpoint: reads(ENDPOINTS.categories),
  filters: [...REVENUE_FILTERS, 'categories'],
  pageSize: 100,
  columns: [
    { key: 'name', header: msg`Category`, kind: 'text', value: (item) => item.name },
    ...quantityColumns(),
    ...lineRevenueColumns(),
  ],
  customizableColumns: true,
  chart: categoriesChart(reads(ENDPOINTS.categories), 'money', 'totalRevenue', msg`Total revenue`),
  keyColumns: ['totalRevenue', 'netRevenue'],
  currencySelector: true,
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
