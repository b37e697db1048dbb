import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAYMENT_STATUS_ALIASES, PAYMENT_STATUSES } from '../../contract/constants';
import { ENDPOINTS, type Endpoint } from '../../contract/endpoints';
import type { OrderListItem } from '../../contract/orderReports';
import {
  fulfillmentLabel,
  ORDER_STATES,
  orderStateLabel,
  paymentStatusLabel,
  salesChannelLabel,
} from '../../filters/labels';
import { fieldColumn } from '../columns';
import {
  type ChartDefinition,
  type ColumnDefinition,
  defineReport,
  type ReportDefinition,
  type Row,
  reads,
  type ValueContext,
} from '../definition';
import { dimensionChart, dimensionEndpoint } from './dimensions';
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

/**
 * A report of the order list: the orders one per row (tip and charge asked for when shown), their
 * total, amounts in the store's or the order's currency.
 */
function orderListReport(
  report: Pick<ReportDefinition<OrderRow>, 'id' | 'path' | 'title' | 'filters' | 'modes' | 'chart'> &
    Partial<ReportDefinition<OrderRow>>,
): ReportDefinition {
  return defineReport<OrderRow>({
    group: 'orders',
    screen: 'report',
    endpoint: orderListEndpoint,
    pageSize: 20,
    columns: orderColumns,
    keyColumns: ['totalPrice', 'totalPaid'],
    customizableColumns: true,
    summary: 'total',
    currencySelector: true,
    rowCurrency: rowOwnCurrency,
    columnParams: orderColumnParams,
    exportName: report.path.slice(1),
    ...report,
  });
}

/**
 * The orders of each period by status (`field` of `endpoint`'s rows): a line per status, each in its
 * own colour in every view.
 */
function ordersByStatusChart(
  endpoint: Endpoint,
  field: 'state' | 'status',
  label: (i18n: I18n, value: string) => string,
  known: readonly string[],
  aliases?: Readonly<Record<string, string>>,
): ChartDefinition {
  return {
    ...dimensionChart(field, field, 'orderCount', label, known, aliases),
    source: dimensionEndpoint(endpoint),
  };
}

export const salesOrder = orderListReport({
  id: 'salesOrder',
  path: '/sales-order',
  title: msg`Sales orders`,
  // Seller and states too: the orders behind a seller's figures, or the states a report counted.
  filters: [...ORDER_FILTERS, 'states', 'salesmen'],
  modes: null,
  chart: null,
  options: ['countedOnly', 'paidOnly'],
  statesByDefault: 'all',
  listsOrdersBehind: true,
});

export const orderStatus = orderListReport({
  id: 'orderStatus',
  path: '/order-status',
  title: msg`Order status`,
  platforms: ['msi'],
  filters: [...ORDER_FILTERS, 'states'],
  statesByDefault: 'all',
  modes: ALL_MODES,
  chart: ordersByStatusChart(
    ENDPOINTS.orderStatus,
    'state',
    (i18n, state) => orderStateLabel(i18n, state, new Map()),
    ORDER_STATES,
  ),
});

export const paymentStatus = orderListReport({
  id: 'paymentStatus',
  path: '/payment-status',
  title: msg`Payment status`,
  filters: [...ORDER_FILTERS, 'statuses'],
  modes: ALL_MODES,
  // An older spelling of a status takes its status's colour.
  chart: ordersByStatusChart(
    ENDPOINTS.paymentStatus,
    'status',
    paymentStatusLabel,
    PAYMENT_STATUSES,
    PAYMENT_STATUS_ALIASES,
  ),
  options: ['paymentInfo'],
  optionColumns: { paymentInfo: 'payments' },
});
