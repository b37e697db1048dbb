import dayjs from 'dayjs';
import * as v from 'valibot';
import { userStoresQuery } from '../api/settingsQueries';
import type { CurrentUser } from '../contract/auth';
import { businessDays, dayStartOf } from '../filters/businessDay';
import { formatLocal } from '../filters/filterSearch';
import { changeStore, type SessionDeps } from '../session/changeStore';

/**
 * The daily e-mail links to `/digest?store=2&day=2026-03-14`: that store's dashboard on that day. The
 * link names the store because the app shows one store at a time and the reader may be on another.
 */
export const digestLinkSearchSchema = v.object({
  store: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  day: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{4}-\d{2}-\d{2}$/),
        v.check((text) => dayjs(text).format('YYYY-MM-DD') === text),
      ),
    ),
    undefined,
  ),
});
export type DigestLinkSearch = v.InferOutput<typeof digestLinkSearchSchema>;

export const parseDigestLinkSearch = (search: Record<string, unknown>): DigestLinkSearch =>
  v.parse(digestLinkSearchSchema, search);

/**
 * Where a digest's link leads: the store becomes the current one (when the user may see it) and the
 * dashboard opens on the day, as a range of the store's local business day. Null when the link does not name
 * a store and a day the user may open: the page is shown as it is.
 */
export async function dashboardOfDigestLink(
  deps: SessionDeps & { user: CurrentUser },
  search: DigestLinkSearch,
): Promise<{ createdAtMin: string; createdAtMax: string } | null> {
  if (search.store === undefined || search.day === undefined) return null;
  const stores = await deps.queryClient.ensureQueryData(userStoresQuery(deps.user.id)).catch(() => []);
  const store = stores.find((candidate) => candidate.id === search.store);
  if (!store) return null;
  if (deps.session.getSnapshot().storeId !== store.id) await changeStore(store, deps);
  // The e-mail's day is a business day of the store: from its start to the next one's.
  const { min, max } = businessDays(dayjs(search.day), dayStartOf(deps.session.getSnapshot().storeConfig));
  return { createdAtMin: formatLocal(min), createdAtMax: formatLocal(max) };
}
