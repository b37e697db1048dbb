import { TIME_IN_STATUS_STATES } from '../../../src/contract/constants';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Row } from '../../db/database';
import type { ReportContext, ReportDefinition } from '../definition';
import { ORDER_FAMILY, sumOf } from '../families';
import { loadCustomers, loadNames, type Names, outletRegister } from '../names';
import { pageByTime } from '../paging';
import type { OrderFilters } from '../query';
import { factsSql, storeFacts } from '../rollups';
import { containsSql, orderWhere, Sql } from '../sql';

/** States an order does not leave by itself: time spent in them is not counted. */
export const TERMINAL_STATES = [
  'completed',
  'delivered',
  'canceled',
  'returned',
  'partially_returned',
  'exchanged',
];

const SECONDS_PER_DAY = 86_400;
const days = (seconds: number) => Math.round((seconds / SECONDS_PER_DAY) * 1e6) / 1e6;

/** WHERE for order rows (table alias `o`): the shared filters plus `search` on number and customer. */
function orderRowsWhere(ctx: ReportContext, sql: Sql, filters = ctx.filters): string {
  const conditions = [
    orderWhere(sql, filters, {
      storeIds: [ctx.store.id],
      range: ctx.range,
      defaultStates: 'all',
      columns: { register: true, salesman: true },
      alias: 'o',
    }),
  ];
  const search = ctx.query.search?.trim();
  if (search) {
    conditions.push(
      `(${containsSql(sql, 'o.order_number', search)} OR o.customer_id IN (SELECT id FROM customers WHERE store_id = ${sql.bind(ctx.store.id, 'INTEGER')}
         AND ${containsSql(sql, "first_name || ' ' || last_name", search)}))`,
    );
  }
  return conditions.join(' AND ');
}

/**
 * Sums of the order family over the orders matching `filters` in the range (every state unless
 * `states` names some), from the rollups where they are exact; undefined with `search`, which no
 * rollup can answer.
 */
async function orderTotals(
  ctx: ReportContext,
  filters: OrderFilters,
  sums: readonly string[],
): Promise<Row | undefined> {
  if (ctx.query.search?.trim()) return undefined;
  const sql = new Sql();
  const { inner } = factsSql(sql, {
    ...storeFacts(ctx),
    family: ORDER_FAMILY,
    periods: false,
    dimensions: [],
    defaultStates: 'all',
    filters,
    columns: { register: true, salesman: true },
    sums,
  });
  const [row] = await ctx.db.all(
    `SELECT ${sums.map((column) => `${sumOf(ORDER_FAMILY, column)} AS ${column}`).join(', ')} FROM (${inner}) f`,
    sql.params,
  );
  return row ?? {};
}

/** The paging options of a newest-first order listing (`pageByTime`). */
function newestFirst(ctx: ReportContext, sql: Sql) {
  return {
    params: sql.params,
    timeColumn: 'o.created_at',
    orderBy: 'o.created_at DESC, o.id DESC',
    direction: 'DESC' as const,
    range: ctx.range,
    page: ctx.page,
    limit: ctx.limit,
  };
}

function customerFields(row: Row, customers: Awaited<ReturnType<typeof loadCustomers>>) {
  const customer = row.customer_id === null ? undefined : customers.get(Number(row.customer_id));
  return customer ?? null;
}

