import type { CurrentUser } from '../../src/contract/auth';
import { cached, forget } from '../db/cache';
import type { Database } from '../db/database';
import { hashPassword, type PasswordHash } from './password';

interface UserRow {
  id: number;
  username: string;
  email: string;
  country: string;
  roles: string;
  is_owner: boolean;
  not_allowed: string;
  password_salt: string;
  password_hash: string;
  blocked: boolean | null;
  token_version: number | null;
}

function splitList(text: string): string[] {
  return text ? text.split(',') : [];
}

export interface StoredUser {
  user: CurrentUser;
  password: PasswordHash;
  /** Blocked in the database, or a non-owner denied the reports: may not sign in or use a token. */
  blocked: boolean;
  /** Tokens carry the version they were signed at; raising it invalidates every older token. */
  tokenVersion: number;
}

function toStoredUser(row: UserRow): StoredUser {
  const user: CurrentUser = {
    id: row.id,
    username: row.username,
    email: row.email,
    country: row.country,
    roles: splitList(row.roles),
    is_owner: row.is_owner,
    not_allowed: splitList(row.not_allowed),
  };
  return {
    user,
    password: { salt: row.password_salt, hash: row.password_hash },
    blocked: row.blocked === true || isDeniedReports(user),
    tokenVersion: row.token_version ?? 0,
  };
}

export async function findUserByUsername(db: Database, username: string): Promise<StoredUser | undefined> {
  const [row] = await db.all<UserRow & Record<string, unknown>>(
    'SELECT * FROM users WHERE lower(username) = lower(CAST($1 AS VARCHAR))',
    [username],
  );
  return row && toStoredUser(row);
}

/** A blocked or deleted user loses access this long after the change at most. */
const ACCOUNT_TTL_MS = 5_000;
const accountKey = (userId: number) => `account:${userId}`;

/** The user as the database has it now (memoised briefly); undefined once deleted. */
export function accountOf(db: Database, userId: number): Promise<StoredUser | undefined> {
  return cached(
    db,
    accountKey(userId),
    async () => {
      const [row] = await db.all<UserRow & Record<string, unknown>>(
        'SELECT * FROM users WHERE id = CAST($1 AS INTEGER)',
        [userId],
      );
      return row && toStoredUser(row);
    },
    ACCOUNT_TTL_MS,
  );
}

/** "Sign out everywhere": every token signed before now stops working. */
export async function revokeAllTokens(db: Database, userId: number): Promise<void> {
  await db.run(
    'UPDATE users SET token_version = COALESCE(token_version, 0) + 1 WHERE id = CAST($1 AS INTEGER)',
    [userId],
  );
  forget(db, accountKey(userId));
}

/** A new password also ends every session signed in with the old one. */
export async function changePassword(db: Database, userId: number, password: string): Promise<void> {
  const { salt, hash } = await hashPassword(password);
  await db.run(
    `UPDATE users SET password_salt = CAST($2 AS VARCHAR), password_hash = CAST($3 AS VARCHAR),
       token_version = COALESCE(token_version, 0) + 1
     WHERE id = CAST($1 AS INTEGER)`,
    [userId, salt, hash],
  );
  forget(db, accountKey(userId));
}

/**
 * Stores a password's new hash in place of an older kind (`isCurrentHash`), unless the password
 * changed meanwhile. The password is the same, so sessions are left alone.
 */
export async function replacePasswordHash(
  db: Database,
  userId: number,
  from: PasswordHash,
  to: PasswordHash,
): Promise<void> {
  await db.run(
    `UPDATE users SET password_salt = CAST($2 AS VARCHAR), password_hash = CAST($3 AS VARCHAR)
     WHERE id = CAST($1 AS INTEGER) AND password_hash = CAST($4 AS VARCHAR)`,
    [userId, to.salt, to.hash, from.hash],
  );
  forget(db, accountKey(userId));
}

/** Owners always pass; a non-owner denied access_to_xreport may not sign in. */
export function isDeniedReports(user: CurrentUser): boolean {
  return !user.is_owner && user.not_allowed.includes('access_to_xreport');
}
