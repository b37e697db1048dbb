import { ENDPOINTS, type EndpointId } from '../../../src/contract/endpoints';
import type { Row } from '../../db/database';
import { loadCustomers, loadNames, type Names, outletRegister } from '../query/names';
import { pageByTime } from '../query/paging';
import { Sql } from '../query/sql';
import type { EndpointRunner, ReportContext } from '../runner';
import { customerFields, earliest, newestFirst, orderRowsWhere, orderTotals } from './order-rows';

const PAYMENT_COLUMNS = `order_id, payment_code, payment_name, CAST(amount AS DOUBLE PRECISION) AS amount, processed_at, note,
  reference_number, CAST(currency_exchange_rate AS DOUBLE PRECISION) AS currency_exchange_rate, presentment_currency, type`;

/**
 * Payments of some orders. `since` (the earliest creation among them) lets the scan skip older
 * row groups: payments are stored by (store, processed_at) and none precedes its order.
 */
export async function paymentsOf(
  ctx: ReportContext,
  orderIds: readonly number[],
  since: string,
): Promise<Map<number, Row[]>> {
  const byOrder = new Map<number, Row[]>();
  if (!orderIds.length) return byOrder;
  const sql = new Sql();
  const rows = await ctx.db.all(
    `SELECT ${PAYMENT_COLUMNS} FROM payments
     WHERE store_id = ${sql.bind(ctx.store.id, 'INTEGER')} AND processed_at >= ${sql.bind(since, 'TIMESTAMPTZ')}
       AND ${sql.in('order_id', orderIds, 'BIGINT')}
     ORDER BY order_id, processed_at, id`,
    sql.params,
  );
  for (const row of rows) {
    const list = byOrder.get(Number(row.order_id)) ?? [];
    list.push(row);
    byOrder.set(Number(row.order_id), list);
  }
  return byOrder;
}

function paymentLine(row: Row, withReference: boolean) {
  return {
    paymentCode: String(row.payment_code),
    paymentName: String(row.payment_name),
    amount: Number(row.amount),
    processedAt: String(row.processed_at),
    note: String(row.note),
    ...(withReference ? { referenceNumber: (row.reference_number as string | null) ?? null } : {}),
    currencyExchangeRate: Number(row.currency_exchange_rate),
    presentmentCurrency: String(row.presentment_currency),
    type: (row.type as 'refund' | 'change' | null) ?? null,
  };
}

/** The order list's totals, named as the order family's sums. */
const LIST_SUMS = [
  'order_count',
  'total_revenue',
  'total_tax',
  'total_discount',
  'total_refund',
  'total_shipping',
  'total_paid',
  'total_tipping',
  'total_charge',
];
const TOTAL_SQL = `count(*) AS order_count, CAST(sum(total_price) AS DECIMAL(18,2)) AS total_revenue,
  CAST(sum(total_tax) AS DECIMAL(18,2)) AS total_tax, CAST(sum(total_discounts) AS DECIMAL(18,2)) AS total_discount,
  CAST(sum(refunded_total_price) AS DECIMAL(18,2)) AS total_refund,
  CAST(sum(total_shipping) AS DECIMAL(18,2)) AS total_shipping, CAST(sum(total_paid) AS DECIMAL(18,2)) AS total_paid,
  CAST(sum(total_tip) AS DECIMAL(18,2)) AS total_tipping, CAST(sum(total_charge) AS DECIMAL(18,2)) AS total_charge`;

