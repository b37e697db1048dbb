import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { savedViewIdSchema } from '../../src/contract/savedViews';
import {
  type CreatedShare,
  SHARED_PAGE_PREFIX,
  shareIdSchema,
  shareInputSchema,
} from '../../src/contract/viewShares';
import { assertStoreAccess } from '../db/storeAccess';
import { parseJsonBody } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { requireJson } from '../http/limits';
import { pathId } from '../http/query';
import { createShare, revokeShare, sharesOfUser, sharesOfView, storeOfOwnView } from './sharesTable';

const EXAMPLE = '{"expiresInDays": 7}';

/** The body: a JSON object (an array would pass for one) of the contract's shape. */
const bodySchema = v.pipe(
  v.custom<unknown>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    `must be a JSON object such as ${EXAMPLE}`,
  ),
  shareInputSchema,
);

/** The signed-in user's own id from the path: nobody shares or sees another user's links. */
function ownUserId(c: Context<AppEnv>): number {
  const userId = pathId(c, 'userId');
  if (userId !== c.get('user').id) throw apiError(403, 'You may only share your own saved views');
  return userId;
}

function uuidParam(c: Context<AppEnv>, name: string, schema: typeof savedViewIdSchema): string {
  const parsed = v.safeParse(schema, c.req.param(name));
  if (!parsed.success) throw apiError(400, `Invalid path parameter '${name}': must be a UUID`);
  return parsed.output;
}

/**
 * The app's public address, where a link's page is: APP_URL, else the origin the request came to
 * (its scheme as the proxy says, when one is trusted).
 */
function appOrigin(c: Context<AppEnv>, deps: AppDeps): string {
  if (deps.appUrl) return deps.appUrl;
  const url = new URL(c.req.url);
  const forwarded = deps.security?.trustProxy
    ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
    : undefined;
  const scheme = deps.security?.https || forwarded === 'https' ? 'https:' : url.protocol;
  return `${scheme}//${url.host}`;
}

/**
 * Read-only links of a user's saved view: make one (its token shown once, in its address), list those
 * not revoked (of a view, or of all the user's views), revoke one.
 */
export function shareRoutes(deps: AppDeps) {
  const now = deps.now ?? Date.now;
  return new Hono<AppEnv>()
    .post('/v0/users/:userId/saved-views/:viewId/shares', requireJson(), async (c) => {
      const userId = ownUserId(c);
      const viewId = uuidParam(c, 'viewId', savedViewIdSchema);
      const { expiresInDays } = await parseJsonBody(c, bodySchema, EXAMPLE);
      await assertStoreAccess(deps.db, userId, [await storeOfOwnView(deps.db, userId, viewId)]);
      const made = await createShare(deps.db, userId, viewId, expiresInDays, now());
      const created: CreatedShare = {
        id: made.id,
        url: `${appOrigin(c, deps)}${SHARED_PAGE_PREFIX}${made.token}`,
        createdAt: made.createdAt,
        expiresAt: made.expiresAt,
      };
      // Its address is the token: no cache keeps it.
      return c.json(created, 201, { 'cache-control': 'no-store' });
    })
    .get('/v0/users/:userId/saved-view-shares', async (c) => {
      return c.json({ items: await sharesOfUser(deps.db, ownUserId(c)) });
    })
    .get('/v0/users/:userId/saved-views/:viewId/shares', async (c) => {
      const userId = ownUserId(c);
      const viewId = uuidParam(c, 'viewId', savedViewIdSchema);
      return c.json({ items: await sharesOfView(deps.db, userId, viewId) });
    })
    .delete('/v0/users/:userId/saved-views/:viewId/shares/:shareId', async (c) => {
      const userId = ownUserId(c);
      const viewId = uuidParam(c, 'viewId', savedViewIdSchema);
      const shareId = uuidParam(c, 'shareId', shareIdSchema);
      if (!(await revokeShare(deps.db, userId, viewId, shareId, now())))
        throw apiError(404, `Link ${shareId} of view ${viewId} not found`);
      return c.json({ message: 'Revoked' });
    });
}
