import * as v from 'valibot';
import { dayStartsAtSchema } from './businessDay';
import { idSchema } from './common';
import { REPORT_MODES } from './constants';
import { count, money, nullableId, periodKey } from './reportFields';

/**
 * Items of the reports API (server/REPORTS.md has every formula). Money is a number with at most
 * 2 decimals in the store's currency unless a field says otherwise; durations are days.
 */

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

/**
 * compare=day on sale-summary: the dashboard cards' change against the previous day. While the day is
 * under way, both days are counted up to the same wall-clock time, `until` (HH:mm).
 */
export const dayComparisonSchema = v.object({
  day: v.string(),
  previousDay: v.string(),
  until: v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))),
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
/**
 * The total of a product or category report: its figures over every row of the range and filters
 * (not only the page), each the sum of the rows' but `margin`, the margin of the sums.
 */
export const lineTotalSchema = v.object(lineFiguresEntries);

export const reportRangeSchema = v.object({
  /** First instant included (UTC). */
  from: v.string(),
  /** First instant excluded (UTC). */
  to: v.string(),
  timeZone: v.string(),
  /** Where the store's business days start (`HH:mm`), when not at midnight: days, weeks, months and years start there. */
  dayStartsAt: v.optional(dayStartsAtSchema),
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
    /** The instant the server produced the figures (UTC, ISO 8601); absent in answers kept from before. */
    generatedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
    previous: v.optional(
      v.object({
        items: v.array(item),
        countItems: v.pipe(v.number(), v.integer(), v.minValue(0)),
        total: totalSchema,
        range: reportRangeSchema,
        /** While the range is under way: the compared period is cut at this wall-clock time (HH:mm) of its last day, as the range is by now. */
        until: v.optional(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))),
      }),
    ),
    dayComparison: v.optional(dayComparisonSchema),
    averageDuration: v.optional(v.number()),
  });
}
