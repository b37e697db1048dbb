import { Hono } from 'hono';
import * as v from 'valibot';
import { idListParam, idParam } from '../../src/contract/wireParams';
import { fetchPage } from '../db/paging';
import { assertStoreAccess } from '../db/storeAccess';
import { requireStoreAccess } from '../http/auth';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { pageParams, parseQuery } from '../http/query';
import { businessDayRoutes } from './businessDay';
import { storeById, storesOfUser, toStore, viewOfStore } from './stores';

const SETTINGS_LIMIT = 100;
const settingsPage = pageParams(SETTINGS_LIMIT, SETTINGS_LIMIT);
/** Some calls repeat the path's store id in the query; when they do, the two must agree. */
const storeIdEcho = { storeId: v.optional(idParam) };

function checkEcho(storeId: number, echoed: number | undefined) {
  if (echoed !== undefined && echoed !== storeId) {
    throw apiError(
      400,
      `Invalid query parameter 'storeId': ${echoed} differs from the path's store ${storeId}`,
    );
  }
}

const RATE_COLUMNS = `id, from_currency AS "fromCurrency", to_currency AS "toCurrency", CAST(rate AS DOUBLE PRECISION) AS rate, store_id AS "storeId"`;

export function settingsRoutes(deps: AppDeps) {
  const { db } = deps;
  const store = new Hono<AppEnv>()
    .use(requireStoreAccess(db))
    .get('/shop', async (c) => {
      const { viewId } = parseQuery(c, { viewId: v.optional(idParam) });
      const storeId = c.get('storeId');
      const view = await viewOfStore(db, storeId, { id: viewId });
      if (!view) throw apiError(404, `View ${viewId} not found in store ${storeId}`);
      return c.json({
        ...toStore(await storeById(db, storeId)),
        viewCode: view.code,
        websiteId: view.website_id,
      });
    })
    .get('/tax-configs', async (c) => {
      const { page, limit } = parseQuery(c, settingsPage);
      return c.json(
        await fetchPage(
          db,
          `SELECT id, name, CAST(rate AS DOUBLE PRECISION) AS rate, is_default AS "isDefault" FROM tax_configs
           WHERE store_id = CAST($1 AS INTEGER) ORDER BY id`,
          [c.get('storeId')],
          page,
          limit,
        ),
      );
    })
    .get('/views', async (c) => {
      const { page, limit } = parseQuery(c, settingsPage);
      return c.json(
        await fetchPage(
          db,
          `SELECT id, code, name, website_id AS "websiteId" FROM views WHERE store_id = CAST($1 AS INTEGER) ORDER BY id`,
          [c.get('storeId')],
          page,
          limit,
        ),
      );
    })
    .get('/outlets', async (c) => {
      const storeId = c.get('storeId');
      const [outlets, registers] = await Promise.all([
        db.all<{ id: number; name: string; status: boolean; visible: boolean }>(
          'SELECT id, name, status, visible FROM outlets WHERE store_id = CAST($1 AS INTEGER) ORDER BY ordinal',
          [storeId],
        ),
        db.all<{ id: number; outlet_id: number; name: string; name_display: string; visible: boolean }>(
          'SELECT id, outlet_id, name, name_display, visible FROM registers WHERE store_id = CAST($1 AS INTEGER) ORDER BY outlet_id, ordinal',
          [storeId],
        ),
      ]);
      return c.json({
        items: outlets.map((o) => ({
          ...o,
          registers: registers
            .filter((r) => r.outlet_id === o.id)
            .map((r) => ({ id: r.id, name: r.name, nameDisplay: r.name_display, visible: r.visible })),
        })),
      });
    })
    .get('/setting/sales-order', async (c) => {
      const { storeId: echoed } = parseQuery(c, { ...storeIdEcho, ...settingsPage });
      checkEcho(c.get('storeId'), echoed);
      const customStatuses = await db.all(
        `SELECT value, label, is_published, visible FROM custom_order_statuses
         WHERE store_id = CAST($1 AS INTEGER) ORDER BY id`,
        [c.get('storeId')],
      );
      return c.json({ customStatuses });
    })
    .get('/currency-rates', async (c) => {
      const { storeId: echoed, page, limit } = parseQuery(c, { ...storeIdEcho, ...settingsPage });
      checkEcho(c.get('storeId'), echoed);
      return c.json(
        await fetchPage(
          db,
          `SELECT ${RATE_COLUMNS} FROM currency_rates WHERE store_id = CAST($1 AS INTEGER) ORDER BY id`,
          [c.get('storeId')],
          page,
          limit,
        ),
      );
    })
    .get('/currencies', async (c) => {
      const { storeId: echoed, page, limit } = parseQuery(c, { ...storeIdEcho, ...settingsPage });
      checkEcho(c.get('storeId'), echoed);
      return c.json(
        await fetchPage(
          db,
          `SELECT c.code, c.symbol, c.currency_symbol, c.name FROM currencies c
           WHERE c.code IN (SELECT to_currency FROM currency_rates WHERE store_id = CAST($1 AS INTEGER))
           ORDER BY c.code`,
          [c.get('storeId')],
          page,
          limit,
        ),
      );
    });

  const salespeople = new Hono<AppEnv>().use(requireStoreAccess(db)).get('/users', async (c) => {
    const { page, limit } = parseQuery(c, settingsPage);
    return c.json(
      await fetchPage(
        db,
        `SELECT id, username, first_name AS "firstName", last_name AS "lastName", status, visible
         FROM salespeople WHERE store_id = CAST($1 AS INTEGER) ORDER BY id`,
        [c.get('storeId')],
        page,
        limit,
      ),
    );
  });

  return new Hono<AppEnv>()
    .get('/v0/stores', async (c) => {
      const { customerId } = parseQuery(c, { customerId: idParam });
      if (customerId !== c.get('user').id) throw apiError(403, 'You may only list your own stores');
      return c.json({ items: (await storesOfUser(db, customerId)).map(toStore) });
    })
    .get('/v0/currency-rates', async (c) => {
      const { storeIds, page, limit } = parseQuery(c, { storeIds: idListParam, ...settingsPage });
      await assertStoreAccess(db, c.get('user').id, storeIds);
      const placeholders = storeIds.map((_, i) => `CAST($${i + 1} AS INTEGER)`).join(', ');
      return c.json(
        await fetchPage(
          db,
          `SELECT ${RATE_COLUMNS} FROM currency_rates WHERE store_id IN (${placeholders}) ORDER BY id`,
          storeIds,
          page,
          limit,
        ),
      );
    })
    .route('/v0/stores/:storeId/business-day', businessDayRoutes(deps))
    .route('/v0/stores/:storeId', store)
    .route('/v1/stores/:storeId', salespeople);
}
