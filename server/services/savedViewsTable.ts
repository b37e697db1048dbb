import * as v from 'valibot';
import {
  SAVED_VIEWS_MAX,
  type SavedView,
  type SavedViewInput,
  savedViewSchema,
} from '../../src/contract/savedViews';
import type { Database } from '../db/database';
import { storeIdsOf } from '../db/storeAccess';
import { userWrite } from '../db/userWrites';
import { forgetSchedule } from '../digest/viewScheduleTable';
import { RequestRefused } from '../errors';
import { revokeViewShares } from './sharesTable';

interface SavedViewRow extends Record<string, unknown> {
  id: string;
  user_id: number;
  store_id: number;
  name: string;
  path: string;
  search: string;
  date_range: string;
  is_default: boolean;
  updated_at: number | bigint;
}

/**
 * A stored row as the API gives it, checked again against the view's schema (a row written before a
 * rule existed, or by hand, may break it); null when it does not read (it is then left out).
 */
function toSavedView(row: SavedViewRow): SavedView | null {
  try {
    const view = v.safeParse(savedViewSchema, {
      id: row.id,
      storeId: row.store_id,
      name: row.name,
      path: row.path,
      search: JSON.parse(row.search),
      range: JSON.parse(row.date_range),
      isDefault: row.is_default,
      updatedAt: Number(row.updated_at),
    });
    return view.success ? view.output : null;
  } catch {
    return null;
  }
}

/** The user's views of the stores they may still see (a store's views come back with its access). */
export async function savedViewsOf(db: Database, userId: number): Promise<SavedView[]> {
  const stores = new Set(await storeIdsOf(db, userId));
  const rows = await db.all<SavedViewRow>(
    'SELECT * FROM saved_views WHERE user_id = CAST($1 AS INTEGER) ORDER BY lower(name), id',
    [userId],
  );
  return rows
    .filter((row) => stores.has(row.store_id))
    .map(toSavedView)
    .filter((view): view is SavedView => view !== null);
}

/** A view by its id, with its owner's id, whoever that is (a shared link's view); undefined when none reads. */
export async function savedViewById(
  db: Database,
  id: string,
): Promise<{ userId: number; view: SavedView } | undefined> {
  const [row] = await db.all<SavedViewRow>('SELECT * FROM saved_views WHERE id = CAST($1 AS VARCHAR)', [id]);
  const view = row && toSavedView(row);
  return row && view ? { userId: row.user_id, view } : undefined;
}

/** The owner of a view id, if any. */
async function ownerOf(tx: Database, id: string): Promise<number | undefined> {
  const [row] = await tx.all<{ user_id: number }>(
    'SELECT user_id FROM saved_views WHERE id = CAST($1 AS VARCHAR)',
    [id],
  );
  return row?.user_id;
}

function refuseOthers(owner: number | undefined, userId: number, id: string): void {
  if (owner !== undefined && owner !== userId)
    throw new RequestRefused(403, `View ${id} belongs to another user`);
}

/**
 * Creates or replaces a user's view under its id (saving twice is harmless: a queued save may be sent
 * again, or several at once). The default view is one per user: making this one the default unsets the
 * others. Runs under the user's write lock (`userWrite`), so the count against `SAVED_VIEWS_MAX` holds
 * when the row is written; the write is an upsert that takes over no other user's row, so a race with
 * another user for a new id ends in a 403 for the one who came second.
 */
export async function saveView(
  db: Database,
  userId: number,
  id: string,
  view: SavedViewInput,
  now = Date.now(),
): Promise<SavedView> {
  return userWrite(db, userId, async (tx) => {
    const owner = await ownerOf(tx, id);
    refuseOthers(owner, userId, id);
    if (owner === undefined) {
      const [count] = await tx.all<{ n: number | bigint }>(
        'SELECT count(*) AS n FROM saved_views WHERE user_id = CAST($1 AS INTEGER)',
        [userId],
      );
      if (Number(count?.n ?? 0) >= SAVED_VIEWS_MAX)
        throw new RequestRefused(
          409,
          `You already keep ${SAVED_VIEWS_MAX} saved views, the most there can be: delete one first`,
        );
    }
    if (view.isDefault)
      await tx.run(
        `UPDATE saved_views SET is_default = false
         WHERE user_id = CAST($1 AS INTEGER) AND is_default AND id <> CAST($2 AS VARCHAR)`,
        [userId, id],
      );
    const written = await tx.all<{ id: string }>(
      `INSERT INTO saved_views (id, user_id, store_id, name, path, search, date_range, is_default, updated_at)
       VALUES (CAST($1 AS VARCHAR), CAST($2 AS INTEGER), CAST($3 AS INTEGER), CAST($4 AS VARCHAR),
         CAST($5 AS VARCHAR), CAST($6 AS VARCHAR), CAST($7 AS VARCHAR), CAST($8 AS BOOLEAN), CAST($9 AS BIGINT))
       ON CONFLICT (id) DO UPDATE SET store_id = EXCLUDED.store_id, name = EXCLUDED.name,
         path = EXCLUDED.path, search = EXCLUDED.search, date_range = EXCLUDED.date_range,
         is_default = EXCLUDED.is_default, updated_at = EXCLUDED.updated_at
       WHERE saved_views.user_id = EXCLUDED.user_id
       RETURNING id`,
      [
        id,
        userId,
        view.storeId,
        view.name,
        view.path,
        JSON.stringify(view.search),
        JSON.stringify(view.range),
        view.isDefault,
        now,
      ],
    );
    // Another user's row under this id, written since it was read (on PostgreSQL, where only this
    // user's changes wait for each other): nothing was taken over, and the transaction is undone.
    if (!written.length) throw new RequestRefused(403, `View ${id} belongs to another user`);
    return { id, ...view, updatedAt: now };
  });
}

/** Deletes a user's view, and revokes its shared links; false when there was none under that id. */
export async function deleteView(
  db: Database,
  userId: number,
  id: string,
  now = Date.now(),
): Promise<boolean> {
  return userWrite(db, userId, async (tx) => {
    const owner = await ownerOf(tx, id);
    refuseOthers(owner, userId, id);
    if (owner === undefined) return false;
    await tx.run('DELETE FROM saved_views WHERE id = CAST($1 AS VARCHAR)', [id]);
    await forgetSchedule(tx, id);
    // Revoked rather than deleted: a link of it then says it was withdrawn, and a view saved again
    // under this id (a queued save) does not bring its links back.
    await revokeViewShares(tx, id, now);
    return true;
  });
}
