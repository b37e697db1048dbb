import { createMiddleware } from 'hono/factory';
import { TokenError, type TokenService } from '../auth/tokens';
import { cached } from '../db/cache';
import type { Database } from '../db/database';
import type { AppEnv } from './env';
import { apiError } from './errors';
import { pathId } from './query';

/** Every service route but sign-in and health needs a valid bearer token. */
export function requireUser(tokens: TokenService) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1])
      throw apiError(401, 'Need auth: send the sign-in token as "Authorization: Bearer <token>"');
    try {
      c.set('user', await tokens.verify(match[1]));
    } catch (error) {
      if (error instanceof TokenError) throw apiError(401, error.message);
      throw error;
    }
    await next();
  });
}

/** A revoked store stays visible this long at most; in exchange no request pays for the lookup. */
const ACCESS_TTL_MS = 5_000;

export function storeIdsOf(db: Database, userId: number): Promise<number[]> {
  return cached(
    db,
    `user-stores:${userId}`,
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

export async function assertStoreAccess(
  db: Database,
  userId: number,
  storeIds: readonly number[],
): Promise<void> {
  const allowed = new Set(await storeIdsOf(db, userId));
  const denied = storeIds.find((id) => !allowed.has(id));
  if (denied === undefined) return;
  const exists = await db.all('SELECT 1 FROM stores WHERE id = CAST($1 AS INTEGER)', [denied]);
  if (!exists.length) throw apiError(404, `Store ${denied} not found`);
  throw apiError(403, `You do not have access to store ${denied}`);
}

/** For `/stores/:storeId/…` paths: the token's user must be allowed to see that store. */
export function requireStoreAccess(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const storeId = pathId(c, 'storeId');
    await assertStoreAccess(db, c.get('user').id, [storeId]);
    c.set('storeId', storeId);
    await next();
  });
}
