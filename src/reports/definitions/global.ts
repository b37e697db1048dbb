import { msg } from '@lingui/core/macro';
import { globalItemSchema, globalTotalSchema } from '../../contract/reports';
import { fieldColumn, periodColumn } from '../columns';
import { type ApiReport, defineReport, type Row } from '../definition';
import { dimensionSeries } from '../series';
import { ALL_MODES } from './saleSummary';

interface GlobalRow extends Row {
  date: string;
  storeId: number;
  storeName: string;
  outletId: number | null;
  outletName: string | null;
  convertedTotalRevenue: number | null;
}

function globalApi(groupBy: 'outlet' | 'store'): ApiReport {
  return {
    service: 'v0',
    name: 'global-report',
    fixedParams: { groupBy },
    item: globalItemSchema,
    total: globalTotalSchema,
    periods: true,
    comparable: true,
  };
}

/** Figures of every store converted to one currency with each store's rate (none: the store lacks a rate). */
const globalColumns = [
  periodColumn<GlobalRow>(msg`Date`),
  fieldColumn<GlobalRow>('storeName', msg`Store`, 'text'),
  fieldColumn<GlobalRow>('currency', msg`Currency`, 'text'),
  fieldColumn<GlobalRow>('orderCount', msg`Number of orders`, 'count'),
  fieldColumn<GlobalRow>('convertedTotalRevenue', msg`Total revenue`, 'money'),
  fieldColumn<GlobalRow>('convertedNetRevenue', msg`Net revenue`, 'money'),
  fieldColumn<GlobalRow>('convertedTotalTax', msg`Tax`, 'money', { defaultVisible: false }),
  fieldColumn<GlobalRow>('convertedTotalRefund', msg`Refund`, 'money', { defaultVisible: false }),
  fieldColumn<GlobalRow>('convertedTotalDiscount', msg`Discount`, 'money', { defaultVisible: false }),
];

export const globalByOutlets = defineReport<GlobalRow>({
  id: 'global',
  path: '/global',
  title: msg`Global report by outlets`,
  menuLabel: msg`Outlets`,
  group: 'global',
  screen: 'report',
  api: globalApi('outlet'),
  filters: ['stores'],
  pageSize: 100,
  modes: ALL_MODES,
  columns: [
    ...globalColumns.slice(0, 2),
    fieldColumn<GlobalRow>('outletName', msg`Outlet`, 'text'),
    ...globalColumns.slice(2),
  ],
  customizableColumns: true,
  summary: 'total',
  chart: {
    kind: 'line',
    valueKind: 'money',
    series: dimensionSeries<GlobalRow>(
      (item) => ({
        id: `${item.storeId}-${item.outletId ?? 'online'}`,
        label: [item.storeName, item.outletName].filter(Boolean).join(' · '),
      }),
      'convertedTotalRevenue',
    ),
  },
  currencySelector: false,
  amountsInPresentmentCurrency: true,
  exportName: 'global',
});

export const globalByStores = defineReport<GlobalRow>({
  id: 'globalStores',
  path: '/global-stores',
  title: msg`Global report by countries`,
  menuLabel: msg`Countries`,
  group: 'global',
  screen: 'report',
  api: globalApi('store'),
  filters: ['stores'],
  pageSize: 100,
  modes: ALL_MODES,
  columns: globalColumns,
  customizableColumns: true,
  summary: 'total',
  chart: {
    kind: 'line',
    valueKind: 'money',
    series: dimensionSeries<GlobalRow>(
      (item) => ({ id: String(item.storeId), label: item.storeName }),
      'convertedTotalRevenue',
    ),
  },
  currencySelector: false,
  amountsInPresentmentCurrency: true,
  exportName: 'global-stores',
});
