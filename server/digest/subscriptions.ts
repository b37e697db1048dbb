import * as v from 'valibot';
import {
  DIGEST_LANGUAGES,
  type DigestInput,
  type DigestLanguage,
  type DigestSubscription,
} from '../../src/contract/digest';
import type { Database } from '../db/database';
import { storeIdsOf } from '../db/storeAccess';
import { deleteUserRows, userWrite } from '../db/userWrites';

interface SubscriptionRow extends Record<string, unknown> {
  store_id: number;
  hour: number;
  language: string;
  updated_at: number | bigint;
}

const languageSchema = v.picklist(DIGEST_LANGUAGES);

/** A stored language the server no longer writes in reads as English. */
export function digestLanguage(text: string): DigestLanguage {
  const parsed = v.safeParse(languageSchema, text);
  return parsed.success ? parsed.output : 'en';
}

/**
 * The user's digests: of the stores they may see now (`items`), and of stores they no longer see
 * (`outOfReach`: not sent, each comes back with its access), which the user may still stop.
 */
export async function subscriptionsOf(
  db: Database,
  userId: number,
): Promise<{ items: DigestSubscription[]; outOfReach: DigestSubscription[] }> {
  const stores = new Set(await storeIdsOf(db, userId));
  const rows = await db.all<SubscriptionRow>(
    `SELECT store_id, hour, language, updated_at FROM digest_subscriptions
     WHERE user_id = CAST($1 AS INTEGER) ORDER BY store_id`,
    [userId],
  );
  const subscription = (row: SubscriptionRow): DigestSubscription => ({
    storeId: row.store_id,
    hour: row.hour,
    language: digestLanguage(row.language),
    updatedAt: Number(row.updated_at),
  });
  return {
    items: rows.filter((row) => stores.has(row.store_id)).map(subscription),
    outOfReach: rows.filter((row) => !stores.has(row.store_id)).map(subscription),
  };
}

/**
 * Subscribes the user to a store's digest, or changes its hour and language (saving twice is harmless,
 * also several times at once: one row, under the user's write lock, `userWrite`).
 */
export async function saveSubscription(
  db: Database,
  userId: number,
  storeId: number,
  input: DigestInput,
  now = Date.now(),
): Promise<DigestSubscription> {
  await userWrite(db, userId, (tx) =>
    tx.run(
      `INSERT INTO digest_subscriptions (user_id, store_id, hour, language, created_at, updated_at)
       VALUES (CAST($1 AS INTEGER), CAST($2 AS INTEGER), CAST($3 AS INTEGER), CAST($4 AS VARCHAR),
         CAST($5 AS BIGINT), CAST($5 AS BIGINT))
       ON CONFLICT (user_id, store_id) DO UPDATE SET hour = EXCLUDED.hour, language = EXCLUDED.language,
         updated_at = EXCLUDED.updated_at`,
      [userId, storeId, input.hour, input.language, now],
    ),
  );
  return { storeId, hour: input.hour, language: input.language, updatedAt: now };
}

/** Ends the user's digest of a store, whether they still see it or not; false when there was none. */
export async function deleteSubscription(db: Database, userId: number, storeId: number): Promise<boolean> {
  return deleteUserRows(
    db,
    userId,
    `DELETE FROM digest_subscriptions WHERE user_id = CAST($1 AS INTEGER) AND store_id = CAST($2 AS INTEGER)
     RETURNING store_id`,
    [userId, storeId],
  );
}
