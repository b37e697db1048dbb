import { msg } from '@lingui/core/macro';
import { ENDPOINTS } from '../../contract/endpoints';
import { fulfillmentLabel, orderStateLabel } from '../../filters/labels';
import { savedOrDefaultStates } from '../../filters/savedStates';
import { fieldColumn } from '../columns';
import { type ColumnDefinition, defineReport, type Row, reads } from '../definition';
import { figureSeries } from '../series';
import { dimensionChart, dimensionColumns, dimensionEndpoint } from './dimensions';
import { orderStatus, paymentStatus, salesOrder } from './orderList';
import { ALL_MODES, ORDER_FILTERS } from './saleSummary';
import { salesByHour } from './salesByHour';
import { figureReports } from './summaryFigures';

const orderFigure = figureReports('orders');
export const numberOfOrders = orderFigure('numberOfOrders', msg`Number of orders`, 'orderCount');
export const averageOrderValue = orderFigure('averageOrderValue', msg`Average order value`, 'avgOrderValue');
export const averageItemPerOrder = orderFigure(
  'averageItemPerOrder',
  msg`Average items per order`,
  'avgItemCount',
  { customizableColumns: true },
);
export const refund = orderFigure('refund', msg`Refunds`, 'totalRefund');
export const discount = orderFigure('discount', msg`Discounts`, 'totalDiscount');

/** The fulfillment statuses, in the order of their colours in the chart. */
const FULFILLMENT_STATUSES = [
  'fulfilled',
  'unfulfilled',
  'partially_fulfilled',
  'restocked',
  'partially_restocked',
] as const;

export const fulfillment = defineReport({
  id: 'fulfillment',
  path: '/fulfillment',
  title: msg`Fulfillment`,
  group: 'orders',
  screen: 'report',
  endpoint: dimensionEndpoint(ENDPOINTS.fulfillmentSummary),
  filters: ORDER_FILTERS,
  pageSize: 100,
  modes: ALL_MODES,
  columns: dimensionColumns('fulfillmentStatus', msg`Fulfillment`, ['orderCount'], (value, { i18n }) =>
    fulfillmentLabel(i18n, value),
  ),
  customizableColumns: false,
  summary: 'total',
  chart: dimensionChart(
    'fulfillmentStatus',
    'fulfillmentStatus',
    'orderCount',
    fulfillmentLabel,
    FULFILLMENT_STATUSES,
  ),
  currencySelector: true,
  exportName: 'fulfillment',
});

interface TipRow extends Row {
  orderNumber: string;
  orderCreatedAt: string;
}

export const tippings = defineReport<TipRow>({
  id: 'tippings',
  path: '/tippings',
  title: msg`Tippings`,
  group: 'orders',
  screen: 'report',
  endpoint: reads(ENDPOINTS.tippingTransaction, { fixedParams: { orderByType: 'DESC' } }),
  filters: [...ORDER_FILTERS, 'states', 'statuses', 'salesmen'],
  pageSize: 20,
  modes: ALL_MODES,
  columns: [
    { key: 'orderNumber', header: msg`Order`, kind: 'text', value: (item) => item.orderNumber },
    { key: 'orderCreatedAt', header: msg`Date`, kind: 'dateTime', value: (item) => item.orderCreatedAt },
    fieldColumn<TipRow>('outletRegister', msg`Outlet / register`, 'text'),
    fieldColumn<TipRow>('customerName', msg`Customer`, 'text'),
    fieldColumn<TipRow>('salesmanName', msg`Sales person`, 'text'),
    // An order tipped twice has two rows: its total is no figure of the summary row.
    fieldColumn<TipRow>('orderTotalPrice', msg`Order total`, 'money', {
      metric: 'orderTotal',
      total: undefined,
    }),
    fieldColumn<TipRow>('amount', msg`Tip`, 'money', { metric: 'totalTipping' }),
  ],
  customizableColumns: false,
  summary: 'total',
  chart: {
    kind: 'bar',
    valueKind: 'money',
    source: reads(ENDPOINTS.tippingSummary, { comparesPrevious: true }),
    series: figureSeries<{ date: string; totalTipping: number }>([
      { key: 'totalTipping', label: msg`Tips`, metric: 'totalTipping' },
    ]),
  },
  currencySelector: true,
  exportName: 'tippings',
});

