import type { EndpointId } from '../../src/contract/endpoints';
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

/**
 * How the server answers each endpoint of the catalogue (`src/contract/endpoints.ts`), keyed alike so
 * that an endpoint without a definition fails the type check; the routes are generated from it.
 */
export const DEFINITIONS = {
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
} as const satisfies Record<EndpointId, ReportDefinition>;

export const REPORTS: readonly ReportDefinition[] = Object.values(DEFINITIONS);

export function reportsOf(service: 'v0' | 'v1'): readonly ReportDefinition[] {
  return REPORTS.filter((report) => report.endpoint.service === service);
}
