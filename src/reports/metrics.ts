import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What every figure of the reports means, once per metric: columns and dashboard cards name a metric
 * of this dictionary, so a figure shown in several reports has one definition (a figure that one
 * report alone works out has its own in its definition: `OwnMetric`). The texts follow what the
 * reports API counts (server/REPORTS.md): every report dates an order, and its refunds, payments and
 * tips, by the order's creation.
 */
export const METRIC_DEFINITIONS = {
  // Sums of orders: the dashboard, the reports of periods, by outlet, register, seller…, global.
  orderCount: msg`Orders created in the period, paid or not. Canceled orders are not counted unless ticked in Order status.`,
  totalRevenue: msg`The value of orders created in the period, paid or not: items after discounts, with tax, plus shipping and charges. Tips are left out and refunds are not taken off. Canceled orders are not counted unless ticked in Order status.`,
  netRevenue: msg`Total revenue minus the refunds of the same orders, tax included. A refund counts on the day its order was created, so the figure of a past day can still go down.`,
  totalTax: msg`Tax charged on the orders at the sale. Refunds do not reduce it.`,
  totalRefund: msg`Amounts refunded on the orders, tax included. A refund counts on the day its order was created, not on the day it was given.`,
  totalDiscount: msg`Discounts given on the orders. Revenue and order totals are already after them.`,
  totalShipping: msg`Shipping charged on the orders; it is part of total revenue.`,
  totalTipping: msg`Tips customers added to the orders, counted on the day the order was created. Tips are not part of revenue.`,
  avgOrderValue: msg`Total revenue divided by the number of orders, rounded to the cent.`,
  avgItemCount: msg`Items sold divided by the number of orders.`,
  itemCount: msg`Units of all the items in the orders. Refunded items are not taken off.`,
  revNewCustomer: msg`Total revenue of the orders that were their customer's very first order.`,
  revReturnCustomer: msg`Total revenue of the orders from customers who had ordered before.`,
  revGuestCustomer: msg`Total revenue of the orders without a customer. New, returning and guest revenue add up to total revenue.`,

  // One order (order lists, tips).
  orderTotal: msg`The order's total: items after discounts, with tax, plus shipping and charges. Tips are left out and refunds are not taken off.`,
  orderPaid: msg`What the customer paid for the order, less the change given back. Tips paid are included; refunds are not taken off.`,
  orderCharge: msg`Extra charges added to the order, such as a service charge. They are part of the order's total.`,

  // Sums of order lines: products, categories, the sale report.
  quantitySold: msg`Units sold in the orders, before refunds.`,
  quantityRefunded: msg`Units refunded, counted on the day their order was created.`,
  netQuantitySold: msg`Units sold minus units refunded.`,
  lineRevenue: msg`Sales of the items after discounts, with tax, before refunds. Shipping and order charges are not included.`,
  lineRefund: msg`Amounts refunded for the items, tax included, counted on the day their order was created.`,
  lineNetRevenue: msg`Sales of the items after discounts, with tax, minus their refunds. Shipping and order charges are not included.`,
  salesWithoutTax: msg`Sales of the product after discounts, without tax, before refunds.`,
  cost: msg`Cost of the units sold: the unit cost recorded on each order line times its quantity.`,
  grossProfit: msg`Sales without tax minus cost. Refunds are not taken off.`,
  margin: msg`Gross profit as a percentage of sales without tax.`,
  lineSubtotal: msg`Unit price times quantity, before discount and tax.`,
  lineDiscount: msg`Discount given on the items of the line.`,
  lineTax: msg`Tax charged on the line.`,

  // Payments.
  paymentCount: msg`Payments taken with the method on the orders.`,
  paymentsTaken: msg`Amounts taken with the method, before change given back and refunds.`,
  changeGiven: msg`Change given back from payments with the method.`,
  paymentsRefunded: msg`Amounts refunded with the method, counted on the day their order was created.`,
  paymentsNet: msg`Amounts taken minus change and refunds. Tips paid with the method are included.`,
  paymentAmount: msg`The amount of the order's payment with this number, in the order the payments were taken. Every line of the order repeats them.`,

  // Durations, in days.
  orderDuration: msg`Days from the order's creation to the first time it was completed or delivered. Orders that never were are not listed.`,
  timeInStatus: msg`Days the order spent in this status, every stay added up. The status it is in now counts up to now, unless it is a final one such as completed or canceled.`,
  timeInStatusTotal: msg`The days of the status columns shown, added up.`,
} as const satisfies Record<string, MessageDescriptor>;

export type MetricId = keyof typeof METRIC_DEFINITIONS;

/**
 * What a figure that one report alone shows means, written in its definition (a figure derived there,
 * such as a ratio of two sums): the text, and whether it is an average (see `isAverage`).
 */
export interface OwnMetric {
  text: MessageDescriptor;
  average: boolean;
}

/** A figure's meaning: a metric of the dictionary above, or the report's own. */
export type Metric = MetricId | OwnMetric;

export function metricText(metric: Metric): MessageDescriptor {
  return typeof metric === 'string' ? METRIC_DEFINITIONS[metric] : metric.text;
}

/**
 * Figures that are an average or a ratio of a period's orders (or order lines): a period without orders
 * has none, and a chart leaves it blank. Every other figure of a period is a sum or a count, 0 in a
 * period without sales.
 */
const AVERAGE_METRICS: ReadonlySet<MetricId> = new Set<MetricId>([
  'avgOrderValue',
  'avgItemCount',
  'margin',
  'orderDuration',
]);

export function isAverage(metric: Metric): boolean {
  return typeof metric === 'string' ? AVERAGE_METRICS.has(metric) : metric.average;
}

/** How the amounts of a report reach the currency they are shown in. */
export type CurrencyRule = 'storeRate' | 'orderRate' | 'usdPerStore';

export const CURRENCY_RULES: Record<CurrencyRule, MessageDescriptor> = {
  storeRate: msg`Amounts are in the store's currency. In another currency you choose, they are converted at the store's current exchange rate for it, the same rate for every date.`,
  orderRate: msg`Amounts are in the store's currency. In another currency you choose, an order sold in that currency uses the exchange rate of its sale; other orders use the store's current rate for it.`,
  usdPerStore: msg`Each store's amounts are converted to US dollars at that store's exchange rate, then added up. A store without a rate has no amount.`,
};
