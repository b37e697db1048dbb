import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { savedViewIdSchema, savedViewInputSchema } from '../../src/contract/savedViews';
import { assertStoreAccess } from '../db/storeAccess';
import { parseJsonBody } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { requireJson } from '../http/limits';
import { pathId } from '../http/query';
import { deleteView, savedViewsOf, saveView } from './savedViewsTable';

const EXAMPLE =
  '{"storeId": 1, "name": "…", "path": "/total-revenue", "search": {…}, "range": {"kind": "fixed"}, "isDefault": false}';

/** The signed-in user's own id from the path: nobody reads or writes another user's views. */
function ownUserId(c: Context<AppEnv>): number {
  const userId = pathId(c, 'userId');
  if (userId !== c.get('user').id) throw apiError(403, 'You may only use your own saved views');
  return userId;
}

/** The view id of the path: a UUID (400 naming `viewId` otherwise). */
export function viewId(c: Context<AppEnv>): string {
  const parsed = v.safeParse(savedViewIdSchema, c.req.param('viewId'));
  if (!parsed.success) throw apiError(400, "Invalid path parameter 'viewId': must be a UUID");
  return parsed.output;
}

/** A user's saved report views: list, save (create or replace under the id the app made), delete. */
export function savedViewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/v0/users/:userId/saved-views', async (c) => {
      return c.json({ items: await savedViewsOf(deps.db, ownUserId(c)) });
    })
    .put('/v0/users/:userId/saved-views/:viewId', requireJson(), async (c) => {
      const userId = ownUserId(c);
      const id = viewId(c);
      const input = await parseJsonBody(c, savedViewInputSchema, EXAMPLE);
      await assertStoreAccess(deps.db, userId, [input.storeId]);
      return c.json(await saveView(deps.db, userId, id, input));
    })
    .delete('/v0/users/:userId/saved-views/:viewId', async (c) => {
      const userId = ownUserId(c);
      const id = viewId(c);
      if (!(await deleteView(deps.db, userId, id))) throw apiError(404, `View ${id} not found`);
      return c.json({ message: 'Deleted' });
    });
}
