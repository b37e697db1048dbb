import { ENDPOINTS, type EndpointId } from '../../../src/contract/endpoints';
import type { Row } from '../../db/database';
import { filtersOn } from '../query/filterColumns';
import { loadNames } from '../query/names';
import { pageByTime } from '../query/paging';
import { orderWhere, Sql } from '../query/sql';
import { addMoney, subMoney } from '../query/sums';
import type { EndpointRunner, ReportContext } from '../runner';
import { aggregateOrders } from '../tables/aggregate';
import { LINE_FAMILY } from '../tables/families';
import { factsSql, storeFacts } from '../tables/rollups';
import { paymentsOf } from './orders';
import { loadCatalog, UNCATEGORIZED_LABEL } from './products';

function linesWhere(ctx: ReportContext, sql: Sql): string {
  return orderWhere(sql, ctx.filters, {
    storeIds: [ctx.store.id],
    range: ctx.range,
    defaultStates: 'counted',
    columns: { register: true, salesman: true, product: true },
  });
}

/**
 * Totals of the matching lines. Without product filters they are order-level sums (an order's
 * tax, discount, refund and item count are the sums of its lines), so the rollups answer them.
 */
async function lineTotals(ctx: ReportContext) {
  if (!filtersOn(ctx.filters, 'product')) {
    const [row] = await aggregateOrders(ctx, {
      dimensions: [],
      periods: false,
      defaultStates: 'counted',
      sums: ['line_count', 'item_count', 'lines_total', 'total_tax', 'total_discount', 'total_refund'],
    });
    const s = row?.sums;
    return {
      lineCount: s?.lineCount ?? 0,
      quantity: s?.itemCount ?? 0,
      totalPrice: s?.linesTotal ?? 0,
      tax: s?.totalTax ?? 0,
      totalDiscount: s?.totalDiscount ?? 0,
      totalRefund: s?.totalRefund ?? 0,
    };
  }
  const sql = new Sql();
  const { inner } = factsSql(sql, {
    ...storeFacts(ctx),
    family: LINE_FAMILY,
    periods: false,
    dimensions: [],
    defaultStates: 'counted',
    filters: ctx.filters,
    columns: { register: true, salesman: true, product: true },
    sums: ['line_count', 'quantity', 'total_price', 'total_tax', 'total_discount', 'refunded_amount'],
  });
  const [t] = await ctx.db.all(
    `SELECT CAST(sum(line_count) AS BIGINT) AS n, CAST(sum(quantity) AS BIGINT) AS quantity,
       CAST(sum(total_price) AS DECIMAL(18,2)) AS total_price, CAST(sum(total_tax) AS DECIMAL(18,2)) AS tax,
       CAST(sum(total_discount) AS DECIMAL(18,2)) AS discount, CAST(sum(refunded_amount) AS DECIMAL(18,2)) AS refund
     FROM (${inner}) l`,
    sql.params,
  );
  return {
    lineCount: Number(t?.n ?? 0),
    quantity: Number(t?.quantity ?? 0),
    totalPrice: Number(t?.total_price ?? 0),
    tax: Number(t?.tax ?? 0),
    totalDiscount: Number(t?.discount ?? 0),
    totalRefund: Number(t?.refund ?? 0),
  };
}

function byId(rows: Row[]): Map<number, Row> {
  return new Map(rows.map((row) => [Number(row.id), row]));
}

async function lookups(ctx: ReportContext, lines: Row[]) {
  const orderIds = [...new Set(lines.map((l) => Number(l.order_id)))];
  if (!orderIds.length) return undefined;
  const instants = lines.map((l) => String(l.created_at)).sort();
  const o = new Sql();
  // The time bounds let the scan skip row groups (orders are stored by store and creation time).
  const orders = await ctx.db.all(
    `SELECT id, order_number, outlet_id, cashier_id, salesman_id, shift_id, order_note, payment_status FROM orders
     WHERE store_id = ${o.bind(ctx.store.id, 'INTEGER')}
       AND created_at >= ${o.bind(instants[0] ?? '', 'TIMESTAMPTZ')} AND created_at <= ${o.bind(instants.at(-1) ?? '', 'TIMESTAMPTZ')}
       AND ${o.in('id', orderIds, 'BIGINT')}`,
    o.params,
  );
  const shiftIds = [...new Set(orders.map((r) => r.shift_id).filter((id) => id !== null))] as number[];
  const s = new Sql();
  const [catalog, shifts, payments, names] = await Promise.all([
    loadCatalog(ctx),
    shiftIds.length
      ? ctx.db.all(
          `SELECT id, name FROM shifts WHERE store_id = ${s.bind(ctx.store.id, 'INTEGER')} AND ${s.in('id', shiftIds, 'BIGINT')}`,
          s.params,
        )
      : [],
    paymentsOf(ctx, orderIds, instants[0] ?? ''),
    loadNames(ctx.db, [ctx.store.id]),
  ]);
  return { orders: byId(orders), catalog, shifts: byId(shifts), payments, names };
}