function listItem(
  row: Row,
  names: Names,
  customers: Awaited<ReturnType<typeof loadCustomers>>,
  payments: Row[],
  ctx: ReportContext,
) {
  const included = ctx.query.fieldsIncluded ?? [];
  const customer = customerFields(row, customers);
  const outletId = row.outlet_id === null ? null : Number(row.outlet_id);
  const registerId = row.register_id === null ? null : Number(row.register_id);
  const salesmanId = row.salesman_id === null ? null : Number(row.salesman_id);
  return {
    id: Number(row.id),
    orderNumber: String(row.order_number),
    name: String(row.order_number),
    posOrderId: String(row.pos_order_id),
    createdAt: String(row.created_at),
    outletId,
    outletName: outletId === null ? null : (names.outlets.get(outletId) ?? null),
    registerId,
    outletRegister: outletRegister(names, registerId),
    customer,
    customerName: customer ? `${customer.firstName} ${customer.lastName}` : null,
    salesmanId,
    salesmanName: salesmanId === null ? null : (names.salespeople.get(salesmanId) ?? null),
    itemCount: Number(row.item_count),
    totalPrice: Number(row.total_price),
    orderTotalPrice: Number(row.total_price),
    subtotalIncTax: Number(row.subtotal_inc_tax),
    subtotalExTax: Number(row.subtotal_ex_tax),
    totalTax: Number(row.total_tax),
    totalShipping: Number(row.total_shipping),
    refundedTotalPrice: Number(row.refunded_total_price),
    totalDiscounts: Number(row.total_discounts),
    state: String(row.state),
    orderStatus: String(row.state),
    fulfillmentStatus: String(row.fulfillment_status),
    status: String(row.payment_status),
    orderStatusUpdatedAt: String(row.order_status_updated_at),
    paymentStatusUpdatedAt: String(row.payment_status_updated_at),
    source: String(row.source),
    salesChannel: String(row.sales_channel),
    paymentInfo: payments.map((p) => paymentLine(p, ctx.query.isIncludeReferenceNumber)),
    paymentsCount: payments.filter((p) => p.type === null).length,
    orderNote: String(row.order_note),
    staffNote: String(row.staff_note),
    totalPaid: Number(row.total_paid),
    ...(included.includes('tip') ? { totalTip: Number(row.total_tip) } : {}),
    ...(included.includes('charge') ? { totalCharge: Number(row.total_charge) } : {}),
    currencyExchangeRate: Number(row.currency_exchange_rate),
    presentmentCurrency: String(row.presentment_currency),
  };
}

/** The order-list reports (sales orders, order and payment status tables): newest first. */
export const orderList: EndpointRunner = {
  endpoint: ENDPOINTS.orderList,
  async run(ctx) {
    const sql = new Sql();
    const where = orderRowsWhere(ctx, sql);
    const [rows, totals, names] = await Promise.all([
      pageByTime(ctx.db, {
        ...newestFirst(ctx, sql),
        select: 'o.*',
        from: `orders o WHERE ${where}`,
      }),
      orderTotals(ctx, ctx.filters, LIST_SUMS).then(
        async (found) =>
          found ?? (await ctx.db.all(`SELECT ${TOTAL_SQL} FROM orders o WHERE ${where}`, sql.params))[0],
      ),
      loadNames(ctx.db, [ctx.store.id]),
    ]);
    const ids = rows.map((row) => Number(row.id));
    const [customers, payments] = await Promise.all([
      loadCustomers(
        ctx.db,
        ctx.store.id,
        rows.map((row) => (row.customer_id === null ? null : Number(row.customer_id))),
      ),
      paymentsOf(ctx, ids, earliest(rows.map((row) => String(row.created_at)))),
    ]);
    const t = totals ?? {};
    return {
      page: rows.map((row) => listItem(row, names, customers, payments.get(Number(row.id)) ?? [], ctx)),
      countItems: Number(t.order_count ?? 0),
      total: {
        orderCount: Number(t.order_count ?? 0),
        totalPrice: Number(t.total_revenue ?? 0),
        totalTax: Number(t.total_tax ?? 0),
        totalDiscounts: Number(t.total_discount ?? 0),
        refundedTotalPrice: Number(t.total_refund ?? 0),
        totalShipping: Number(t.total_shipping ?? 0),
        totalPaid: Number(t.total_paid ?? 0),
        totalTip: Number(t.total_tipping ?? 0),
        totalCharge: Number(t.total_charge ?? 0),
      },
    };
  },
};

/** The endpoints this file answers, by their catalogue id (`server/reports/allRunners.ts` gathers them). */
export const ORDER_LIST_RUNNERS = { orderList } satisfies Partial<Record<EndpointId, EndpointRunner>>;
