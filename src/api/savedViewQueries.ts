import { msg } from '@lingui/core/macro';
import { type MutationKey, type QueryClient, queryOptions } from '@tanstack/react-query';
import { errorBodySchema } from '../contract/common';
import {
  readSavedViewItems,
  type SavedView,
  savedViewSchema,
  savedViewsListSchema,
  type UnreadableSavedView,
} from '../contract/savedViews';
import { toasts } from '../ui/toasts';
import { changeRetryDelay, replacedLater, retryChange } from './changeQueue';
import { serviceUrl } from './client';
import { isApiError } from './errors';
import { api, untilSignedInAs } from './http';
import { queryKeys, type UserId } from './queryKeys';

const viewsPath = (userId: UserId, id?: string) =>
  `/v0/users/${userId}/saved-views${id ? `/${encodeURIComponent(id)}` : ''}`;

/** Items already said to be unreadable, so that a list read again does not say it again. */
const reportedUnreadable = new Set<string>();

/** Says which views of the list could not be read (each once), as they are left out of it. */
function reportUnreadable(items: readonly UnreadableSavedView[]): void {
  for (const { label, id } of items) {
    const key = id ?? label;
    if (reportedUnreadable.has(key)) continue;
    reportedUnreadable.add(key);
    toasts.show('error', msg`The saved view “${label}” could not be read: it is left out of the list.`);
  }
}

/**
 * The user's saved views of the stores they may see (the server leaves out the others). Items are
 * read one by one: one that does not read is left out alone, and the user told which.
 */
export const savedViewsQuery = (userId: UserId) =>
  queryOptions({
    queryKey: queryKeys.savedViews(userId),
    queryFn: async ({ signal }) => {
      const { items } = await api({
        url: serviceUrl('general', viewsPath(userId)),
        schema: savedViewsListSchema,
        signal,
      });
      const { views, unreadable } = readSavedViewItems(items);
      reportUnreadable(unreadable);
      return views;
    },
    staleTime: 5 * 60_000,
    // A backend without saved views must not greet every screen with an error: the menu just lists none.
    meta: { silent: true },
  });

export interface SaveViewVariables {
  userId: UserId;
  view: SavedView;
}
export interface DeleteViewVariables {
  userId: UserId;
  id: string;
}

/**
 * Changes to saved views are mutations under these keys. Their functions are registered once on the
 * client (`registerSavedViewMutations`), so a change made offline is kept on the device while it waits
 * and sent after a reload too.
 */
export const SAVED_VIEW_MUTATIONS = {
  save: ['pos', 'saved-views', 'save'] as MutationKey,
  delete: ['pos', 'saved-views', 'delete'] as MutationKey,
};

/** Any saved view change: to find those waiting for a connection. */
export const SAVED_VIEW_MUTATION_PREFIX: MutationKey = ['pos', 'saved-views'];

/** Saved view changes reach the server one at a time, in the order they were made (`changeQueue.ts`). */
const SAVED_VIEW_SCOPE = { id: 'saved-views' };

const viewIdOf = (variables: SaveViewVariables | DeleteViewVariables) =>
  'view' in variables ? variables.view.id : variables.id;
const sameView = (a: SaveViewVariables | DeleteViewVariables, b: SaveViewVariables | DeleteViewVariables) =>
  a.userId === b.userId && viewIdOf(a) === viewIdOf(b);

/**
 * Sends a change once its user is signed in (a change made after the sign-in expired waits for the next
 * sign-in), unless a later change of the same view replaces it: a save then a rename is one save.
 */
async function sendChange<TVariables extends SaveViewVariables | DeleteViewVariables, TResult>(
  client: QueryClient,
  variables: TVariables,
  send: (variables: TVariables) => Promise<TResult>,
  skipped: TResult,
): Promise<TResult> {
  await untilSignedInAs(variables.userId);
  if (replacedLater(client, SAVED_VIEW_MUTATION_PREFIX, variables, sameView)) return skipped;
  return send(variables);
}

function putView({ userId, view }: SaveViewVariables): Promise<SavedView> {
  const { id, updatedAt: _updatedAt, ...input } = view;
  return api({
    url: serviceUrl('general', viewsPath(userId, id)),
    method: 'PUT',
    body: input,
    schema: savedViewSchema,
  });
}

async function removeView({ userId, id }: DeleteViewVariables): Promise<void> {
  try {
    await api({
      url: serviceUrl('general', viewsPath(userId, id)),
      method: 'DELETE',
      schema: errorBodySchema,
    });
  } catch (error) {
    // Already gone (a queued delete sent twice, or deleted elsewhere): what was asked is done.
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}

/** The views with one replaced or added (a default view unsets the others), in name order. */
function withView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const others = views
    .filter((item) => item.id !== view.id)
    .map((item) => (view.isDefault && item.isDefault ? { ...item, isDefault: false } : item));
  return [...others, view].sort(
    (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id),
  );
}

/**
 * Saving and deleting show at once in the list (the cache is updated before the server answers); a
 * refusal puts the list back as it was, and an answer reads the list again. A failure that can pass
 * (no connection, a busy or failing server) keeps the change queued and tries again.
 */
export function registerSavedViewMutations(queryClient: QueryClient): void {
  const listOf = (userId: UserId) => savedViewsQuery(userId).queryKey;
  const change = async (userId: UserId, update: (views: SavedView[]) => SavedView[]) => {
    await queryClient.cancelQueries({ queryKey: listOf(userId) });
    const previous = queryClient.getQueryData(listOf(userId));
    queryClient.setQueryData(listOf(userId), (views = []) => update(views));
    return { previous };
  };
  const settle = {
    onError: (
      _error: unknown,
      variables: { userId: UserId },
      context: { previous: SavedView[] | undefined } | undefined,
    ) => {
      if (context) queryClient.setQueryData(listOf(variables.userId), context.previous);
    },
    onSettled: (_data: unknown, _error: unknown, variables: { userId: UserId }) =>
      queryClient.invalidateQueries({ queryKey: listOf(variables.userId) }),
  };
  const queued = { scope: SAVED_VIEW_SCOPE, retry: retryChange, retryDelay: changeRetryDelay };
  queryClient.setMutationDefaults(SAVED_VIEW_MUTATIONS.save, {
    mutationFn: (variables: SaveViewVariables) => sendChange(queryClient, variables, putView, variables.view),
    onMutate: ({ userId, view }: SaveViewVariables) => change(userId, (views) => withView(views, view)),
    ...queued,
    ...settle,
  });
  queryClient.setMutationDefaults(SAVED_VIEW_MUTATIONS.delete, {
    mutationFn: (variables: DeleteViewVariables) => sendChange(queryClient, variables, removeView, undefined),
    onMutate: ({ userId, id }: DeleteViewVariables) =>
      change(userId, (views) => views.filter((view) => view.id !== id)),
    ...queued,
    ...settle,
  });
}
