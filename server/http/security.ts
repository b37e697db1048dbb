import { createMiddleware } from 'hono/factory';

export interface SecurityOptions {
  /** Origins besides its own that the app fetches from (API services hosted elsewhere). */
  connectOrigins?: readonly string[];
  /** The public address is HTTPS (here or at a proxy): browsers are told to keep to it (HSTS). */
  https?: boolean;
  /** A reverse proxy in front says how it was reached (X-Forwarded-Proto, X-Forwarded-For). */
  trustProxy?: boolean;
}

/**
 * The app's scripts, workers and requests come from its own origin (plus the configured API
 * origins); styles may be inline because React and the chart library set style attributes.
 */
export function contentSecurityPolicy(connectOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** API answers are data, never a document: nothing may load from or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sign-in answers carry a token and must never be stored, nor a shared link's answers (read without
 * sign-in, by whoever holds the link, and void once it is revoked); API data is private and revalidated.
 */
function cacheControlFor(path: string): string | undefined {
  if (path === '/api/login' || path === '/api/logout' || path === '/api/health') return 'no-store';
  if (path.startsWith('/api/shared/')) return 'no-store';
  if (path.startsWith('/api/')) return 'private, no-cache';
  return undefined;
}

/** What the headers depend on: Hono's `c.req`, or the same read off Node's request. */
export interface RequestInfo {
  path: string;
  header(name: string): string | undefined;
  /** A query parameter's (first) value. */
  query(name: string): string | undefined;
}

function isHttps(request: RequestInfo, options: SecurityOptions): boolean {
  if (options.https) return true;
  if (!options.trustProxy) return false;
  const forwarded = request.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

export type HeaderRecord = Readonly<Record<string, string>>;

/**
 * The headers every answer carries, for a request: its kind (API or page), its cache rule and HSTS.
 * The few combinations are built once.
 */
export function securityHeadersFor(options: SecurityOptions = {}): (request: RequestInfo) => HeaderRecord {
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  const appCsp = contentSecurityPolicy(options.connectOrigins);
  const built = new Map<string, HeaderRecord>();
  return (request) => {
    const path = request.path;
    const isApi = path === '/api' || path.startsWith('/api/');
    const cacheControl = cacheControlFor(path);
    const hsts = isHttps(request, options);
    const key = `${isApi}|${cacheControl}|${hsts}`;
    let headers = built.get(key);
    if (!headers) {
      headers = {
        ...common,
        'content-security-policy': isApi ? API_CSP : appCsp,
        ...(cacheControl ? { 'cache-control': cacheControl } : {}),
        ...(hsts ? { 'strict-transport-security': HSTS } : {}),
      };
      built.set(key, headers);
    }
    return headers;
  };
}

/**
 * Sets the headers before the answer is made, so they are part of it from the start (a route may
 * still set its own Cache-Control). Answers made apart from the request context (thrown errors) get
 * them from `withHeaders` in the error handler.
 */
export function securityHeaders(headersFor: (request: RequestInfo) => HeaderRecord) {
  return createMiddleware(async (c, next) => {
    for (const [name, value] of Object.entries(headersFor(c.req))) c.header(name, value);
    await next();
  });
}

/** `response` with `headers` set, except those it sets itself (such as Retry-After or Allow). */
export function withHeaders(response: Response, headers: HeaderRecord): Response {
  let target = response;
  try {
    target.headers.set('x-content-type-options', 'nosniff');
  } catch {
    // Some answers (a fetched Response) have immutable headers: copy them once.
    target = new Response(response.body, response);
  }
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'cache-control' && target.headers.has(name)) continue;
    target.headers.set(name, value);
  }
  return target;
}
