import { isIP } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { REPORTS_AT_ONCE } from '../src/contract/constants';

const flag = v.pipe(
  v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
  v.transform((text) => text === 'true' || text === '1'),
);
const count = (min: number) => v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(min));
/** `https://api.example.com, https://reports.example.com:8443` → origins, each checked. */
const originList = v.pipe(
  v.string(),
  v.transform((text) =>
    text
      .split(/[\s,]+/)
      .map((part) => part.trim())
      .filter(Boolean),
  ),
  v.check(
    (origins) => origins.every((origin) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin)),
    'must list origins such as https://api.example.com',
  ),
);

/** `127.0.0.1, 10.0.0.0/8, ::1` → addresses and subnets, each checked. */
const proxyList = v.pipe(
  v.string(),
  v.transform((text) => text.split(/[\s,]+/).filter(Boolean)),
  v.check(
    (entries) =>
      entries.every((entry) => {
        const [address = '', bits] = entry.split('/');
        const version = isIP(address);
        const max = version === 6 ? 128 : 32;
        return version !== 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max));
      }),
    'must list IP addresses or subnets such as 10.0.0.0/8, ::1',
  ),
);

/** The app's API base URLs given at build time (VITE_*_URL), when they point at another origin. */
function originsOfAppConfig(env: NodeJS.ProcessEnv): string[] {
  const names = [
    'VITE_REPORTS_API_URL',
    'VITE_SETTINGS_API_URL',
    'VITE_CATALOG_API_URL',
    'VITE_GENERAL_API_URL',
    'VITE_LOGIN_URL',
  ];
  const origins = new Set<string>();
  for (const name of names) {
    const value = env[name];
    if (!value || !/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL: the app would not reach it either.
    }
  }
  return [...origins];
}

const envSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '4173'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './.data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^postgres(ql)?:\/\/\S+$/,
        'must be a postgres:// URL (leave it unset for the embedded DuckDB)',
      ),
    ),
  ),
  DEMO_ORDERS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '200000'),
  DEMO_SEED: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '42'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  TOKEN_TTL_SECONDS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(60)), '43200'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  TRUST_PROXY: v.optional(flag, 'false'),
  TRUSTED_PROXIES: v.optional(proxyList, '127.0.0.1, ::1'),
  ACCOUNT_LOCK_FAILURES: v.optional(count(1), '10'),
  ACCOUNT_LOCK_MINUTES: v.optional(count(1), '15'),
  HTTPS: v.optional(flag, 'false'),
  API_ORIGINS: v.optional(originList),
  REPORT_CONCURRENCY: v.optional(count(1), String(REPORTS_AT_ONCE)),
  REPORT_QUEUE: v.optional(count(0), '8'),
  REQUEST_TIMEOUT_MS: v.optional(count(1000), '15000'),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^smtps?:\/\/\S+$/,
        'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587 (leave it unset to send no e-mail)',
      ),
    ),
  ),
  SMTP_FROM: v.optional(v.pipe(v.string(), v.nonEmpty())),
  APP_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/,
        'must be the public address of the app such as https://reports.example.com',
      ),
      v.transform((text) => text.replace(/\/+$/, '')),
    ),
  ),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL to use instead of the DuckDB file in `dataDir` (which then keeps the signing secret only). */
  databaseUrl: string | undefined;
  demoOrders: number;
  demoSeed: number;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  staticDir: string;
  /** Behind a reverse proxy: client address from X-Forwarded-For, scheme from X-Forwarded-Proto. */
  trustProxy: boolean;
  /** With `trustProxy`, the proxies whose X-Forwarded-For is read (addresses or subnets). */
  trustedProxies: string[];
  /** Failed sign-ins for one username, from any addresses, that lock it for `accountLockMinutes`. */
  accountLockFailures: number;
  accountLockMinutes: number;
  /** The public address is HTTPS: HSTS on every answer. */
  https: boolean;
  /** Origins besides its own that the app may connect to (Content-Security-Policy connect-src). */
  apiOrigins: string[];
  reportConcurrency: number;
  reportQueue: number;
  /** Time a client has to send a whole request (headers and body). */
  requestTimeoutMs: number;
  /** The SMTP server daily digests are sent through; none are sent without it. */
  smtpUrl: string | undefined;
  /** The digests' sender address (default: reports@ the app's host name). */
  smtpFrom: string | undefined;
  /** The app's public address, for links in e-mails (default: http://localhost and the listening port). */
  appUrl: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = v.safeParse(envSchema, env);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`Invalid environment: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
  }
  const e = parsed.output;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demoOrders: e.DEMO_ORDERS,
    demoSeed: e.DEMO_SEED,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    staticDir: path.resolve(e.STATIC_DIR),
    trustProxy: e.TRUST_PROXY,
    trustedProxies: e.TRUSTED_PROXIES,
    accountLockFailures: e.ACCOUNT_LOCK_FAILURES,
    accountLockMinutes: e.ACCOUNT_LOCK_MINUTES,
    https: e.HTTPS,
    apiOrigins: e.API_ORIGINS ?? originsOfAppConfig(env),
    reportConcurrency: e.REPORT_CONCURRENCY,
    reportQueue: e.REPORT_QUEUE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    appUrl: e.APP_URL,
  };
}
