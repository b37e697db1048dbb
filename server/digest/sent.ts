import type { Database } from '../db/database';

/**
 * The record of the digests sent, one row per user, store and store-local day (the table's key), in
 * three states:
 * - `sending`: claimed by a scheduler, which sends it now. The claim is written before the e-mail goes
 *   out, so that a second scheduler (another process, or the same after a restart) never sends it
 *   again. A process that dies between its claim and the end of the sending leaves the row so: that
 *   day's digest is then not sent (at most once, never twice).
 * - `sent`: done, with `sent_at`.
 * - `failed`: the sending failed (the SMTP server was down or refused it): claimed again once
 *   `retryDelayMs` has passed, on that day only.
 */
export type DigestState = 'sending' | 'sent' | 'failed';

export interface DigestKey {
  userId: number;
  storeId: number;
  /** `YYYY-MM-DD` */
  localDay: string;
}

export interface DigestRecord extends DigestKey {
  state: DigestState;
  attempts: number;
  claimedAt: number;
  sentAt: number | null;
  lastError: string | null;
}

/** The first retry comes a minute after a failure, each next one twice as late, up to half an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

const KEY_WHERE = `user_id = CAST($1 AS INTEGER) AND store_id = CAST($2 AS INTEGER)
  AND local_day = CAST($3 AS DATE)`;

const keyParams = (key: DigestKey) => [key.userId, key.storeId, key.localDay];

/** Records of the digests of local days from `sinceDay` on. */
export async function digestRecordsSince(db: Database, sinceDay: string): Promise<DigestRecord[]> {
  const rows = await db.all<{
    user_id: number;
    store_id: number;
    local_day: string;
    state: string;
    attempts: number;
    claimed_at: number | bigint;
    sent_at: number | bigint | null;
    last_error: string | null;
  }>(
    `SELECT user_id, store_id, CAST(local_day AS VARCHAR) AS local_day, state, attempts, claimed_at, sent_at,
       last_error
     FROM digest_sent WHERE local_day >= CAST($1 AS DATE)`,
    [sinceDay],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    storeId: row.store_id,
    localDay: row.local_day,
    state: row.state as DigestState,
    attempts: row.attempts,
    claimedAt: Number(row.claimed_at),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
    lastError: row.last_error,
  }));
}

/**
 * Claims a digest for sending: true when this caller got it. A day without a row is claimed by
 * inserting it; a failed one by moving it back to `sending` once its retry delay has passed. Each is
 * one statement, so of two schedulers racing for the same digest only one gets it.
 */
export async function claimDigest(db: Database, key: DigestKey, now: number): Promise<boolean> {
  const inserted = await db
    .all(
      `INSERT INTO digest_sent (user_id, store_id, local_day, state, attempts, claimed_at)
       VALUES (CAST($1 AS INTEGER), CAST($2 AS INTEGER), CAST($3 AS DATE), 'sending', 1, CAST($4 AS BIGINT))
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [...keyParams(key), now],
    )
    .catch((error: unknown) => {
      if (lostRace(error)) return [];
      throw error;
    });
  if (inserted.length) return true;
  const [failed] = await db.all<{ attempts: number; claimed_at: number | bigint }>(
    `SELECT attempts, claimed_at FROM digest_sent WHERE ${KEY_WHERE} AND state = 'failed'`,
    keyParams(key),
  );
  if (!failed || now < Number(failed.claimed_at) + retryDelayMs(failed.attempts)) return false;
  const retaken = await db
    .all(
      `UPDATE digest_sent SET state = 'sending', attempts = attempts + 1, claimed_at = CAST($4 AS BIGINT)
       WHERE ${KEY_WHERE} AND state = 'failed' AND claimed_at = CAST($5 AS BIGINT) RETURNING user_id`,
      [...keyParams(key), now, Number(failed.claimed_at)],
    )
    .catch((error: unknown) => {
      if (lostRace(error)) return [];
      throw error;
    });
  return retaken.length > 0;
}

/**
 * DuckDB refuses the second of two transactions writing the same key at once (a duplicate key or a
 * write conflict) instead of waiting for the first as PostgreSQL does: the other one has the claim.
 */
function lostRace(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Duplicate key|Conflict on (tuple|update)|write-write conflict/i.test(message);
}

/** The claimed digest went out. */
export async function markDigestSent(db: Database, key: DigestKey, now: number): Promise<void> {
  await db.run(
    `UPDATE digest_sent SET state = 'sent', sent_at = CAST($4 AS BIGINT), last_error = NULL
     WHERE ${KEY_WHERE}`,
    [...keyParams(key), now],
  );
}

/** The claimed digest could not be sent: it is claimed again after its retry delay. */
export async function markDigestFailed(db: Database, key: DigestKey, error: string): Promise<void> {
  await db.run(
    `UPDATE digest_sent SET state = 'failed', last_error = CAST($4 AS VARCHAR) WHERE ${KEY_WHERE}`,
    [...keyParams(key), error.slice(0, 500)],
  );
}
