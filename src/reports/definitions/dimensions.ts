import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Endpoint } from '../../contract/endpoints';
import { fieldColumn, periodColumn, visibleByDefault } from '../columns';
import {
  type ChartDefinition,
  type ColumnDefinition,
  defineReport,
  type OrdersBehind,
  type ReportDefinition,
  type ReportEndpoint,
  type Row,
  reads,
  type ValueContext,
} from '../definition';
import { dimensionSeries, knownSlot } from '../series';
import { ALL_MODES, REVENUE_FILTERS } from './saleSummary';

/** Revenue figures of a row of period × dimension (outlet, register, seller…). */
interface RevenueRow extends Row {
  date: string;
  orderCount: number;
  totalRevenue: number;
  totalTax: number;
  netRevenue: number;
  totalRefund: number;
  totalDiscount: number;
  avgOrderValue: number;
  itemCount: number;
}

export function dimensionEndpoint(endpoint: Endpoint): ReportEndpoint {
  return reads(endpoint, { comparesPrevious: true });
}

/** Period, the dimension's name, then the revenue figures; `shown` are the figures visible by default. */
export function dimensionColumns(
  nameKey: string,
  nameHeader: MessageDescriptor,
  shown: readonly string[],
  label: (value: string, context: ValueContext) => string = (value) => value,
): ColumnDefinition<RevenueRow>[] {
  const columns: ColumnDefinition<RevenueRow>[] = [
    periodColumn<RevenueRow>(msg`Date`),
    {
      key: nameKey,
      header: nameHeader,
      kind: 'text',
      value: (item, context) => label(String(item[nameKey] ?? ''), context),
    },
    fieldColumn<RevenueRow>('orderCount', msg`Number of orders`, 'count', { metric: 'orderCount' }),
    fieldColumn<RevenueRow>('totalRevenue', msg`Total revenue`, 'money', { metric: 'totalRevenue' }),
    fieldColumn<RevenueRow>('netRevenue', msg`Net revenue`, 'money', { metric: 'netRevenue' }),
    fieldColumn<RevenueRow>('totalRefund', msg`Refund`, 'money', { metric: 'totalRefund' }),
    fieldColumn<RevenueRow>('totalDiscount', msg`Discount`, 'money', { metric: 'totalDiscount' }),
    fieldColumn<RevenueRow>('totalTax', msg`Tax`, 'money', { metric: 'totalTax' }),
    fieldColumn<RevenueRow>('avgOrderValue', msg`Average order value`, 'money', { metric: 'avgOrderValue' }),
    fieldColumn<RevenueRow>('itemCount', msg`Items sold`, 'count', { metric: 'itemCount' }),
  ];
  return visibleByDefault(columns, ['date', nameKey, ...shown]);
}

/**
 * A line per dimension value of the chosen figure over the periods; the values of `known` (statuses)
 * each keep their own colour in every view, and so do their older spellings that `aliases` maps to them.
 */
export function dimensionChart(
  idKey: string,
  nameKey: string,
  figure: 'totalRevenue' | 'orderCount',
  label: (i18n: I18n, value: string) => string = (_, value) => value,
  known: readonly string[] = [],
  aliases: Readonly<Record<string, string>> = {},
): ChartDefinition {
  const colorKey = (value: string) => (Object.hasOwn(aliases, value) ? (aliases[value] as string) : value);
  return {
    kind: 'line',
    valueKind: figure === 'orderCount' ? 'count' : 'money',
    series: dimensionSeries<RevenueRow>(
      (item, i18n) => ({
        id: String(item[idKey] ?? 'none'),
        label: label(i18n, String(item[nameKey] ?? '')),
        colorSlot: knownSlot(known, colorKey(String(item[idKey] ?? ''))),
      }),
      figure,
      figure,
    ),
  };
}

/**
 * Revenue by one dimension (outlet, register, seller, cashier): per period and value, the orders and
 * the total and net revenue shown (the other figures behind Customize), a total, a chart of the total
 * revenue of each value, and the orders behind each row.
 */
export function revenueByDimension(options: {
  id: string;
  path: `/${string}`;
  title: MessageDescriptor;
  endpoint: Endpoint;
  /** The row field naming the dimension's value, and its column's header. */
  name: { field: string; header: MessageDescriptor };
  pageSize: number;
  behind: NonNullable<OrdersBehind['dimension']>;
}): ReportDefinition {
  const { field, header } = options.name;
  return defineReport({
    id: options.id,
    path: options.path,
    title: options.title,
    group: 'revenue',
    screen: 'report',
    endpoint: dimensionEndpoint(options.endpoint),
    filters: REVENUE_FILTERS,
    pageSize: options.pageSize,
    modes: ALL_MODES,
    columns: dimensionColumns(field, header, ['orderCount', 'totalRevenue', 'netRevenue']),
    customizableColumns: true,
    summary: 'total',
    chart: dimensionChart(options.behind.idField, field, 'totalRevenue'),
    keyColumns: ['totalRevenue', 'netRevenue'],
    currencySelector: true,
    ordersBehind: { linkColumn: field, dimension: options.behind },
    exportName: options.path.slice(1),
  });
}
