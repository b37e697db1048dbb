import { Hono } from 'hono';
import {
  type BusinessDay,
  businessDayInputSchema,
  dayStartMinutes,
  dayStartText,
} from '../../src/contract/businessDay';
import { forget } from '../db/cache';
import type { Database } from '../db/database';
import { userWrite } from '../db/userWrites';
import { requireStoreAccess } from '../http/auth';
import { parseJsonBody } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { requireJson } from '../http/limits';

const EXAMPLE = '{"dayStartsAt": "04:00"}';
const SETTING = 'day_starts_at';

/** A store's business day start as it is now, with who last changed it and when. */
export async function businessDayOf(db: Database, storeId: number): Promise<BusinessDay> {
  const [row] = await db.all<{
    day_starts_at: number | null;
    changed_by: number | null;
    changed_at: number | null;
  }>(
    `SELECT s.day_starts_at, c.changed_by, c.changed_at FROM stores s
     LEFT JOIN (SELECT changed_by, changed_at FROM store_setting_changes
                WHERE store_id = CAST($1 AS INTEGER) AND setting = '${SETTING}'
                ORDER BY changed_at DESC LIMIT 1) c ON true
     WHERE s.id = CAST($1 AS INTEGER)`,
    [storeId],
  );
  if (!row) throw apiError(404, `Store ${storeId} not found`);
  return {
    storeId,
    dayStartsAt: dayStartText(row.day_starts_at ?? 0),
    changedBy: row.changed_by === null ? null : Number(row.changed_by),
    changedAt: row.changed_at === null ? null : new Date(Number(row.changed_at)).toISOString(),
  };
}

/**
 * `/v0/stores/:storeId/business-day` of the settings service: staff read a store's business day start,
 * an owner changes it. Every change is kept with who made it and when; reports read the new start at
 * once (the store's cached row is dropped).
 */
export function businessDayRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireStoreAccess(db))
    .get('/', async (c) => c.json(await businessDayOf(db, c.get('storeId'))))
    .put('/', requireJson(), async (c) => {
      const user = c.get('user');
      if (!user.is_owner)
        throw apiError(403, "Only a store's owner may change where its business day starts");
      const storeId = c.get('storeId');
      const { dayStartsAt } = await parseJsonBody(c, businessDayInputSchema, EXAMPLE);
      // One write at a time on DuckDB (two that update one row conflict there), as every user write.
      await userWrite(db, user.id, async (tx) => {
        await tx.run('UPDATE stores SET day_starts_at = CAST($1 AS INTEGER) WHERE id = CAST($2 AS INTEGER)', [
          dayStartMinutes(dayStartsAt),
          storeId,
        ]);
        await tx.run(
          `INSERT INTO store_setting_changes (store_id, setting, value, changed_by, changed_at)
           VALUES (CAST($1 AS INTEGER), '${SETTING}', CAST($2 AS VARCHAR), CAST($3 AS INTEGER), CAST($4 AS BIGINT))`,
          [storeId, dayStartsAt, user.id, Date.now()],
        );
      });
      forget(db, `store:${storeId}`);
      return c.json(await businessDayOf(db, storeId));
    });
}
