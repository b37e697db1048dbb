import { scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import {
  type Algorithm,
  hash as argon2Hash,
  verify as argon2Verify,
  type Options,
  parseOptions,
} from '@node-rs/argon2';

/**
 * Argon2id with OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane. About a third of the
 * CPU time of the scrypt it replaces (Node's defaults, N = 2^14, r = 8), which were below OWASP's
 * setting for scrypt (N = 2^17).
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 satisfies Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/**
 * Where the work runs is the caller's choice: Node's thread pool (`poolHasher`), or the server's
 * password thread (`PasswordThread`).
 */
export interface PasswordHasher {
  /** A new Argon2id hash of the password, as a PHC string (`$argon2id$v=19$m=…`). */
  hash(password: string): Promise<string>;
  /** Whether the password matches a PHC string. */
  verify(encoded: string, password: string): Promise<boolean>;
  /** The scrypt key of a password, for hashes stored before Argon2id. */
  scrypt(password: string, salt: Buffer, keylen: number): Promise<Buffer>;
}

const scryptAsync = promisify(scrypt) as PasswordHasher['scrypt'];

/** On Node's thread pool. */
export const poolHasher: PasswordHasher = {
  hash: (password) => argon2Hash(password, ARGON2_OPTIONS),
  verify: (encoded, password) => argon2Verify(encoded, password),
  scrypt: scryptAsync,
};

/**
 * A user's stored password (the columns `password_salt`, `password_hash`). Argon2id hashes are PHC
 * strings in `hash`, whose salt is part of the string (`salt` is empty). Hashes stored before
 * were scrypt keys: base64 `salt` and `hash`; a sign-in with such a password stores an Argon2id
 * hash in its place (`isCurrentHash`).
 */
export interface PasswordHash {
  salt: string;
  hash: string;
}

const isArgon2 = (stored: PasswordHash) => stored.hash.startsWith('$argon2');

export async function hashPassword(
  password: string,
  hasher: PasswordHasher = poolHasher,
): Promise<PasswordHash> {
  return { salt: '', hash: await hasher.hash(password) };
}

export async function verifyPassword(
  password: string,
  stored: PasswordHash,
  hasher: PasswordHasher = poolHasher,
): Promise<boolean> {
  // A stored hash that cannot be read (damaged in the database) matches no password.
  if (isArgon2(stored)) return hasher.verify(stored.hash, password).catch(() => false);
  const expected = Buffer.from(stored.hash, 'base64');
  if (!expected.length) return false;
  const actual = await hasher.scrypt(password, Buffer.from(stored.salt, 'base64'), expected.length);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Whether a stored hash is Argon2id with today's setting; a scrypt key or a weaker setting is not. */
export function isCurrentHash(stored: PasswordHash): boolean {
  if (!isArgon2(stored)) return false;
  try {
    const options = parseOptions(stored.hash);
    return (
      options.algorithm === ARGON2_OPTIONS.algorithm &&
      options.memoryCost >= ARGON2_OPTIONS.memoryCost &&
      options.timeCost >= ARGON2_OPTIONS.timeCost
    );
  } catch {
    return false;
  }
}
