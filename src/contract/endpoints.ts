import * as v from 'valibot';
import { briefItemSchema } from './brief';
import { REPORT_SORT_FIELDS } from './constants';
import { type Endpoint, endpoint, type ItemSchema } from './endpointSpec';
import { globalCountryItemSchema, globalItemSchema, globalResponseSchema } from './globalReports';
import { monthPaceItemSchema } from './monthPace';
import {
  orderDurationItemSchema,
  orderListItemSchema,
  orderListTotalSchema,
  saleReportItemSchema,
  saleReportTotalSchema,
  timeInStatusItemSchema,
  timeInStatusTotalSchema,
  tippingBySalespersonItemSchema,
  tippingPeriodItemSchema,
  tippingTotalSchema,
  tippingTransactionItemSchema,
  tippingTransactionTotalSchema,
} from './orderReports';
import {
  cashierItemSchema,
  categoryItemSchema,
  fulfillmentItemSchema,
  lineTotalSchema,
  orderStatusItemSchema,
  outletRevenueItemSchema,
  paymentMethodItemSchema,
  paymentMethodTotalSchema,
  paymentStatusItemSchema,
  productItemSchema,
  productProfitItemSchema,
  productSoldItemSchema,
  registerItemSchema,
  revenueTotalSchema,
  salesmanItemSchema,
  summaryItemSchema,
  summaryTotalSchema,
} from './reports';

/** A report of revenue figures per period and one dimension (outlet, register, seller…). */
function dimensionEndpoint(name: string, item: ItemSchema, defaultLimit = 100): Endpoint {
  return endpoint({
    service: 'v0',
    name,
    item,
    total: revenueTotalSchema,
    periods: true,
    comparable: true,
    defaultLimit,
  });
}

const PRODUCT_SORT = REPORT_SORT_FIELDS;
const REVENUE_SORT = [...REPORT_SORT_FIELDS, 'totalRevenue', 'netRevenue'] as const;

/** A report of order lines grouped by product, variant or category. */
function lineEndpoint(
  name: string,
  item: ItemSchema,
  sortable: readonly string[],
  defaultSort: string,
  defaultLimit = 20,
): Endpoint {
  return endpoint({
    service: 'v0',
    name,
    item,
    total: lineTotalSchema,
    extraParams: ['withoutVariant'],
    comparable: true,
    sortable,
    defaultSort: { field: defaultSort, direction: 'desc' },
    defaultLimit,
  });
}

/**
 * Every endpoint of the reports service: the one place that says what a report endpoint takes and
 * answers. The server's report routes are generated from it, the app's report definitions name an
 * entry of it, and the contract test calls each one with its parameters.
 */
export const ENDPOINTS = {
  saleSummary: endpoint({
    service: 'v0',
    name: 'sale-summary',
    item: summaryItemSchema,
    total: summaryTotalSchema,
    extraParams: ['type'],
    periods: true,
    comparable: true,
    dayComparison: true,
    defaultLimit: 100,
  }),
  saleReport: endpoint({
    service: 'v0',
    name: 'total-revenues',
    item: saleReportItemSchema,
    total: saleReportTotalSchema,
    defaultLimit: 20,
  }),
  outletRevenue: dimensionEndpoint('outlet-revenue', outletRevenueItemSchema),
  registers: dimensionEndpoint('registers', registerItemSchema, 20),
  salesman: dimensionEndpoint('salesman', salesmanItemSchema),
  cashiers: dimensionEndpoint('cashiers', cashierItemSchema),
  orderStatus: dimensionEndpoint('order-status', orderStatusItemSchema),
  paymentStatus: dimensionEndpoint('payment-status', paymentStatusItemSchema),
  fulfillmentSummary: dimensionEndpoint('fulfillment-summary', fulfillmentItemSchema),
  paymentMethods: endpoint({
    service: 'v0',
    name: 'payment-methods',
    item: paymentMethodItemSchema,
    total: paymentMethodTotalSchema,
    periods: true,
    comparable: true,
    defaultLimit: 100,
  }),
  productSold: lineEndpoint('product-sold', productSoldItemSchema, PRODUCT_SORT, 'netQtySold'),
  productProfit: lineEndpoint('product-profit', productProfitItemSchema, PRODUCT_SORT, 'totalPrice'),
  products: lineEndpoint('products', productItemSchema, REVENUE_SORT, 'totalRevenue'),
  categories: lineEndpoint('categories', categoryItemSchema, REVENUE_SORT, 'totalRevenue', 100),
  productSoldCategories: lineEndpoint(
    'product-sold-categories',
    categoryItemSchema,
    REVENUE_SORT,
    'netQtySold',
  ),
  orderList: endpoint({
    service: 'v1',
    name: 'orders',
    item: orderListItemSchema,
    total: orderListTotalSchema,
    extraParams: [
      'search',
      'fieldsIncluded',
      'isIncludeReferenceNumber',
      'countedOnly',
      'cashierIds',
      'paymentCodes',
      'productIds',
      'hourOfWeek',
    ],
    defaultLimit: 20,
  }),
  orderDuration: endpoint({
    service: 'v0',
    name: 'order-duration',
    item: orderDurationItemSchema,
    extraParams: ['search'],
    defaultLimit: 20,
  }),
  orderTimeInStatus: endpoint({
    service: 'v0',
    name: 'order-time-in-status',
    item: timeInStatusItemSchema,
    total: timeInStatusTotalSchema,
    extraParams: ['search'],
    defaultLimit: 20,
  }),
  tippings: endpoint({
    service: 'v0',
    name: 'tippings',
    item: tippingBySalespersonItemSchema,
    total: tippingTotalSchema,
    comparable: true,
    defaultLimit: 20,
  }),
  tippingSummary: endpoint({
    service: 'v1',
    name: 'tipping-summary',
    item: tippingPeriodItemSchema,
    total: tippingTotalSchema,
    range: 'orderCreatedAt',
    periods: true,
    comparable: true,
    defaultLimit: 100,
  }),
  tippingTransaction: endpoint({
    service: 'v1',
    name: 'tipping-transaction',
    item: tippingTransactionItemSchema,
    total: tippingTransactionTotalSchema,
    extraParams: ['orderByType'],
    range: 'orderCreatedAt',
    defaultLimit: 20,
  }),
  brief: endpoint({
    service: 'v0',
    name: 'brief',
    item: briefItemSchema,
    extraParams: ['weeks'],
    defaultLimit: 100,
    maxDays: 7,
  }),
  monthPace: endpoint({
    service: 'v0',
    name: 'month-pace',
    item: monthPaceItemSchema,
    extraParams: ['month'],
    ranged: false,
    defaultLimit: 1,
  }),
  globalReport: endpoint({
    service: 'v0',
    name: 'global-report',
    // `fields=` may pick the keys of the store and outlet items and of the country items.
    item: v.object({ ...globalCountryItemSchema.entries, ...globalItemSchema.entries }),
    response: globalResponseSchema,
    extraParams: ['groupBy', 'storeIds'],
    periods: true,
    comparable: true,
    defaultLimit: 100,
  }),
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof ENDPOINTS;
export { type Endpoint, RANGE_PARAMS, type RangeParams } from './endpointSpec';
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINTS);

/** The path of an endpoint under the reports service's base URL. */
export function endpointPath(endpoint: Endpoint, storeId: number): string {
  return `/${endpoint.service}/stores/${storeId}/${endpoint.name}`;
}
