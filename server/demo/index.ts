import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Database } from '../db/database';
import { PgDatabase } from '../db/postgres';
import { ensureSchema } from '../db/schema';
import { seedDimensions } from './dimensions';
import { DEMO_STORES } from './fixtures';
import { generateOrders } from './orders';
import { generateIntoPostgres } from './postgres';

dayjs.extend(utc);

export interface DemoOptions {
  seed: number;
  demoOrders: number;
  now?: Date;
  /** Orders per generation step (see `generateOrders`); the data does not depend on it. */
  stepOrders?: number;
  /**
   * Multiplies some demo stores' order rates, e.g. `{2: 10, 3: 10}` (kept in the folder's stores);
   * the other stores get the very same orders as without it.
   */
  weightScale?: Readonly<Record<number, number>>;
}

export interface DemoReport {
  created: boolean;
  addedOrders: number;
  through: string;
  milliseconds: number;
}

async function readMeta(db: Database): Promise<Map<string, string>> {
  const rows = await db.all<{ key: string; value: string }>('SELECT key, value FROM meta');
  return new Map(rows.map((r) => [r.key, r.value]));
}

async function writeMeta(db: Database, key: string, value: string) {
  await db.run('DELETE FROM meta WHERE key = $1', [key]);
  await db.run('INSERT INTO meta (key, value) VALUES ($1, $2)', [key, value]);
}

/**
 * A folder made before stores had a country gets the column empty (see `SCHEMA`): each demo store,
 * recognised by its id and code, gets its country; any other store keeps ''.
 */
async function fillStoreCountries(db: Database) {
  for (const store of DEMO_STORES) {
    await db.run(
      `UPDATE stores SET country = CAST($1 AS VARCHAR)
       WHERE id = CAST($2 AS INTEGER) AND code = CAST($3 AS VARCHAR) AND (country IS NULL OR country = '')`,
      [store.country, store.id, store.code],
    );
  }
}

/**
 * Creates the schema and the demo data on first start; on later starts extends the orders up to
 * now with the seed and size the folder was made with, so a demo started next month is not empty.
 */
export async function ensureDemoData(db: Database, options: DemoOptions): Promise<DemoReport> {
  if (db instanceof PgDatabase) {
    const started = performance.now();
    const report = await generateIntoPostgres(db, (stage) => ensureDemoData(stage, options));
    return { ...report, milliseconds: Math.round(performance.now() - started) };
  }
  const started = performance.now();
  await ensureSchema(db);
  await fillStoreCountries(db);
  const meta = await readMeta(db);
  const now = dayjs.utc(options.now ?? new Date());
  const created = !meta.has('generated_through');
  let seed = options.seed;
  let demoOrders = options.demoOrders;
  let anchorDay = meta.get('anchor_day');
  let from = meta.get('generated_through');

  if (created) {
    const [stores] = await db.all<{ n: number }>('SELECT count(*) AS n FROM stores');
    if (stores?.n)
      throw new Error(
        'the data folder has stores but no record of a demo generation (the data of another application, or a first start cut short by a version before 2026-11): the demo is only generated into an empty data folder; move or delete DATA_DIR and start again',
      );
    const firstDay = now.subtract(730, 'day').format('YYYY-MM-DD');
    anchorDay = firstDay;
    from = dayjs.utc(firstDay).toISOString();
    const start = from;
    // The reference data and the record of it commit together: a start cut short before the commit
    // leaves an empty folder that the next start fills from scratch. Orders follow in steps, each
    // recording how far it got: a start cut short among them resumes after the last one written.
    await db.transaction(async (tx) => {
      await seedDimensions(tx, seed, demoOrders, firstDay, options.weightScale);
      await writeMeta(tx, 'seed', String(seed));
      await writeMeta(tx, 'demo_orders', String(demoOrders));
      await writeMeta(tx, 'anchor_day', firstDay);
      await writeMeta(tx, 'generated_through', start);
    });
  } else {
    seed = Number(meta.get('seed'));
    demoOrders = Number(meta.get('demo_orders'));
  }
  if (!anchorDay || !from) throw new Error('demo data folder is missing its generation metadata');

  let addedOrders = 0;
  const to = now.toISOString();
  if (dayjs.utc(from).isBefore(now)) {
    addedOrders = await generateOrders(
      db,
      { seed, demoOrders, anchorDay, fromUtc: from, toUtc: to, stepOrders: options.stepOrders },
      (tx, through) => writeMeta(tx, 'generated_through', through),
    );
  }
  return { created, addedOrders, through: to, milliseconds: Math.round(performance.now() - started) };
}

/**
 * Appends the orders the demo store would have taken since the last generation, up to `now`
 * (`DEMO_LIVE`): the same deterministic series as at start, one step at a time. The folder must
 * have been made by `ensureDemoData`.
 */
export async function extendDemoOrders(db: Database, now: Date = new Date()): Promise<number> {
  if (db instanceof PgDatabase) return generateIntoPostgres(db, (stage) => extendDemoOrders(stage, now));
  const meta = await readMeta(db);
  const from = meta.get('generated_through');
  const anchorDay = meta.get('anchor_day');
  if (!from || !anchorDay) return 0;
  const to = dayjs.utc(now);
  if (!dayjs.utc(from).isBefore(to)) return 0;
  return generateOrders(
    db,
    {
      seed: Number(meta.get('seed')),
      demoOrders: Number(meta.get('demo_orders')),
      anchorDay,
      fromUtc: from,
      toUtc: to.toISOString(),
    },
    (tx, through) => writeMeta(tx, 'generated_through', through),
  );
}
