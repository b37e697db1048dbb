import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ViewTools } from '../../src/contract/viewTools';
import type { FailureRateLimiter } from '../auth/rate-limit';
import type { AppEnv, ResolvedDeps } from '../http/env';
import { apiError } from '../http/errors';
import { BUSY_MESSAGE, type Gate } from '../http/gate';
import { singleValuedQuery } from '../http/query';
import { OwnerTokens } from './ownerTokens';
import { readAsOwner, sharedQueryOf, sharedRequest } from './sharedAnswer';
import { type OpenShare, openShare, sharedViewOf, shareTokenOf } from './sharedView';
import { noteShareUse, tokenHash } from './sharesTable';

export interface SharedOptions {
  /** The app's own view code; without it a link's page opens but its report cannot be read (503). */
  views?: ViewTools | undefined;
  /** The app's routes, in process: a link's report is read as its owner through them. */
  read: (request: Request) => Promise<Response>;
}

/** Counts one request against `limiter`'s window for `key`, or refuses it with 429 and Retry-After. */
function withinLimit(limiter: FailureRateLimiter, key: string, who: string): void {
  if (limiter.isBlocked(key)) {
    const seconds = limiter.retryAfterSeconds(key);
    throw apiError(429, `Too many requests ${who}: try again in ${seconds} s`, {
      'retry-after': String(seconds),
    });
  }
  limiter.recordFailure(key);
}

/** Runs `work` in one of `gate`'s places, or answers 503 as a gated route does. */
async function inGate<T>(gate: Gate, signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  const release = await gate.enter(signal);
  if (!release) throw apiError(503, BUSY_MESSAGE, { 'retry-after': String(gate.retryAfterSeconds()) });
  try {
    return await work();
  } finally {
    release();
  }
}

/**
 * A shared link's public routes (`/api/shared`), read without sign-in: the view its page shows, and
 * its report's answer read as its owner. Limited per address and per link; the token opens that one
 * view's report and nothing else (`refuseShareTokens` keeps it out of every other route).
 */
export function sharedRoutes(deps: ResolvedDeps, options: SharedOptions) {
  const ownerTokens = new OwnerTokens(deps.tokens);

  const perAddress = createMiddleware<AppEnv>(async (c, next) => {
    withinLimit(deps.shareAddressLimiter, deps.clientAddress(c.req.raw, c.env), 'to shared links from here');
    await next();
  });

  /** The link of the path in force, its use noted; its lookups take a place of the read gate. */
  const opened = async (c: Context<AppEnv>): Promise<OpenShare> => {
    const token = shareTokenOf(c.req.param('token'));
    withinLimit(deps.shareTokenLimiter, tokenHash(token), 'to this shared link');
    const now = deps.now();
    return inGate(deps.readGate, c.req.raw.signal, async () => {
      const open = await openShare(deps.db, token, now);
      await noteShareUse(deps.db, open.share, now);
      return open;
    });
  };

  return new Hono<AppEnv>()
    .use('*', perAddress)
    .get('/v0/:token', async (c) => c.json(await sharedViewOf(deps.db, await opened(c))))
    .get('/v0/:token/answer', async (c) => {
      const open = await opened(c);
      const query = sharedQueryOf(singleValuedQuery(c));
      const { views } = options;
      if (!views)
        throw apiError(503, 'Shared reports cannot be shown by this server right now', {
          'retry-after': '60',
        });
      const request = sharedRequest(views, open, query, new Date(deps.now()), deps.log);
      // Outside the read gate: the report's own route waits for a place of the report gate.
      const answer = await readAsOwner(
        options.read,
        await ownerTokens.of(open.owner),
        request,
        c.req.raw.signal,
      );
      return c.body(answer.body, 200, { 'content-type': answer.contentType });
    });
}
