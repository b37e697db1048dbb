import { Hono } from 'hono';
import * as v from 'valibot';
import { loginRequestSchema } from '../../src/contract/auth';
import { booleanParam } from '../../src/contract/wireParams';
import { hashPassword, verifyPassword } from '../auth/password';
import type { FailureRateLimiter } from '../auth/rate-limit';
import { findUserByUsername, revokeAllTokens } from '../auth/users';
import { bearerToken } from '../http/auth';
import type { ResolvedDeps } from '../http/env';
import { apiError } from '../http/errors';
import { BUSY_MESSAGE } from '../http/gate';
import { limitBody, MAX_SIGN_IN_BYTES, requireJson } from '../http/limits';
import { parseQuery } from '../http/query';

export const LOGIN_FAILED = 'User with same email not found';
export const LOGIN_DENIED = 'You are not allowed to access this page at this time.';

/** Compared against when the username is unknown, so both failures take the same time. */
const decoyHash = hashPassword('decoy password');

function refuseIfLimited(limiter: FailureRateLimiter, key: string) {
  if (!limiter.isBlocked(key)) return;
  const seconds = limiter.retryAfterSeconds(key);
  throw apiError(429, `Too many failed sign-in attempts. Try again in ${seconds} seconds.`, {
    'retry-after': String(seconds),
  });
}

export function loginRoutes(deps: ResolvedDeps) {
  return new Hono()
    .post('/login', requireJson(), limitBody(MAX_SIGN_IN_BYTES), async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw apiError(400, 'The body must be JSON: {"username": "…", "password": "…"}');
      }
      const parsed = v.safeParse(loginRequestSchema, body);
      if (!parsed.success) {
        const issue = parsed.issues[0];
        throw apiError(400, `Invalid field '${v.getDotPath(issue) ?? 'body'}': ${issue.message}`);
      }
      const { username, password } = parsed.output;
      const address = deps.clientAddress(c.req.raw, c.env);
      const userKey = `${username.toLowerCase()}|${address}`;
      // Guessing one password across many usernames from one address is limited too.
      refuseIfLimited(deps.addressLimiter, address);
      refuseIfLimited(deps.loginLimiter, userKey);
      // Password checks cost CPU: only a few run at once, so a crowd signing in cannot starve reports.
      const release = await deps.signInGate.enter(c.req.raw.signal);
      if (!release) throw apiError(503, BUSY_MESSAGE, { 'retry-after': '1' });
      let stored: Awaited<ReturnType<typeof findUserByUsername>>;
      let valid: boolean;
      try {
        stored = await findUserByUsername(deps.db, username);
        valid = await verifyPassword(password, stored?.password ?? (await decoyHash));
      } finally {
        release();
      }
      if (!stored || !valid) {
        deps.loginLimiter.recordFailure(userKey);
        deps.addressLimiter.recordFailure(address);
        throw apiError(401, LOGIN_FAILED);
      }
      deps.loginLimiter.reset(userKey);
      if (stored.blocked) throw apiError(403, LOGIN_DENIED);
      return c.json({ token: await deps.tokens.sign(stored.user, stored.tokenVersion) });
    })
    .post('/logout', async (c) => {
      // Sign-out works with any token still correctly signed and unexpired, even one whose user has
      // been blocked since: it revokes that token; `everywhere=true` also ends every other session.
      const { everywhere } = parseQuery(c, { everywhere: v.optional(booleanParam, 'false') });
      const token = await bearerToken(deps.tokens, c.req.header('authorization'));
      await deps.revocations.revoke(token.jti, token.exp);
      if (everywhere) await revokeAllTokens(deps.db, token.user.id);
      return c.json({ message: everywhere ? 'Signed out everywhere' : 'Signed out' });
    });
}
