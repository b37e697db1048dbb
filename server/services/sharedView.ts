import * as v from 'valibot';
import { platformSchema } from '../../src/contract/auth';
import { dayStartText } from '../../src/contract/businessDay';
import type { SavedView } from '../../src/contract/savedViews';
import { type SharedView, shareTokenSchema } from '../../src/contract/viewShares';
import type { ViewStore } from '../../src/contract/viewTools';
import { accountOf, type StoredUser } from '../auth/users';
import type { Database } from '../db/database';
import { storeIdsOf } from '../db/storeAccess';
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

/** The store's published custom states, as its reports' state columns name them. */
async function stateLabelsOf(db: Database, storeId: number): Promise<Array<[string, string]>> {
  const rows = await db.all<{ value: string; label: string }>(
    `SELECT value, label FROM custom_order_statuses
     WHERE store_id = CAST($1 AS INTEGER) AND is_published ORDER BY id`,
    [storeId],
  );
  return rows.map((row) => [row.value, row.label]);
}

/** The currency the view names, at the store's rate to it; the store's own when it has none. */
async function shownCurrencyOf(db: Database, view: SavedView, store: OpenShare['store']) {
  const own = { code: store.currency, symbol: store.symbol, rate: 1 };
  const named = view.search.currency;
  if (typeof named !== 'string' || named === store.currency) return own;
  const [rate] = await db.all<{ rate: string | number; symbol: string | null }>(
    `SELECT r.rate, c.symbol FROM currency_rates r LEFT JOIN currencies c ON c.code = r.to_currency
     WHERE r.store_id = CAST($1 AS INTEGER) AND r.from_currency = CAST($2 AS VARCHAR)
       AND r.to_currency = CAST($3 AS VARCHAR) ORDER BY r.id LIMIT 1`,
    [store.id, store.currency, named],
  );
  return rate ? { code: named, symbol: rate.symbol ?? named, rate: Number(rate.rate) } : own;
}

/** What the link's page reads first: nothing of the owner, the store or their other views beyond it. */
export async function sharedViewOf(
  db: Database,
  { share, view, store, owner }: OpenShare,
): Promise<SharedView> {
  return {
    name: view.name,
    path: view.path,
    search: view.search,
    range: view.range,
    store: {
      name: store.name,
      platform: store.platform,
      currency: store.currency,
      symbol: store.symbol,
      timeZone: store.timeZone,
      dayStartsAt: store.dayStartsAt,
      stateLabels: await stateLabelsOf(db, store.id),
    },
    shownCurrency: await shownCurrencyOf(db, view, store),
    sharedBy: owner.user.username,
    expiresAt: Number(share.expires_at),
  };
}
