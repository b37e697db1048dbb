import type { Database } from '../../db/database';
import { ensureReportTableIndexes } from '../../db/dialect';
import { ORDER_CHANGES_TABLE } from '../../db/schema';
import { Sql } from '../query/sql';
import {
  type FactsReport,
  loadStoreStats,
  readStamp,
  rebuild,
  type Stamp,
  upkeep,
  whyRebuild,
} from './build';
import { buildSteps, EXPECTED_MS_PER_WEIGHT, ordersToBuild } from './buildPlan';
import { BuildProgress, spokenDuration } from './buildProgress';
import { reportTableShape, rowSelects, type StoreZone, storeZones } from './factSelects';
import { FAMILIES } from './families';
import { forgetUnfinished, markChecking, markTables, tablesState } from './readiness';

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
 * A new version of these tables, or a store whose zone changed, rebuilds them all; reports are
 * refused meanwhile with how far the build got (`reportTablesPreparing`), never held for it.
 */

/** A build says how far it got at most this often. */
const PROGRESS_LOG_MS = 5_000;

/** Every report table this version keeps. */
const REPORT_TABLES = [
  'rf_orders',
  ...rowSelects(false).map(([table]) => table),
  ...FAMILIES.flatMap((family) => family.rollups.map((rollup) => rollup.table)),
];

async function bringUpToDate(db: Database, force: boolean): Promise<FactsReport> {
  try {
    await db.run(ORDER_CHANGES_TABLE);
    const stamp = await readStamp(db);
    const stores = await storeZones(db);
    const why = force ? 'a rebuild was asked for' : whyRebuild(stamp, stores);
    return why === undefined && stamp
      ? await keepUp(db, stamp, stores)
      : await build(db, why ?? 'none built');
  } catch (error) {
    forgetUnfinished(db);
    throw error;
  }
}

/** Kept tables serve reports at once; the orders changed since the stamp are read again beside them. */
async function keepUp(db: Database, stamp: Stamp, stores: readonly StoreZone[]): Promise<FactsReport> {
  markTables(db, { kind: 'kept' });
  if (!statsLoaded.has(db)) {
    // Kept tables may predate an index this version reads by (PostgreSQL; none on DuckDB).
    await ensureReportTableIndexes(db, REPORT_TABLES.map(reportTableShape));
    await loadStoreStats(db);
    statsLoaded.add(db);
  }
  const report = await upkeep(db, stamp, stores);
  if (report.changedOrders > 1000) await loadStoreStats(db);
  return report;
}

/** Builds every table while reports are refused with how far it got; logs that every few seconds. */
async function build(db: Database, why: string): Promise<FactsReport> {
  const progress = new BuildProgress(buildSteps(db.engine, await ordersToBuild(db)));
  progress.assumePace(EXPECTED_MS_PER_WEIGHT);
  markTables(db, { kind: 'building', progress });
  const log = logs.get(db);
  log?.(`Report tables: building (${why})`);
  const timer = log && setInterval(() => log(progressLine(progress)), PROGRESS_LOG_MS);
  timer?.unref();
  try {
    const report = await rebuild(db, progress);
    await progress.step('stats', () => loadStoreStats(db));
    statsLoaded.add(db);
    markTables(db, { kind: 'kept' });
    const longest = [...progress.took]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([step, ms]) => `${step} ${spokenDuration(ms)}`);
    log?.(`Report tables: built in ${spokenDuration(progress.elapsedMs())} (longest: ${longest.join(', ')})`);
    return { ...report, milliseconds: Math.round(progress.elapsedMs()) };
  } finally {
    clearInterval(timer);
  }
}

function progressLine(progress: BuildProgress): string {
  const left = progress.remainingMs();
  const percent = Math.floor(progress.fraction() * 100);
  return `Report tables: building (${percent} %${left === undefined ? '' : `, about ${spokenDuration(left)} left`})`;
}

const statsLoaded = new WeakSet<Database>();
/** Where a database's build says how far it got (the server's log; none in tests). */
const logs = new WeakMap<Database, (line: string) => void>();

const pending = new WeakMap<Database, Promise<FactsReport>>();
/** Per database, the bring-up reports wait for: the first one, or a rebuild asked for since. */
const ready = new WeakMap<Database, Promise<FactsReport>>();

/** Runs one build or upkeep at a time per database, after the one before it. */
function queue(db: Database, force: boolean): Promise<FactsReport> {
  // From now on a report waits for the first look at the tables (a moment), not for nothing.
  markChecking(db);
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
 * before or after it). For work that may wait (the digest, tests); requests ask
 * `reportTablesPreparing`, which never waits for a build.
 */
export function ensureReportFacts(db: Database): Promise<FactsReport> {
  return ready.get(db) ?? awaited(db, queue(db, false));
}

/**
 * Starts bringing the report tables up to date in the background (the server's start), logging a
 * build's progress and end, or why it failed (the next upkeep or report tries again).
 */
export function prepareReportTables(db: Database, log: (line: string) => void): Promise<FactsReport> {
  if (!logs.has(db)) logs.set(db, log);
  const run = ensureReportFacts(db);
  run.catch((error: unknown) => log(`Report tables: not ready (${String(error)}); tried again later`));
  return run;
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

/** How far the build reports wait for got, and when to ask again. */
export interface Preparing {
  /** The share of the build done, in [0, 1). */
  progress: number;
  retryAfterSeconds: number;
}

/**
 * When a report refused while the tables are built is to be asked again: at half the time left (an
 * estimate too long then keeps nobody waiting long past the end; each ask halves it again), never
 * sooner or later than this.
 */
const RETRY_AFTER = { share: 0.5, leastSeconds: 1, mostSeconds: 30, unknownSeconds: 2 };

/**
 * Whether a report may read the tables now: undefined when it may (kept tables serve, even while an
 * upkeep runs), else how far their build got. Waits at most `maxWaitMs`, for the first look at the
 * tables; starts one (in the background) when nothing has.
 */
export async function reportTablesPreparing(db: Database, maxWaitMs: number): Promise<Preparing | undefined> {
  if (!tablesState(db)) {
    const log = logs.get(db);
    if (log) prepareReportTables(db, log).catch(() => undefined);
    else ensureReportFacts(db).catch(() => undefined);
  }
  const first = tablesState(db);
  if (first?.kind === 'checking') {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([first.decided, new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs)))]);
    clearTimeout(timer);
  }
  const state = tablesState(db);
  if (state?.kind === 'kept') return undefined;
  const progress = state?.kind === 'building' ? state.progress : undefined;
  const left = progress?.remainingMs();
  const { share, leastSeconds, mostSeconds, unknownSeconds } = RETRY_AFTER;
  const seconds = left === undefined ? unknownSeconds : Math.ceil((share * left) / 1000);
  return {
    progress: progress?.fraction() ?? 0,
    retryAfterSeconds: Math.min(mostSeconds, Math.max(leastSeconds, seconds)),
  };
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
