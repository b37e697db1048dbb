import * as v from 'valibot';
import { platformSchema } from '../../src/contract/auth';
import { dayStartText } from '../../src/contract/businessDay';
import type { SavedView } from '../../src/contract/savedViews';
import { type SharedView, shareTokenSchema } from '../../src/contract/viewShares';
import { accountOf, type StoredUser } from '../auth/users';
import type { Database } from '../db/database';
import { storeIdsOf } from '../db/storeAccess';
import type { ViewStore } from '../digest/viewTools';
import { apiError } from '../http/errors';
import { savedViewById } from './savedViewsTable';
import { type ShareRow, shareOfToken } from './sharesTable';
import { storeById } from './stores';

/** A link in force, and what its page reads: the view, its store and who shared it. */
export interface OpenShare {
  share: ShareRow;
  view: SavedView;
  store: ViewStore & { name: string };
  owner: StoredUser;
}

export const SHARE_UNKNOWN = 'This shared link does not exist: ask who shared it for a new one';

/** A link that no longer opens anything: 410, which its page shows as such. */
const gone = (message: string) => apiError(410, message);

/** A token as the path gives it: 400 when it cannot be one (a share token has a fixed shape). */
export function shareTokenOf(text: string | undefined): string {
  const parsed = v.safeParse(shareTokenSchema, text);
  if (!parsed.success) throw apiError(400, "Invalid path parameter 'token': must be a share token");
  return parsed.output;
}

/**
 * What a token opens at `now`: 404 for none, 410 once revoked or expired, and 410 when what it showed
 * is gone (the view deleted, its owner closed or blocked, or the store no longer theirs).
 */
export async function openShare(db: Database, token: string, now: number): Promise<OpenShare> {
  const share = await shareOfToken(db, token);
  if (!share) throw apiError(404, SHARE_UNKNOWN);
  if (share.revoked_at !== null) throw gone('This shared link was revoked by who shared it');
  const expiresAt = Number(share.expires_at);
  if (expiresAt <= now)
    throw gone(`This shared link expired on ${new Date(expiresAt).toISOString().slice(0, 10)}`);
  const owner = await accountOf(db, share.user_id);
  if (!owner || owner.blocked)
    throw gone('This shared link no longer works: the account that shared it is closed');
  const saved = await savedViewById(db, share.view_id);
  if (!saved || saved.userId !== share.user_id)
    throw gone('This shared link no longer works: its saved view was deleted');
  const { view } = saved;
  if (!(await storeIdsOf(db, share.user_id)).includes(view.storeId))
    throw gone('This shared link no longer works: who shared it no longer sees its store');
  const row = await storeById(db, view.storeId);
  const platform = v.safeParse(platformSchema, row.type);
  return {
    share,
    view,
    owner,
    store: {
      id: row.id,
      name: row.name,
      platform: platform.success ? platform.output : 'default',
      timeZone: row.timezone || null,
      dayStartsAt: dayStartText(Number(row.day_starts_at ?? 0)),
      currency: row.currency,
      symbol: row.symbol,
    },
  };
}

/** What the link's page reads first: nothing of the owner, the store or their other views beyond it. */
export function sharedViewOf({ share, view, store, owner }: OpenShare): SharedView {
  return {
    name: view.name,
    path: view.path,
    search: view.search,
    range: view.range,
    store: {
      name: store.name,
      currency: store.currency,
      symbol: store.symbol,
      timeZone: store.timeZone,
      dayStartsAt: store.dayStartsAt,
    },
    sharedBy: owner.user.username,
    expiresAt: Number(share.expires_at),
  };
}
