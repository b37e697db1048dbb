import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ENDPOINTS } from '../../contract/endpoints';
import { globalCountryItemSchema, globalItemSchema } from '../../contract/globalReports';
import { fieldColumn, periodColumn } from '../columns';
import {
  type ColumnDefinition,
  defineReport,
  type PieDefinition,
  type ReportEndpoint,
  type Row,
  reads,
} from '../definition';
import { dimensionSeries } from '../series';
import { ALL_MODES } from './saleSummary';

interface GlobalRow extends Row {
  date: string;
  storeId: number;
  storeName: string;
  outletId: number | null;
  outletName: string | null;
  country: string;
  convertedTotalRevenue: number | null;
}

function globalEndpoint(
  groupBy: 'outlet' | 'country',
  item: typeof globalItemSchema | typeof globalCountryItemSchema,
): ReportEndpoint {
  return reads(ENDPOINTS.globalReport, { fixedParams: { groupBy }, item, comparesPrevious: true });
}

/** A country by its name in the user's language (`FR` → France), or as written when unknown. */
export function countryName(i18n: I18n, code: string): string {
  if (!code) return '—';
  try {
    return new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Figures of every store converted to one currency with each store's rate (none: the store lacks a rate). */
const convertedColumns: ColumnDefinition<GlobalRow>[] = [
  fieldColumn<GlobalRow>('currency', msg`Currency`, 'text'),
  fieldColumn<GlobalRow>('orderCount', msg`Number of orders`, 'count', { metric: 'orderCount' }),
  fieldColumn<GlobalRow>('convertedTotalRevenue', msg`Total revenue`, 'money', { metric: 'totalRevenue' }),
  fieldColumn<GlobalRow>('convertedNetRevenue', msg`Net revenue`, 'money', { metric: 'netRevenue' }),
  fieldColumn<GlobalRow>('convertedTotalTax', msg`Tax`, 'money', {
    defaultVisible: false,
    metric: 'totalTax',
  }),
  fieldColumn<GlobalRow>('convertedTotalRefund', msg`Refund`, 'money', {
    defaultVisible: false,
    metric: 'totalRefund',
  }),
  fieldColumn<GlobalRow>('convertedTotalDiscount', msg`Discount`, 'money', {
    defaultVisible: false,
    metric: 'totalDiscount',
  }),
];

function revenuePie(name: (slice: Row, i18n: I18n) => string): PieDefinition {
  return {
    title: msg`Share of total revenue`,
    points: (answer, { i18n }) =>
      (answer.slices ?? []).map((slice) => ({
        x: name(slice, i18n),
        y: typeof slice.convertedTotalRevenue === 'number' ? slice.convertedTotalRevenue : null,
      })),
  };
}

const storeAndOutlet = (row: Row) =>
  [row.storeName, row.outletName].filter((part) => typeof part === 'string' && part).join(' · ');

export const globalByOutlets = defineReport<GlobalRow>({
  id: 'global',
  path: '/global',
  title: msg`Global report by outlets`,
  menuLabel: msg({ message: 'Outlets', context: 'outlets' }),
  group: 'global',
  screen: 'report',
  endpoint: globalEndpoint('outlet', globalItemSchema),
  filters: ['stores'],
  pageSize: 100,
  modes: ALL_MODES,
  columns: [
    periodColumn<GlobalRow>(msg`Date`),
    fieldColumn<GlobalRow>('storeName', msg({ message: 'Store', context: 'stores' }), 'text'),
    fieldColumn<GlobalRow>('outletName', msg({ message: 'Outlet', context: 'outlets' }), 'text'),
    {
      key: 'country',
      header: msg`Country`,
      kind: 'text',
      value: (item, { i18n }) => countryName(i18n, item.country),
    },
    ...convertedColumns,
  ],
  keyColumns: ['convertedTotalRevenue', 'convertedNetRevenue'],
  customizableColumns: true,
  summary: 'total',
  chart: {
    kind: 'line',
    valueKind: 'money',
    series: dimensionSeries<GlobalRow>(
      (item) => ({ id: `${item.storeId}-${item.outletId ?? 'online'}`, label: storeAndOutlet(item) }),
      'convertedTotalRevenue',
      'totalRevenue',
    ),
  },
  pie: revenuePie((slice) => storeAndOutlet(slice)),
  currencySelector: false,
  amountsInPresentmentCurrency: true,
  exportName: 'global',
});

export const globalByCountries = defineReport<GlobalRow>({
  id: 'globalStores',
  path: '/global-stores',
  title: msg`Global report by countries`,
  menuLabel: msg`Countries`,
  group: 'global',
  screen: 'report',
  endpoint: globalEndpoint('country', globalCountryItemSchema),
  filters: ['stores'],
  pageSize: 100,
  modes: ALL_MODES,
  columns: [
    periodColumn<GlobalRow>(msg`Date`),
    {
      key: 'country',
      header: msg`Country`,
      kind: 'text',
      value: (item, { i18n }) => countryName(i18n, item.country),
    },
    ...convertedColumns,
  ],
  keyColumns: ['convertedTotalRevenue', 'convertedNetRevenue'],
  customizableColumns: true,
  summary: 'total',
  chart: {
    kind: 'line',
    valueKind: 'money',
    series: dimensionSeries<GlobalRow>(
      (item, i18n) => ({ id: item.country, label: countryName(i18n, item.country) }),
      'convertedTotalRevenue',
      'totalRevenue',
    ),
  },
  pie: revenuePie((slice, i18n) => countryName(i18n, String(slice.country ?? ''))),
  currencySelector: false,
  amountsInPresentmentCurrency: true,
  exportName: 'global-stores',
});

/** The reports across stores, in menu order; keys are the reports' ids. */
export const GLOBAL_REPORTS = { global: globalByOutlets, globalStores: globalByCountries };
