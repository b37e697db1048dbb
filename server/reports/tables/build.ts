import { clearCache } from '../../db/cache';
import type { Database, SqlParam } from '../../db/database';
import {
  afterBulkWrite,
  buildConcurrency,
  indexReportTable,
  renameReportTableIndexes,
  runBuildStatement,
} from '../../db/dialect';
import { inParallel } from '../../db/parallel';
import { ORDER_CHANGES_TABLE } from '../../db/schema';
import { Sql } from '../query/sql';
import type { BuildProgress } from './buildProgress';
import {
  dayOfGrain,
  ordersSelect,
  reportTableShape,
  rollupSelect,
  rollupsInBuildOrder,
  rowSelects,
  type StoreZone,
  storeZones,
  TABLES_VERSION,
} from './factSelects';
import { FAMILIES, isUtcStep, rollupDepth } from './families';
import { type StoreStats, setStoreStats } from './plan';

/**
 * Building the report tables from scratch, and their incremental upkeep (`facts.ts` runs one at a
 * time per database); the stamp in `meta` says what the kept tables were built from.
 */

const LEGACY_TABLES = [
  'rf_daily_source',
  'rf_daily_default',
  'rf_daily_store',
  'rf_daily',
  'rf_hourly',
  'rf_payments_daily',
];

export interface Stamp {
  version: number;
  /** Each store's zone when the tables were built: `s_day` depends on it. */
  zones: Record<string, string>;
  /** The highest order id read. */
  maxId: number | null;
  /** The latest status time read (`order_status_updated_at`, `payment_status_updated_at`). */
  statusAt: string | null;
}

export async function readStamp(db: Database): Promise<Stamp | undefined> {
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

/**
 * Builds every report table from scratch, each step counted in `progress` (`buildSteps` names them).
 * The stamp is written at the very end: a build cut short leaves none, and the next start builds again.
 */
export async function rebuild(db: Database, progress: BuildProgress): Promise<FactsReport> {
  const started = performance.now();
  const { stores, marks, span } = await progress.step('prepare', async () => {
    await db.run(ORDER_CHANGES_TABLE);
    // Tables are replaced one by one below: until the new stamp is written at the end, a start cut
    // short in between finds no stamp and builds them all again, never an upkeep over a half set.
    await db.run("DELETE FROM meta WHERE key = 'report_facts'");
    return { stores: await storeZones(db), marks: await watermarks(db), span: await spanOf(db, false) };
  });
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
  const build = ({ table, select, params }: (typeof builds)[number]) =>
    progress.step(table, async () => {
      const shape = reportTableShape(table);
      await db.run(`DROP TABLE IF EXISTS ${table}_next`);
      await runBuildStatement(db, `CREATE TABLE ${table}_next AS ${select}`, params);
      await indexReportTable(db, `${table}_next`, shape);
      await db.run(`DROP TABLE IF EXISTS ${table}`);
      await db.run(`ALTER TABLE ${table}_next RENAME TO ${table}`);
      await renameReportTableIndexes(db, `${table}_next`, shape);
    });
  const waves = [...new Set(builds.map((b) => b.wave))].sort((a, b) => a - b);
  for (const wave of waves)
    await inParallel(
      builds.filter((b) => b.wave === wave),
      build,
      buildConcurrency(db),
    );
  await progress.step('settle', async () => {
    await afterBulkWrite(
      db,
      builds.map(({ table }) => table),
    );
    // Tables of earlier versions that no report reads any more.
    for (const table of LEGACY_TABLES) await db.run(`DROP TABLE IF EXISTS ${table}`);
    await db.transaction(async (tx) => {
      // Changes noted before now are in the tables just built.
      await tx.run('DELETE FROM order_changes');
      await writeStamp(tx, { version: TABLES_VERSION, zones: zonesOf(stores), ...marks });
    });
  });
  clearCache(db);
  return { rebuilt: true, changedOrders: 0, milliseconds: Math.round(performance.now() - started) };
}

/**
 * Why the kept tables cannot be brought up to date and must be built again; undefined when they
 * can: none were built (or a build was cut short), another version built them, or a store's zone
 * changed (its local days are to be computed again; a new store is only an upkeep).
 */
export function whyRebuild(stamp: Stamp | undefined, stores: readonly StoreZone[]): string | undefined {
  if (!stamp) return 'none built';
  if (stamp.version !== TABLES_VERSION) return `built by version ${stamp.version}, this is ${TABLES_VERSION}`;
  const moved = stores.find((s) => String(s.id) in stamp.zones && stamp.zones[String(s.id)] !== s.zone.label);
  return moved ? `store ${moved.id} changed zone` : undefined;
}

/** Reads again the orders changed since the stamp (whose tables `whyRebuild` found fit to keep). */
export async function upkeep(db: Database, stamp: Stamp, stores: readonly StoreZone[]): Promise<FactsReport> {
  const started = performance.now();
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
      const [bounds] = await tx.all<{ first: string | null; last: string | null }>(
        `SELECT CAST(min(s_day) AS VARCHAR) AS first, CAST(max(s_day) AS VARCHAR) AS last FROM upkeep_days`,
      );
      // No day at all: the orders noted are in no table (never were, or deleted): no rollup to sum again.
      for (const family of bounds?.first ? FAMILIES : []) {
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
    await writeStamp(tx, { version: TABLES_VERSION, zones: zonesOf(stores), ...marks });
    return { rebuilt: false, changedOrders, milliseconds: Math.round(performance.now() - started) };
  });
}

