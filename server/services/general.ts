import { Hono } from 'hono';
import * as v from 'valibot';
import { dayStartText } from '../../src/contract/businessDay';
import { requireStoreAccess } from '../http/auth';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { parseQuery, pathId } from '../http/query';
import { digestRoutes } from './digest';
import { savedViewRoutes } from './savedViews';
import { shareRoutes } from './shares';
import { storeById, storesOfUser, viewOfStore } from './stores';
import { targetRoutes } from './targets';
import { viewScheduleRoutes } from './viewSchedules';

/**
 * General retail service: the lookups sign-in needs (the stores of a user, a store's config), saved
 * views, daily e-mails.
 */
export function generalRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/', savedViewRoutes(deps))
    .route('/', shareRoutes(deps))
    .route('/', digestRoutes(deps))
    .route('/', viewScheduleRoutes(deps))
    .route('/', targetRoutes(deps))
    .get('/v0/users/:userId/stores', async (c) => {
      const userId = pathId(c, 'userId');
      if (userId !== c.get('user').id) throw apiError(403, 'You may only list your own stores');
      const rows = await storesOfUser(deps.db, userId);
      return c.json({
        items: rows.map((s) => ({
          id: s.id,
          store_external_id: s.store_external_id,
          type: s.type,
          url: s.url,
          name: s.name,
          country: s.country ?? '',
          timezone: s.timezone,
        })),
      });
    })
    .get('/v0/stores/:storeId/config', requireStoreAccess(deps.db), async (c) => {
      const { viewCode } = parseQuery(c, {
        viewCode: v.optional(
          v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,64}$/, 'must be a view code')),
          'default',
        ),
      });
      const storeId = c.get('storeId');
      const view = await viewOfStore(deps.db, storeId, { code: viewCode });
      if (!view) throw apiError(404, `View '${viewCode}' not found in store ${storeId}`);
      const store = await storeById(deps.db, storeId);
      return c.json({
        storeId,
        viewCode: view.code,
        currency: store.currency,
        symbol: store.symbol,
        timezone: store.timezone,
        dayStartsAt: dayStartText(Number(store.day_starts_at ?? 0)),
      });
    });
}
