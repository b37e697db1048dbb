import { Hono } from 'hono';
import * as v from 'valibot';
import { loginRequestSchema } from '../../src/contract/auth';
import { hashPassword, verifyPassword } from '../auth/password';
import type { AppDeps } from '../http/env';
import { apiError } from '../http/errors';
import { findUserByUsername, isDeniedReports } from './users';

export const LOGIN_FAILED = 'User with same email not found';
export const LOGIN_DENIED = 'You are not allowed to access this page at this time.';

/** Compared against when the username is unknown, so both failures take the same time. */
const decoyHash = hashPassword('decoy password');

export function loginRoutes(deps: AppDeps) {
  return new Hono().post('/login', async (c) => {
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
    const limitKey = `${username.toLowerCase()}|${deps.clientAddress(c.req.raw, c.env)}`;
    if (deps.loginLimiter.isBlocked(limitKey)) {
      const seconds = deps.loginLimiter.retryAfterSeconds(limitKey);
      throw apiError(429, `Too many failed sign-in attempts. Try again in ${seconds} seconds.`, {
        'retry-after': String(seconds),
      });
    }
    const stored = await findUserByUsername(deps.db, username);
    const valid = await verifyPassword(password, stored?.password ?? (await decoyHash));
    if (!stored || !valid) {
      deps.loginLimiter.recordFailure(limitKey);
      throw apiError(401, LOGIN_FAILED);
    }
    deps.loginLimiter.reset(limitKey);
    if (isDeniedReports(stored.user)) throw apiError(403, LOGIN_DENIED);
    return c.json({ token: await deps.tokens.sign(stored.user) });
  });
}