/** The rollups by steps of UTC time, whose rows per day the planner weighs (by state where they keep it). */
const SUB_DAILY = FAMILIES.flatMap((family) => family.rollups.filter((r) => isUtcStep(r.grain)));

/**
 * Each store's orders per local hour of day and rows of the sub-daily rollups, per day of data, in
 * all and by order state (the planner's estimates: `setStoreStats`). Read at start and after upkeeps
 * that changed much.
 */
export async function loadStoreStats(db: Database): Promise<void> {
  const [hours, days, ...rollupRows] = await Promise.all([
    db.all<{ store_id: number; hour: number; n: number }>(
      `SELECT store_id, CAST(floor(s_minute / 60) AS INTEGER) AS hour, count(*) AS n FROM rf_orders
       GROUP BY store_id, CAST(floor(s_minute / 60) AS INTEGER)`,
    ),
    db.all<{ store_id: number; days: number }>(
      'SELECT store_id, CAST(max(s_day) - min(s_day) + 1 AS INTEGER) AS days FROM rf_orders GROUP BY store_id',
    ),
    ...SUB_DAILY.map(({ table, keys }) => {
      const [state, byState] = keys.includes('state') ? ['state', ', state'] : ['CAST(NULL AS VARCHAR)', ''];
      return db.all<{ store_id: number; state: string | null; n: number }>(
        `SELECT store_id, ${state} AS state, count(*) AS n FROM ${table} GROUP BY store_id${byState}`,
      );
    }),
  ]);
  const byStore = new Map<number, StoreStats>();
  for (const { store_id: id, days: span } of days) {
    const perDay = (n: number) => n / Math.max(1, span);
    const ordersPerDayByHour = Array.from({ length: 24 }, (_, hour) =>
      perDay(hours.find((h) => h.store_id === id && h.hour === hour)?.n ?? 0),
    );
    const rollupRowsPerDay: Record<string, number> = {};
    const rollupRowsPerDayByState: Record<string, Record<string, number>> = {};
    SUB_DAILY.forEach(({ table, keys }, i) => {
      const own = rollupRows[i]?.filter((r) => r.store_id === id) ?? [];
      rollupRowsPerDay[table] = perDay(own.reduce((sum, r) => sum + Number(r.n), 0));
      if (keys.includes('state'))
        rollupRowsPerDayByState[table] = Object.fromEntries(
          own.map((r) => [r.state ?? '', perDay(Number(r.n))]),
        );
    });
    byStore.set(id, { ordersPerDayByHour, rollupRowsPerDay, rollupRowsPerDayByState });
  }
  setStoreStats(db, byStore);
}
