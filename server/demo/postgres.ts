import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterBulkWrite } from '../db/dialect';
import { DuckDatabase } from '../db/duckdb';
import type { CsvLoad, PgDatabase } from '../db/postgres';
import { ensureIndexes, ensureSchema } from '../db/schema';

/**
 * Demo data for PostgreSQL: the DuckDB generator runs in a staging database in memory (it is bulk
 * SQL over DuckDB's `range()`), and its rows reach PostgreSQL with `COPY`. For a later window (the
 * data extended up to now, or DEMO_LIVE) the staging database first receives what the generator
 * reads: the dimensions, the generation metadata, the last order (ids continue after it) and the
 * recent shifts (those already made are not made again).
 */

const DIMENSION_TABLES = [
  'currencies',
  'stores',
  'views',
  'tax_configs',
  'outlets',
  'registers',
  'users',
  'user_stores',
  'salespeople',
  'custom_order_statuses',
  'currency_rates',
  'categories',
  'products',
  'product_variants',
  'customers',
] as const;
const ORDER_TABLES = [
  'orders',
  'order_line_items',
  'payments',
  'order_state_history',
  'tips',
  'shifts',
] as const;

async function columnsOf(stage: DuckDatabase, table: string): Promise<string[]> {
  const rows = await stage.all<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns WHERE table_name = CAST($1 AS VARCHAR)
     ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

interface Staged {
  stage: DuckDatabase;
  folder: string;
  /** The highest order id PostgreSQL holds (0 when it holds none). */
  lastOrderId: number;
}

/** A staging DuckDB holding what the generator reads of the target. */
async function stageFrom(target: PgDatabase, created: boolean): Promise<Staged> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pos-demo-'));
  const stage = await DuckDatabase.open(':memory:', 2);
  await ensureSchema(stage);
  let lastOrderId = 0;
  if (!created) {
    const [last] = await target.all<{ id: number | null; through: string | null }>(
      `SELECT (SELECT max(id) FROM orders) AS id,
         (SELECT value FROM meta WHERE key = 'generated_through') AS through`,
    );
    lastOrderId = Number(last?.id ?? 0);
    // Shifts are made per local day of the orders: the days next to the window's start may have theirs.
    const since = new Date(Date.parse(last?.through ?? '1970-01-01T00:00:00Z') - 2 * 86_400_000);
    const copies: [string, string][] = [
      ...DIMENSION_TABLES.map((table): [string, string] => [table, '']),
      ['meta', "WHERE key <> 'schema_version'"],
      ['orders', `WHERE id = ${lastOrderId}`],
      ['shifts', `WHERE local_day >= DATE '${since.toISOString().slice(0, 10)}'`],
    ];
    for (const [table, where] of copies) {
      const file = path.join(folder, `in-${table}.csv`);
      const columns = await columnsOf(stage, table);
      await target.copyOut(`SELECT ${columns.join(', ')} FROM ${table} ${where}`, file);
      await stage.run(
        `COPY ${table} (${columns.join(', ')}) FROM '${file}' (FORMAT csv, HEADER true, allow_quoted_nulls false)`,
      );
    }
    await stage.run('CREATE TABLE staged_shifts AS SELECT id FROM shifts');
  }
  return { stage, folder, lastOrderId };
}

/**
 * Copies what the generator wrote in the staging database to PostgreSQL (`PgDatabase.copyIn`: a
 * later window in one transaction): every table on first creation, else the new orders and what
 * hangs off them and the new shifts; then the generation metadata.
 */
async function publish(target: PgDatabase, { stage, folder, lastOrderId }: Staged, created: boolean) {
  const selections: [string, string][] = created
    ? [...DIMENSION_TABLES, ...ORDER_TABLES].map((table): [string, string] => [table, ''])
    : [
        ['orders', `WHERE id > ${lastOrderId}`],
        ['order_line_items', ''],
        ['payments', ''],
        ['order_state_history', ''],
        ['tips', ''],
        ['shifts', 'WHERE id NOT IN (SELECT id FROM staged_shifts)'],
      ];
  // The staging database writes each table's CSV while PostgreSQL loads the one before.
  let written: Promise<unknown> = Promise.resolve();
  const loads: CsvLoad[] = [];
  for (const [table, where] of selections) {
    const columns = await columnsOf(stage, table);
    const file = path.join(folder, `out-${table}.csv`);
    const done = written.then(() =>
      stage.run(
        `COPY (SELECT ${columns.join(', ')} FROM ${table} ${where}) TO '${file}' (FORMAT csv, HEADER true)`,
      ),
    );
    written = done;
    const ready = done.then(() => file);
    // Awaited by the load, unless it failed before: then its failure is not an unhandled one.
    ready.catch(() => undefined);
    loads.push({ table, columns, file: ready });
  }
  // The generation metadata (seed, size, how far it got) is the staging database's; the schema version stays.
  const meta = await stage.all<{ key: string; value: string }>(
    "SELECT key, value FROM meta WHERE key <> 'schema_version'",
  );
  try {
    await target.copyIn(
      loads,
      async (tx) => {
        for (const { key, value } of meta) {
          await tx.run('DELETE FROM meta WHERE key = CAST($1 AS VARCHAR)', [key]);
          await tx.run('INSERT INTO meta (key, value) VALUES (CAST($1 AS VARCHAR), CAST($2 AS VARCHAR))', [
            key,
            value,
          ]);
        }
      },
      { fresh: created },
    );
  } finally {
    // The staging folder goes once this returns: no file write may still run.
    await written.catch(() => undefined);
  }
}

/**
 * Runs the DuckDB generator (`generate`) on a staging copy of what it needs from `target`, then
 * publishes its rows to `target` with COPY, indexes and fresh statistics.
 */
export async function generateIntoPostgres<T>(
  target: PgDatabase,
  generate: (stage: DuckDatabase) => Promise<T>,
): Promise<T> {
  await ensureSchema(target, { indexes: false });
  const [meta] = await target.all<{ n: number }>(
    "SELECT count(*) AS n FROM meta WHERE key = 'generated_through'",
  );
  const created = !meta?.n;
  if (created) {
    // The first load empties the tables it fills: only ever into a database without stores.
    const [stores] = await target.all<{ n: number }>('SELECT count(*) AS n FROM stores');
    if (stores?.n)
      throw new Error(
        "the database has stores but no record of a demo load (another application's data, or a first load cut short): demo data is only loaded into an empty database; create a new one",
      );
  }
  const staged = await stageFrom(target, created);
  try {
    const result = await generate(staged.stage);
    await publish(target, staged, created);
    await ensureIndexes(target);
    // Later windows are small next to what is there: autovacuum's statistics keep up with them.
    if (created) await afterBulkWrite(target, [...DIMENSION_TABLES, ...ORDER_TABLES]);
    return result;
  } finally {
    await staged.stage.close();
    await rm(staged.folder, { recursive: true, force: true });
  }
}
