import { setupI18n } from '@lingui/core';
import type { OrderListItem } from '../contract/orderReports';

/** An i18n without a catalog: messages read as their source text, as in English. */
export function sourceI18n() {
  return setupI18n({ locale: 'en', messages: { en: {} } });
}

/** A valid order of the order list, the n-th of a store selling in won. */
export function order(n: number, overrides: Partial<OrderListItem> = {}): OrderListItem {
  const createdAt = new Date(Date.UTC(2026, 10, 1, 3, 0) + n * 60_000).toISOString();
  return {
    id: n,
    orderNumber: `SEO-${100000 + n}`,
    name: `SEO-${100000 + n}`,
    posOrderId: `POS${n}`,
    createdAt,
    outletId: 101,
    outletName: 'Gangnam',
    registerId: 1012,
    outletRegister: 'Gangnam · Register 2',
    customer: null,
    customerName: n % 2 ? 'Min-jun Kim' : null,
    salesmanId: null,
    salesmanName: null,
    itemCount: 2,
    totalPrice: 1000 * n + 0.5,
    orderTotalPrice: 1000 * n + 0.5,
    subtotalIncTax: 1000 * n,
    subtotalExTax: 900 * n,
    totalTax: 100 * n,
    totalShipping: 0,
    refundedTotalPrice: 0,
    totalDiscounts: 0,
    state: 'completed',
    orderStatus: 'completed',
    fulfillmentStatus: 'fulfilled',
    status: n % 3 ? 'paid' : 'partially_refunded',
    orderStatusUpdatedAt: createdAt,
    paymentStatusUpdatedAt: createdAt,
    source: 'in_store',
    salesChannel: 'pos',
    paymentInfo: [],
    paymentsCount: 1,
    orderNote: '',
    staffNote: '',
    totalPaid: 1000 * n + 0.5,
    currencyExchangeRate: 1,
    presentmentCurrency: 'KRW',
    ...overrides,
  };
}

export const ORDER_TOTAL = {
  orderCount: 0,
  totalPrice: 0,
  totalTax: 0,
  totalDiscounts: 0,
  refundedTotalPrice: 0,
  totalShipping: 0,
  totalPaid: 0,
  totalTip: 0,
  totalCharge: 0,
};

export const RANGE = {
  from: '2026-10-31T15:00:00.000Z',
  to: '2026-11-30T15:00:00.000Z',
  timeZone: '+09:00',
  mode: 'DATE' as const,
};

/** The answers of the order list for `count` orders at `limit` per page, as the API pages them. */
export function orderPages(count: number, limit: number) {
  const orders = Array.from({ length: count }, (_, index) => order(index + 1));
  const maxPage = Math.ceil(count / limit);
  const total = {
    ...ORDER_TOTAL,
    orderCount: count,
    totalPrice: orders.reduce((sum, one) => sum + one.totalPrice, 0),
    totalTax: orders.reduce((sum, one) => sum + one.totalTax, 0),
    totalPaid: orders.reduce((sum, one) => sum + one.totalPaid, 0),
  };
  return Array.from({ length: Math.max(1, maxPage) }, (_, index) => ({
    items: orders.slice(index * limit, (index + 1) * limit),
    maxPage,
    page: index + 1,
    countItems: count,
    total,
    range: RANGE,
  }));
}
