import { type AppOptions, createApp } from '../../server/app';
import { FailureRateLimiter } from '../../server/auth/rate-limit';
import { createTokenService, type TokenService } from '../../server/auth/tokens';
import type { Database } from '../../server/db/database';
import { ensureDemoData } from '../../server/demo/index';
import { Gate } from '../../server/http/gate';
import { ensureReportFacts } from '../../server/reports/tables/facts';
import { openTestDatabase } from './engine';

export const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!');

export interface TestServer {
  db: Database;
  tokens: TokenService;
  app: ReturnType<typeof createApp>;
  /** GET with the bearer token of the given user (default: demo). */
  get(path: string, token?: string): Promise<Response>;
  /** PUT or DELETE as the given user, with a JSON body (an object, or text sent as it is). */
  send(method: 'PUT' | 'DELETE', path: string, username: string, body?: unknown): Promise<Response>;
  login(username: string, password: string, address?: string): Promise<Response>;
  tokenFor(username: string): Promise<string>;
  close(): Promise<void>;
}

const patientGate = () => new Gate({ concurrency: 4, queue: 10_000, maxWaitMs: 120_000 });

/**
 * The real app over a real database (DuckDB in memory, or PostgreSQL: see `engine.ts`) filled by
 * the demo generator at a small size.
 */
export async function startTestServer(
  options: {
    demoOrders?: number;
    now?: Date;
    /** The engine, when not the tests' one (see `engine.ts`). */
    engine?: 'duckdb' | 'postgres';
    /** Where to keep the data across servers (default: a database of its own, gone at close). */
    file?: string;
    deps?: Partial<AppOptions>;
    /** What the app reads through, e.g. a wrapper that holds queries back. */
    wrapDb?: (db: Database) => Database;
    /**
     * Whether the report tables are built or brought up to date before the server is handed over
     * (default), as a server that has run a while has them; false leaves them as found.
     */
    reportTablesReady?: boolean;
  } = {},
): Promise<TestServer> {
  const db = await openTestDatabase({ file: options.file, engine: options.engine });
  await ensureDemoData(db, { seed: 7, demoOrders: options.demoOrders ?? 3000, now: options.now });
  const tokens = createTokenService(TEST_SECRET, 3600);
  const appDb = options.wrapDb ? options.wrapDb(db) : db;
  const app = createApp({
    db: appDb,
    tokens,
    loginLimiter: new FailureRateLimiter(10, 60_000),
    // Above the pair's limit, so each is seen alone; tests of the lock give their own.
    accountLimiter: new FailureRateLimiter(30, 60_000),
    clientAddress: (request) => request.headers.get('x-test-address') ?? '127.0.0.1',
    log: () => {},
    // Shedding has its own tests; elsewhere a slow machine must not turn a request into a 503.
    reportGate: patientGate(),
    exportGate: patientGate(),
    readGate: patientGate(),
    signInGate: patientGate(),
    ...options.deps,
  });
  // Requests are refused while a build runs (server/main.ts starts one at start, in the background).
  if (options.reportTablesReady !== false) await ensureReportFacts(appDb);
  const tokenCache = new Map<string, string>();
  const server: TestServer = {
    db,
    tokens,
    app,
    login: (username, password, address = '127.0.0.1') =>
      Promise.resolve(
        app.request('/api/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-test-address': address },
          body: JSON.stringify({ username, password }),
        }),
      ),
    async tokenFor(username) {
      const cached = tokenCache.get(username);
      if (cached) return cached;
      const response = await server.login(username, username, `token-${username}`);
      const { token } = (await response.json()) as { token: string };
      tokenCache.set(username, token);
      return token;
    },
    async get(path, token) {
      return app.request(path, {
        headers: { authorization: `Bearer ${token ?? (await server.tokenFor('demo'))}` },
      });
    },
    async send(method, path, username, body) {
      return app.request(path, {
        method,
        headers: {
          authorization: `Bearer ${await server.tokenFor(username)}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
    },
    close: () => db.close(),
  };
  return server;
}
