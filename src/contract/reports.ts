import * as v from 'valibot';
import { idSchema } from './common';
import { REPORT_MODES } from './constants';

/**
 * Items of the reports API (server/REPORTS.md has every formula). Money is a number with at most
 * 2 decimals in the store's currency unless a field says otherwise; durations are days.
 */

const money = v.number();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const nullableId = v.nullable(idSchema);
/** Period key: YYYY-MM-DD (DATE, WEEK = its Monday), YYYY-MM, YYYY, YYYY-MM-DD HH:00 (DATETIME), HH:00 (HOURS). */
const periodKey = v.string();

export const revenueFieldsEntries = {
  orderCount: count,
  totalRevenue: money,
  totalTax: money,
  netRevenue: money,
  totalRefund: money,
  totalDiscount: money,
  avgOrderValue: money,
  itemCount: count,
};

const summaryFieldsEntries = {
  ...revenueFieldsEntries,
  totalShipping: money,
  avgItemCount: v.number(),
  revNewCustomer: money,
  revReturnCustomer: money,
  revGuestCustomer: money,
  totalTipping: money,
};

/** sale-summary (type=all): one item per period, every period of the range present. */
export const summaryItemSchema = v.object({
  date: periodKey,
  ...summaryFieldsEntries,
  storeId: idSchema,
  presentmentCurrency: v.string(),
  currencyExchangeRate: v.number(),
});
export type SummaryItem = v.InferOutput<typeof summaryItemSchema>;
export const summaryTotalSchema = v.object(summaryFieldsEntries);

/** sale-summary with type=revenue. */
export const revenueSummaryItemSchema = v.object({
  date: periodKey,
  ...revenueFieldsEntries,
  storeId: idSchema,
  presentmentCurrency: v.string(),
  currencyExchangeRate: v.number(),
});

export const revenueTotalSchema = v.object(revenueFieldsEntries);

/** compare=day on sale-summary: the dashboard cards' change against the previous day. */
export const dayComparisonSchema = v.object({
  day: v.string(),
  previousDay: v.string(),
  current: summaryTotalSchema,
  previous: summaryTotalSchema,
  /** Percentage change per figure: 0 when equal, null when the previous day is 0. */
  change: v.record(v.string(), v.nullable(v.number())),
});

export const outletRevenueItemSchema = v.object({
  date: periodKey,
  outletId: nullableId,
  outletName: v.string(),
  ...revenueFieldsEntries,
});
export const registerItemSchema = v.object({
  date: periodKey,
  registerId: nullableId,
  registerName: v.string(),
  outletId: nullableId,
  outletName: v.string(),
  ...revenueFieldsEntries,
});
export const salesmanItemSchema = v.object({
  date: periodKey,
  salesmanId: nullableId,
  salesmanName: v.string(),
  ...revenueFieldsEntries,
});
export const cashierItemSchema = v.object({
  date: periodKey,
  cashierId: nullableId,
  cashierName: v.string(),
  ...revenueFieldsEntries,
});
export const orderStatusItemSchema = v.object({
  date: periodKey,
  state: v.string(),
  ...revenueFieldsEntries,
});
export const paymentStatusItemSchema = v.object({
  date: periodKey,
  status: v.string(),
  ...revenueFieldsEntries,
});
export const fulfillmentItemSchema = v.object({
  date: periodKey,
  fulfillmentStatus: v.string(),
  ...revenueFieldsEntries,
});

export const paymentMethodItemSchema = v.object({
  date: periodKey,
  paymentCode: v.string(),
  paymentName: v.string(),
  paymentCount: count,
  salesAmount: money,
  changeAmount: money,
  refundAmount: money,
  netAmount: money,
});

export const paymentMethodTotalSchema = v.object({
  paymentCount: count,
  salesAmount: money,
  changeAmount: money,
  refundAmount: money,
  netAmount: money,
});

/** Product and category rows share their figures. */
const lineFiguresEntries = {
  totalQtySold: v.pipe(v.number(), v.integer()),
  totalQtyRefund: v.pipe(v.number(), v.integer()),
  netQtySold: v.pipe(v.number(), v.integer()),
  totalRevenue: money,
  totalRefund: money,
  netRevenue: money,
  totalPrice: money,
  cost: money,
  grossProfit: money,
  margin: v.number(),
};

export const productSoldItemSchema = v.object({
  productId: idSchema,
  variantId: nullableId,
  name: v.string(),
  sku: v.string(),
  /** Names of the variants in the row (one, or every variant sold when grouped by product). */
  additionalData: v.array(v.string()),
  ...lineFiguresEntries,
});
export const productProfitItemSchema = v.object({
  productId: idSchema,
  variantId: idSchema,
  sku: v.string(),
  name: v.string(),
  variants: v.string(),
  ...lineFiguresEntries,
  currencyExchangeRate: v.number(),
  presentmentCurrency: v.string(),
});
export const productItemSchema = v.object({
  productId: idSchema,
  name: v.string(),
  productType: v.string(),
  categoryId: nullableId,
  categoryName: v.string(),
  ...lineFiguresEntries,
});
export const categoryItemSchema = v.object({
  categoryId: nullableId,
  name: v.string(),
  parentId: nullableId,
  ...lineFiguresEntries,
});

