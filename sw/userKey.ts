import { jwtClaims } from '../src/contract/jwt';

/**
 * Who a request is for, read from its bearer token. The token is only decoded, never verified: the
 * server verifies it, and the cache only has to keep one user's answers apart from another's.
 */
export interface TokenUser {
  id: string;
  /** Expiry in seconds since 1970. */
  exp: number;
}

/** The user of a JWT's claims (`id`, else `sub`) and its expiry; null when it is not such a token. */
export function userOfToken(token: string): TokenUser | null {
  const claims = jwtClaims(token);
  if (typeof claims !== 'object' || claims === null) return null;
  const { id, sub, exp } = claims as { id?: unknown; sub?: unknown; exp?: unknown };
  const user = typeof id === 'number' || typeof id === 'string' ? String(id) : sub;
  if (typeof user !== 'string' || user === '' || typeof exp !== 'number') return null;
  return { id: user, exp };
}

/** The user of a request with an unexpired bearer token, else null (such a request is never cached). */
export function userOfRequest(request: Request, nowMs: number = Date.now()): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return null;
  const user = userOfToken(match[1]);
  if (!user || user.exp * 1000 <= nowMs) return null;
  return user.id;
}

/** The query parameter that carries the user in a cache key. */
export const USER_KEY_PARAM = '__user';

/** The cache key of a request for one user: its URL with the user added, so users never share an entry. */
export function userCacheKey(url: string, user: string): string {
  const keyed = new URL(url);
  keyed.searchParams.set(USER_KEY_PARAM, user);
  return keyed.href;
}

/** A short, stable id of the precache manifest: it changes whenever any file of the app shell changes. */
export function manifestId(
  entries: ReadonlyArray<string | { url: string; revision?: string | null }>,
): string {
  // FNV-1a, 32 bits.
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(36);
}
