import { msg } from '@lingui/core/macro';
import { PAYMENT_STATUS_ALIASES, PAYMENT_STATUSES } from '../../contract/constants';
import { ENDPOINTS } from '../../contract/endpoints';
import type { OrderListItem } from '../../contract/orderReports';
import {
  fulfillmentLabel,
  ORDER_STATES,
  orderStateLabel,
  paymentStatusLabel,
  salesChannelLabel,
} from '../../filters/labels';
import { fieldColumn } from '../columns';
import { type ColumnDefinition, defineReport, type Row, reads, type ValueContext } from '../definition';
import { dimensionSeries, knownSlot } from '../series';
import { dimensionEndpoint } from './dimensions';
import { ALL_MODES, ORDER_FILTERS, rowOwnCurrency } from './saleSummary';

/** The reports that list orders one per row (sales orders, payment status, order status), and their columns. */

const orderListEndpoint = reads(ENDPOINTS.orderList);

type OrderRow = OrderListItem & Row;

/** The order table of the order reports; tip and charge are optional columns the API adds on request. */
const orderColumns: ColumnDefinition<OrderRow>[] = [
  { key: 'orderNumber', header: msg`Order`, kind: 'text', value: (item) => item.orderNumber },
  { key: 'createdAt', header: msg`Date`, kind: 'dateTime', value: (item) => item.createdAt },
  {
    key: 'salesChannel',
    header: msg`Sales channel`,
    kind: 'text',
    value: (item, { i18n }) => salesChannelLabel(i18n, item.salesChannel),
    defaultVisible: false,
  },
  {
    key: 'outletRegister',
    header: msg`Outlet / register`,
    kind: 'text',
    value: (item) => item.outletRegister,
  },
  { key: 'customerName', header: msg`Customer`, kind: 'text', value: (item) => item.customerName },
  {
    key: 'state',
    header: msg`Order status`,
    kind: 'text',
    value: (item, { i18n, stateLabels }) => orderStateLabel(i18n, item.state, stateLabels),
    onlyOn: ['msi'],
  },
  {
    key: 'orderStatusUpdatedAt',
    header: msg`Order status updated`,
    kind: 'dateTime',
    value: (item) => item.orderStatusUpdatedAt,
    defaultVisible: false,
    notOn: ['magento2'],
  },
  {
    key: 'status',
    header: msg`Payment status`,
    kind: 'text',
    value: (item, { i18n }) => paymentStatusLabel(i18n, item.status),
  },
  {
    key: 'fulfillmentStatus',
    header: msg`Fulfillment`,
    kind: 'text',
    value: (item, { i18n }) => fulfillmentLabel(i18n, item.fulfillmentStatus),
    defaultVisible: false,
  },
  {
    key: 'payments',
    header: msg({ message: 'Payments', context: 'payment lines of an order' }),
    kind: 'text',
    value: (item, context) => paymentLines(item.paymentInfo, context),
    defaultVisible: false,
  },
  fieldColumn<OrderRow>('totalPrice', msg`Total`, 'money', { metric: 'orderTotal' }),
  fieldColumn<OrderRow>('totalTax', msg`Tax`, 'money', { metric: 'totalTax' }),
  fieldColumn<OrderRow>('totalDiscounts', msg`Discount`, 'money', { metric: 'totalDiscount' }),
  fieldColumn<OrderRow>('refundedTotalPrice', msg`Refund`, 'money', { metric: 'totalRefund' }),
  fieldColumn<OrderRow>('totalPaid', msg`Paid`, 'money', { metric: 'orderPaid' }),
  fieldColumn<OrderRow>('totalTip', msg`Tip`, 'money', { defaultVisible: false, metric: 'totalTipping' }),
  fieldColumn<OrderRow>('totalCharge', msg`Charge`, 'money', {
    defaultVisible: false,
    metric: 'orderCharge',
  }),
];

/**
 * An order's payment lines: "Cash: ₩10,000 (Change)", with the language's own colon; a line's reference number follows when the
 * answer carries it (the "include payment info" option).
 */