export const paymentLineSchema = v.object({
  paymentCode: v.string(),
  paymentName: v.string(),
  amount: money,
  processedAt: v.string(),
  note: v.string(),
  referenceNumber: v.optional(v.nullable(v.string())),
  currencyExchangeRate: v.number(),
  presentmentCurrency: v.string(),
  type: v.nullable(v.picklist(['refund', 'change'])),
});

export const orderListItemSchema = v.object({
  id: idSchema,
  orderNumber: v.string(),
  name: v.string(),
  posOrderId: v.string(),
  createdAt: v.string(),
  outletId: nullableId,
  outletName: v.nullable(v.string()),
  registerId: nullableId,
  outletRegister: v.nullable(v.string()),
  customer: v.nullable(v.object({ firstName: v.string(), lastName: v.string() })),
  customerName: v.nullable(v.string()),
  salesmanId: nullableId,
  salesmanName: v.nullable(v.string()),
  itemCount: count,
  totalPrice: money,
  orderTotalPrice: money,
  subtotalIncTax: money,
  subtotalExTax: money,
  totalTax: money,
  totalShipping: money,
  refundedTotalPrice: money,
  totalDiscounts: money,
  state: v.string(),
  orderStatus: v.string(),
  fulfillmentStatus: v.string(),
  status: v.string(),
  orderStatusUpdatedAt: v.string(),
  paymentStatusUpdatedAt: v.string(),
  source: v.string(),
  salesChannel: v.string(),
  paymentInfo: v.array(paymentLineSchema),
  paymentsCount: count,
  orderNote: v.string(),
  staffNote: v.string(),
  totalPaid: money,
  /** Only with fieldsIncluded=tip / charge. */
  totalTip: v.optional(money),
  totalCharge: v.optional(money),
  currencyExchangeRate: v.number(),
  presentmentCurrency: v.string(),
});
export type OrderListItem = v.InferOutput<typeof orderListItemSchema>;

export const orderListTotalSchema = v.object({
  orderCount: count,
  totalPrice: money,
  totalTax: money,
  totalDiscounts: money,
  refundedTotalPrice: money,
  totalShipping: money,
  totalPaid: money,
  totalTip: money,
  totalCharge: money,
});

const orderRowEntries = {
  id: idSchema,
  order_number: v.string(),
  created_at: v.string(),
  outlet_id: nullableId,
  register_id: nullableId,
  outletRegister: v.nullable(v.string()),
  customerName: v.nullable(v.string()),
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
};
export const orderDurationItemSchema = v.object({ ...orderRowEntries, avg_duration: v.number() });
export const timeInStatusItemSchema = v.object({
  ...orderRowEntries,
  state: v.string(),
  timeInStatuses: v.record(v.string(), v.number()),
  total: v.number(),
});

export const tippingBySalespersonItemSchema = v.object({
  salesmanId: nullableId,
  salesmanName: v.string(),
  tipCount: count,
  totalTipping: money,
});
export const tippingPeriodItemSchema = v.object({ date: periodKey, tipCount: count, totalTipping: money });
export const tippingTransactionItemSchema = v.object({
  id: idSchema,
  orderId: idSchema,
  orderNumber: v.string(),
  createdAt: v.string(),
  orderCreatedAt: v.string(),
  outletId: nullableId,
  registerId: nullableId,
  outletRegister: v.nullable(v.string()),
  customerFirstName: v.nullable(v.string()),
  customerLastName: v.nullable(v.string()),
  customerName: v.nullable(v.string()),
  orderTotalPrice: money,
  salesmanId: nullableId,
  salePerson: v.nullable(v.string()),
  salesmanName: v.nullable(v.string()),
  cashierName: v.nullable(v.string()),
  amount: money,
  tippedCreatedAt: v.string(),
});

/** total-revenues (the sale report): one row per order line, with the order's payments numbered 1…n. */
export const saleReportItemSchema = v.looseObject({
  lineId: idSchema,
  entityID: idSchema,
  incrementID: v.string(),
  createdAt: v.string(),
  outletName: v.nullable(v.string()),
  cashier: v.nullable(v.string()),
  salesman: v.nullable(v.string()),
  shiftName: v.nullable(v.string()),
  productId: idSchema,
  sku: v.string(),
  barcode: v.string(),
  name: v.string(),
  productCategory: v.nullable(v.string()),
  quantity: v.pipe(v.number(), v.integer()),
  subtotalPrice: money,
  totalDiscount: money,
  tax: money,
  totalPrice: money,
  totalRefund: money,
  note: v.string(),
  paymentStatus: v.string(),
  paymentDetails: v.string(),
  paymentsCount: count,
});
export const saleReportTotalSchema = v.object({
  lineCount: count,
  quantity: v.pipe(v.number(), v.integer()),
  subtotalPrice: money,
  totalDiscount: money,
  tax: money,
  totalPrice: money,
  totalRefund: money,
});

