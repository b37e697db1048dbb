import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { REPORTS_AT_ONCE } from '../src/contract/constants';
import type { ViewTools } from '../src/contract/viewTools';
import { poolHasher } from './auth/password';
import { PasswordTiming } from './auth/passwordTiming';
import { FailureRateLimiter } from './auth/rate-limit';
import { RevocationList } from './auth/revocations';
import { DatabaseUnavailableError } from './db/database';
import { inReportLane } from './db/reportLane';
import { RequestRefused } from './errors';
import { requireUser } from './http/auth';
import { compressJson } from './http/compress';
import type { AppDeps, AppEnv, ResolvedDeps } from './http/env';
import { busyAnswer, Gate, gated } from './http/gate';
import { limitBody, MAX_BODY_BYTES } from './http/limits';
import { serveWebManifest } from './http/manifest';
import { allowedMethods } from './http/methods';
import { type RequestInfo, securityHeaders, securityHeadersFor, withHeaders } from './http/security';
import { refuseShareTokens, SHARED_API_PREFIX } from './http/shareToken';
import { hasBuiltApp, serveBuiltApp } from './http/static';
import { refuseUnstorableQuery } from './http/text';
import { catalogRoutes } from './services/catalog';
import { generalRoutes } from './services/general';
import { loginRoutes } from './services/login';
import { reportsRoutes } from './services/reports';
import { settingsRoutes } from './services/settings';
import { sharedRoutes } from './services/shared';

/** Failed sign-ins one address may make across usernames in the window. */
export const ADDRESS_FAILURES = { limit: 50, windowMs: 15 * 60_000 };
/** Failed sign-ins for one username, from any addresses, after which it is locked until they age out. */
export const ACCOUNT_FAILURES = { limit: 10, windowMs: 15 * 60_000 };
/** A password check's time before any is measured (Argon2id at `ARGON2_OPTIONS` takes about this on a server core). */
const PASSWORD_CHECK_MS = 20;
/**
 * Work in flight is bounded so that what is admitted is answered within about a second and the rest
 * is refused at once. DuckDB runs each query on a thread of Node's pool (4 threads), which
 * compression and file reads share (password hashing has a thread of its own, `PasswordThread`):
 * two reports at a time keep threads free for the rest.
 */
export const REPORT_GATE = { concurrency: REPORTS_AT_ONCE, queue: 8, maxWaitMs: 1_000 };
/** Settings, catalog and general reads: short queries, mostly memoised. */
export const READ_GATE = { concurrency: 4, queue: 16, maxWaitMs: 1_000 };
export const SIGN_IN_GATE = { concurrency: 1, queue: 4, maxWaitMs: 1_000 };
/**
 * Exports (`isExport=true`: pages of up to 10,000 rows, a second or two each) queue apart from the
 * screens' reports, one at a time, and may wait long: the app's export worker waits minutes for a
 * page and, when refused, comes back after the Retry-After the gate estimates from its queue.
 */
export const EXPORT_GATE = { concurrency: 1, queue: 32, maxWaitMs: 30_000, typicalMs: 1_500 };

/** Requests one shared link may make in the window: a page and its reads, opened by a few people. */
export const SHARED_LINK_REQUESTS = { limit: 120, windowMs: 60_000 };
/** Requests to shared links one address may make in the window, across links. */
export const SHARED_ADDRESS_REQUESTS = { limit: 300, windowMs: 60_000 };

/** A shared link's report answer: it waits for the report gate (its read goes through a report route). */
const SHARED_ANSWER = /^\/api\/shared\/v0\/[^/]+\/answer$/;

/** What the app is made of: the common dependencies, and the app's own view code when it was built. */
export interface AppOptions extends AppDeps {
  /** `src/export/onServer.ts`: a shared link's report request (503 for its answers without it). */
  views?: ViewTools | undefined;
}

