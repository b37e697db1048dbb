import { clearCache } from '../db/cache';
import type { Database, SqlParam } from '../db/database';
import {
  afterBulkWrite,
  buildConcurrency,
  ensureReportTableIndexes,
  indexReportTable,
  type ReportTableShape,
  renameReportTableIndexes,
  runBuildStatement,
} from '../db/dialect';
import { inParallel } from '../db/parallel';
import { ORDER_CHANGES_TABLE } from '../db/schema';
import { FAMILIES, type Family, type Rollup, rollupDepth, rollupSource } from './families';
import { type StoreStats, setStoreStats } from './rollups';
import { offsetOverSql, Sql } from './sql';
import { storeZone, type Zone } from './zone';

/**
 * Read-side copies of the facts, shaped for reports (REPORTS.md, "Precomputed tables"), kept in
 * the data folder and brought up to date incrementally:
 *
 * - `rf_orders`: one row per order with `created_utc = created_at AT TIME ZONE 'UTC'` and the
 *   store's local day `s_day` and wall-clock minute `s_minute` precomputed (the per-row zone
 *   conversion was most of a year-long report's time), line count and total, completion time.
 * - `rf_lines`, `rf_payments`, `rf_tips`: lines, payments and tips with their order's filter
 *   columns, creation time, `s_day` and `s_minute` copied in, so reports need no join.
 * - the rollups of `families.ts`: sums per store, local day (or month) and key columns.
 *
 * Upkeep: orders with an id above the last one seen, orders named in `order_changes` and orders
 * whose `order_status_updated_at` or `payment_status_updated_at` moved past the last value seen
 * are read again (with their lines, payments, tips and history), and every rollup group of their
 * stores' days is summed again, in one transaction: readers see the tables before or after it.
 * A new version of these tables, or a store whose zone changed, rebuilds them all.
 */
const VERSION = 12;

const LEGACY_TABLES = [
  'rf_daily_source',
  'rf_daily_default',
  'rf_daily_store',
  'rf_daily',
  'rf_hourly',
  'rf_payments_daily',
];

interface Stamp {
  version: number;
  /** Each store's zone when the tables were built: `s_day` depends on it. */
  zones: Record<string, string>;
  /** The highest order id read. */
  maxId: number | null;
  /** The latest status time read (`order_status_updated_at`, `payment_status_updated_at`). */
  statusAt: string | null;
}

interface StoreZone {
  id: number;
  zone: Zone;
}

async function storeZones(db: Database): Promise<StoreZone[]> {
  const rows = await db.all<{ id: number; timezone: string | null; utc_offset_minutes: number }>(
    'SELECT id, timezone, utc_offset_minutes FROM stores ORDER BY id',
  );
  return rows.map((row) => ({ id: row.id, zone: storeZone(row) }));
}

/**
 * `CASE store_id WHEN … THEN <that store's offset at utcWall> … END`, over the instants
 * `[from, to)`: the wall clock of each store is then `utcWall + INTERVAL '1 minute' * offset`.
 */
