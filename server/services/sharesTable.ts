import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ViewShare } from '../../src/contract/viewShares';
import type { Database } from '../db/database';
import { userWrite } from '../db/userWrites';
import { RequestRefused } from '../errors';

/** Links of one view that may be in force at once (the next is refused with 409). */
export const SHARES_PER_VIEW_MAX = 20;
const DAY_MS = 86_400_000;
/** A link revoked or expired this long ago is dropped when its owner makes a new one. */
const ENDED_KEPT_MS = 30 * DAY_MS;
/** A link's last use is written at most this often (every open would be a write otherwise). */
const LAST_USE_EVERY_MS = 60_000;

export interface ShareRow extends Record<string, unknown> {
  id: string;
  view_id: string;
  user_id: number;
  created_at: number | bigint;
  expires_at: number | bigint;
  revoked_at: number | bigint | null;
  last_used_at: number | bigint | null;
}

/** What the database keeps of a token: its SHA-256 (the token itself is shown once, in the link). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const millis = (value: number | bigint | null) => (value === null ? null : Number(value));

function toViewShare(row: ShareRow): ViewShare {
  return {
    id: row.id,
    viewId: row.view_id,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    lastUsedAt: millis(row.last_used_at),
  };
}

/** The store of a user's view; a 404 when the view is not theirs (another user's reads as none). */
export async function storeOfOwnView(db: Database, userId: number, viewId: string): Promise<number> {
  const [row] = await db.all<{ user_id: number; store_id: number }>(
    'SELECT user_id, store_id FROM saved_views WHERE id = CAST($1 AS VARCHAR)',
    [viewId],
  );
  if (!row || row.user_id !== userId) throw new RequestRefused(404, `View ${viewId} not found`);
  return row.store_id;
}

export interface MadeShare {
  id: string;
  token: string;
  createdAt: number;
  expiresAt: number;
}

/**
 * A new link to a user's view, in force `days` days. Under the user's write turn, so the count of
 * links in force holds when the row is written and a view deleted meanwhile gets none.
 */
export function createShare(
  db: Database,
  userId: number,
  viewId: string,
  days: number,
  now: number,
): Promise<MadeShare> {
  return userWrite(db, userId, async (tx) => {
    await storeOfOwnView(tx, userId, viewId);
    await tx.run(
      `DELETE FROM view_shares WHERE user_id = CAST($1 AS INTEGER)
         AND (revoked_at < CAST($2 AS BIGINT) OR expires_at < CAST($2 AS BIGINT))`,
      [userId, now - ENDED_KEPT_MS],
    );
    const [count] = await tx.all<{ n: number | bigint }>(
      `SELECT count(*) AS n FROM view_shares WHERE view_id = CAST($1 AS VARCHAR)
         AND revoked_at IS NULL AND expires_at > CAST($2 AS BIGINT)`,
      [viewId, now],
    );
    if (Number(count?.n ?? 0) >= SHARES_PER_VIEW_MAX)
      throw new RequestRefused(
        409,
        `This view already has ${SHARES_PER_VIEW_MAX} links in force, the most there can be: revoke one first`,
      );
    const made: MadeShare = {
      id: randomUUID(),
      token: randomBytes(32).toString('base64url'),
      createdAt: now,
      expiresAt: now + days * DAY_MS,
    };
    await tx.run(
      `INSERT INTO view_shares (id, view_id, user_id, token_hash, created_at, expires_at)
       VALUES (CAST($1 AS VARCHAR), CAST($2 AS VARCHAR), CAST($3 AS INTEGER), CAST($4 AS VARCHAR),
         CAST($5 AS BIGINT), CAST($6 AS BIGINT))`,
      [made.id, viewId, userId, tokenHash(made.token), made.createdAt, made.expiresAt],
    );
    return made;
  });
}

/** A user's view's links not revoked, newest first (expired ones too: the app marks them). */
export async function sharesOfView(db: Database, userId: number, viewId: string): Promise<ViewShare[]> {
  await storeOfOwnView(db, userId, viewId);
  const rows = await db.all<ShareRow>(
    `SELECT * FROM view_shares WHERE view_id = CAST($1 AS VARCHAR) AND user_id = CAST($2 AS INTEGER)
       AND revoked_at IS NULL ORDER BY created_at DESC, id`,
    [viewId, userId],
  );
  return rows.map(toViewShare);
}

/** Every link of a user's views not revoked, newest first (the saved views page counts them per view). */
export async function sharesOfUser(db: Database, userId: number): Promise<ViewShare[]> {
  const rows = await db.all<ShareRow>(
    `SELECT s.* FROM view_shares s JOIN saved_views v ON v.id = s.view_id AND v.user_id = s.user_id
     WHERE s.user_id = CAST($1 AS INTEGER) AND s.revoked_at IS NULL ORDER BY s.created_at DESC, s.id`,
    [userId],
  );
  return rows.map(toViewShare);
}

/** Revokes one of a user's links of a view; false when there is no such link in force of theirs. */
export function revokeShare(
  db: Database,
  userId: number,
  viewId: string,
  shareId: string,
  now: number,
): Promise<boolean> {
  return userWrite(db, userId, async (tx) => {
    const revoked = await tx.all<{ id: string }>(
      `UPDATE view_shares SET revoked_at = CAST($4 AS BIGINT)
       WHERE id = CAST($1 AS VARCHAR) AND view_id = CAST($2 AS VARCHAR) AND user_id = CAST($3 AS INTEGER)
         AND revoked_at IS NULL
       RETURNING id`,
      [shareId, viewId, userId, now],
    );
    return revoked.length > 0;
  });
}

/** Revokes every link of a view (it is being deleted), inside its owner's write turn. */
export async function revokeViewShares(tx: Database, viewId: string, now: number): Promise<void> {
  await tx.run(
    `UPDATE view_shares SET revoked_at = CAST($2 AS BIGINT)
     WHERE view_id = CAST($1 AS VARCHAR) AND revoked_at IS NULL`,
    [viewId, now],
  );
}

/** The link a token opens, whatever its state. */
export async function shareOfToken(db: Database, token: string): Promise<ShareRow | undefined> {
  const [row] = await db.all<ShareRow>('SELECT * FROM view_shares WHERE token_hash = CAST($1 AS VARCHAR)', [
    tokenHash(token),
  ]);
  return row;
}

/** Notes a link's use, unless one was noted within the last minute. */
export async function noteShareUse(db: Database, share: ShareRow, now: number): Promise<void> {
  const last = millis(share.last_used_at);
  if (last !== null && now - last >= 0 && now - last < LAST_USE_EVERY_MS) return;
  // In the owner's write turn: on DuckDB a revoke of the same row at the same moment would conflict.
  await userWrite(db, share.user_id, (tx) =>
    tx.run('UPDATE view_shares SET last_used_at = CAST($2 AS BIGINT) WHERE id = CAST($1 AS VARCHAR)', [
      share.id,
      now,
    ]),
  );
}