/** What a request is answered while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The reports database cannot be reached right now. Try again in a moment.';

export function createApp(appDeps: AppOptions) {
  const deps: ResolvedDeps = {
    ...appDeps,
    addressLimiter:
      appDeps.addressLimiter ?? new FailureRateLimiter(ADDRESS_FAILURES.limit, ADDRESS_FAILURES.windowMs),
    accountLimiter:
      appDeps.accountLimiter ?? new FailureRateLimiter(ACCOUNT_FAILURES.limit, ACCOUNT_FAILURES.windowMs),
    passwordTiming: appDeps.passwordTiming ?? new PasswordTiming(PASSWORD_CHECK_MS),
    passwords: appDeps.passwords ?? poolHasher,
    revocations: appDeps.revocations ?? new RevocationList(appDeps.db),
    reportGate: appDeps.reportGate ?? new Gate(REPORT_GATE),
    exportGate: appDeps.exportGate ?? new Gate(EXPORT_GATE),
    readGate: appDeps.readGate ?? new Gate(READ_GATE),
    signInGate: appDeps.signInGate ?? new Gate(SIGN_IN_GATE),
    shareTokenLimiter:
      appDeps.shareTokenLimiter ??
      new FailureRateLimiter(SHARED_LINK_REQUESTS.limit, SHARED_LINK_REQUESTS.windowMs),
    shareAddressLimiter:
      appDeps.shareAddressLimiter ??
      new FailureRateLimiter(SHARED_ADDRESS_REQUESTS.limit, SHARED_ADDRESS_REQUESTS.windowMs),
    now: appDeps.now ?? Date.now,
    security: appDeps.security ?? {},
    log: appDeps.log ?? ((line: string) => console.error(line)),
  };
  const { log } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);
  const staticDir = hasBuiltApp(deps.staticDir) ? deps.staticDir : undefined;

  const headersFor = securityHeadersFor(deps.security);
  /** The gate of a request to one of the gated services (reports, general, settings, catalog). */
  const serviceGate = (request: RequestInfo): Gate =>
    request.path.startsWith('/api/reports/')
      ? request.query('isExport') === 'true'
        ? deps.exportGate
        : deps.reportGate
      : deps.readGate;
  const gateOf = (request: RequestInfo) =>
    /^\/api\/(reports|general|settings|catalog)\//.test(request.path)
      ? serviceGate(request)
      : request.path.startsWith(SHARED_API_PREFIX)
        ? SHARED_ANSWER.test(request.path)
          ? deps.reportGate
          : deps.readGate
        : undefined;

  // A full gate refuses first of all (main.ts asks even before routing): shedding load must cost
  // next to nothing.
  const refuseIfBusy = busyAnswer(gateOf, headersFor);
  app.use('/api/*', async (c, next) => refuseIfBusy(c.req) ?? next());
  app.use('*', securityHeaders(headersFor));
  // Before every route and method check, health included: a share token is no credential anywhere else.
  app.use('/api/*', refuseShareTokens());
  app.use('*', allowedMethods(app, { servesApp: staticDir !== undefined }));
  // Answers from memory, ahead of every queue and database read.
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.use('*', limitBody(MAX_BODY_BYTES));
  app.use('/api/*', compressJson());
  // U+0000 or an unpaired surrogate in a query parameter: a 400 naming it, before any route reads it.
  app.use('/api/*', refuseUnstorableQuery());
  app.route('/api', loginRoutes(deps));
  // Without sign-in: the token of the path opens one view's report (gated and limited in its routes).
  app.route(
    '/api/shared',
    sharedRoutes(deps, { views: appDeps.views, read: async (request) => app.fetch(request) }),
  );
  for (const service of ['general', 'settings', 'catalog', 'reports']) {
    app.use(`/api/${service}/*`, auth);
    app.use(`/api/${service}/*`, gated(serviceGate));
  }
  // Report queries leave a connection to everything else.
  app.use('/api/reports/*', (_c, next) => inReportLane(next));
  app.route('/api/general', generalRoutes(deps));
  app.route('/api/settings', settingsRoutes(deps));
  app.route('/api/catalog', catalogRoutes(deps));
  app.route('/api/reports', reportsRoutes(deps));
  app.all('/api/*', (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  // One manifest per host: a white-label host installs under its own name, colours and icons.
  app.get('/manifest.webmanifest', serveWebManifest({ trustProxy: deps.security.trustProxy }));
  if (staticDir) serveBuiltApp(app, staticDir);

  app.notFound((c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    // Thrown answers are made apart from the request: they get the common headers here.
    if (error instanceof HTTPException) {
      return withHeaders(
        error.res ?? c.json({ message: error.message || 'Bad Request' }, error.status),
        headersFor(c.req),
      );
    }
    if (error instanceof RequestRefused) {
      return withHeaders(c.json({ message: error.message }, error.status), headersFor(c.req));
    }
    if (error instanceof DatabaseUnavailableError) {
      log(`[error] ${c.req.method} ${c.req.path}: ${error.message}`);
      return withHeaders(
        c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503, { 'retry-after': '5' }),
        headersFor(c.req),
      );
    }
    if (c.req.raw.signal.aborted || isClientAbort(error)) {
      // Anyone can open a request and leave: one line, no stack, so such clients cannot flood the log.
      log(`[aborted] ${c.req.method} ${c.req.path}: the client left before its request was read`);
      return withHeaders(c.json({ message: 'The request was not complete.' }, 400), headersFor(c.req));
    }
    log(
      `[error] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return withHeaders(
      c.json({ message: 'Something went wrong on the server. Try again later.' }, 500),
      headersFor(c.req),
    );
  });
  return Object.assign(app, { refuseIfBusy });
}

/** An error of reading a request whose client closed the connection midway. */
function isClientAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (
    error.message === 'aborted' ||
    error.name === 'AbortError' ||
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE'
  );
}
