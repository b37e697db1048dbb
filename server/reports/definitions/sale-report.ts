import { saleReportItemSchema } from '../../../src/api/schemas/reports';
import type { Row } from '../../db/database';
import type { ReportContext, ReportDefinition } from '../definition';
import { addMoney, subMoney } from '../metrics';
import { loadNames } from '../names';
import { orderWhere, Sql } from '../sql';
import { paymentsOf } from './orders';
import { UNCATEGORIZED_LABEL } from './products';

function linesWhere(ctx: ReportContext, sql: Sql): string {
  return orderWhere(sql, ctx.filters, {
    storeIds: [ctx.store.id],
    range: ctx.range,
    defaultStates: 'counted',
    columns: { register: true, salesman: true, product: true },
  });
}

function byId(rows: Row[]): Map<number, Row> {
  return new Map(rows.map((row) => [Number(row.id), row]));
}

async function lookups(ctx: ReportContext, lines: Row[]) {
  const orderIds = [...new Set(lines.map((l) => Number(l.order_id)))];
  const variantIds = [...new Set(lines.map((l) => Number(l.variant_id)))];
  if (!orderIds.length) return undefined;
  const o = new Sql();
  const orders = await ctx.db.all(
    `SELECT id, order_number, outlet_id, cashier_id, salesman_id, shift_id, order_note, payment_status FROM orders
     WHERE store_id = ${o.bind(ctx.store.id, 'INTEGER')} AND ${o.in('id', orderIds, 'BIGINT')}`,
    o.params,
  );
  const shiftIds = [...new Set(orders.map((r) => r.shift_id).filter((id) => id !== null))] as number[];
  const v = new Sql();
  const s = new Sql();
  const first = new Sql();
  const firstWhere = linesWhere(ctx, first);
  const [variants, shifts, firstLines, payments, names] = await Promise.all([
    ctx.db.all(
      `SELECT v.id, v.sku, v.barcode, v.name AS variant_name, p.name, c.name AS category_name
       FROM product_variants v JOIN products p ON p.id = v.product_id LEFT JOIN categories c ON c.id = p.category_id
       WHERE ${v.in('v.id', variantIds, 'INTEGER')}`,
      v.params,
    ),
    shiftIds.length
      ? ctx.db.all(`SELECT id, name FROM shifts WHERE ${s.in('id', shiftIds, 'BIGINT')}`, s.params)
      : [],
    ctx.db.all(
      `SELECT order_id, min(id) AS id FROM rf_lines WHERE ${firstWhere} AND ${first.in('order_id', orderIds, 'BIGINT')}
       GROUP BY order_id`,
      first.params,
    ),
    paymentsOf(ctx, orderIds),
    loadNames(ctx.db, [ctx.store.id]),
  ]);
  return {
    orders: byId(orders),
    variants: byId(variants),
    shifts: byId(shifts),
    firstLineIds: new Set(firstLines.map((r) => Number(r.id))),
    payments,
    names,
  };
}

function paymentLabel(p: Row): string {
  const suffix = p.type === 'refund' ? ' (Refunded)' : p.type === 'change' ? ' (Change)' : '';
  return `${p.payment_name}${suffix}`;
}

/**
 * The sale report (spec §3 "Sale report row"): one row per order line, oldest first. The order's
 * payments are numbered paymentName_1…n, amount_1…n, processedAt_N, ref_N, note_N on the order's
 * first line only, so summing a column over rows counts each payment once.
 */
export const saleReport: ReportDefinition = {
  name: 'total-revenues',
  service: 'v0',
  item: saleReportItemSchema,
  defaultLimit: 20,
  async run(ctx) {
    const sql = new Sql();
    const where = linesWhere(ctx, sql);
    const n = sql.params.length;
    const [lines, totals] = await Promise.all([
      ctx.db.all(
        `SELECT id, order_id, product_id, variant_id, quantity, CAST(total_price AS DOUBLE) AS total_price,
           CAST(total_tax AS DOUBLE) AS total_tax, CAST(total_discount AS DOUBLE) AS total_discount,
           CAST(refunded_amount AS DOUBLE) AS refunded_amount, created_at
         FROM rf_lines WHERE ${where} ORDER BY created_at, id
         LIMIT CAST($${n + 1} AS BIGINT) OFFSET CAST($${n + 2} AS BIGINT)`,
        [...sql.params, ctx.limit, (ctx.page - 1) * ctx.limit],
      ),
      ctx.db.all(
        `SELECT count(*) AS n, CAST(sum(quantity) AS BIGINT) AS quantity,
           CAST(sum(total_price) AS DECIMAL(18,2)) AS total_price, CAST(sum(total_tax) AS DECIMAL(18,2)) AS tax,
           CAST(sum(total_discount) AS DECIMAL(18,2)) AS discount, CAST(sum(refunded_amount) AS DECIMAL(18,2)) AS refund
         FROM rf_lines WHERE ${where}`,
        sql.params,
      ),
    ]);
    const found = await lookups(ctx, lines);
    const page = lines.map((line) => {
      const order = found?.orders.get(Number(line.order_id)) ?? {};
      const variant = found?.variants.get(Number(line.variant_id)) ?? {};
      const payments = found?.payments.get(Number(line.order_id)) ?? [];
      const person = (id: unknown) =>
        id === null || id === undefined ? null : (found?.names.salespeople.get(Number(id)) ?? null);
      const numbered: Record<string, unknown> = {};
      if (found?.firstLineIds.has(Number(line.id))) {
        payments.forEach((p, i) => {
          numbered[`paymentName_${i + 1}`] = paymentLabel(p);
          numbered[`amount_${i + 1}`] = Number(p.amount);
          numbered[`processedAt_${i + 1}`] = String(p.processed_at);
          numbered[`ref_${i + 1}`] = (p.reference_number as string | null) ?? '';
          numbered[`note_${i + 1}`] = String(p.note ?? '');
        });
      }
      const totalPrice = Number(line.total_price);
      const tax = Number(line.total_tax);
      const discount = Number(line.total_discount);
      const variantName = String(variant.variant_name ?? '');
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
        sku: String(variant.sku ?? ''),
        barcode: String(variant.barcode ?? ''),
        name: variantName ? `${variant.name} - ${variantName}` : String(variant.name ?? ''),
        productCategory: variant.category_name == null ? UNCATEGORIZED_LABEL : String(variant.category_name),
        quantity: Number(line.quantity),
        subtotalPrice: addMoney(subMoney(totalPrice, tax), discount),
        totalDiscount: discount,
        tax,
        totalPrice,
        totalRefund: Number(line.refunded_amount),
        note: String(order.order_note ?? ''),
        paymentStatus: String(order.payment_status ?? ''),
        paymentDetails: payments.map((p) => `${paymentLabel(p)}: ${Number(p.amount)}`).join('; '),
        paymentsCount: Object.keys(numbered).length / 5,
        ...numbered,
      };
    });
    const t = totals[0] ?? {};
    const totalPrice = Number(t.total_price ?? 0);
    const tax = Number(t.tax ?? 0);
    const discount = Number(t.discount ?? 0);
    return {
      page,
      countItems: Number(t.n ?? 0),
      total: {
        lineCount: Number(t.n ?? 0),
        quantity: Number(t.quantity ?? 0),
        subtotalPrice: addMoney(subMoney(totalPrice, tax), discount),
        totalDiscount: discount,
        tax,
        totalPrice,
        totalRefund: Number(t.refund ?? 0),
      },
    };
  },
};
