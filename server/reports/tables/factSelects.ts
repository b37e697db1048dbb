import type { Database } from '../../db/database';
import type { ReportTableShape } from '../../db/dialect';
import { offsetOverSql, type Sql } from '../query/sql';
import { storeZone, type Zone } from '../time/zone';
import {
  FAMILIES,
  type Family,
  isUtcStep,
  type Rollup,
  rollupDepth,
  rollupSource,
  UTC_STEPS,
} from './families';

/**
 * The SQL that fills the report tables (`facts.ts` runs it): the per-row tables from the orders,
 * each store's local day and minute computed in its own zone, and each rollup from its source.
 */

export interface StoreZone {
  id: number;
  zone: Zone;
}

export async function storeZones(db: Database): Promise<StoreZone[]> {
  const rows = await db.all<{ id: number; timezone: string | null; utc_offset_minutes: number }>(
    'SELECT id, timezone, utc_offset_minutes FROM stores ORDER BY id',
  );
  return rows.map((row) => ({ id: row.id, zone: storeZone(row) }));
}

/**
 * `CASE store_id WHEN … THEN <that store's offset at utcWall> … END`, over the instants
 * `[from, to)`: the wall clock of each store is then `utcWall + INTERVAL '1 minute' * offset`.
 */
export function storeOffsetSql(
  sql: Sql,
  stores: readonly StoreZone[],
  span: [number, number],
  utcWall: string,
) {
  if (!stores.length) return '0';
  const whens = stores.map(
    (store) =>
      `WHEN ${sql.bind(store.id, 'INTEGER')} THEN ${offsetOverSql(sql, store.zone, span[0], span[1], utcWall)}`,
  );
  return `CASE o.store_id ${whens.join(' ')} ELSE 0 END`;
}

/**
 * The SELECT of `rf_orders` rows, for every order or for those in `upkeep_ids`. The time span
 * covers the instants of the orders read, so each store's offset expression covers them.
 */
export function ordersSelect(sql: Sql, stores: readonly StoreZone[], span: [number, number], some: boolean) {
  const utc = "(o.created_at AT TIME ZONE 'UTC')";
  const wall = `(${utc} + INTERVAL '1 minute' * ${storeOffsetSql(sql, stores, span, utc)})`;
  const only = (column: string) => (some ? `WHERE ${column} IN (SELECT id FROM upkeep_ids)` : '');
  return `SELECT o.id, o.store_id, o.created_at, ${utc} AS created_utc, CAST(w.wall AS DATE) AS s_day,
       CAST(EXTRACT(HOUR FROM w.wall) * 60 + EXTRACT(MINUTE FROM w.wall) AS SMALLINT) AS s_minute, o.order_number,
       o.source, o.state, o.payment_status, o.fulfillment_status, o.outlet_id, o.register_id,
       o.salesman_id, o.cashier_id, o.customer_id, o.is_first_order, o.item_count, o.total_price,
       o.total_tax, o.refunded_total_price, o.total_discounts, o.total_tip, o.total_shipping,
       o.total_paid, o.total_charge,
       coalesce(l.line_count, 0) AS line_count, coalesce(l.lines_total, 0) AS lines_total,
       CAST(round(EXTRACT(EPOCH FROM (d.done_at - o.created_at)) * 1000) AS BIGINT) AS duration_ms
     FROM orders o
     CROSS JOIN LATERAL (SELECT ${wall} AS wall) w
     LEFT JOIN (SELECT store_id, order_id, count(*) AS line_count, CAST(sum(total_price) AS DECIMAL(18,2)) AS lines_total
                FROM order_line_items ${only('order_id')} GROUP BY store_id, order_id) l
       ON l.store_id = o.store_id AND l.order_id = o.id
     LEFT JOIN (SELECT store_id, order_id, min(entered_at) AS done_at FROM order_state_history
                WHERE state IN ('completed', 'delivered') ${some ? 'AND order_id IN (SELECT id FROM upkeep_ids)' : ''}
                GROUP BY store_id, order_id) d ON d.store_id = o.store_id AND d.order_id = o.id
     ${only('o.id')}
     ORDER BY o.store_id, o.created_at, o.id`;
}

/**
 * The version of the report tables' shape, kept in their stamp: a new column or table here (or in
 * `families.ts`) takes a new number, and the tables are built again at the next start.
 */
export const TABLES_VERSION = 16;

/** States an order does not leave by itself: time spent in them is not counted (time in status). */
export const TERMINAL_STATES = [
  'completed',
  'delivered',
  'canceled',
  'returned',
  'partially_returned',
  'exchanged',
];

