import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REPORT_MODES } from '../../contract/constants';
import { ENDPOINTS } from '../../contract/endpoints';
import type { SummaryItem } from '../../contract/reports';
import { fieldColumn, periodColumn, visibleByDefault } from '../columns';
import { type ColumnDefinition, type FilterControl, reads } from '../definition';
import { figureSeries } from '../series';

/** Figures per period of sale-summary: the dashboard cards and every report that is one of its figures. */
export const saleSummaryEndpoint = reads(ENDPOINTS.saleSummary, {
  fixedParams: { type: 'all' },
  comparesPrevious: true,
});

export type SummaryFigure = Exclude<
  keyof SummaryItem,
  'date' | 'storeId' | 'presentmentCurrency' | 'currencyExchangeRate'
>;

export const SUMMARY_FIGURE_LABELS: Record<SummaryFigure, MessageDescriptor> = {
  totalRevenue: msg`Total revenue`,
  netRevenue: msg`Net revenue`,
  totalTax: msg`Tax`,
  orderCount: msg`Number of orders`,
  avgOrderValue: msg`Average order value`,
  avgItemCount: msg`Average items per order`,
  itemCount: msg`Items sold`,
  revNewCustomer: msg`New customer revenue`,
  revReturnCustomer: msg`Returning customer revenue`,
  revGuestCustomer: msg`Guest revenue`,
  totalRefund: msg`Refund`,
  totalDiscount: msg`Discount`,
  totalShipping: msg`Shipping`,
  totalTipping: msg`Tips`,
};

const FIGURE_KINDS: Record<SummaryFigure, 'money' | 'count' | 'decimal'> = {
  totalRevenue: 'money',
  netRevenue: 'money',
  totalTax: 'money',
  orderCount: 'count',
  avgOrderValue: 'money',
  avgItemCount: 'decimal',
  itemCount: 'count',
  revNewCustomer: 'money',
  revReturnCustomer: 'money',
  revGuestCustomer: 'money',
  totalRefund: 'money',
  totalDiscount: 'money',
  totalShipping: 'money',
  totalTipping: 'money',
};

export const SUMMARY_FIGURES = Object.keys(FIGURE_KINDS) as SummaryFigure[];

export function summaryFigureKind(figure: SummaryFigure) {
  return FIGURE_KINDS[figure];
}

/** A period column, then every figure; `shown` are visible until the user customises. */
export function summaryColumns(
  shown: readonly SummaryFigure[],
  missingWithoutOrders: readonly SummaryFigure[] = [],
): ColumnDefinition<SummaryItem>[] {
  const figures = SUMMARY_FIGURES.map((figure) =>
    fieldColumn<SummaryItem>(figure, SUMMARY_FIGURE_LABELS[figure], FIGURE_KINDS[figure], {
      // Each figure of sale-summary is the metric of its name.
      metric: figure,
      // A share of customers' revenue means nothing in a period without orders.
      ...(missingWithoutOrders.includes(figure) && {
        value: (item: SummaryItem) => (item.orderCount === 0 ? null : item[figure]),
      }),
    }),
  );
  return visibleByDefault([periodColumn<SummaryItem>(msg`Date`), ...figures], ['date', ...shown]);
}

export function summaryChart(figures: readonly SummaryFigure[]) {
  // Counts are written whole on the axis and in tooltips ("25", not "25.00").
  const valueKind = FIGURE_KINDS[figures[0] ?? 'totalRevenue'];
  return {
    kind: 'bar' as const,
    valueKind,
    series: figureSeries<SummaryItem>(
      // Each figure of sale-summary is the metric of its name.
      figures.map((figure) => ({ key: figure, label: SUMMARY_FIGURE_LABELS[figure], metric: figure })),
    ),
  };
}

export const rowOwnCurrency = (item: { presentmentCurrency: string; currencyExchangeRate: number }) => ({
  code: item.presentmentCurrency,
  rate: item.currencyExchangeRate,
});

/** Filters of the revenue reports: where orders were taken, and their state. */
export const REVENUE_FILTERS: readonly FilterControl[] = ['source', 'outlets', 'registers', 'states'];
/** Filters of the order reports that count every order of the range. */
export const ORDER_FILTERS: readonly FilterControl[] = ['source', 'outlets', 'registers'];

/** The groupings a report of periods offers; the hour of the week belongs to the heatmap. */
export const ALL_MODES = REPORT_MODES.filter((mode) => mode !== 'WEEKHOURS');
