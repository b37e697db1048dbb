import { useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import {
  type DeleteViewVariables,
  SAVED_VIEW_MUTATION_PREFIX,
  SAVED_VIEW_MUTATIONS,
  type SaveViewVariables,
  savedViewsQuery,
} from '../api/savedViewQueries';
import type { SavedView } from '../contract/savedViews';
import type { FilterSearch } from '../filters/filterSearch';
import { zoneNow } from '../filters/reportZone';
import { searchOfView } from '../filters/viewRange';
import { signedInDayStart } from '../session/storeDay';
import type { ReportDefinition } from './definition';
import { reportByPath, routeOf } from './registry';

/**
 * The user's saved views and the changes to them still waiting to be sent (made offline, or on their
 * way): a view listed under a waiting id is shown as not yet saved on the server.
 */
export function useSavedViews(userId: number | null) {
  const query = useQuery({ ...savedViewsQuery(userId ?? 0), enabled: userId !== null });
  const waiting = useMutationState({
    filters: { mutationKey: SAVED_VIEW_MUTATION_PREFIX, status: 'pending' },
    select: (mutation) => {
      const variables = mutation.state.variables as SaveViewVariables | DeleteViewVariables | undefined;
      return variables && 'view' in variables ? variables.view.id : variables?.id;
    },
  });
  const waitingIds = useMemo(
    () => new Set(waiting.filter((id): id is string => id !== undefined)),
    [waiting],
  );
  return { query, views: query.data ?? [], waitingIds };
}

/** Saves a view (create or replace): shown at once, sent now or when the connection is back. */
export function useSaveView() {
  return useMutation<SavedView, Error, SaveViewVariables>({ mutationKey: SAVED_VIEW_MUTATIONS.save });
}

export function useDeleteView() {
  return useMutation<void, Error, DeleteViewVariables>({ mutationKey: SAVED_VIEW_MUTATIONS.delete });
}

/**
 * Where a view opens today: its report's route and search; null for a report this app no longer has.
 * Moving dates are the business days of its store, starting `dayStart` minutes after midnight.
 */
export function viewTarget(
  view: SavedView,
  now: Dayjs,
  dayStart = 0,
): { report: ReportDefinition; to: ReturnType<typeof routeOf>; search: FilterSearch } | null {
  const report = reportByPath(view.path);
  if (!report) return null;
  return { report, to: routeOf(report), search: searchOfView(view, now, dayStart) };
}

/**
 * Where a view of the current store opens today, on that store's calendar (`zone`, its config's) and
 * business days (by default the signed-in store's).
 */
export const viewTargetToday = (
  view: SavedView,
  zone: string | null | undefined,
  dayStart = signedInDayStart(view.storeId),
) => viewTarget(view, zoneNow(zone), dayStart);

/**
 * A new view's id: a random UUID (v4). `crypto.randomUUID` exists only on secure pages (HTTPS,
 * localhost); a counter tablet reaching the server at a LAN address over HTTP builds one from
 * `crypto.getRandomValues`, which every page has.
 */
export function newViewId(random: Pick<Crypto, 'getRandomValues'> & Partial<Crypto> = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
