import { ENDPOINTS, type EndpointId } from '../../../src/contract/endpoints';
import { loadCustomers, loadNames, NONE_LABEL, outletRegister } from '../query/names';
import { pageByTime } from '../query/paging';
import { compareRows } from '../query/sort';
import { orderWhere, periodSql, Sql, zoneOffsetSql } from '../query/sql';
import { addMoney } from '../query/sums';
import type { EndpointRunner, ReportContext } from '../runner';
import { keyFromSql, periodKeys, periodZone } from '../time/periods';

/** Tips of the orders created in the range; `salesmen` filters on the person who was tipped. */
function tipsWhere(ctx: ReportContext, sql: Sql, alias = ''): string {
  return orderWhere(sql, ctx.filters, {
    storeIds: [ctx.store.id],
    range: ctx.range,
    defaultStates: 'counted',
    columns: { register: true, salesman: true },
    alias,
  });
}

/** Tips per salesperson over the range. */
export const tippings: EndpointRunner = {
  endpoint: ENDPOINTS.tippings,
  async run(ctx) {
    const sql = new Sql();
    const [rows, names] = await Promise.all([
      ctx.db.all(
        `SELECT salesman_id, count(*) AS tip_count, CAST(sum(amount) AS DECIMAL(18,2)) AS total
         FROM rf_tips WHERE ${tipsWhere(ctx, sql)} GROUP BY salesman_id`,
        sql.params,
      ),
      loadNames(ctx.db, [ctx.store.id]),
    ]);
    let tipCount = 0;
    let totalTipping = 0;
    const items = rows.map((row) => {
      const id = row.salesman_id === null ? null : Number(row.salesman_id);
      tipCount += Number(row.tip_count);
      totalTipping = addMoney(totalTipping, Number(row.total));
      return {
        salesmanId: id,
        salesmanName: id === null ? NONE_LABEL : (names.salespeople.get(id) ?? String(id)),
        tipCount: Number(row.tip_count),
        totalTipping: Number(row.total),
      };
    });
    items.sort((a, b) => compareRows(a, b, ['-totalTipping', 'salesmanName', 'salesmanId']));
    return { rows: items, total: { tipCount, totalTipping } };
  },
};

/** Tips per period of the order's creation, every period present. */
export const tippingSummary: EndpointRunner = {
  endpoint: ENDPOINTS.tippingSummary,
  async run(ctx) {
    const sql = new Sql();
    const period = periodSql(
      ctx.mode,
      'created_utc',
      zoneOffsetSql(sql, periodZone(ctx.mode, ctx.zone), ctx.range, 'created_utc'),
    );
    const rows = await ctx.db.all(
      `SELECT CAST(period AS VARCHAR) AS period_key, count(*) AS tip_count, CAST(sum(amount) AS DECIMAL(18,2)) AS total
       FROM (SELECT ${period} AS period, amount FROM rf_tips WHERE ${tipsWhere(ctx, sql)}) t GROUP BY period`,
      sql.params,
    );
    const byPeriod = new Map(
      periodKeys(ctx.mode, ctx.range, ctx.zone).map((key) => [key, { tipCount: 0, totalTipping: 0 }]),
    );
    for (const row of rows) {
      byPeriod.set(keyFromSql(ctx.mode, row.period_key), {
        tipCount: Number(row.tip_count),
        totalTipping: Number(row.total),
      });
    }
    const items = [...byPeriod].map(([date, sums]) => ({ date, ...sums }));
    return {
      rows: items,
      total: {
        tipCount: items.reduce((sum, item) => sum + item.tipCount, 0),
        totalTipping: addMoney(...items.map((item) => item.totalTipping)),
      },
    };
  },
};

/**
 * One row per tip, ordered by the order's creation (`orderByType`, newest first by default); `total`:
 * the number of tips and their sum over the whole range.
 */
export const tippingTransaction: EndpointRunner = {
  endpoint: ENDPOINTS.tippingTransaction,
  async run(ctx) {
    const sql = new Sql();
    const where = tipsWhere(ctx, sql);
    const direction = ctx.query.orderByType === 'ASC' ? 'ASC' : 'DESC';
    const [rows, counted] = await Promise.all([
      pageByTime(ctx.db, {
        select:
          'id, order_id, salesman_id, CAST(amount AS DOUBLE PRECISION) AS amount, tipped_at, created_at',
        from: `rf_tips WHERE ${where}`,
        params: sql.params,
        timeColumn: 'created_at',
        orderBy: `created_at ${direction}, id ${direction}`,
        direction,
        range: ctx.range,
        page: ctx.page,
        limit: ctx.limit,
      }),
      // The count and the total of every tip of the range, in the scan that counts them.
      ctx.db.all(
        `SELECT count(*) AS n, CAST(sum(amount) AS DECIMAL(18,2)) AS amount FROM rf_tips WHERE ${where}`,
        sql.params,
      ),
    ]);
    const orderIds = [...new Set(rows.map((row) => Number(row.order_id)))];
    const heads = new Sql();
    const [orders, names] = await Promise.all([
      orderIds.length
        ? ctx.db.all(
            `SELECT id, order_number, outlet_id, register_id, customer_id, cashier_id, CAST(total_price AS DOUBLE PRECISION) AS total_price
             FROM orders WHERE store_id = ${heads.bind(ctx.store.id, 'INTEGER')} AND ${heads.in('id', orderIds, 'BIGINT')}`,
            heads.params,
          )
        : [],
      loadNames(ctx.db, [ctx.store.id]),
    ]);
    const byId = new Map(orders.map((o) => [Number(o.id), o]));
    const customers = await loadCustomers(
      ctx.db,
      ctx.store.id,
      orders.map((o) => (o.customer_id === null ? null : Number(o.customer_id))),
    );
    const person = (id: unknown) =>
      id === null || id === undefined ? null : (names.salespeople.get(Number(id)) ?? null);
    return {
      page: rows.map((row) => {
        const order = byId.get(Number(row.order_id)) ?? {};
        const customer = order.customer_id == null ? undefined : customers.get(Number(order.customer_id));
        const registerId = order.register_id == null ? null : Number(order.register_id);
        return {
          id: Number(row.id),
          orderId: Number(row.order_id),
          orderNumber: String(order.order_number ?? ''),
          createdAt: String(row.created_at),
          orderCreatedAt: String(row.created_at),
          outletId: order.outlet_id == null ? null : Number(order.outlet_id),
          registerId,
          outletRegister: outletRegister(names, registerId),
          customerFirstName: customer?.firstName ?? null,
          customerLastName: customer?.lastName ?? null,
          customerName: customer ? `${customer.firstName} ${customer.lastName}` : null,
          orderTotalPrice: Number(order.total_price ?? 0),
          salesmanId: row.salesman_id === null ? null : Number(row.salesman_id),
          salePerson: person(row.salesman_id),
          salesmanName: person(row.salesman_id),
          cashierName: person(order.cashier_id),
          amount: Number(row.amount),
          tippedCreatedAt: String(row.tipped_at),
        };
      }),
      countItems: Number(counted[0]?.n ?? 0),
      total: { tipCount: Number(counted[0]?.n ?? 0), amount: Number(counted[0]?.amount ?? 0) },
    };
  },
};

/** The endpoints this file answers, by their catalogue id (`server/reports/allRunners.ts` gathers them). */
export const TIP_RUNNERS = { tippingSummary, tippings, tippingTransaction } satisfies Partial<
  Record<EndpointId, EndpointRunner>
>;
