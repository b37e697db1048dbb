import { RequestRefused } from '../errors';
import { cached, forget } from './cache';
import type { Database } from './database';

/** A revoked store stays visible this long at most; in exchange no request pays for the lookup. */
const ACCESS_TTL_MS = 5_000;

const accessKey = (userId: number) => `user-stores:${userId}`;

/** The stores a user may see, by id. */
export function storeIdsOf(db: Database, userId: number): Promise<number[]> {
  return cached(
    db,
    accessKey(userId),
    async () => {
      const rows = await db.all<{ store_id: number }>(
        'SELECT store_id FROM user_stores WHERE user_id = CAST($1 AS INTEGER) ORDER BY store_id',
        [userId],
      );
      return rows.map((r) => r.store_id);
    },
    ACCESS_TTL_MS,
  );
}

/** Refuses a store the user may not see (403), or one that does not exist (404). */
export async function assertStoreAccess(
  db: Database,
  userId: number,
  storeIds: readonly number[],
): Promise<void> {
  const allowed = new Set(await storeIdsOf(db, userId));
  const denied = storeIds.find((id) => !allowed.has(id));
  if (denied === undefined) return;
  const exists = await db.all('SELECT 1 FROM stores WHERE id = CAST($1 AS INTEGER)', [denied]);
  if (!exists.length) throw new RequestRefused(404, `Store ${denied} not found`);
  throw new RequestRefused(403, `You do not have access to store ${denied}`);
}

/** Reads a user's store access again at the next request (after it changed). */
export function forgetStoreAccess(db: Database, userId: number): void {
  forget(db, accessKey(userId));
}
