import { TIME_IN_STATUS_STATES } from '../../../src/contract/constants';
import { ENDPOINTS, type EndpointId } from '../../../src/contract/endpoints';
import type { Row } from '../../db/database';
import { loadCustomers, loadNames, type Names, outletRegister } from '../query/names';
import { pageByTime } from '../query/paging';
import type { OrderFilters } from '../query/parse';
import { orderWhere, Sql } from '../query/sql';
import type { EndpointRunner, ReportContext } from '../runner';
import { microDaysSql } from '../tables/factSelects';
import { customerFields, isNarrowed, newestFirst, orderRowsWhere, orderTotals } from './order-rows';

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
export const orderDuration: EndpointRunner = {
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
 * `order_id, state, micro`: each stay of the orders of `rf_state_times t` matching `where` in one of
 * the `chosen` states, in millionths of a day (halves up): its time until the next state, and for
 * the current state, unless it is terminal, up to now. The page's rows and `total` add up the same
 * figures, so the total is the sum of the rows exactly.
 */
function stateTimesSql(ctx: ReportContext, sql: Sql, chosen: readonly string[], where: string): string {
  const now = sql.bind(ctx.now.valueOf(), 'BIGINT');
  return `SELECT t.order_id, t.in_state AS state,
      t.micro + CASE WHEN t.open_ms < ${now} THEN ${microDaysSql(`${now} - t.open_ms`)} ELSE 0 END AS micro
    FROM rf_state_times t
    WHERE t.store_id = ${sql.bind(ctx.store.id, 'INTEGER')} AND ${sql.in('t.in_state', chosen, 'VARCHAR')} AND ${where}`;
}

/**
 * The orders time in status lists, as a condition on `rf_state_times t`: its own copy of the orders'
 * filter columns, or with a search or a narrowing to the orders behind a figure (conditions on the
 * orders' numbers, customers, lines or payments) the orders `rf_orders` selects.
 */
function listedOrdersSql(ctx: ReportContext, sql: Sql, filters: OrderFilters): string {
  const own = orderWhere(sql, filters, {
    storeIds: [ctx.store.id],
    range: ctx.range,
    defaultStates: 'all',
    columns: { register: true, salesman: true },
    alias: 't',
  });
  if (!ctx.query.search?.trim() && !isNarrowed(ctx, filters)) return own;
  return `${own} AND t.order_id IN (SELECT o.id FROM rf_orders o WHERE ${orderRowsWhere(ctx, sql, filters)})`;
}

const fromMicroDays = (micro: number) => micro / 1e6;

/**
 * Days each order spent in each of the chosen states (`states`, else the default list): from
 * entering a state to entering the next. The current state counts up to now unless it is terminal
 * (completed, delivered, canceled, returned, partially returned, exchanged). The states choose the
 * columns, not the orders: every order matching the other filters is listed, with 0 for a chosen
 * state it never was in, and each row's `total` adds the chosen states only. The answer's `total`
 * sums every listed order (all pages): per state, and their sum.
 */
export const orderTimeInStatus: EndpointRunner = {
  endpoint: ENDPOINTS.orderTimeInStatus,
  async run(ctx) {
    const chosen = [...new Set<string>(ctx.filters.states ?? TIME_IN_STATUS_STATES)];
    const sql = new Sql();
    const filters = { ...ctx.filters, states: undefined };
    const where = orderRowsWhere(ctx, sql, filters);
    // Every listed order, all pages: the total.
    const totalsSql = new Sql();
    const listed = listedOrdersSql(ctx, totalsSql, filters);
    const [rows, counted, totals] = await Promise.all([
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
      ctx.db.all(
        `SELECT state, CAST(sum(micro) AS BIGINT) AS micro
         FROM (${stateTimesSql(ctx, totalsSql, chosen, listed)}) times GROUP BY state`,
        totalsSql.params,
      ),
    ]);
    const ids = rows.map((row) => Number(row.id));
    const instants = rows.map((row) => String(row.created_at)).sort();
    const page = new Sql();
    // The page's orders, within the span of their creation (the table is stored by it).
    const pageOrders = `t.created_at >= ${page.bind(instants[0] ?? '', 'TIMESTAMPTZ')}
      AND t.created_at <= ${page.bind(instants.at(-1) ?? '', 'TIMESTAMPTZ')} AND ${page.in('t.order_id', ids, 'BIGINT')}`;
    const [{ heads, names, customers }, times] = await Promise.all([
      orderHeads(ctx, rows),
      ids.length
        ? ctx.db.all(
            `SELECT order_id, state, CAST(sum(micro) AS BIGINT) AS micro
             FROM (${stateTimesSql(ctx, page, chosen, pageOrders)}) times GROUP BY order_id, state`,
            page.params,
          )
        : [],
    ]);
    const byOrder = new Map<number, Map<string, number>>();
    for (const time of times) {
      const states = byOrder.get(Number(time.order_id)) ?? new Map<string, number>();
      states.set(String(time.state), Number(time.micro));
      byOrder.set(Number(time.order_id), states);
    }
    /** Days per chosen state from millionths of a day, and their sum (so a row adds up). */
    const figures = (micro: (state: string) => number) => {
      const timeInStatuses = Object.fromEntries(chosen.map((state) => [state, fromMicroDays(micro(state))]));
      const total = fromMicroDays(chosen.reduce((sum, state) => sum + micro(state), 0));
      return { timeInStatuses, total };
    };
    const stateTotals = new Map(totals.map((row) => [String(row.state), Number(row.micro)]));
    const orderCount = Number(counted?.order_count ?? 0);
    return {
      page: ids.map((id) => {
        const head = heads.get(id) ?? { id };
        const states = byOrder.get(id);
        return {
          ...orderRowFields(head, names, customers),
          state: String(head.state ?? ''),
          ...figures((state) => states?.get(state) ?? 0),
        };
      }),
      countItems: orderCount,
      total: { orderCount, ...figures((state) => stateTotals.get(state) ?? 0) },
    };
  },
};

/** The endpoints this file answers, by their catalogue id (`server/reports/allRunners.ts` gathers them). */
export const ORDER_DURATION_RUNNERS = { orderDuration, orderTimeInStatus } satisfies Partial<
  Record<EndpointId, EndpointRunner>
>;
