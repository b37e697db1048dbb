import type { Context } from 'hono';
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

/** Sign-in answers carry a token and must never be stored; API data is private and revalidated. */
function cacheControlFor(path: string): string | undefined {
  if (path === '/api/login' || path === '/api/logout' || path === '/api/health') return 'no-store';
  if (path.startsWith('/api/')) return 'private, no-cache';
  return undefined;
}

function isHttps(c: Context, options: SecurityOptions): boolean {
  if (options.https) return true;
  if (!options.trustProxy) return false;
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/** Headers set on every answer, whatever produced it (route, static file, error, 404). */
export function securityHeaders(options: SecurityOptions = {}) {
  const appCsp = contentSecurityPolicy(options.connectOrigins);
  return createMiddleware(async (c, next) => {
    await next();
    const path = c.req.path;
    const isApi = path === '/api' || path.startsWith('/api/');
    let headers = c.res.headers;
    try {
      headers.set('x-content-type-options', 'nosniff');
    } catch {
      // Some answers (a fetched Response) have immutable headers: copy them once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set('x-content-type-options', 'nosniff');
    }
    headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    headers.set('permissions-policy', PERMISSIONS_POLICY);
    headers.set('x-frame-options', 'DENY');
    headers.set('cross-origin-opener-policy', 'same-origin');
    headers.set('content-security-policy', isApi ? API_CSP : appCsp);
    if (isHttps(c, options)) headers.set('strict-transport-security', HSTS);
    const cacheControl = cacheControlFor(path);
    if (cacheControl && (cacheControl === 'no-store' || !headers.has('cache-control')))
      headers.set('cache-control', cacheControl);
  });
}
