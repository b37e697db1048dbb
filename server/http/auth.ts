import { createMiddleware } from 'hono/factory';
import type { RevocationList } from '../auth/revocations';
import { TokenError, type TokenService } from '../auth/tokens';
import { cached } from '../db/cache';
import type { Database } from '../db/database';
import { accountOf } from '../services/users';
import type { AppEnv } from './env';
import { apiError } from './errors';
import { pathId } from './query';

export const TOKEN_REVOKED = 'Token revoked: sign in again';

/** The bearer token of a request, or a 401. */
export async function bearerToken(tokens: TokenService, header: string | undefined) {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1])
    throw apiError(401, 'Need auth: send the sign-in token as "Authorization: Bearer <token>"');
  try {
    return await tokens.verify(match[1]);
  } catch (error) {
    if (error instanceof TokenError) throw apiError(401, error.message);
    throw error;
  }
}

/**
 * Every service route but sign-in and health needs a valid bearer token whose user still exists, is
 * not blocked and has not signed the token out (by itself, or every token at once).
 */
export function requireUser(deps: { db: Database; tokens: TokenService; revocations: RevocationList }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = await bearerToken(deps.tokens, c.req.header('authorization'));
    if (await deps.revocations.isRevoked(token.jti)) throw apiError(401, TOKEN_REVOKED);
    const account = await accountOf(deps.db, token.user.id);
    if (!account) throw apiError(401, 'This user no longer exists: sign in again');
    if (account.blocked) throw apiError(401, 'This user may no longer use the reports');
    if (account.tokenVersion !== token.version) throw apiError(401, TOKEN_REVOKED);
    // Roles and permissions as the database has them now, not as they were at sign-in.
    c.set('user', account.user);
    c.set('token', token);
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
