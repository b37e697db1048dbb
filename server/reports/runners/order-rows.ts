import type { Row } from '../../db/database';
import type { loadCustomers } from '../query/names';
import type { OrderFilters } from '../query/parse';
import { containsSql, orderWhere, periodSql, periodValueSql, Sql, zoneOffsetSql } from '../query/sql';
import type { ReportContext } from '../runner';
import { ORDER_FAMILY, sumOf } from '../tables/families';
import { factsSql, storeFacts } from '../tables/rollups';

/** What the order reports (the list, durations, time in status) share: their WHERE, totals and paging. */

/** The order list counts every state, or with `countedOnly` the states the revenue figures count. */
function listedStates(ctx: ReportContext): 'counted' | 'all' {
  return ctx.query.countedOnly ? 'counted' : 'all';
}

/**
 * The order list narrowed to the orders behind a row of a report by cashier, payment method, product,
 * category or hour of the week: conditions on the order's lines, payments and local time, which no
 * rollup holds.
 */
function narrowingConditions(ctx: ReportContext, sql: Sql, filters: OrderFilters): string[] {
  const store = () => sql.bind(ctx.store.id, 'INTEGER');
  const conditions: string[] = [];
  const { cashierIds, paymentCodes, productIds, hourOfWeek } = ctx.query;
  if (cashierIds?.length) conditions.push(sql.in('o.cashier_id', cashierIds, 'INTEGER'));
  if (hourOfWeek) {
    const utc = "(o.created_at AT TIME ZONE 'UTC')";
    const cell = periodSql('WEEKHOURS', utc, zoneOffsetSql(sql, ctx.zone.clock, ctx.range, utc));
    conditions.push(`${cell} = ${periodValueSql(sql, 'WEEKHOURS', hourOfWeek)}`);
  }
  if (paymentCodes?.length)
    conditions.push(
      `EXISTS (SELECT 1 FROM payments pm WHERE pm.store_id = ${store()} AND pm.order_id = o.id
         AND ${sql.in('pm.payment_code', paymentCodes, 'VARCHAR')})`,
    );
  if (productIds?.length)
    conditions.push(
      `EXISTS (SELECT 1 FROM order_line_items li WHERE li.store_id = ${store()} AND li.order_id = o.id
         AND ${sql.in('li.product_id', productIds, 'INTEGER')})`,
    );
  if (filters.categoryIds?.length) {
    const ids = filters.categoryIds;
    conditions.push(
      `EXISTS (SELECT 1 FROM order_line_items li JOIN products p ON p.id = li.product_id
         LEFT JOIN categories c ON c.id = p.category_id
         WHERE li.store_id = ${store()} AND li.order_id = o.id
           AND (${sql.in('p.category_id', ids, 'INTEGER')} OR ${sql.in('c.parent_id', ids, 'INTEGER')}))`,
    );
  }
  return conditions;
}

/** Whether the list is narrowed by what only its rows can tell (see `narrowingConditions`). */
export function isNarrowed(ctx: ReportContext, filters: OrderFilters): boolean {
  const { cashierIds, paymentCodes, productIds, hourOfWeek } = ctx.query;
  return Boolean(
    cashierIds?.length ||
      paymentCodes?.length ||
      productIds?.length ||
      hourOfWeek ||
      filters.categoryIds?.length,
  );
}

/**
 * WHERE for order rows (table alias `o`): the shared filters, `search` on number and customer, and the
 * narrowing of the orders behind a figure.
 */
export function orderRowsWhere(ctx: ReportContext, sql: Sql, filters = ctx.filters): string {
  const conditions = [
    orderWhere(sql, filters, {
      storeIds: [ctx.store.id],
      range: ctx.range,
      defaultStates: listedStates(ctx),
      columns: { register: true, salesman: true },
      alias: 'o',
    }),
  ];
  conditions.push(...narrowingConditions(ctx, sql, filters));
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
 * `states` names some), from the rollups where they are exact; undefined with `search` or a narrowing
 * by line or payment, which no rollup can answer.
 */
export async function orderTotals(
  ctx: ReportContext,
  filters: OrderFilters,
  sums: readonly string[],
): Promise<Row | undefined> {
  if (ctx.query.search?.trim() || isNarrowed(ctx, filters)) return undefined;
  const sql = new Sql();
  const { inner } = factsSql(sql, {
    ...storeFacts(ctx),
    family: ORDER_FAMILY,
    periods: false,
    dimensions: [],
    defaultStates: listedStates(ctx),
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
export function newestFirst(ctx: ReportContext, sql: Sql) {
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

export function customerFields(row: Row, customers: Awaited<ReturnType<typeof loadCustomers>>) {
  const customer = row.customer_id === null ? undefined : customers.get(Number(row.customer_id));
  return customer ?? null;
}

/** The earliest of some ISO instants (they sort as text). */
export function earliest(instants: readonly string[]): string {
  return [...instants].sort()[0] ?? '1970-01-01T00:00:00.000Z';
}
