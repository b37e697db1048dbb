import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { type CurrentUser, tokenClaimsSchema } from '../../src/contract/auth';

export class TokenError extends Error {}

export interface TokenService {
  sign(user: CurrentUser): Promise<string>;
  /** The user a bearer token speaks for; throws TokenError with a message fit for a 401. */
  verify(token: string): Promise<CurrentUser>;
}

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    async sign(user) {
      return new SignJWT({ ...user })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    async verify(token) {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new TokenError('Token expired: sign in again');
        throw new TokenError('Invalid token');
      }
      const claims = v.safeParse(tokenClaimsSchema, payload);
      if (!claims.success) throw new TokenError('Invalid token claims');
      const { sub: _sub, exp: _exp, iat: _iat, ...user } = claims.output;
      return user;
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
