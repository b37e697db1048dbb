import { clearCache } from '../db/cache';
import type { Database } from '../db/database';
import { ORDER_SUMS } from './metrics';
import { ORDER_ROLLUPS, PAYMENT_ROLLUPS, rollupBuildSql } from './rollups';

/**
 * Read-side copies of the facts, shaped for reports (REPORTS.md, "Precomputed tables"):
 *
 * - `rf_orders`: one row per order with `created_utc = created_at AT TIME ZONE 'UTC'` precomputed.
 *   The local period is then `created_utc + INTERVAL '1 minute' * offset`, plain timestamp
 *   arithmetic: the per-row ICU conversion was 90% of a year-long summary's time.
 * - `rf_lines`, `rf_payments`, `rf_tips`: lines, payments and tips with the order's filter
 *   dimensions (and creation time) copied in, so product and payment reports need no join.
 * - the rollups of `rollups.ts`: sums per store-local day or per UTC hour, read only when exact.
 *
 * They are rebuilt when the orders change (new demo data) or on `refreshReportFacts`.
 */
const VERSION = 7;

const ORDER_ROLLUP_SUMS = ORDER_SUMS.map((m) => `${m.rollup} AS ${m.column}`).join(', ');
const PAYMENT_ROLLUP_SUMS = 'count(*) AS payment_rows, CAST(sum(amount) AS DECIMAL(18,2)) AS amount';

const BUILD: readonly [string, string][] = [
  [
    'rf_orders',
    `SELECT o.id, o.store_id, o.created_at, o.created_at AT TIME ZONE 'UTC' AS created_utc, o.order_number,
       o.source, o.state, o.payment_status, o.fulfillment_status, o.outlet_id, o.register_id,
       o.salesman_id, o.cashier_id, o.customer_id, o.is_first_order, o.item_count, o.total_price,
       o.total_tax, o.refunded_total_price, o.total_discounts, o.total_tip, o.total_shipping,
       coalesce(l.line_count, 0) AS line_count, coalesce(l.lines_total, 0) AS lines_total,
       EXTRACT(EPOCH FROM (d.done_at - o.created_at)) AS duration_seconds
     FROM orders o
     LEFT JOIN (SELECT order_id, count(*) AS line_count, CAST(sum(total_price) AS DECIMAL(18,2)) AS lines_total
                FROM order_line_items GROUP BY order_id) l ON l.order_id = o.id
     LEFT JOIN (SELECT order_id, min(entered_at) AS done_at FROM order_state_history
                WHERE state IN ('completed', 'delivered') GROUP BY order_id) d ON d.order_id = o.id
     ORDER BY o.store_id, o.created_at, o.id`,
  ],
  ...ORDER_ROLLUPS.map((r): [string, string] => [r.table, rollupBuildSql(r, 'rf_orders', ORDER_ROLLUP_SUMS)]),
  [
    'rf_lines',
    `SELECT l.store_id, o.created_at, l.order_id, l.id, l.product_id, l.variant_id, p.category_id,
       c.parent_id AS category_parent_id, p.product_type, o.source, o.state, o.payment_status,
       o.outlet_id, o.register_id, o.salesman_id, l.quantity, l.quantity_refunded, l.total_price,
       l.total_tax, l.total_discount, l.refunded_amount, l.cost
     FROM order_line_items l
     JOIN orders o ON o.id = l.order_id
     JOIN products p ON p.id = l.product_id
     LEFT JOIN categories c ON c.id = p.category_id
     ORDER BY l.store_id, o.created_at, l.id`,
  ],
  [
    'rf_payments',
    `SELECT p.store_id, o.created_at, o.created_at AT TIME ZONE 'UTC' AS created_utc, p.order_id, p.id,
       p.payment_code, p.payment_name, p.type, p.amount, o.source, o.state, o.payment_status,
       o.outlet_id, o.register_id, o.salesman_id
     FROM payments p JOIN orders o ON o.id = p.order_id
     ORDER BY p.store_id, o.created_at, p.id`,
  ],
  ...PAYMENT_ROLLUPS.map((r): [string, string] => [
    r.table,
    rollupBuildSql(r, 'rf_payments', PAYMENT_ROLLUP_SUMS),
  ]),
  [
    'rf_tips',
    `SELECT t.store_id, o.created_at, o.created_at AT TIME ZONE 'UTC' AS created_utc, t.order_id, t.id,
       t.salesman_id, t.amount, t.created_at AS tipped_at, o.source, o.state, o.payment_status,
       o.outlet_id, o.register_id
     FROM tips t JOIN orders o ON o.id = t.order_id
     ORDER BY t.store_id, o.created_at, t.id`,
  ],
];

async function stampOf(db: Database): Promise<string> {
  const [row] = await db.all<{ n: number; max_id: number | null; through: string | null }>(
    `SELECT count(*) AS n, max(id) AS max_id,
       (SELECT value FROM meta WHERE key = 'generated_through') AS through FROM orders`,
  );
  return JSON.stringify({
    version: VERSION,
    orders: row?.n ?? 0,
    maxId: row?.max_id ?? null,
    through: row?.through,
  });
}

async function storedStamp(db: Database): Promise<string | undefined> {
  const rows = await db.all<{ value: string }>("SELECT value FROM meta WHERE key = 'report_facts'");
  return rows[0]?.value;
}

async function build(db: Database, force: boolean): Promise<{ rebuilt: boolean; milliseconds: number }> {
  const started = performance.now();
  const stamp = await stampOf(db);
  if (!force && (await storedStamp(db)) === stamp) return { rebuilt: false, milliseconds: 0 };
  for (const [table, select] of BUILD) {
    await db.run(`DROP TABLE IF EXISTS ${table}_next`);
    await db.run(`CREATE TABLE ${table}_next AS ${select}`);
    await db.run(`DROP TABLE IF EXISTS ${table}`);
    await db.run(`ALTER TABLE ${table}_next RENAME TO ${table}`);
  }
  await db.run("DELETE FROM meta WHERE key = 'report_facts'");
  await db.run("INSERT INTO meta (key, value) VALUES ('report_facts', CAST($1 AS VARCHAR))", [stamp]);
  clearCache(db);
  return { rebuilt: true, milliseconds: Math.round(performance.now() - started) };
}

const builds = new WeakMap<Database, Promise<{ rebuilt: boolean; milliseconds: number }>>();

/** Builds the report tables once per database (skipped when they match the current orders). */
export function ensureReportFacts(db: Database) {
  let pending = builds.get(db);
  if (!pending) {
    pending = build(db, false);
    builds.set(db, pending);
    // A failed build is retried by the next request instead of failing every request after it.
    pending.catch(() => builds.delete(db));
  }
  return pending;
}

/** Rebuilds them after orders were written outside the demo generator (tests, imports). */
export function refreshReportFacts(db: Database) {
  const previous = builds.get(db) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => build(db, true));
  builds.set(db, next);
  return next;
}
