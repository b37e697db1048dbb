import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Database } from './database';
import { DuckDatabase } from './duckdb';
import { redactUrl } from './pgErrors';
import { PgDatabase } from './postgres';

/**
 * The server's database: PostgreSQL when `DATABASE_URL` is set, else the DuckDB file of the data
 * folder. One connection more than the reports in flight stays for sign-in, access checks and
 * settings reads.
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'reportConcurrency'>,
): Promise<Database> {
  const connections = config.reportConcurrency + 1;
  if (config.databaseUrl) {
    const db = await PgDatabase.open(config.databaseUrl, connections, 1);
    console.log(`Database: PostgreSQL at ${redactUrl(config.databaseUrl)}`);
    return db;
  }
  return DuckDatabase.open(path.join(config.dataDir, 'pos-reporting.duckdb'), connections, 1);
}
