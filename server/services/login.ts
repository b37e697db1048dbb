import { Hono } from 'hono';
import * as v from 'valibot';
import { loginRequestSchema } from '../../src/contract/auth';
import { booleanParam } from '../../src/contract/wireParams';
import { hashPassword, isCurrentHash, type PasswordHash, verifyPassword } from '../auth/password';
import type { FailureRateLimiter } from '../auth/rate-limit';
import { findUserByUsername, replacePasswordHash, revokeAllTokens } from '../auth/users';
import { bearerToken } from '../http/auth';
import { parseJsonBody } from '../http/body';
import type { ResolvedDeps } from '../http/env';
import { apiError } from '../http/errors';
import { BUSY_MESSAGE } from '../http/gate';
import { limitBody, MAX_SIGN_IN_BYTES, requireJson } from '../http/limits';
import { parseQuery } from '../http/query';

export const LOGIN_FAILED = 'User with same email not found';
export const LOGIN_DENIED = 'You are not allowed to access this page at this time.';

function refuseIfLimited(limiter: FailureRateLimiter, key: string, scope: string) {
  if (!limiter.isBlocked(key)) return;
  const seconds = limiter.retryAfterSeconds(key);
  throw apiError(429, `Too many failed sign-in attempts ${scope}. Try again in ${seconds} seconds.`, {
    'retry-after': String(seconds),
  });
}

export function loginRoutes(deps: ResolvedDeps) {
  return new Hono()
    .post('/login', requireJson(), limitBody(MAX_SIGN_IN_BYTES), async (c) => {
      const { username, password } = await parseJsonBody(
        c,
        loginRequestSchema,
        '{"username": "…", "password": "…"}',
      );
      const address = deps.clientAddress(c.req.raw, c.env);
      const account = username.toLowerCase();
      const userKey = `${account}|${address}`;
      // Every limit applies before any queue, so refused attempts cost nothing but this check.
      // Guessing one password across many usernames from one address is limited too; an account
      // guessed at from many addresses is locked a while, the right password included.
      refuseIfLimited(deps.addressLimiter, address, 'from this address');
      refuseIfLimited(deps.accountLimiter, account, 'for this account');
      refuseIfLimited(deps.loginLimiter, userKey, 'from this address');
      const recordFailure = () => {
        deps.loginLimiter.recordFailure(userKey);
        deps.addressLimiter.recordFailure(address);
        deps.accountLimiter.recordFailure(account);
        return apiError(401, LOGIN_FAILED);
      };
      const stored = await findUserByUsername(deps.db, username);
      if (!stored) {
        // As long as a real check, without computing one or taking a place in the queue: a flood of
        // made-up usernames neither tells which exist nor keeps genuine sign-ins waiting.
        await deps.passwordTiming.wait();
        throw recordFailure();
      }
      // Password checks cost CPU: only a few run at once, so a crowd signing in cannot starve reports.
      const release = await deps.signInGate.enter(c.req.raw.signal);
      if (!release)
        throw apiError(503, BUSY_MESSAGE, {
          'retry-after': String(deps.signInGate.retryAfterSeconds()),
        });
      let valid: boolean;
      let upgraded: PasswordHash | undefined;
      const started = performance.now();
      try {
        valid = await verifyPassword(password, stored.password, deps.passwords);
        deps.passwordTiming.record(performance.now() - started);
        if (valid && !stored.blocked && !isCurrentHash(stored.password))
          upgraded = await hashPassword(password, deps.passwords);
      } finally {
        release();
      }
      if (!valid) throw recordFailure();
      deps.accountLimiter.reset(account);
      deps.loginLimiter.reset(userKey);
      if (stored.blocked) throw apiError(403, LOGIN_DENIED);
      if (upgraded)
        await replacePasswordHash(deps.db, stored.user.id, stored.password, upgraded).catch((error: Error) =>
          deps.log(`[auth] the password hash of user ${stored.user.id} stays as it was: ${error.message}`),
        );
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
