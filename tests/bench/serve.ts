/**
 * The real app over HTTP on a free port, on an existing DuckDB file (the benchmark's child process),
 * or on the PostgreSQL database of `DATABASE_URL` when it is set (the file argument is then unused),
 * serving the built app from the optional second argument. As `server/main.ts`, it listens at once
 * and brings the report tables up to date in the background (reports are refused 503 while they are
 * built). Prints `READY <port>` once it listens, and `TABLES <ms>` once the report tables are ready
 * (built, or brought up to date).
 */
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app';
import { FailureRateLimiter } from '../../server/auth/rate-limit';
import { createTokenService } from '../../server/auth/tokens';
import type { Database } from '../../server/db/database';
import { DuckDatabase } from '../../server/db/duckdb';
import { PgDatabase } from '../../server/db/postgres';
import { prepareReportTables } from '../../server/reports/tables/facts';

const [file, staticDir] = process.argv.slice(2);
if (!file) throw new Error('usage: serve.ts <duckdb file> [built app folder]');
const url = process.env.DATABASE_URL;
const db: Database = url ? await PgDatabase.open(url) : await DuckDatabase.open(file);
const started = performance.now();
// The benchmark prints what it measures itself; BENCH_SERVER_LOG=1 shows the build's progress lines.
const log = process.env.BENCH_SERVER_LOG ? (line: string) => console.error(`  server: ${line}`) : () => {};
prepareReportTables(db, log).then(
  () => console.log(`TABLES ${Math.round(performance.now() - started)}`),
  (error: unknown) => console.error(`the report tables failed: ${String(error)}`),
);
const app = createApp({
  db,
  tokens: createTokenService(new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256'), 3600),
  loginLimiter: new FailureRateLimiter(1000, 60_000),
  clientAddress: () => 'bench',
  staticDir,
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`READY ${info.port}`);
});
process.on('SIGTERM', () => {
  server.close();
  void db.close().then(() => process.exit(0));
});