/** The earliest of some ISO instants (they sort as text). */
export function earliest(instants: readonly string[]): string {
  return [...instants].sort()[0] ?? '1970-01-01T00:00:00.000Z';
}

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
export const orderList: ReportDefinition = {
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

/** Order number, customer and outlet/register of a page of orders (rows with id and created_at). */
async function orderHeads(ctx: ReportContext, page: readonly Row[]) {
  const ids = page.map((row) => Number(row.id));
  const instants = page.map((row) => String(row.created_at)).sort();
  if (!ids.length)
    return {
      heads: new Map<number, Row>(),
      names: await loadNames(ctx.db, [ctx.store.id]),
      customers: new Map(),
    };
  const sql = new Sql();
  const [rows, names] = await Promise.all([
    ctx.db.all(
      `SELECT id, order_number, created_at, outlet_id, register_id, customer_id, state FROM orders
       WHERE store_id = ${sql.bind(ctx.store.id, 'INTEGER')}
         AND created_at >= ${sql.bind(instants[0] ?? '', 'TIMESTAMPTZ')}
         AND created_at <= ${sql.bind(instants.at(-1) ?? '', 'TIMESTAMPTZ')}
         AND ${sql.in('id', ids, 'BIGINT')}`,
      sql.params,
    ),
    loadNames(ctx.db, [ctx.store.id]),
  ]);
  const customers = await loadCustomers(
    ctx.db,
    ctx.store.id,
    rows.map((row) => (row.customer_id === null ? null : Number(row.customer_id))),
  );
  return { heads: new Map(rows.map((row) => [Number(row.id), row])), names, customers };
}

function orderRowFields(
  row: Row,
  names: Names,
  customers: Map<number, { firstName: string; lastName: string }>,
) {
  const customer = customerFields(row, customers);
  const registerId = row.register_id === null ? null : Number(row.register_id);
  return {
    id: Number(row.id),
    order_number: String(row.order_number),
    created_at: String(row.created_at),
    outlet_id: row.outlet_id === null ? null : Number(row.outlet_id),
    register_id: registerId,
    outletRegister: outletRegister(names, registerId),
    customerName: customer ? `${customer.firstName} ${customer.lastName}` : null,
    first_name: customer?.firstName ?? null,
    last_name: customer?.lastName ?? null,
  };
}

/**
 * Days from creation to the first time the order was completed or delivered, for the orders
 * that got there; `averageDuration` is the mean over all of them (not just the page).
 */
export const orderDuration: ReportDefinition = {
  endpoint: ENDPOINTS.orderDuration,
  async run(ctx) {
    const sql = new Sql();
    const where = `${orderRowsWhere(ctx, sql)} AND o.duration_ms IS NOT NULL`;
    const [rows, totals] = await Promise.all([
      pageByTime(ctx.db, {
        ...newestFirst(ctx, sql),
        select: 'o.id, o.created_at, o.duration_ms',
        from: `rf_orders o WHERE ${where}`,
      }),
      orderTotals(ctx, ctx.filters, ['duration_count', 'duration_ms']).then(
        async (found) =>
          found ??
          (
            await ctx.db.all(
              `SELECT count(*) AS duration_count, CAST(sum(o.duration_ms) AS BIGINT) AS duration_ms
               FROM rf_orders o WHERE ${where}`,
              sql.params,
            )
          )[0],
      ),
    ]);
    const { heads, names, customers } = await orderHeads(ctx, rows);
    const n = Number(totals?.duration_count ?? 0);
    return {
      page: rows.map((row) => ({
        ...orderRowFields(heads.get(Number(row.id)) ?? row, names, customers),
        avg_duration: days(Number(row.duration_ms) / 1000),
      })),
      countItems: n,
      // Milliseconds are whole, so the mean is exact whichever table summed them.
      extra: { averageDuration: n ? days(Number(totals?.duration_ms ?? 0) / 1000 / n) : 0 },
    };
  },
};

/**
 * Days each order spent in each of the chosen states (`states`, else the default list): from
 * entering a state to entering the next. The current state counts up to now unless it is terminal
 * (completed, delivered, canceled, returned, partially returned, exchanged). The states choose the
 * columns, not the orders: every order matching the other filters is listed, with 0 for a chosen
 * state it never was in, and `total` adds the chosen states only.
 */
export const orderTimeInStatus: ReportDefinition = {
  endpoint: ENDPOINTS.orderTimeInStatus,
  async run(ctx) {
    const chosen = [...new Set<string>(ctx.filters.states ?? TIME_IN_STATUS_STATES)];
    const sql = new Sql();
    const filters = { ...ctx.filters, states: undefined };
    const where = orderRowsWhere(ctx, sql, filters);
    const [rows, counted] = await Promise.all([
      pageByTime(ctx.db, {
        ...newestFirst(ctx, sql),
        select: 'o.id, o.created_at',
        from: `rf_orders o WHERE ${where}`,
      }),
      orderTotals(ctx, filters, ['order_count']).then(
        async (found) =>
          found ??
          (await ctx.db.all(`SELECT count(*) AS order_count FROM rf_orders o WHERE ${where}`, sql.params))[0],
      ),
    ]);
    const ids = rows.map((row) => Number(row.id));
    const history = new Sql();
    const [{ heads, names, customers }, steps] = await Promise.all([
      orderHeads(ctx, rows),
      ids.length
        ? ctx.db.all(
            `SELECT order_id, state, entered_at FROM order_state_history
             WHERE store_id = ${history.bind(ctx.store.id, 'INTEGER')}
               AND entered_at >= ${history.bind(earliest(rows.map((row) => String(row.created_at))), 'TIMESTAMPTZ')}
               AND ${history.in('order_id', ids, 'BIGINT')}
             ORDER BY order_id, entered_at, seq`,
            history.params,
          )
        : [],
    ]);
    const byOrder = new Map<number, Row[]>();
    for (const step of steps) {
      const list = byOrder.get(Number(step.order_id)) ?? [];
      list.push(step);
      byOrder.set(Number(step.order_id), list);
    }
    const nowMs = ctx.now.valueOf();
    return {
      page: ids.map((id) => {
        const head = heads.get(id) ?? { id };
        const list = byOrder.get(id) ?? [];
        const seconds = new Map<string, number>();
        list.forEach((step, i) => {
          const state = String(step.state);
          const next = list[i + 1];
          const start = Date.parse(String(step.entered_at));
          const end = next
            ? Date.parse(String(next.entered_at))
            : TERMINAL_STATES.includes(state)
              ? start
              : Math.max(start, nowMs);
          seconds.set(state, (seconds.get(state) ?? 0) + (end - start) / 1000);
        });
        const timeInStatuses = Object.fromEntries(
          chosen.map((state) => [state, days(seconds.get(state) ?? 0)]),
        );
        // The sum of the figures shown, so that the row adds up.
        const total = Object.values(timeInStatuses).reduce((sum, value) => sum + value, 0);
        return {
          ...orderRowFields(head, names, customers),
          state: String(head.state ?? list.at(-1)?.state ?? ''),
          timeInStatuses,
          total: Math.round(total * 1e6) / 1e6,
        };
      }),
      countItems: Number(counted?.order_count ?? 0),
    };
  },
};
