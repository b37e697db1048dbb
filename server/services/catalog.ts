import { Hono } from 'hono';
import * as v from 'valibot';
import { CATEGORY_FILTER_BY } from '../../src/contract/constants';
import { idListParam } from '../../src/contract/wireParams';
import type { Database } from '../db/database';
import { fetchPage } from '../db/paging';
import { requireStoreAccess } from '../http/auth';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { pageParams, parseQuery } from '../http/query';
import { filterCategories } from './categories';

export const categoryFilterParams = {
  ...pageParams(30, 100),
  filterBy: v.optional(v.picklist(CATEGORY_FILTER_BY, 'must be all, parent or child'), 'all'),
  search: v.optional(v.pipe(v.string(), v.maxLength(100, 'must be at most 100 characters'))),
  categoryIds: v.optional(idListParam),
};

/** Outlet ids must belong to the store; `-1` stands for none selected and is let through. */
export async function assertOutletsOfStore(
  db: Database,
  storeId: number,
  outletIds: readonly number[] | undefined,
) {
  const ids = (outletIds ?? []).filter((id) => id !== -1);
  if (!ids.length) return;
  const known = await db.all<{ id: number }>('SELECT id FROM outlets WHERE store_id = CAST($1 AS INTEGER)', [
    storeId,
  ]);
  const knownIds = new Set(known.map((o) => o.id));
  const unknown = ids.find((id) => !knownIds.has(id));
  if (unknown !== undefined) {
    throw apiError(400, `Invalid query parameter 'outletIds': outlet ${unknown} is not in store ${storeId}`);
  }
}

export function catalogRoutes(deps: AppDeps) {
  const { db } = deps;
  const store = new Hono<AppEnv>()
    .use(requireStoreAccess(db))
    .get('/catalogs', async (c) => {
      const { outletIds, page, limit } = parseQuery(c, {
        outletIds: v.optional(idListParam),
        ...pageParams(50, 50),
      });
      const storeId = c.get('storeId');
      // Every demo product is sold in every outlet; the ids are still checked so a typo is not silent.
      await assertOutletsOfStore(db, storeId, outletIds);
      const products = await fetchPage<{
        id: number;
        name: string;
        productType: string;
        categoryId: number | null;
      }>(
        db,
        `SELECT id, name, product_type AS "productType", category_id AS "categoryId"
         FROM products WHERE store_id = CAST($1 AS INTEGER) ORDER BY id`,
        [storeId],
        page,
        limit,
      );
      const ids = products.items.map((p) => p.id);
      const variants = ids.length
        ? await db.all<{
            id: number;
            product_id: number;
            sku: string;
            barcode: string;
            name: string;
            price: number;
            cost: number;
          }>(
            `SELECT id, product_id, sku, barcode, name, CAST(price AS DOUBLE PRECISION) AS price, CAST(cost AS DOUBLE PRECISION) AS cost
             FROM product_variants WHERE product_id IN (${ids.map((_, i) => `CAST($${i + 1} AS INTEGER)`).join(', ')})
             ORDER BY product_id, ordinal`,
            ids,
          )
        : [];
      return c.json({
        ...products,
        items: products.items.map((p) => ({
          ...p,
          variants: variants
            .filter((variant) => variant.product_id === p.id)
            .map(({ product_id: _product, ...variant }) => variant),
        })),
      });
    })
    .get('/categories/filter', async (c) => {
      const query = parseQuery(c, categoryFilterParams);
      return c.json(await filterCategories(db, c.get('storeId'), query));
    });

  return new Hono<AppEnv>().route('/v0/stores/:storeId', store);
}
