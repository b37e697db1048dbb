import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../server/db/database';
import { DuckDatabase } from '../../server/db/duckdb';
import { PgDatabase } from '../../server/db/postgres';

/**
 * The engine the server tests run on: DuckDB in memory (or in a file), or PostgreSQL when
 * TEST_DATABASE_URL names a server whose user may create databases (`.ci/run` starts one): each test
 * database is then a fresh database of that server, dropped when closed.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const testEngine = TEST_DATABASE_URL ? 'postgres' : 'duckdb';

let created = 0;

function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database for a test, on the tests' engine unless `engine` names one. `file` names data kept
 * across opens (a DuckDB file, or on PostgreSQL a database named after it, kept until the cluster
 * goes), as a restarted server would find it.
 */
export async function openTestDatabase(
  options: { file?: string; poolSize?: number; engine?: 'duckdb' | 'postgres' } = {},
): Promise<Database> {
  if ((options.engine ?? testEngine) === 'duckdb')
    return DuckDatabase.open(options.file ?? ':memory:', options.poolSize);
  const name = options.file
    ? `pos_kept_${createHash('sha256').update(options.file).digest('hex').slice(0, 16)}`
    : `pos_test_${process.pid}_${++created}`;
  await admin(async (client) => {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) await client.query(`CREATE DATABASE ${name}`);
  });
  const db = await PgDatabase.open(databaseUrl(name), options.poolSize ?? 4, 1);
  if (options.file) return db;
  // Still a PgDatabase (the demo loader copies into it with COPY), which drops its database once closed.
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return db;
}
