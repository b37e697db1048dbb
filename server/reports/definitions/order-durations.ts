import { TIME_IN_STATUS_STATES } from '../../../src/contract/constants';
import { ENDPOINTS, type EndpointId } from '../../../src/contract/endpoints';
import type { Row } from '../../db/database';
import type { ReportContext, ReportDefinition } from '../definition';
import { loadCustomers, loadNames, type Names, outletRegister } from '../query/names';
import { pageByTime } from '../query/paging';
import { Sql } from '../query/sql';
import { customerFields, earliest, newestFirst, orderRowsWhere, orderTotals } from './order-rows';

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

/** The endpoints this file answers, by their catalogue id (`server/reports/registry.ts` gathers them). */
export const ORDER_DURATION_REPORTS = { orderDuration, orderTimeInStatus } satisfies Partial<
  Record<EndpointId, ReportDefinition>
>;