/**
 * An instant as whole milliseconds since 1970, truncated as an ISO text of it is. Read from the
 * epoch's seconds (a cheap read on both engines, where the difference of two TIMESTAMPTZ is a
 * calendar computation), rounded to the microsecond first so the double's last bits never move it.
 */
export const epochMsSql = (instant: string) =>
  `CAST(floor(round(EXTRACT(EPOCH FROM ${instant}) * 1000000) / 1000) AS BIGINT)`;

/**
 * Milliseconds (an integer expression) as millionths of a day, halves up: the 6 decimals of days,
 * as whole numbers that add up exactly.
 */
export const microDaysSql = (ms: string) =>
  `CAST(floor(CAST((${ms}) * 10 + 432 AS DOUBLE PRECISION) / 864) AS BIGINT)`;

/**
 * The order's filter columns (`query/filterColumns.ts`) every per-row table copies from `rf_orders o`
 * (and `salesman_id`, but for tips, whose own is the person tipped).
 */
const ORDER_FILTER_COLUMNS = 'o.source, o.state, o.payment_status, o.outlet_id, o.register_id';

/** The order columns every per-row table copies from `rf_orders o`. */
export const ORDER_COLUMNS = `o.created_at, o.created_utc, o.s_day, o.s_minute, ${ORDER_FILTER_COLUMNS}`;

/**
 * SELECTs of the other per-row tables from `rf_orders` (all orders, or those in `upkeep_ids`), with
 * the column naming the order.
 */
export function rowSelects(some: boolean): [string, string, string][] {
  const only = (column: string) => (some ? `WHERE ${column} IN (SELECT id FROM upkeep_ids)` : '');
  return [
    [
      'rf_orders_tod',
      `SELECT * FROM rf_orders ${only('id')} ORDER BY store_id, s_minute, created_at, id`,
      'id',
    ],
    [
      'rf_lines',
      `SELECT l.store_id, ${ORDER_COLUMNS}, o.salesman_id, l.order_id, l.id, l.product_id, l.variant_id, p.category_id,
         c.parent_id AS category_parent_id, p.product_type, l.quantity, l.quantity_refunded, l.total_price,
         l.total_tax, l.total_discount, l.refunded_amount, l.cost
       FROM order_line_items l
       JOIN rf_orders o ON o.store_id = l.store_id AND o.id = l.order_id
       JOIN products p ON p.id = l.product_id
       LEFT JOIN categories c ON c.id = p.category_id
       ${only('l.order_id')}
       ORDER BY l.store_id, o.created_at, l.id`,
      'order_id',
    ],
    [
      'rf_payments',
      `SELECT p.store_id, ${ORDER_COLUMNS}, o.salesman_id, p.order_id, p.id, p.payment_code, p.payment_name, p.type, p.amount
       FROM payments p JOIN rf_orders o ON o.store_id = p.store_id AND o.id = p.order_id
       ${only('p.order_id')}
       ORDER BY p.store_id, o.created_at, p.id`,
      'order_id',
    ],
    [
      'rf_payments_tod',
      `SELECT * FROM rf_payments ${only('order_id')} ORDER BY store_id, s_minute, created_at, id`,
      'order_id',
    ],
    [
      'rf_tips',
      `SELECT t.store_id, ${ORDER_COLUMNS}, t.order_id, t.id, t.salesman_id, t.amount,
         t.created_at AS tipped_at
       FROM tips t JOIN rf_orders o ON o.store_id = t.store_id AND o.id = t.order_id
       ${only('t.order_id')}
       ORDER BY t.store_id, o.created_at, t.id`,
      'order_id',
    ],
    [
      // One row per stay of an order in a state (`in_state`) that counts: its time until the next
      // state in millionths of a day (`micro`, halves up), or for the order's current state, unless
      // terminal, when it began (`open_ms`, epoch ms): time in status counts that one up to the
      // instant of the request. With the order's filter columns, as the other per-row tables.
      'rf_state_times',
      `SELECT o.store_id, o.created_at, ${ORDER_FILTER_COLUMNS}, o.salesman_id, s.order_id, s.in_state,
         CASE WHEN s.next_ms IS NULL THEN 0 ELSE ${microDaysSql('s.next_ms - s.this_ms')} END AS micro,
         CASE WHEN s.next_ms IS NULL THEN s.this_ms END AS open_ms
       FROM (
         SELECT h.store_id, h.order_id, h.state AS in_state, ${epochMsSql('h.entered_at')} AS this_ms,
           lead(${epochMsSql('h.entered_at')}) OVER (PARTITION BY h.store_id, h.order_id ORDER BY h.entered_at, h.seq) AS next_ms
         FROM order_state_history h ${only('h.order_id')}
       ) s
       JOIN rf_orders o ON o.store_id = s.store_id AND o.id = s.order_id
       WHERE s.next_ms IS NOT NULL OR s.in_state NOT IN (${TERMINAL_STATES.map((state) => `'${state}'`).join(', ')})
       ORDER BY o.store_id, o.created_at, s.order_id, s.this_ms`,
      'order_id',
    ],
  ];
}