function paymentLabel(p: Row): string {
  const suffix = p.type === 'refund' ? ' (Refunded)' : p.type === 'change' ? ' (Change)' : '';
  return `${p.payment_name}${suffix}`;
}

/**
 * The sale report: one row per order line, oldest first. Order-level
 * columns (number, outlet, people, shift, note, payment status and the order's payments numbered
 * paymentName_1…n, amount_N, processedAt_N, ref_N, note_N) repeat on each line of the order.
 */
export const saleReport: EndpointRunner = {
  endpoint: ENDPOINTS.saleReport,
  async run(ctx) {
    const sql = new Sql();
    const where = linesWhere(ctx, sql);
    const [lines, totals] = await Promise.all([
      pageByTime(ctx.db, {
        select: `id, order_id, product_id, variant_id, quantity, CAST(total_price AS DOUBLE PRECISION) AS total_price,
           CAST(total_tax AS DOUBLE PRECISION) AS total_tax, CAST(total_discount AS DOUBLE PRECISION) AS total_discount,
           CAST(refunded_amount AS DOUBLE PRECISION) AS refunded_amount, created_at`,
        from: `rf_lines WHERE ${where}`,
        params: sql.params,
        timeColumn: 'created_at',
        orderBy: 'created_at, id',
        direction: 'ASC',
        range: ctx.range,
        page: ctx.page,
        limit: ctx.limit,
      }),
      lineTotals(ctx),
    ]);
    const found = await lookups(ctx, lines);
    const page = lines.map((line) => {
      const order = found?.orders.get(Number(line.order_id)) ?? {};
      const variant = found?.catalog.variants.get(Number(line.variant_id));
      const categoryId = variant?.category_id ?? null;
      const payments = found?.payments.get(Number(line.order_id)) ?? [];
      const person = (id: unknown) =>
        id === null || id === undefined ? null : (found?.names.salespeople.get(Number(id)) ?? null);
      const numbered: Record<string, unknown> = {};
      payments.forEach((p, i) => {
        numbered[`paymentName_${i + 1}`] = paymentLabel(p);
        numbered[`amount_${i + 1}`] = Number(p.amount);
        numbered[`processedAt_${i + 1}`] = String(p.processed_at);
        numbered[`ref_${i + 1}`] = (p.reference_number as string | null) ?? '';
        numbered[`note_${i + 1}`] = String(p.note ?? '');
      });
      const totalPrice = Number(line.total_price);
      const tax = Number(line.total_tax);
      const discount = Number(line.total_discount);
      const variantName = variant?.variant_name ?? '';
      return {
        lineId: Number(line.id),
        entityID: Number(line.order_id),
        incrementID: String(order.order_number ?? ''),
        createdAt: String(line.created_at),
        outletName:
          order.outlet_id == null ? null : (found?.names.outlets.get(Number(order.outlet_id)) ?? null),
        cashier: person(order.cashier_id),
        salesman: person(order.salesman_id),
        shiftName:
          order.shift_id == null ? null : String(found?.shifts.get(Number(order.shift_id))?.name ?? ''),
        productId: Number(line.product_id),
        sku: variant?.sku ?? '',
        barcode: variant?.barcode ?? '',
        name: variantName ? `${variant?.name} - ${variantName}` : (variant?.name ?? ''),
        productCategory:
          categoryId === null ? UNCATEGORIZED_LABEL : (found?.catalog.categories.get(categoryId)?.name ?? ''),
        quantity: Number(line.quantity),
        subtotalPrice: addMoney(subMoney(totalPrice, tax), discount),
        totalDiscount: discount,
        tax,
        totalPrice,
        totalRefund: Number(line.refunded_amount),
        note: String(order.order_note ?? ''),
        paymentStatus: String(order.payment_status ?? ''),
        paymentDetails: payments.map((p) => `${paymentLabel(p)}: ${Number(p.amount)}`).join('; '),
        paymentsCount: payments.length,
        ...numbered,
      };
    });
    return {
      page,
      countItems: totals.lineCount,
      total: {
        ...totals,
        subtotalPrice: addMoney(subMoney(totals.totalPrice, totals.tax), totals.totalDiscount),
      },
    };
  },
};

/** The endpoints this file answers, by their catalogue id (`server/reports/allRunners.ts` gathers them). */
export const SALE_RUNNERS = { saleReport } satisfies Partial<Record<EndpointId, EndpointRunner>>;
