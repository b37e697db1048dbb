/**
 * The real app over HTTP on a free port, on an existing DuckDB file (the benchmark's child process),
 * or on the PostgreSQL database of `DATABASE_URL` when it is set (the file argument is then unused),
 * serving the built app from the optional second argument.
 * Prints `READY <port> <ms to build report tables>` once it listens.
 */
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app';
import { FailureRateLimiter } from '../../server/auth/rate-limit';
import { createTokenService } from '../../server/auth/tokens';
import { type Database, DuckDatabase } from '../../server/db/database';
import { PgDatabase } from '../../server/db/postgres';
import { ensureReportFacts } from '../../server/reports/tables/facts';

const [file, staticDir] = process.argv.slice(2);
if (!file) throw new Error('usage: serve.ts <duckdb file> [built app folder]');
const url = process.env.DATABASE_URL;
const db: Database = url ? await PgDatabase.open(url) : await DuckDatabase.open(file);
const facts = await ensureReportFacts(db);
const app = createApp({
  db,
  tokens: createTokenService(new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256'), 3600),
  loginLimiter: new FailureRateLimiter(1000, 60_000),
  clientAddress: () => 'bench',
  staticDir,
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`READY ${info.port} ${facts.milliseconds}`);
});
process.on('SIGTERM', () => {
  server.close();
  void db.close().then(() => process.exit(0));
});
