import { type Context, Hono } from 'hono';
import { digestInputSchema } from '../../src/contract/digest';
import { assertStoreAccess } from '../db/storeAccess';
import { deleteSubscription, saveSubscription, subscriptionsOf } from '../digest/subscriptions';
import { parseJsonBody } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { requireJson } from '../http/limits';
import { pathId } from '../http/query';

const EXAMPLE = '{"hour": 6, "language": "en"}';

/** The signed-in user's own id from the path: nobody reads or changes another user's digests. */
function ownUserId(c: Context<AppEnv>): number {
  const userId = pathId(c, 'userId');
  if (userId !== c.get('user').id) throw apiError(403, 'You may only use your own daily e-mails');
  return userId;
}

/** The store of the path, when the user may see it (403; 404 when it does not exist). */
async function visibleStoreId(c: Context<AppEnv>, deps: AppDeps, userId: number): Promise<number> {
  const storeId = pathId(c, 'storeId');
  await assertStoreAccess(deps.db, userId, [storeId]);
  return storeId;
}

/**
 * A user's daily e-mails, one per store: list (with whether this server sends e-mail at all),
 * subscribe or change the hour and language (of a store the user sees), unsubscribe.
 */
export function digestRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/v0/users/:userId/digests', async (c) => {
      const { items, outOfReach } = await subscriptionsOf(deps.db, ownUserId(c));
      return c.json({ items, outOfReach, mailEnabled: deps.digestMail === true });
    })
    .put('/v0/users/:userId/digests/:storeId', requireJson(), async (c) => {
      const userId = ownUserId(c);
      const storeId = await visibleStoreId(c, deps, userId);
      const input = await parseJsonBody(c, digestInputSchema, EXAMPLE);
      return c.json(await saveSubscription(deps.db, userId, storeId, input));
    })
    .delete('/v0/users/:userId/digests/:storeId', async (c) => {
      const userId = ownUserId(c);
      // A user may always stop their own digest, also of a store they no longer see (else it would
      // resume by itself were the access to come back).
      const storeId = pathId(c, 'storeId');
      if (!(await deleteSubscription(deps.db, userId, storeId)))
        throw apiError(404, `No daily e-mail of store ${storeId} to stop`);
      return c.json({ message: 'Deleted' });
    });
}
