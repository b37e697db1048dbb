import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ENDPOINTS } from '../../contract/endpoints';
import { globalCountryItemSchema, globalItemSchema } from '../../contract/globalReports';
import { fieldColumn, periodColumn } from '../columns';
import {
  type ColumnDefinition,
  defineReport,
  type PieDefinition,
  type ReportDefinition,
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

const countryColumn: ColumnDefinition<GlobalRow> = {
  key: 'country',
  header: msg`Country`,
  kind: 'text',
  value: (item, { i18n }) => countryName(i18n, item.country),
};

const storeAndOutlet = (row: Row) =>
  [row.storeName, row.outletName].filter((part) => typeof part === 'string' && part).join(' · ');

/**
 * A report of every store's revenue converted to one currency, per period and place (`placeColumns`):
 * a line of total revenue per place (`line`), and a pie of each place's share (`pieName`).
 */
function globalReport({
  groupBy,
  item,
  placeColumns,
  line,
  pieName,
  ...report
}: Pick<ReportDefinition, 'id' | 'path' | 'title' | 'menuLabel'> & {
  groupBy: 'outlet' | 'country';
  item: typeof globalItemSchema | typeof globalCountryItemSchema;
  placeColumns: ColumnDefinition<GlobalRow>[];
  line: (item: GlobalRow, i18n: I18n) => { id: string; label: string };
  pieName: (slice: Row, i18n: I18n) => string;
}): ReportDefinition {
  return defineReport<GlobalRow>({
    ...report,
    group: 'global',
    screen: 'report',
    endpoint: reads(ENDPOINTS.globalReport, { fixedParams: { groupBy }, item, comparesPrevious: true }),
    filters: ['stores'],
    pageSize: 100,
    modes: ALL_MODES,
    columns: [periodColumn<GlobalRow>(msg`Date`), ...placeColumns, countryColumn, ...convertedColumns],
    keyColumns: ['convertedTotalRevenue', 'convertedNetRevenue'],
    customizableColumns: true,
    summary: 'total',
    chart: {
      kind: 'line',
      valueKind: 'money',
      series: dimensionSeries<GlobalRow>(line, 'convertedTotalRevenue', 'totalRevenue'),
    },
    pie: revenuePie(pieName),
    currencySelector: false,
    amountsInPresentmentCurrency: true,
    exportName: report.path.slice(1),
  });
}

export const globalByOutlets = globalReport({
  id: 'global',
  path: '/global',
  title: msg`Global report by outlets`,
  menuLabel: msg({ message: 'Outlets', context: 'outlets' }),
  groupBy: 'outlet',
  item: globalItemSchema,
  placeColumns: [
    fieldColumn<GlobalRow>('storeName', msg({ message: 'Store', context: 'stores' }), 'text'),
    fieldColumn<GlobalRow>('outletName', msg({ message: 'Outlet', context: 'outlets' }), 'text'),
  ],
  line: (item) => ({ id: `${item.storeId}-${item.outletId ?? 'online'}`, label: storeAndOutlet(item) }),
  pieName: storeAndOutlet,
});

export const globalByCountries = globalReport({
  id: 'globalStores',
  path: '/global-stores',
  title: msg`Global report by countries`,
  menuLabel: msg`Countries`,
  groupBy: 'country',
  item: globalCountryItemSchema,
  placeColumns: [],
  line: (item, i18n) => ({ id: item.country, label: countryName(i18n, item.country) }),
  pieName: (slice, i18n) => countryName(i18n, String(slice.country ?? '')),
});

/** The reports across stores, in menu order; keys are the reports' ids. */
export const GLOBAL_REPORTS = { global: globalByOutlets, globalStores: globalByCountries };
