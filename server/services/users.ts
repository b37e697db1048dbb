import type { CurrentUser } from '../../src/contract/auth';
import type { PasswordHash } from '../auth/password';
import type { Database } from '../db/database';

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
}

function splitList(text: string): string[] {
  return text ? text.split(',') : [];
}

export interface StoredUser {
  user: CurrentUser;
  password: PasswordHash;
}

export async function findUserByUsername(db: Database, username: string): Promise<StoredUser | undefined> {
  const [row] = await db.all<UserRow & Record<string, unknown>>(
    'SELECT * FROM users WHERE lower(username) = lower(CAST($1 AS VARCHAR))',
    [username],
  );
  if (!row) return undefined;
  return {
    user: {
      id: row.id,
      username: row.username,
      email: row.email,
      country: row.country,
      roles: splitList(row.roles),
      is_owner: row.is_owner,
      not_allowed: splitList(row.not_allowed),
    },
    password: { salt: row.password_salt, hash: row.password_hash },
  };
}

/** Spec §5/§6: owners always pass; a non-owner denied access_to_xreport may not sign in. */
export function isDeniedReports(user: CurrentUser): boolean {
  return !user.is_owner && user.not_allowed.includes('access_to_xreport');
}
