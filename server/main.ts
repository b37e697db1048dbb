import { mkdir } from 'node:fs/promises';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ViewTools } from '../src/contract/viewTools';
import { createApp } from './app';
import { PasswordThread } from './auth/passwordThread';
import { FailureRateLimiter } from './auth/rate-limit';
import { createTokenService, loadSigningSecret } from './auth/tokens';
import { readConfig } from './config';
import { openDatabase } from './db/open';
import { DEMO_USERS } from './demo/fixtures';
import { ensureDemoData, extendDemoOrders } from './demo/index';
import { startDigestsFromConfig } from './digest/fromConfig';
import { writeWorkbookOnThread } from './digest/workbookThread';
import { clientAddressFrom, trustedProxies } from './http/clientAddress';
import { Gate } from './http/gate';
import { listen, nodeRequestInfo } from './http/listen';
import { keepThreadPriority, keepWorkerThreadsYielding } from './http/priority';
import { prepareReportTables, refreshReportFacts } from './reports/tables/facts';
import { scheduledReader } from './services/viewSchedules';

const config = readConfig();
await mkdir(config.dataDir, { recursive: true });
const db = await openDatabase(config).catch((error: Error) => {
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
});
const demo = await ensureDemoData(db, { seed: config.demoSeed, demoOrders: config.demoOrders }).catch(
  (error: Error) => {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  },
);
console.log(
  demo.created
    ? `Demo data created: ${demo.addedOrders} orders in ${demo.milliseconds} ms (${config.dataDir})`
    : `Demo data extended by ${demo.addedOrders} orders up to now in ${demo.milliseconds} ms (${config.dataDir})`,
);

// Report tables missing or outdated (a first start, a build cut short, a new version) are built in the
// background: until they are, reports are answered 503 with how far the build got.
void prepareReportTables(db, (line) => console.log(line)).catch(() => undefined);

/**
 * Upkeep of the report tables: orders written since the last run (new ones, and changed ones that
 * moved a status time or were noted in `order_changes`) reach the reports within a minute. With
 * DEMO_LIVE=1 the demo stores keep taking orders: each tick first appends those due by now.
 */
const demoLive = /^(1|true)$/i.test(process.env.DEMO_LIVE ?? '');
const UPKEEP_MS = demoLive ? 10_000 : 30_000;
let upkeepRunning = false;
const upkeep = setInterval(async () => {
  if (upkeepRunning) return;
  upkeepRunning = true;
  try {
    const added = demoLive ? await extendDemoOrders(db) : 0;
    const facts = await refreshReportFacts(db);
    if (added || facts.changedOrders)
      console.log(
        `Report tables: ${facts.changedOrders} orders read again in ${facts.milliseconds} ms` +
          (demoLive ? ` (${added} new demo orders)` : ''),
      );
  } catch (error) {
    // Stopping: the database is closed under an upkeep waiting behind a build.
    if (!stopping) console.error(`[reports] upkeep failed: ${String(error)}`);
  } finally {
    upkeepRunning = false;
  }
}, UPKEEP_MS);
upkeep.unref();
if (demoLive) console.log(`DEMO_LIVE: demo orders are appended every ${UPKEEP_MS / 1000} s`);

const tokens = createTokenService(
  await loadSigningSecret(config.dataDir, config.jwtSecret),
  config.tokenTtlSeconds,
);
// X-Forwarded-For is read only from the configured proxies, and only behind a proxy.
const proxies = trustedProxies(config.trustProxy ? config.trustedProxies : []);
/**
 * The app's view code (`src/export/onServer.ts`), built for Node by `npm run build` into dist-server/:
 * without it the server runs, but shared links and scheduled e-mails cannot be answered or sent.
 */
async function loadViewTools(): Promise<ViewTools | undefined> {
  const built = new URL('../dist-server/onServer.js', import.meta.url).href;
  try {
    const { viewTools } = (await import(built)) as typeof import('../src/export/onServer');
    // The spreadsheet of a scheduled e-mail is read here and written on a thread of its own.
    return {
      ...viewTools,
      viewWorkbook: async (input) => writeWorkbookOnThread(built, await viewTools.readViewWorkbook(input)),
    };
  } catch (error) {
    console.error(
      `Shared links and scheduled e-mails are off: the app's view code could not be loaded (${String(error)}). Run \`npm run build\`.`,
    );
    return undefined;
  }
}
const views = await loadViewTools();

// Started before the worker threads are lowered, so that it is known and left at its priority.
const passwords = new PasswordThread();
await passwords.ready;
if (passwords.tid) keepThreadPriority(passwords.tid);
const app = createApp({
  db,
  tokens,
  loginLimiter: new FailureRateLimiter(10, 60_000),
  clientAddress: (request, env) => {
    let remote = 'unknown';
    try {
      remote = getConnInfo({ env, req: { raw: request } } as unknown as Context).remote.address ?? remote;
    } catch {
      // Not a Node request (none in production): the address stays unknown.
    }
    return clientAddressFrom(remote, request.headers.get('x-forwarded-for') ?? undefined, proxies);
  },
  accountLimiter: new FailureRateLimiter(config.accountLockFailures, config.accountLockMinutes * 60_000),
  passwords,
  reportGate: new Gate({
    concurrency: config.reportConcurrency,
    queue: config.reportQueue,
    maxWaitMs: 1_000,
  }),
  security: { connectOrigins: config.apiOrigins, https: config.https, trustProxy: config.trustProxy },
  staticDir: config.staticDir,
  digestMail: config.smtpUrl !== undefined,
  // The app's view code: shared links are answered 503 without it.
  views,
  appUrl: config.appUrl,
});

// Queries, password checks and compression run on other threads, below the event loop's priority.
keepWorkerThreadsYielding();

let digests: ReturnType<typeof startDigestsFromConfig>;
const server = listen(
  // A request that would only be refused as busy is answered before it is even routed.
  (request, env) => app.refuseIfBusy(nodeRequestInfo(env)) ?? app.fetch(request, env),
  config,
  (info) => {
    console.log(`POS reporting is running at http://localhost:${info.port}`);
    console.log('Demo users (username / password):');
    for (const user of DEMO_USERS) {
      const note = user.isOwner
        ? 'owner of every store'
        : user.notAllowed.includes('access_to_xreport')
          ? 'refused: not allowed to access reports'
          : `staff with ${user.storeIds.length} stores`;
      console.log(`  ${user.username} / ${user.password}  (${note})`);
    }
    // Saved views e-mailed on a schedule read their reports as their owner, through the app's own routes.
    const scheduled = views && {
      viewTools: views,
      readerFor: scheduledReader({ db, tokens }, async (request) => app.fetch(request)),
    };
    digests = startDigestsFromConfig(config, db, info.port, undefined, scheduled);
  },
);

/** A stop takes at most this long, whatever runs (a build of the report tables, a checkpoint). */
const STOP_MS = 2_000;
/** Requests under way get this long to finish before the database is closed under them. */
const REQUESTS_MS = 500;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = performance.now();
  console.log(`${signal}: shutting down`);
  setTimeout(() => {
    console.log(`${signal}: stopped before everything was closed (${STOP_MS} ms)`);
    process.exit(0);
  }, STOP_MS).unref();
  clearInterval(upkeep);
  digests?.scheduler.stop();
  digests?.viewScheduler?.stop();
  digests?.mailer.close();
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, REQUESTS_MS))]);
  // Interrupts what still runs; a build cut short is built again at the next start.
  await db.close().catch((error: unknown) => console.error(`[db] closing failed: ${String(error)}`));
  console.log(`${signal}: stopped in ${Math.round(performance.now() - started)} ms`);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