interface DurationRow extends Row {
  order_number: string;
  created_at: string;
  avg_duration: number;
}

function customerOf(item: Row): string {
  return (
    (item.customerName as string | null) ??
    [item.first_name, item.last_name].filter((part) => typeof part === 'string' && part).join(' ')
  );
}

/** The order of a row of the reports of order durations: its number, date, outlet and customer. */
function durationOrderColumns<
  Item extends Row & { order_number: string; created_at: string },
>(): ColumnDefinition<Item>[] {
  return [
    { key: 'order_number', header: msg`Order`, kind: 'text', value: (item) => item.order_number },
    { key: 'created_at', header: msg`Date`, kind: 'dateTime', value: (item) => item.created_at },
    fieldColumn<Item>('outletRegister', msg`Outlet / register`, 'text'),
    { key: 'customer', header: msg`Customer`, kind: 'text', value: customerOf },
  ];
}

export const averageDuration = defineReport<DurationRow>({
  id: 'averageDuration',
  path: '/average-duration',
  title: msg`Average duration`,
  group: 'orders',
  screen: 'report',
  endpoint: reads(ENDPOINTS.orderDuration),
  filters: ORDER_FILTERS,
  pageSize: 20,
  modes: null,
  columns: [
    ...durationOrderColumns<DurationRow>(),
    {
      key: 'avg_duration',
      header: msg`Duration (days)`,
      kind: 'days',
      metric: 'orderDuration',
      value: (item) => item.avg_duration,
      total: (total) => total.avg_duration as number,
    },
  ],
  customizableColumns: false,
  summary: 'average',
  chart: null,
  currencySelector: false,
  exportName: 'average-duration',
});

interface TimeInStatusRow extends Row {
  order_number: string;
  created_at: string;
  timeInStatuses: Record<string, number>;
  total: number;
}

/** Time in status over every listed order: days per chosen state, and their sum. */
interface TimeInStatusTotal extends Row {
  timeInStatuses?: Record<string, number>;
  total?: number;
}

export const timeInStatus = defineReport<TimeInStatusRow, TimeInStatusTotal>({
  id: 'timeInStatus',
  path: '/time-in-status',
  title: msg`Time in status`,
  group: 'orders',
  screen: 'report',
  endpoint: reads(ENDPOINTS.orderTimeInStatus),
  filters: [...ORDER_FILTERS, 'states'],
  pageSize: 20,
  modes: null,
  columns: durationOrderColumns<TimeInStatusRow>(),
  statesSavedOnDevice: true,
  rowColumns: (items, search) => {
    const chosen = search.states ?? savedOrDefaultStates();
    const answered = items.flatMap((item) => Object.keys(item.timeInStatuses));
    const states = [...new Set([...chosen, ...answered])];
    return [
      ...states.map(
        (state): ColumnDefinition<TimeInStatusRow, TimeInStatusTotal> => ({
          key: `state_${state}`,
          header: ({ i18n, stateLabels }) => i18n._(msg`${orderStateLabel(i18n, state, stateLabels)} (days)`),
          kind: 'days',
          metric: 'timeInStatus',
          value: (item) => item.timeInStatuses[state] ?? null,
          total: (total) => total.timeInStatuses?.[state] ?? null,
        }),
      ),
      {
        key: 'total',
        header: msg`Total (days)`,
        kind: 'days',
        metric: 'timeInStatusTotal',
        value: (item) => item.total,
        total: (total) => total.total ?? null,
      },
    ];
  },
  customizableColumns: false,
  summary: 'total',
  chart: null,
  currencySelector: false,
  exportName: 'time-in-status',
});

/** The orders menu, in its order; keys are the reports' ids. */
export const ORDER_REPORTS = {
  numberOfOrders,
  averageOrderValue,
  averageItemPerOrder,
  salesOrder,
  refund,
  discount,
  fulfillment,
  paymentStatus,
  orderStatus,
  averageDuration,
  timeInStatus,
  tippings,
  salesByHour,
};
