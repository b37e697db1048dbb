import * as v from 'valibot';
import { idSchema } from './common';
import { count, money, nullableId, periodKey } from './reportFields';

/** Items of the reports that list orders, lines, payments and tips one per row (server/REPORTS.md). */

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
/** Time in status over every listed order (all pages): days per chosen state, and their sum. */
export const timeInStatusTotalSchema = v.object({
  orderCount: count,
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
/** tippings and tipping-summary: the tips of the whole range. */
export const tippingTotalSchema = v.object({ tipCount: count, totalTipping: money });
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
/** tipping-transaction: the number of tips of the whole range and their sum (`amount`, as the rows'). */
export const tippingTransactionTotalSchema = v.object({ tipCount: count, amount: money });

/** The figures of an order line of the sale report, and their sums over every line of the range. */
const saleLineFigures = {
  quantity: v.pipe(v.number(), v.integer()),
  subtotalPrice: money,
  totalDiscount: money,
  tax: money,
  totalPrice: money,
  totalRefund: money,
};

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
  ...saleLineFigures,
  note: v.string(),
  paymentStatus: v.string(),
  paymentDetails: v.string(),
  paymentsCount: count,
});
export const saleReportTotalSchema = v.object({ lineCount: count, ...saleLineFigures });
