import type { Database, SqlParam } from '../db/database';

/**
 * The record of the e-mails sent, one row per e-mail and occurrence (the table's key): the daily
 * digests (`digest_sent`) and the scheduled e-mails of saved views (`view_schedule_sent`), each in
 * three states:
 * - `sending`: claimed by a scheduler, which sends it now. The claim is written before the e-mail goes
 *   out, so that a second scheduler (another process, or the same after a restart) never sends it
 *   again. A process that dies between its claim and the end of the sending leaves the row so: that
 *   occurrence is then not sent (at most once, never twice).
 * - `sent`: done, with `sent_at`.
 * - `failed`: the sending failed (the SMTP server was down or refused it): claimed again once
 *   `retryDelayMs` has passed, while that occurrence is the current one.
 */
export type SendingState = 'sending' | 'sent' | 'failed';
export type DigestState = SendingState;

/** A table of such records: its name and its key's columns, in order, with their SQL types. */
export interface SentTable<Key> {
  table: string;
  key: ReadonlyArray<readonly [column: string, type: 'INTEGER' | 'DATE' | 'VARCHAR']>;
  values(key: Key): SqlParam[];
}

export interface DigestKey {
  userId: number;
  storeId: number;
  /** `YYYY-MM-DD` */
  localDay: string;
}

export const DIGEST_SENT: SentTable<DigestKey> = {
  table: 'digest_sent',
  key: [
    ['user_id', 'INTEGER'],
    ['store_id', 'INTEGER'],
    ['local_day', 'DATE'],
  ],
  values: (key) => [key.userId, key.storeId, key.localDay],
};

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

/** What every record holds beside its key, as stored. */
export interface SendingRow extends Record<string, unknown> {
  state: string;
  attempts: number;
  claimed_at: number | bigint;
  sent_at: number | bigint | null;
}

/** A stored record's state, attempts and instants, as numbers. */
export function sendingOf(row: SendingRow) {
  return {
    state: row.state as SendingState,
    attempts: row.attempts,
    claimedAt: Number(row.claimed_at),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  };
}

/** `col = $1 AND …` over the key's columns; the key's values are the first parameters. */
function keyWhere(record: SentTable<unknown>): string {
  return record.key
    .map(([column, type], index) => `${column} = CAST($${index + 1} AS ${type})`)
    .join(' AND ');
}

/** The placeholder of the parameter after the key's values (`offset` 1 is the first). */
const after = (record: SentTable<unknown>, offset: number) => `$${record.key.length + offset}`;

/** Records of the digests of local days from `sinceDay` on. */
export async function digestRecordsSince(db: Database, sinceDay: string): Promise<DigestRecord[]> {
  const rows = await db.all<
    SendingRow & { user_id: number; store_id: number; local_day: string; last_error: string | null }
  >(
    `SELECT user_id, store_id, CAST(local_day AS VARCHAR) AS local_day, state, attempts, claimed_at, sent_at,
       last_error
     FROM digest_sent WHERE local_day >= CAST($1 AS DATE)`,
    [sinceDay],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    storeId: row.store_id,
    localDay: row.local_day,
    ...sendingOf(row),
    lastError: row.last_error,
  }));
}

/**
 * Claims an e-mail for sending: true when this caller got it. An occurrence without a row is claimed
 * by inserting it; a failed one by moving it back to `sending` once its retry delay has passed. Each
 * is one statement, so of two schedulers racing for the same e-mail only one gets it.
 */
export async function claimSending<Key>(
  db: Database,
  record: SentTable<Key>,
  key: Key,
  now: number,
): Promise<boolean> {
  const columns = record.key.map(([column]) => column);
  const placeholders = record.key.map(([, type], index) => `CAST($${index + 1} AS ${type})`);
  const first = columns[0];
  const inserted = await db
    .all(
      `INSERT INTO ${record.table} (${columns.join(', ')}, state, attempts, claimed_at)
       VALUES (${placeholders.join(', ')}, 'sending', 1, CAST(${after(record, 1)} AS BIGINT))
       ON CONFLICT DO NOTHING RETURNING ${first}`,
      [...record.values(key), now],
    )
    .catch(lostRaceIsNoClaim);
  if (inserted.length) return true;
  const [failed] = await db.all<{ attempts: number; claimed_at: number | bigint }>(
    `SELECT attempts, claimed_at FROM ${record.table} WHERE ${keyWhere(record)} AND state = 'failed'`,
    record.values(key),
  );
  if (!failed || now < Number(failed.claimed_at) + retryDelayMs(failed.attempts)) return false;
  const retaken = await db
    .all(
      `UPDATE ${record.table} SET state = 'sending', attempts = attempts + 1,
         claimed_at = CAST(${after(record, 1)} AS BIGINT)
       WHERE ${keyWhere(record)} AND state = 'failed' AND claimed_at = CAST(${after(record, 2)} AS BIGINT)
       RETURNING ${first}`,
      [...record.values(key), now, Number(failed.claimed_at)],
    )
    .catch(lostRaceIsNoClaim);
  return retaken.length > 0;
}

/**
 * DuckDB refuses the second of two transactions writing the same key at once (a duplicate key or a
 * write conflict) instead of waiting for the first as PostgreSQL does: the other one has the claim.
 */
function lostRaceIsNoClaim(error: unknown): never[] {
  const message = error instanceof Error ? error.message : String(error);
  if (/Duplicate key|Conflict on (tuple|update)|write-write conflict/i.test(message)) return [];
  throw error;
}

/** The claimed e-mail went out. */
export async function markSent<Key>(
  db: Database,
  record: SentTable<Key>,
  key: Key,
  now: number,
): Promise<void> {
  await db.run(
    `UPDATE ${record.table} SET state = 'sent', sent_at = CAST(${after(record, 1)} AS BIGINT), last_error = NULL
     WHERE ${keyWhere(record)}`,
    [...record.values(key), now],
  );
}

/** The claimed e-mail could not be sent: it is claimed again after its retry delay. */
export async function markFailed<Key>(
  db: Database,
  record: SentTable<Key>,
  key: Key,
  error: string,
): Promise<void> {
  await db.run(
    `UPDATE ${record.table} SET state = 'failed', last_error = CAST(${after(record, 1)} AS VARCHAR)
     WHERE ${keyWhere(record)}`,
    [...record.values(key), error.slice(0, 500)],
  );
}
