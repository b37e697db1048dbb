import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/** Derives a password's key (scrypt with Node's defaults); where it runs is the caller's choice. */
export type DeriveKey = (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** On Node's thread pool. */
export const scryptAsync = promisify(scrypt) as DeriveKey;
const KEY_LENGTH = 64;

export interface PasswordHash {
  salt: string;
  hash: string;
}

export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<PasswordHash> {
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return { salt: salt.toString('base64'), hash: key.toString('base64') };
}

export async function verifyPassword(
  password: string,
  stored: PasswordHash,
  derive: DeriveKey = scryptAsync,
): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(password, Buffer.from(stored.salt, 'base64'), expected.length || KEY_LENGTH);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
