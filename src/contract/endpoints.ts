import * as v from 'valibot';
import { briefItemSchema } from './brief';
import { EXPORT_LIMIT_MAX, LIMIT_MAX, REPORT_SORT_FIELDS } from './constants';
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
import { BASE_PARAMS, ORDER_FILTER_PARAMS, type ReportQueryParam, reportQueryEntries } from './reportQuery';
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

type ItemSchema =
  | v.ObjectSchema<v.ObjectEntries, undefined>
  | v.LooseObjectSchema<v.ObjectEntries, undefined>;

/** Which pair of query parameters bounds a report's range. */
export const RANGE_PARAMS = {
  createdAt: ['createdAtMin', 'createdAtMax'],
  orderCreatedAt: ['orderCreatedAtMin', 'orderCreatedAtMax'],
} as const;
export type RangeParams = keyof typeof RANGE_PARAMS;
const RANGE_PARAM_NAMES: ReadonlySet<string> = new Set(Object.values(RANGE_PARAMS).flat());

interface EndpointSpec {
  service: 'v0' | 'v1';
  /** Path segment after `/stores/{storeId}/`. */
  name: string;
  /** Shape of one item; its keys are what `fields=` may pick. */
  item: ItemSchema;
  total?: v.GenericSchema;
  /** The whole answer when it carries more than items, totals and the range (the global report). */
  response?: (item: v.GenericSchema) => v.GenericSchema;
  /** Parameters this report reads beyond the common ones, the filters and those its flags imply. */
  extraParams?: readonly ReportQueryParam[];
  range?: RangeParams;
  /** Groups its items by `mode` (day, week…). */
  periods?: boolean;
  /** Answers `compare=previous`: the same report over the previous period of the same length. */
  comparable?: boolean;
  /** Answers `compare=day`: the range's last day against the day before. */
  dayComparison?: boolean;
  sortable?: readonly string[];
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  defaultLimit: number;
  /** The most local days its range may span (the brief: a week). */
  maxDays?: number;
  /** False for a report of its own span (month-pace: its `month`), which reads no range parameters. */
  ranged?: boolean;
}

/** One endpoint of the reports API, as app and server both read it. */
export interface Endpoint extends Omit<EndpointSpec, 'extraParams'> {
  range: RangeParams;
  periods: boolean;
  comparable: boolean;
  dayComparison: boolean;
  /** Every query parameter it reads; the server refuses any other. */
  params: readonly ReportQueryParam[];
  /** Validates a request's query (text values) into typed values; unknown parameters are refused. */
  query: v.GenericSchema<Record<string, string>, Record<string, unknown>>;
  /** Most items per page, and most per page of an export (`isExport=true`). */
  maxLimit: number;
  exportLimit: number;
}

function endpoint({ extraParams = [], ...spec }: EndpointSpec): Endpoint {
  const periods = spec.periods ?? false;
  const comparable = spec.comparable ?? false;
  const dayComparison = spec.dayComparison ?? false;
  const params: ReportQueryParam[] = [
    ...BASE_PARAMS.filter((name) => spec.ranged !== false || !RANGE_PARAM_NAMES.has(name)),
    ...ORDER_FILTER_PARAMS,
    ...(periods ? (['mode'] as const) : []),
    ...(comparable || dayComparison ? (['compare', 'compareWith', 'compareFrom'] as const) : []),
    ...(spec.sortable?.length ? (['sortBy', 'sortDirection'] as const) : []),
    ...extraParams,
  ];
  const entries = Object.fromEntries(params.map((name) => [name, reportQueryEntries[name]]));
  return {
    ...spec,
    range: spec.range ?? 'createdAt',
    periods,
    comparable,
    dayComparison,
    params,
    query: v.strictObject(entries) as unknown as Endpoint['query'],
    maxLimit: LIMIT_MAX,
    exportLimit: EXPORT_LIMIT_MAX,
  };
}

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
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINTS);

/** The path of an endpoint under the reports service's base URL. */
export function endpointPath(endpoint: Endpoint, storeId: number): string {
  return `/${endpoint.service}/stores/${storeId}/${endpoint.name}`;
}
