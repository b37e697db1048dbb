import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { shareTokenSchema } from '../../src/contract/viewShares';
import { apiError } from './errors';

export const SHARE_TOKEN_REFUSED = 'A shared link reads only its own report';

/** Where share tokens are read: the shared links' own routes. */
export const SHARED_API_PREFIX = '/api/shared/';

/** 43 characters of base64url: a share token's shape (a sign-in token is a JWT, with dots). */
export function looksLikeShareToken(text: string | undefined): boolean {
  return text !== undefined && v.is(shareTokenSchema, text);
}

/** Query parameters a share token might be sent in. */
const TOKEN_PARAMS = new Set(['share', 'token', 'sharetoken', 'share_token', 'access_token']);

function carriesShareToken(c: Context): boolean {
  const credentials = /^\s*(?:Bearer|Share)\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (looksLikeShareToken(credentials?.[1])) return true;
  if (c.req.url.includes('?'))
    for (const [name, values] of Object.entries(c.req.queries()))
      if (TOKEN_PARAMS.has(name.toLowerCase()) && values.some(looksLikeShareToken)) return true;
  return c.req.path.split('/').some(looksLikeShareToken);
}

/**
 * A share token opens one view's report through the shared links' routes and nothing else: any other
 * API request carrying one (as a bearer or `Share` credential, a `share`/`token` parameter or a path
 * segment) is refused with 403 before it is authenticated, so it is never taken for a session.
 */
export function refuseShareTokens() {
  return createMiddleware(async (c, next) => {
    if (!c.req.path.startsWith(SHARED_API_PREFIX) && carriesShareToken(c))
      throw apiError(403, SHARE_TOKEN_REFUSED);
    await next();
  });
}
