import type { Database, SqlParam } from './database';
import { inParallel } from './parallel';

/**
 * What differs between the engines and cannot be written once in the SQL both share. DuckDB skips
 * row groups by their min/max (tables are written sorted by store and time) and needs no index;
 * PostgreSQL needs B-tree indexes for the same range scans, and fresh statistics after bulk loads.
 */

/**
 * Indexes of the source tables that reads and upkeep use: ranges per store, lookups by order or
 * id, and the upkeep's watermarks. (Reports read the report tables; new against returning comes
 * from `is_first_order`, so customers' earlier orders are never looked up.)
 */
const SOURCE_INDEXES: Readonly<Record<string, readonly string[]>> = {
  orders: ['store_id, created_at', 'id', 'order_status_updated_at', 'payment_status_updated_at'],
  order_line_items: ['order_id', 'store_id, created_at'],
  payments: ['order_id', 'store_id, processed_at'],
  order_state_history: ['order_id'],
  tips: ['order_id'],
  shifts: ['id'],
  customers: ['store_id'],
  order_changes: ['order_id'],
};

/** A source index's name, from its columns: `orders__store_id_created_at`. */
const sourceIndexName = (table: string, columns: string) => `${table}__${columns.replace(/\W+/g, '_')}`;

function indexStatement(table: string, columns: string, name: string): string {
  return `CREATE INDEX IF NOT EXISTS ${name} ON ${table} (${columns})`;
}

/**
 * The indexes that exist, by name. Asked before creating: `CREATE INDEX IF NOT EXISTS` takes its
 * table's lock first, and waits behind autovacuum (about a second per table after a bulk load).
 */
async function existingIndexes(db: Database): Promise<Set<string>> {
  const rows = await db.all<{ name: string }>(
    'SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()',
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Creates the schema's engine-specific indexes (none on DuckDB). On PostgreSQL two are built at a
 * time (builds on one table do not block each other), each on its own connection with room to
 * sort in memory.
 */
export async function createSourceIndexes(db: Database): Promise<void> {
  if (db.engine !== 'postgres') return;
  const existing = await existingIndexes(db);
  const statements = Object.entries(SOURCE_INDEXES).flatMap(([table, indexes]) =>
    indexes
      .map((columns) => ({ columns, name: sourceIndexName(table, columns) }))
      .filter(({ name }) => !existing.has(name))
      .map(({ columns, name }) => indexStatement(table, columns, name)),
  );
  await inParallel(
    statements,
    (statement) =>
      db.transaction(async (tx) => {
        await tx.run("SET LOCAL maintenance_work_mem = '256MB'");
        await tx.run(statement);
      }),
    2,
  );
}

/**
 * Indexes a report table needs on PostgreSQL: the (store, time) range its reports read and the
 * order column its upkeep deletes by.
 */
function reportTableIndexColumns(shape: ReportTableShape): string[] {
  return [
    `store_id, ${shape.timeColumn}`,
    ...(shape.orderColumn ? [shape.orderColumn] : []),
    ...(shape.lookups ?? []),
  ];
}

export interface ReportTableShape {
  /** Final table name. */
  table: string;
  /** The column its reports range over after the store. */
  timeColumn: string;
  /** The column naming the order, for upkeep deletes. */
  orderColumn?: string;
  /** Other column lists looked up by equality. */
  lookups?: readonly string[];
}

/**
 * Creates a report table's indexes on the table built under the name `built` (PostgreSQL only);
 * `renameReportTableIndexes` gives them the final name once the table has it.
 */
export async function indexReportTable(db: Database, built: string, shape: ReportTableShape): Promise<void> {
  if (db.engine !== 'postgres') return;
  const columns = reportTableIndexColumns(shape);
  for (const [i, list] of columns.entries()) await db.run(indexStatement(built, list, `${built}__i${i}`));
}

/** Creates the report tables' indexes that are missing (tables kept from an earlier version). */
export async function ensureReportTableIndexes(
  db: Database,
  shapes: readonly ReportTableShape[],
): Promise<void> {
  if (db.engine !== 'postgres') return;
  const existing = await existingIndexes(db);
  for (const shape of shapes)
    for (const [i, columns] of reportTableIndexColumns(shape).entries()) {
      const name = `${shape.table}__i${i}`;
      if (!existing.has(name)) await db.run(indexStatement(shape.table, columns, name));
    }
}

/** After `built` was renamed to its final name, its indexes take the final name too. */
export async function renameReportTableIndexes(
  db: Database,
  built: string,
  shape: ReportTableShape,
): Promise<void> {
  if (db.engine !== 'postgres') return;
  const count = reportTableIndexColumns(shape).length;
  for (let i = 0; i < count; i++)
    await db.run(`ALTER INDEX IF EXISTS ${built}__i${i} RENAME TO ${shape.table}__i${i}`);
}

/**
 * Runs a statement that builds a report table. On PostgreSQL without parallel workers: two builds
 * run at once already (`buildConcurrency`), and a parallel plan's partial sums of NUMERIC columns
 * cost more to combine than they save when grouping barely reduces the rows (an hourly rollup
 * summed from 743,000 quarter-hour rows: 4.9 s with workers, 3.8 s without; the whole first build
 * at 1M orders: 94 s with them, 71 s without). Its sorts and hash tables get room in memory.
 */
export async function runBuildStatement(
  db: Database,
  statement: string,
  params: readonly SqlParam[] = [],
): Promise<void> {
  if (db.engine !== 'postgres') return db.run(statement, params);
  await db.transaction(async (tx) => {
    await tx.run('SET LOCAL max_parallel_workers_per_gather = 0');
    await tx.run("SET LOCAL work_mem = '128MB'");
    await tx.run(statement, params);
  });
}

/**
 * Report tables built at once: DuckDB spreads one statement over every core already; a PostgreSQL
 * statement runs on one core (parallel workers aside), so two builds use the machine better.
 */
export function buildConcurrency(db: Database): number {
  return db.engine === 'postgres' ? 2 : 1;
}

/**
 * Settles bulk writes before reads: PostgreSQL refreshes the planner's statistics of the tables;
 * DuckDB merges its write-ahead log into the file (reads right after a rebuild, with the new tables
 * still in the log, took up to twice as long). DuckDB refuses while other transactions run: it then
 * checkpoints later by itself.
 */
export async function afterBulkWrite(db: Database, tables: readonly string[]): Promise<void> {
  if (db.engine === 'postgres') await inParallel(tables, (table) => db.run(`ANALYZE ${table}`), 2);
  else await db.run('CHECKPOINT').catch(() => undefined);
}