function paymentLines(lines: OrderListItem['paymentInfo'], { i18n, money }: ValueContext): string {
  return lines
    .map((line) => {
      const suffix =
        line.type === 'refund'
          ? ` ${i18n._(msg`(Refunded)`)}`
          : line.type === 'change'
            ? ` ${i18n._(msg`(Change)`)}`
            : '';
      const reference = line.referenceNumber ? ` · ${line.referenceNumber}` : '';
      const label = line.paymentName;
      const value = money(line.amount);
      return `${i18n._(msg`${label}: ${value}`)}${suffix}${reference}`;
    })
    .join('; ');
}

/** Tip and charge columns are only in the answer when asked for. */
function orderColumnParams(visible: readonly string[]): Record<string, string> {
  const fields = [visible.includes('totalTip') && 'tip', visible.includes('totalCharge') && 'charge'].filter(
    Boolean,
  );
  return fields.length ? { fieldsIncluded: fields.join(',') } : {};
}

export const salesOrder = defineReport<OrderRow>({
  id: 'salesOrder',
  path: '/sales-order',
  title: msg`Sales orders`,
  group: 'orders',
  screen: 'report',
  endpoint: orderListEndpoint,
  // Seller and states too: the orders behind a seller's figures, or the states a report counted.
  filters: [...ORDER_FILTERS, 'states', 'salesmen'],
  pageSize: 20,
  modes: null,
  columns: orderColumns,
  keyColumns: ['totalPrice', 'totalPaid'],
  customizableColumns: true,
  summary: 'total',
  chart: null,
  currencySelector: true,
  rowCurrency: rowOwnCurrency,
  columnParams: orderColumnParams,
  options: ['countedOnly', 'paidOnly'],
  statesByDefault: 'all',
  listsOrdersBehind: true,
  exportName: 'sales-order',
});

interface CountRow extends Row {
  date: string;
  orderCount: number;
}

export const orderStatus = defineReport<OrderRow>({
  id: 'orderStatus',
  path: '/order-status',
  title: msg`Order status`,
  group: 'orders',
  platforms: ['msi'],
  screen: 'report',
  endpoint: orderListEndpoint,
  filters: [...ORDER_FILTERS, 'states'],
  statesByDefault: 'all',
  pageSize: 20,
  modes: ALL_MODES,
  columns: orderColumns,
  keyColumns: ['totalPrice', 'totalPaid'],
  customizableColumns: true,
  summary: 'total',
  chart: {
    kind: 'line',
    valueKind: 'count',
    source: dimensionEndpoint(ENDPOINTS.orderStatus),
    series: dimensionSeries<CountRow>(
      (item, i18n) => ({
        id: String(item.state),
        label: orderStateLabel(i18n, String(item.state), new Map()),
        // Each state in its own colour in every view.
        colorSlot: knownSlot(ORDER_STATES, String(item.state)),
      }),
      'orderCount',
      'orderCount',
    ),
  },
  currencySelector: true,
  rowCurrency: rowOwnCurrency,
  columnParams: orderColumnParams,
  exportName: 'order-status',
});

export const paymentStatus = defineReport<OrderRow>({
  id: 'paymentStatus',
  path: '/payment-status',
  title: msg`Payment status`,
  group: 'orders',
  screen: 'report',
  endpoint: orderListEndpoint,
  filters: [...ORDER_FILTERS, 'statuses'],
  pageSize: 20,
  modes: ALL_MODES,
  columns: orderColumns,
  keyColumns: ['totalPrice', 'totalPaid'],
  customizableColumns: true,
  summary: 'total',
  chart: {
    kind: 'line',
    valueKind: 'count',
    source: dimensionEndpoint(ENDPOINTS.paymentStatus),
    series: dimensionSeries<CountRow>(
      (item, i18n) => ({
        id: String(item.status),
        label: paymentStatusLabel(i18n, String(item.status)),
        // Each status in its own colour in every view (an older spelling takes its status's).
        colorSlot: knownSlot(
          PAYMENT_STATUSES,
          PAYMENT_STATUS_ALIASES[String(item.status)] ?? String(item.status),
        ),
      }),
      'orderCount',
      'orderCount',
    ),
  },
  currencySelector: true,
  rowCurrency: rowOwnCurrency,
  columnParams: orderColumnParams,
  options: ['paymentInfo'],
  optionColumns: { paymentInfo: 'payments' },
  exportName: 'payment-status',
});