/** What a report table is read by: the store and its time column, and the order it belongs to. */
export function reportTableShape(table: string): ReportTableShape {
  const rollup = FAMILIES.flatMap((family) => family.rollups).find((r) => r.table === table);
  if (rollup) return { table, timeColumn: rollup.grain };
  return {
    table,
    timeColumn: table.endsWith('_tod') ? 's_minute, created_at' : 'created_at',
    orderColumn: table === 'rf_orders' || table === 'rf_orders_tod' ? 'id' : 'order_id',
    // The categories sold at some outlets or registers (the category filter's choices).
    lookups: table === 'rf_lines' ? ['store_id, category_id, outlet_id, register_id'] : [],
  };
}

/** A rollup's grain column, computed from the per-row table or from its source rollup. */
export function grainSql(rollup: Rollup, source: Rollup | undefined): string {
  switch (rollup.grain) {
    case 's_day':
      return 's_day';
    case 's_month':
      return "CAST(date_trunc('month', s_day) AS DATE)";
    case 'h_utc':
      return `date_trunc('hour', ${source ? source.grain : 'created_utc'})`;
    case 'q_utc':
      return source
        ? source.grain
        : "date_trunc('hour', created_utc) + INTERVAL '15 minutes' * CAST(floor(EXTRACT(MINUTE FROM created_utc) / 15) AS INTEGER)";
    case 'h15_utc':
    case 'h30_utc':
    case 'h45_utc': {
      const at = `INTERVAL '${UTC_STEPS[rollup.grain].at} minutes'`;
      return `date_trunc('hour', ${source ? source.grain : 'created_utc'} - ${at}) + ${at}`;
    }
  }
}

/** The store-local day (month) of a rollup's groups, from the per-row table (upkeep works by day). */
export function dayOfGrain(rollup: Rollup): string {
  return rollup.grain === 's_month' ? "CAST(date_trunc('month', s_day) AS DATE)" : 's_day';
}

/**
 * The SELECT of a rollup from its source (`rollupSource`: a finer rollup, else the family's
 * per-row table), optionally for some days only. A quarter hour (hour) rollup also keeps the
 * store's local day of each step (it follows from the step).
 */
export function rollupSelect(family: Family, rollup: Rollup, days?: string): string {
  const source = rollupSource(family, rollup);
  const grain = grainSql(rollup, source);
  const extra = isUtcStep(rollup.grain) ? ['s_day'] : [];
  const groups = ['store_id', grain, ...extra, ...rollup.keys];
  const sums = family.sums.map((s) => `CAST(sum(${source ? s.column : s.expr}) AS ${s.type}) AS ${s.column}`);
  const keepsDefaultSet = rollup.defaultSetOnly && !source?.defaultSetOnly;
  const conditions = [...(keepsDefaultSet ? ["state <> 'canceled'"] : []), ...(days ? [days] : [])];
  const columns = ['store_id', `${grain} AS ${rollup.grain}`, ...extra, ...rollup.keys, ...sums];
  // A step rollup by state holds dozens of rows per store and hour, a few per state: stored by
  // state within each store, a state filter reads its own rows only (DuckDB skips the row groups
  // whose smallest and largest state leave it out).
  const order =
    isUtcStep(rollup.grain) && rollup.keys.includes('state') ? ['state', rollup.grain] : [rollup.grain];
  return `SELECT ${columns.join(', ')}
    FROM ${source?.table ?? family.rows} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
    GROUP BY ${groups.join(', ')}
    ORDER BY store_id, ${order.join(', ')}`;
}

/** The family's rollups, each after the one it is summed from. */
export const rollupsInBuildOrder = (family: Family): Rollup[] =>
  family.rollups
    .map((rollup) => ({ rollup, depth: rollupDepth(family, rollup) }))
    .sort((a, b) => a.depth - b.depth)
    .map(({ rollup }) => rollup);
