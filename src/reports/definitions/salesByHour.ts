import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChartSeries } from '../../charts/types';
import { ENDPOINTS } from '../../contract/endpoints';
import { dateTimeFormat } from '../../i18n/intlFormats';
import { fieldColumn, periodColumn } from '../columns';
import { defineReport, type Row, reads } from '../definition';
import type { MetricId } from '../metrics';
import { periodValue, withGapNote } from '../series';
import { REVENUE_FILTERS, rowOwnCurrency } from './saleSummary';

interface HourOfWeekRow extends Row {
  /** `1 09:00`: the ISO weekday (Monday 1) and the hour. */
  date: string;
  orderCount: number;
  totalRevenue: number;
  avgOrderValue: number;
  presentmentCurrency: string;
  currencyExchangeRate: number;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

/** The language's short name of an ISO weekday (1 = Monday): 2024-01-01 was a Monday. */
function weekdayName(weekday: number, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

/**
 * The heatmap's rows: a series per weekday, Monday first, with a point per hour of the day. An hour
 * without orders is 0 for revenue and orders, and has no average order value (`periodValue`).
 */
export function hourOfWeekSeries(items: readonly Row[], i18n: I18n, figure = 'totalRevenue'): ChartSeries[] {
  const cells = new Map(items.map((item) => [String(item.date), item]));
  // The heatmap's figures are the metrics of their names.
  const metric = figure as MetricId;
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
    withGapNote(
      {
        id: String(weekday),
        label: weekdayName(weekday, i18n.locale),
        points: HOURS.map((hour) => ({
          x: hour,
          y: periodValue(cells.get(`${weekday} ${hour}`), figure, metric),
        })),
      },
      metric,
      i18n,
    ),
  );
}

/**
 * When the store is busy: revenue, orders or average order value by weekday and hour of the store's
 * zone over the range, as a heatmap, with every cell in the table below it.
 */
export const salesByHour = defineReport<HourOfWeekRow>({
  id: 'salesByHour',
  path: '/sales-by-hour',
  title: msg`Sales by weekday and hour`,
  menuLabel: msg`Sales by hour`,
  group: 'orders',
  alsoInGroups: ['revenue'],
  screen: 'report',
  endpoint: reads(ENDPOINTS.saleSummary, { fixedParams: { type: 'all' } }),
  filters: REVENUE_FILTERS,
  // The 168 hours of a week on one page.
  pageSize: 168,
  modes: null,
  fixedMode: 'WEEKHOURS',
  columns: [
    periodColumn<HourOfWeekRow>(msg`Weekday and hour`),
    fieldColumn<HourOfWeekRow>('orderCount', msg`Number of orders`, 'count', { metric: 'orderCount' }),
    fieldColumn<HourOfWeekRow>('totalRevenue', msg`Total revenue`, 'money', { metric: 'totalRevenue' }),
    fieldColumn<HourOfWeekRow>('avgOrderValue', msg`Average order value`, 'money', {
      metric: 'avgOrderValue',
    }),
  ],
  customizableColumns: false,
  // The heatmap shows each of the three in turn: all three are what the report is read for.
  keyColumns: ['orderCount', 'totalRevenue', 'avgOrderValue'],
  summary: 'total',
  chart: {
    kind: 'heatmap',
    valueKind: 'money',
    figures: [
      { key: 'totalRevenue', label: msg`Total revenue`, valueKind: 'money' },
      { key: 'orderCount', label: msg`Number of orders`, valueKind: 'count' },
      { key: 'avgOrderValue', label: msg`Average order value`, valueKind: 'money' },
    ],
    series: hourOfWeekSeries,
    rowOf: (hour, weekday) => ({ date: `${weekday} ${hour}` }),
  },
  currencySelector: true,
  rowCurrency: rowOwnCurrency,
  ordersBehind: {
    linkColumn: 'date',
    dimension: { behind: 'hourOfWeek', idField: 'date', labelField: 'date' },
  },
  exportName: 'sales-by-hour',
});
