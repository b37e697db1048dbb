import type { ReportDefinition } from './definition';
import {
  cashiers,
  fulfillmentSummary,
  orderStatus,
  outletRevenue,
  paymentStatus,
  registers,
  salesman,
} from './definitions/by-dimension';
import { globalReport } from './definitions/global';
import { orderDuration, orderList, orderTimeInStatus } from './definitions/orders';
import { paymentMethods } from './definitions/payments';
import {
  categories,
  productProfit,
  productSold,
  productSoldCategories,
  products,
} from './definitions/products';
import { saleReport } from './definitions/sale-report';
import { saleSummary } from './definitions/summary';
import { tippingSummary, tippings, tippingTransaction } from './definitions/tips';

/** Every report of the reports service, one definition each; the routes are generated from this list. */
export const REPORTS: readonly ReportDefinition[] = [
  products,
  salesman,
  outletRevenue,
  paymentMethods,
  cashiers,
  registers,
  saleReport,
  saleSummary,
  categories,
  productSold,
  productSoldCategories,
  fulfillmentSummary,
  orderDuration,
  orderStatus,
  paymentStatus,
  productProfit,
  globalReport,
  orderTimeInStatus,
  tippings,
  orderList,
  tippingSummary,
  tippingTransaction,
];

export function reportsOf(service: 'v0' | 'v1'): readonly ReportDefinition[] {
  return REPORTS.filter((report) => report.service === service);
}
