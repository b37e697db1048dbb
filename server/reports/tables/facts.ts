import type { Database } from '../../db/database';
import { ensureReportTableIndexes } from '../../db/dialect';
import { ORDER_CHANGES_TABLE } from '../../db/schema';
import { Sql } from '../query/sql';
import { type FactsReport, loadStoreStats, readStamp, rebuild, upkeep, VERSION } from './build';
import { reportTableShape, rowSelects } from './factSelects';
import { FAMILIES } from './families';

/**
 * Read-side copies of the facts, shaped for reports (REPORTS.md, "Precomputed tables"), kept in
 * the data folder and brought up to date incrementally:
 *
 * - `rf_orders`: one row per order with `created_utc = created_at AT TIME ZONE 'UTC'` and the
 *   store's local day `s_day` and wall-clock minute `s_minute` precomputed (the per-row zone
 *   conversion was most of a year-long report's time), line count and total, completion time.
 * - `rf_lines`, `rf_payments`, `rf_tips`: lines, payments and tips with their order's filter
 *   columns, creation time, `s_day` and `s_minute` copied in, so reports need no join.
 * - `rf_state_times`: per order and state, the time spent there and when an open state began
 *   (time in status, whose total adds up every order of the range).
 * - the rollups of `families.ts`: sums per store, local day (or month) and key columns.
 *
 * Upkeep: orders with an id above the last one seen, orders named in `order_changes` and orders
 * whose `order_status_updated_at` or `payment_status_updated_at` moved past the last value seen
 * are read again (with their lines, payments, tips and history), and every rollup group of their
 * stores' days is summed again, in one transaction: readers see the tables before or after it.
 * A new version of these tables, or a store whose zone changed, rebuilds them all.
 */

/** Every report table this version keeps. */
const REPORT_TABLES = [
  'rf_orders',
  ...rowSelects(false).map(([table]) => table),
  ...FAMILIES.flatMap((family) => family.rollups.map((rollup) => rollup.table)),
];

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
