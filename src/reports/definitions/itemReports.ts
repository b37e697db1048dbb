import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportSortField } from '../../contract/constants';
import { fieldColumn } from '../columns';
import {
  type ChartDefinition,
  type ColumnDefinition,
  defineReport,
  type ReportDefinition,
  type ReportEndpoint,
  type Row,
} from '../definition';
import { itemSeries } from '../series';

/**
 * A report of items over the whole range, without periods: a row per product or category (`item`),
 * named in its `name` column, a total row, and the orders behind each item.
 */
export function itemReport<Item extends Row>({
  item,
  ...report
}: Omit<ReportDefinition<Item>, 'screen' | 'modes' | 'summary' | 'ordersBehind' | 'exportName'> & {
  item: 'product' | 'category';
}): ReportDefinition {
  return defineReport<Item>({
    screen: 'report',
    modes: null,
    summary: 'total',
    ordersBehind: {
      linkColumn: 'name',
      dimension: { behind: item, idField: `${item}Id`, labelField: 'name' },
    },
    exportName: report.path.slice(1),
    ...report,
  });
}

/** The quantities of the item's order lines: sold, refunded, and sold net of refunds; `sortable` by the API. */
export function quantityColumns({ sortable = false } = {}): ColumnDefinition[] {
  const sortBy = (field: ReportSortField) => (sortable ? { sortField: field } : {});
  return [
    fieldColumn('totalQtySold', msg`Quantity sold`, 'count', {
      ...sortBy('totalQtySold'),
      metric: 'quantitySold',
    }),
    fieldColumn('totalQtyRefund', msg`Quantity refunded`, 'count', {
      ...sortBy('totalQtyRefund'),
      metric: 'quantityRefunded',
    }),
    fieldColumn('netQtySold', msg`Net quantity sold`, 'count', {
      ...sortBy('netQtySold'),
      metric: 'netQuantitySold',
    }),
  ];
}

/** The revenue of the item's order lines, their refunds, and the revenue net of refunds. */
export function lineRevenueColumns(): ColumnDefinition[] {
  return [
    fieldColumn('totalRevenue', msg`Total revenue`, 'money', { metric: 'lineRevenue' }),
    fieldColumn('totalRefund', msg`Refund`, 'money', { metric: 'lineRefund' }),
    fieldColumn('netRevenue', msg`Net revenue`, 'money', { metric: 'lineNetRevenue' }),
  ];
}

/**
 * A bar per category of the range: the chart reads `source` on its own, for every category of the
 * range (the API's page maximum), not the table's page.
 */
export function categoriesChart(
  source: ReportEndpoint,
  valueKind: 'money' | 'count',
  value: string,
  label: MessageDescriptor,
): ChartDefinition {
  return { kind: 'horizontalBar', valueKind, source, series: itemSeries<Row>('name', value, label) };
}
