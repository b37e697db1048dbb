import type { Database, SqlParam } from './database';

/** The first key of the advisory locks taken on PostgreSQL for a user's own rows (`userWrite`). */
const USER_ROWS_LOCK = 0x55_52_57; // 'URW'

/** On DuckDB, the last write of each database's chain: one runs at a time. */
const duckWriters = new WeakMap<Database, Promise<unknown>>();

/**
 * Runs `work`, a change of rows a user owns (saved views, daily e-mails), in one transaction that no
 * other change of that user's rows overlaps, so a check made in it (who owns an id, how many rows the
 * user keeps) still holds when it writes:
 * - on PostgreSQL, the transaction first takes an advisory lock of the user
 *   (`pg_advisory_xact_lock`, released at COMMIT or ROLLBACK); other users' changes run beside it;
 * - on DuckDB, whose transactions are optimistic (two that write one row: the second fails with
 *   "Conflict on update"), such changes run one after the other in this process, the only one a
 *   DuckDB file has.
 */
export function userWrite<T>(db: Database, userId: number, work: (tx: Database) => Promise<T>): Promise<T> {
  if (db.engine === 'postgres')
    return db.transaction(async (tx) => {
      await tx.run('SELECT pg_advisory_xact_lock(CAST($1 AS INTEGER), CAST($2 AS INTEGER))', [
        USER_ROWS_LOCK,
        userId,
      ]);
      return work(tx);
    });
  const previous = duckWriters.get(db) ?? Promise.resolve();
  const mine = previous.then(() => db.transaction(work));
  const settled = mine.catch(() => undefined);
  duckWriters.set(db, settled);
  // The chain ends with this write: forgotten once it is done, unless another queued behind it.
  void settled.then(() => {
    if (duckWriters.get(db) === settled) duckWriters.delete(db);
  });
  return mine;
}

/** Deletes rows a user owns with `sql` (a DELETE … RETURNING), as `userWrite`; whether there were any. */
export async function deleteUserRows(
  db: Database,
  userId: number,
  sql: string,
  params: SqlParam[],
): Promise<boolean> {
  const deleted = await userWrite(db, userId, (tx) => tx.all(sql, params));
  return deleted.length > 0;
}
