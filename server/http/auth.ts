import { createMiddleware } from 'hono/factory';
import type { RevocationList } from '../auth/revocations';
import { TokenError, type TokenService } from '../auth/tokens';
import { accountOf } from '../auth/users';
import type { Database } from '../db/database';
import { assertStoreAccess } from '../db/storeAccess';
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

/** For `/stores/:storeId/…` paths: the token's user must be allowed to see that store. */
export function requireStoreAccess(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const storeId = pathId(c, 'storeId');
    await assertStoreAccess(db, c.get('user').id, [storeId]);
    c.set('storeId', storeId);
    await next();
  });
}