function storeOffsetSql(sql: Sql, stores: readonly StoreZone[], span: [number, number], utcWall: string) {
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
function ordersSelect(sql: Sql, stores: readonly StoreZone[], span: [number, number], some: boolean) {
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

/** The order columns every per-row table copies from `rf_orders o`. */
const ORDER_COLUMNS = `o.created_at, o.created_utc, o.s_day, o.s_minute, o.source, o.state, o.payment_status,
  o.outlet_id, o.register_id`;

/**
 * SELECTs of the other per-row tables from `rf_orders` (all orders, or those in `upkeep_ids`), with
 * the column naming the order.
 */
function rowSelects(some: boolean): [string, string, string][] {
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
  ];
}

/** What a report table is read by: the store and its time column, and the order it belongs to. */
function reportTableShape(table: string): ReportTableShape {
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
function grainSql(rollup: Rollup, source: Rollup | undefined): string {
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
  }
}

/** The store-local day (month) of a rollup's groups, from the per-row table (upkeep works by day). */
function dayOfGrain(rollup: Rollup): string {
  return rollup.grain === 's_month' ? "CAST(date_trunc('month', s_day) AS DATE)" : 's_day';
}

/**
 * The SELECT of a rollup from its source (`rollupSource`: a finer rollup, else the family's
 * per-row table), optionally for some days only. A quarter hour (hour) rollup also keeps the
 * store's local day of each step (it follows from the step).
 */
function rollupSelect(family: Family, rollup: Rollup, days?: string): string {
  const source = rollupSource(family, rollup);
  const grain = grainSql(rollup, source);
  const extra = rollup.grain === 'q_utc' || rollup.grain === 'h_utc' ? ['s_day'] : [];
  const groups = ['store_id', grain, ...extra, ...rollup.keys];
  const sums = family.sums.map((s) => `CAST(sum(${source ? s.column : s.expr}) AS ${s.type}) AS ${s.column}`);
  const keepsDefaultSet = rollup.defaultSetOnly && !source?.defaultSetOnly;
  const conditions = [...(keepsDefaultSet ? ["state <> 'canceled'"] : []), ...(days ? [days] : [])];
  const columns = ['store_id', `${grain} AS ${rollup.grain}`, ...extra, ...rollup.keys, ...sums];
  return `SELECT ${columns.join(', ')}
    FROM ${source?.table ?? family.rows} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
    GROUP BY ${groups.join(', ')}
    ORDER BY store_id, ${rollup.grain}`;
}

/** The family's rollups, each after the one it is summed from. */
const rollupsInBuildOrder = (family: Family): Rollup[] =>
  family.rollups
    .map((rollup) => ({ rollup, depth: rollupDepth(family, rollup) }))
    .sort((a, b) => a.depth - b.depth)
    .map(({ rollup }) => rollup);

async function readStamp(db: Database): Promise<Stamp | undefined> {
  const rows = await db.all<{ value: string }>("SELECT value FROM meta WHERE key = 'report_facts'");
  try {
    return rows[0] ? (JSON.parse(rows[0].value) as Stamp) : undefined;
  } catch {
    return undefined;
  }
}

async function writeStamp(db: Database, stamp: Stamp) {
  await db.run("DELETE FROM meta WHERE key = 'report_facts'");
  await db.run("INSERT INTO meta (key, value) VALUES ('report_facts', CAST($1 AS VARCHAR))", [
    JSON.stringify(stamp),
  ]);
}

const zonesOf = (stores: readonly StoreZone[]) =>
  Object.fromEntries(stores.map((s) => [String(s.id), s.zone.label]));

/** Where the orders are now: the highest id and the latest status time. */
async function watermarks(db: Database): Promise<Pick<Stamp, 'maxId' | 'statusAt'>> {
  const [row] = await db.all<{ max_id: number | null; status_at: string | null }>(
    `SELECT max(id) AS max_id,
       CAST(greatest(max(order_status_updated_at), max(payment_status_updated_at)) AS VARCHAR) AS status_at
     FROM orders`,
  );
  return { maxId: row?.max_id ?? null, statusAt: row?.status_at ?? null };
}

/** The time span of some orders' creation (all of them, or those in `upkeep_ids`), padded a day. */
async function spanOf(db: Database, some: boolean): Promise<[number, number]> {
  const [row] = await db.all<{ first: string | null; last: string | null }>(
    `SELECT min(created_at) AS first, max(created_at) AS last FROM orders
     ${some ? 'WHERE id IN (SELECT id FROM upkeep_ids)' : ''}`,
  );
  const day = 86_400_000;
  const first = row?.first ? Date.parse(row.first) : Date.now();
  const last = row?.last ? Date.parse(row.last) : Date.now();
  return [first - day, last + day];
}

export interface FactsReport {
  rebuilt: boolean;
  /** Orders read again by an incremental upkeep. */
  changedOrders: number;
  milliseconds: number;
}

async function rebuild(db: Database): Promise<FactsReport> {
  const started = performance.now();
  await db.run(ORDER_CHANGES_TABLE);
  const stores = await storeZones(db);
  const marks = await watermarks(db);
  const span = await spanOf(db, false);
  const sql = new Sql();
  // In waves, each reading only tables of the waves before it: rf_orders, the other per-row tables
  // (rf_payments_tod reads rf_payments), then the rollups, each after the one it is summed from.
  const builds: { table: string; select: string; params: readonly SqlParam[]; wave: number }[] = [
    { table: 'rf_orders', select: ordersSelect(sql, stores, span, false), params: sql.params, wave: 0 },
    ...rowSelects(false).map(([table, select]) => ({
      table,
      select,
      params: [],
      wave: table === 'rf_payments_tod' ? 2 : 1,
    })),
    ...FAMILIES.flatMap((family) =>
      family.rollups.map((rollup) => ({
        table: rollup.table,
        select: rollupSelect(family, rollup),
        params: [],
        wave: 1 + rollupDepth(family, rollup),
      })),
    ),
  ];
  const build = async ({ table, select, params }: (typeof builds)[number]) => {
    const shape = reportTableShape(table);
    await db.run(`DROP TABLE IF EXISTS ${table}_next`);
    await runBuildStatement(db, `CREATE TABLE ${table}_next AS ${select}`, params);
    await indexReportTable(db, `${table}_next`, shape);
    await db.run(`DROP TABLE IF EXISTS ${table}`);
    await db.run(`ALTER TABLE ${table}_next RENAME TO ${table}`);
    await renameReportTableIndexes(db, `${table}_next`, shape);
  };
  const waves = [...new Set(builds.map((b) => b.wave))].sort((a, b) => a - b);
  for (const wave of waves)
    await inParallel(
      builds.filter((b) => b.wave === wave),
      build,
      buildConcurrency(db),
    );
  await afterBulkWrite(
    db,
    builds.map(({ table }) => table),
  );
  // Tables of earlier versions that no report reads any more.
  for (const table of LEGACY_TABLES) await db.run(`DROP TABLE IF EXISTS ${table}`);
  await db.transaction(async (tx) => {
    // Changes noted before now are in the tables just built.
    await tx.run('DELETE FROM order_changes');
    await writeStamp(tx, { version: VERSION, zones: zonesOf(stores), ...marks });
  });
  clearCache(db);
  return { rebuilt: true, changedOrders: 0, milliseconds: Math.round(performance.now() - started) };
}

/** Reads again the orders changed since the stamp; false when the tables must be rebuilt instead. */
async function upkeep(db: Database, stamp: Stamp): Promise<FactsReport | undefined> {
  const started = performance.now();
  const stores = await storeZones(db);
  if (JSON.stringify(zonesOf(stores)) !== JSON.stringify(stamp.zones)) {
    // A store is new or its zone changed: its local days are to be computed again.
    const known = new Set(Object.keys(stamp.zones));
    const changed = stores.some((s) => known.has(String(s.id)) && stamp.zones[String(s.id)] !== s.zone.label);
    if (changed) return undefined;
  }
  return db.transaction(async (tx) => {
    const marks = await watermarks(tx);
    await tx.run('DROP TABLE IF EXISTS upkeep_ids');
    await tx.run('CREATE TEMP TABLE upkeep_ids (id BIGINT)');
    await tx.run(
      `INSERT INTO upkeep_ids SELECT DISTINCT id FROM (
         SELECT id FROM orders WHERE CAST($1 AS BIGINT) IS NULL OR id > CAST($1 AS BIGINT)
         UNION ALL
         SELECT id FROM orders WHERE CAST($2 AS TIMESTAMPTZ) IS NOT NULL
           AND (order_status_updated_at > CAST($2 AS TIMESTAMPTZ) OR payment_status_updated_at > CAST($2 AS TIMESTAMPTZ))
         UNION ALL
         SELECT order_id FROM order_changes
       ) changed`,
      [stamp.maxId, stamp.statusAt],
    );
    const [counted] = await tx.all<{ n: number }>('SELECT count(*) AS n FROM upkeep_ids');
    const changedOrders = counted?.n ?? 0;
    if (changedOrders > 0) {
      // The days the orders were on, and the days they are on now.
      await tx.run('DROP TABLE IF EXISTS upkeep_days');
      await tx.run(
        `CREATE TEMP TABLE upkeep_days AS
         SELECT DISTINCT store_id, s_day FROM rf_orders WHERE id IN (SELECT id FROM upkeep_ids)`,
      );
      const sql = new Sql();
      const span = await spanOf(tx, true);
      await tx.run('DELETE FROM rf_orders WHERE id IN (SELECT id FROM upkeep_ids)');
      await tx.run(`INSERT INTO rf_orders ${ordersSelect(sql, stores, span, true)}`, sql.params);
      await tx.run(
        `INSERT INTO upkeep_days SELECT DISTINCT store_id, s_day FROM rf_orders
         WHERE id IN (SELECT id FROM upkeep_ids)`,
      );
      for (const [table, select, orderColumn] of rowSelects(true)) {
        await tx.run(`DELETE FROM ${table} WHERE ${orderColumn} IN (SELECT id FROM upkeep_ids)`);
        await tx.run(`INSERT INTO ${table} ${select}`);
      }
      const [bounds] = await tx.all<{ first: string; last: string }>(
        `SELECT CAST(min(s_day) AS VARCHAR) AS first, CAST(max(s_day) AS VARCHAR) AS last FROM upkeep_days`,
      );
      for (const family of FAMILIES) {
        for (const rollup of rollupsInBuildOrder(family)) {
          // Every group of the days (months) touched is summed again from its source, itself
          // summed again before.
          const day = dayOfGrain(rollup);
          const stored = rollup.grain === 's_month' ? 's_month' : 's_day';
          await tx.run(
            `DELETE FROM ${rollup.table} USING (SELECT DISTINCT store_id, ${day} AS d FROM upkeep_days) u
             WHERE ${rollup.table}.store_id = u.store_id AND ${rollup.table}.${stored} = u.d`,
          );
          // The bounds let the scan skip the row groups of other days (rows are stored by time).
          const first =
            rollup.grain === 's_month'
              ? `date_trunc('month', DATE '${bounds?.first}')`
              : `DATE '${bounds?.first}'`;
          const days = `s_day >= ${first} AND s_day <= DATE '${bounds?.last}'
            AND (store_id, ${day}) IN (SELECT store_id, ${day} FROM upkeep_days)`;
          await tx.run(`INSERT INTO ${rollup.table} ${rollupSelect(family, rollup, days)}`);
        }
      }
    }
    await tx.run('DELETE FROM order_changes WHERE order_id IN (SELECT id FROM upkeep_ids)');
    await writeStamp(tx, { version: VERSION, zones: zonesOf(stores), ...marks });
    return { rebuilt: false, changedOrders, milliseconds: Math.round(performance.now() - started) };
  });
}

/**
 * Each store's orders per local hour of day and rows of the sub-daily rollups, per day of data
 * (the planner's estimates: `setStoreStats`). Read at start and after upkeeps that changed much.
 */
async function loadStoreStats(db: Database): Promise<void> {
  const [hours, days, ...rollupRows] = await Promise.all([
    db.all<{ store_id: number; hour: number; n: number }>(
      `SELECT store_id, CAST(floor(s_minute / 60) AS INTEGER) AS hour, count(*) AS n FROM rf_orders
       GROUP BY store_id, CAST(floor(s_minute / 60) AS INTEGER)`,
    ),
    db.all<{ store_id: number; days: number }>(
      'SELECT store_id, CAST(max(s_day) - min(s_day) + 1 AS INTEGER) AS days FROM rf_orders GROUP BY store_id',
    ),
    ...SUB_DAILY.map((table) =>
      db.all<{ store_id: number; n: number }>(
        `SELECT store_id, count(*) AS n FROM ${table} GROUP BY store_id`,
      ),
    ),
  ]);
  const byStore = new Map<number, StoreStats>();
  for (const { store_id: id, days: span } of days) {
    const perDay = (n: number) => n / Math.max(1, span);
    const ordersPerDayByHour = Array.from({ length: 24 }, (_, hour) =>
      perDay(hours.find((h) => h.store_id === id && h.hour === hour)?.n ?? 0),
    );
    const rollupRowsPerDay = Object.fromEntries(
      SUB_DAILY.map((table, i) => [table, perDay(rollupRows[i]?.find((r) => r.store_id === id)?.n ?? 0)]),
    );
    byStore.set(id, { ordersPerDayByHour, rollupRowsPerDay });
  }
  setStoreStats(db, byStore);
}

/** Every report table this version keeps. */
const REPORT_TABLES = [
  'rf_orders',
  ...rowSelects(false).map(([table]) => table),
  ...FAMILIES.flatMap((family) => family.rollups.map((rollup) => rollup.table)),
];

const SUB_DAILY = FAMILIES.flatMap((family) =>
  family.rollups.filter((r) => r.grain === 'h_utc' || r.grain === 'q_utc').map((r) => r.table),
);

async function bringUpToDate(db: Database, force: boolean): Promise<FactsReport> {
  await db.run(ORDER_CHANGES_TABLE);
  const stamp = await readStamp(db);
  let report: FactsReport | undefined;
  if (!force && stamp?.version === VERSION) report = await upkeep(db, stamp);
  report ??= await rebuild(db);
  // Kept tables may predate an index this version reads by (PostgreSQL; none on DuckDB).
  if (!report.rebuilt && !statsLoaded.has(db))
    await ensureReportTableIndexes(db, REPORT_TABLES.map(reportTableShape));
  if (report.rebuilt || report.changedOrders > 1000 || !statsLoaded.has(db)) {
    statsLoaded.add(db);
    await loadStoreStats(db);
  }
  return report;
}

const statsLoaded = new WeakSet<Database>();

const pending = new WeakMap<Database, Promise<FactsReport>>();
/** Per database, the bring-up reports wait for: the first one, or a rebuild asked for since. */
const ready = new WeakMap<Database, Promise<FactsReport>>();

/** Runs one build or upkeep at a time per database, after the one before it. */
function queue(db: Database, force: boolean): Promise<FactsReport> {
  const previous = pending.get(db) ?? Promise.resolve(undefined);
  const next = previous.catch(() => undefined).then(() => bringUpToDate(db, force));
  pending.set(db, next);
  return next;
}

/** Makes `run` what reports wait for; a failure lets the next call try again. */
function awaited(db: Database, run: Promise<FactsReport>): Promise<FactsReport> {
  ready.set(db, run);
  run.catch(() => {
    if (ready.get(db) === run) ready.delete(db);
  });
  return run;
}

/**
 * Makes the report tables ready once per database and process: kept tables are brought up to date
 * incrementally, missing or outdated ones are built. Later calls wait for that first one only:
 * later upkeeps run beside the reports (each in one transaction, so a report sees the tables
 * before or after it).
 */
export function ensureReportFacts(db: Database): Promise<FactsReport> {
  return ready.get(db) ?? awaited(db, queue(db, false));
}

/** Brings the report tables up to date now (after orders were written: tests, imports, upkeep timer). */
export function refreshReportFacts(db: Database): Promise<FactsReport> {
  const run = queue(db, false);
  return ready.has(db) ? run : awaited(db, run);
}

/** Builds the report tables again from scratch (after orders were deleted, for instance). */
export function rebuildReportFacts(db: Database): Promise<FactsReport> {
  return awaited(db, queue(db, true));
}

/**
 * Marks orders as changed (any of their columns, lines, payments, tips or history), for writers
 * that change an order without moving its status times; the next upkeep reads them again.
 */
export async function noteOrderChanges(db: Database, orderIds: readonly number[]): Promise<void> {
  if (!orderIds.length) return;
  const sql = new Sql();
  await db.run(ORDER_CHANGES_TABLE);
  await db.run(
    `INSERT INTO order_changes (order_id) VALUES ${orderIds.map((id) => `(${sql.bind(id, 'BIGINT')})`).join(', ')}`,
    sql.params,
  );
}
