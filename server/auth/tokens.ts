import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors, jwtVerify } from 'jose';
import * as v from 'valibot';
import { type CurrentUser, tokenClaimsSchema } from '../../src/contract/auth';

export class TokenError extends Error {}

/** The app reads the current-user claims; the server also needs the token's id and version. */
const serverClaimsSchema = v.object({
  ...tokenClaimsSchema.entries,
  jti: v.pipe(v.string(), v.minLength(16), v.maxLength(64)),
  ver: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export interface VerifiedToken {
  user: CurrentUser;
  /** The token's own id: what sign-out revokes. */
  jti: string;
  /** The user's token version when it was signed; a newer one in the database makes it stale. */
  version: number;
  /** Expiry in seconds since 1970. */
  exp: number;
}

export interface TokenService {
  sign(user: CurrentUser, version?: number): Promise<string>;
  /** A correctly signed, unexpired token's claims; throws TokenError with a message fit for a 401. */
  verify(token: string): Promise<VerifiedToken>;
}

/** Clock difference tolerated between the signer and this server. */
const CLOCK_SKEW_SECONDS = 60;

const JWT_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** Tokens verified recently, so a client's next requests skip the signature check (bounded). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  // Imported once: the key of every signature check.
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, VerifiedToken>();
  return {
    // Signed here rather than by jose: jose signs through WebCrypto, which Node runs on its thread pool,
    // where a sign-in waits behind the database's work under load (up to 140 ms measured with 50 reports
    // running); an HMAC of a few hundred bytes takes microseconds on the event loop. jose verifies it.
    async sign(user, version = 0) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const claims = {
        ...user,
        ver: version,
        sub: String(user.id),
        jti: randomBytes(16).toString('base64url'),
        iat: issuedAt,
        exp: issuedAt + ttlSeconds,
      };
      const signed = `${JWT_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
    },
    async verify(token) {
      // Keyed by the whole token, signature included: only the exact token verified before hits.
      const hit = verified.get(token);
      if (hit) {
        if (hit.exp > Date.now() / 1000) return hit;
        verified.delete(token);
        throw new TokenError('Token expired: sign in again');
      }
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new TokenError('Token expired: sign in again');
        throw new TokenError('Invalid token');
      }
      const claims = v.safeParse(serverClaimsSchema, payload);
      if (!claims.success) throw new TokenError('Invalid token claims');
      const { sub: _sub, exp, iat, jti, ver, ...user } = claims.output;
      // A token signed with the secret but for longer than this server gives (or issued in the
      // future) is refused: the lifetime is the server's, not the token's.
      if (exp - iat > ttlSeconds || iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS)
        throw new TokenError('Token lifetime exceeds what this server grants: sign in again');
      const result: VerifiedToken = { user, jti, version: ver, exp };
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
      verified.set(token, result);
      return result;
    },
  };
}

/** JWT_SECRET when set, else a random secret made once per data folder and kept beside the database. */
export async function loadSigningSecret(
  dataDir: string,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret.toString('base64'), { mode: 0o600, flag: 'wx' });
  return secret;
}
