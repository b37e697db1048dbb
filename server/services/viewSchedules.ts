import { type Context, Hono } from 'hono';
import { viewScheduleInputSchema } from '../../src/contract/viewSchedules';
import { accountOf } from '../auth/users';
import { viewScheduleOf, viewSchedulesOf } from '../digest/viewScheduleAnswer';
import type { ReaderFor } from '../digest/viewScheduler';
import { deleteSchedule, saveSchedule } from '../digest/viewScheduleTable';
import { parseJsonBody } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { requireJson } from '../http/limits';
import { pathId } from '../http/query';
import { OwnerTokens } from './ownerTokens';
import { viewId } from './savedViews';

const EXAMPLE = '{"every": "week", "weekday": 1, "hour": 7, "language": "en"}';

/** The signed-in user's own id from the path: nobody reads or changes another user's schedules. */
function ownUserId(c: Context<AppEnv>): number {
  const userId = pathId(c, 'userId');
  if (userId !== c.get('user').id) throw apiError(403, 'You may only use your own scheduled e-mails');
  return userId;
}

/** The server's clock (a test's, when it sets one). */
const clockOf = (deps: AppDeps) => deps.now?.() ?? Date.now();

/**
 * The e-mails of a user's saved views: list (with whether this server sends e-mail at all), read,
 * schedule or change (a view of theirs, of a store they see), stop.
 */
export function viewScheduleRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/v0/users/:userId/saved-view-schedules', async (c) => {
      const items = await viewSchedulesOf(deps.db, ownUserId(c), new Date(clockOf(deps)));
      return c.json({ items, mailEnabled: deps.digestMail === true });
    })
    .get('/v0/users/:userId/saved-views/:viewId/schedule', async (c) => {
      const userId = ownUserId(c);
      const id = viewId(c);
      const schedule = await viewScheduleOf(deps.db, userId, id, new Date(clockOf(deps)));
      if (!schedule) throw apiError(404, `View ${id} has no scheduled e-mail`);
      return c.json(schedule);
    })
    .put('/v0/users/:userId/saved-views/:viewId/schedule', requireJson(), async (c) => {
      const userId = ownUserId(c);
      const id = viewId(c);
      const input = await parseJsonBody(c, viewScheduleInputSchema, EXAMPLE);
      const now = clockOf(deps);
      await saveSchedule(deps.db, userId, id, input, now);
      const schedule = await viewScheduleOf(deps.db, userId, id, new Date(now));
      // Deleted in between, with its view.
      if (!schedule) throw apiError(404, `View ${id} not found`);
      return c.json(schedule);
    })
    .delete('/v0/users/:userId/saved-views/:viewId/schedule', async (c) => {
      const userId = ownUserId(c);
      const id = viewId(c);
      // Stopping needs no access to the store: else the e-mails would resume with the access.
      if (!(await deleteSchedule(deps.db, userId, id)))
        throw apiError(404, `View ${id} has no scheduled e-mail to stop`);
      return c.json({ message: 'Deleted' });
    });
}

/** Any origin does: the request never leaves the process. */
const IN_PROCESS = 'http://localhost';

/**
 * How the view scheduler reads a view's report as its owner: through the app's own routes in process
 * (`read`, the app's `fetch`), with a token of the owner's, so their store access, the gates and the
 * caches apply as to the app.
 */
export function scheduledReader(
  deps: Pick<AppDeps, 'db' | 'tokens'>,
  read: (request: Request) => Promise<Response>,
): ReaderFor {
  const ownerTokens = new OwnerTokens(deps.tokens);
  const inProcess = ((input: RequestInfo | URL, init?: RequestInit) =>
    read(
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), IN_PROCESS), init),
    )) as typeof fetch;
  return async (userId) => {
    const owner = await accountOf(deps.db, userId);
    if (!owner || owner.blocked) throw new Error(`user ${userId} may no longer read reports`);
    return { fetch: inProcess, token: await ownerTokens.of(owner) };
  };
}