const convertedEntries = {
  convertedTotalRevenue: v.nullable(money),
  convertedNetRevenue: v.nullable(money),
  convertedTotalTax: v.nullable(money),
  convertedTotalRefund: v.nullable(money),
  convertedTotalDiscount: v.nullable(money),
};
/** global-report: per period and store (groupBy=store) or store and outlet (groupBy=outlet). */
export const globalItemSchema = v.object({
  date: periodKey,
  storeId: idSchema,
  storeName: v.string(),
  outletId: nullableId,
  outletName: v.nullable(v.string()),
  /** The store's country, ISO 3166-1 alpha-2 ('' when unknown). */
  country: v.string(),
  currency: v.string(),
  ...revenueFieldsEntries,
  /** Always USD; the converted* fields are the store-currency figures times this rate. */
  presentmentCurrency: v.string(),
  currencyExchangeRate: v.nullable(v.number()),
  ...convertedEntries,
});
export const globalTotalSchema = v.object({
  orderCount: count,
  presentmentCurrency: v.string(),
  ...convertedEntries,
});

/**
 * global-report with groupBy=country: per period and country. Only counts and USD figures: the
 * stores of one country may keep different currencies. `currency` and `currencyExchangeRate` are
 * those its stores share (null when they differ); the converted figures add each store's own
 * conversion and are null when one of the row's stores lacks a rate.
 */
export const globalCountryItemSchema = v.object({
  date: periodKey,
  country: v.string(),
  currency: v.nullable(v.string()),
  orderCount: count,
  itemCount: count,
  presentmentCurrency: v.string(),
  currencyExchangeRate: v.nullable(v.number()),
  ...convertedEntries,
});

/**
 * One slice of the global report's pie: the figures over the whole range of one store
 * (groupBy=store), outlet (groupBy=outlet; online orders: outletId null, outletName "Online") or
 * country (groupBy=country: storeId, storeName, outletName null). Σ slices = `total`, to the cent.
 */
export const globalSliceSchema = v.object({
  /** Unique within the slices: the store id, `storeId:outletId` (`storeId:online`), or the country. */
  key: v.string(),
  storeId: nullableId,
  storeName: v.nullable(v.string()),
  outletId: nullableId,
  outletName: v.nullable(v.string()),
  country: v.string(),
  /** The slice's currency; for a country, the one its stores share (null when they differ). */
  currency: v.nullable(v.string()),
  orderCount: count,
  itemCount: count,
  presentmentCurrency: v.string(),
  /** Null when the store lacks a rate (for a country: when its stores lack one or differ). */
  currencyExchangeRate: v.nullable(v.number()),
  ...convertedEntries,
});
export const globalSlicesSchema = v.array(globalSliceSchema);

/** A store of the global report without a rate to the presentment currency. */
export const globalStoreWithoutRateSchema = v.object({
  storeId: idSchema,
  storeName: v.string(),
  country: v.string(),
  currency: v.string(),
  currencyExchangeRate: v.null(),
});

export const reportRangeSchema = v.object({
  /** First instant included (UTC). */
  from: v.string(),
  /** First instant excluded (UTC). */
  to: v.string(),
  timeZone: v.string(),
  mode: v.picklist(REPORT_MODES),
});

/** Every report answer: a page of items, optionally totals, the resolved range and a previous period. */
export function reportResponseSchema<TItem extends v.GenericSchema, TTotal extends v.GenericSchema>(
  item: TItem,
  total?: TTotal,
) {
  const totalSchema = total ? v.optional(total) : v.optional(v.unknown());
  return v.object({
    items: v.array(item),
    maxPage: v.pipe(v.number(), v.integer(), v.minValue(0)),
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    countItems: v.pipe(v.number(), v.integer(), v.minValue(0)),
    total: totalSchema,
    range: reportRangeSchema,
    previous: v.optional(
      v.object({
        items: v.array(item),
        countItems: v.pipe(v.number(), v.integer(), v.minValue(0)),
        total: totalSchema,
        range: reportRangeSchema,
      }),
    ),
    dayComparison: v.optional(dayComparisonSchema),
    averageDuration: v.optional(v.number()),
  });
}

/**
 * The global report's answer: the generic one plus the pie slices of the requested grouping and
 * the stores that lack a rate (the server always sends both).
 */
export function globalResponseSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    ...reportResponseSchema(item, globalTotalSchema).entries,
    slices: v.optional(globalSlicesSchema),
    storesWithoutRate: v.optional(v.array(globalStoreWithoutRateSchema)),
  });
}
