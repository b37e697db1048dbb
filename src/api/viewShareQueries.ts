import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { errorBodySchema } from '../contract/common';
import {
  type CreatedShare,
  createdShareSchema,
  type ViewShare,
  viewSharesResponseSchema,
} from '../contract/viewShares';
import { serviceUrl } from './client';
import { isApiError } from './errors';
import { api } from './http';
import { queryKeys, type UserId } from './queryKeys';

/** `/v0/users/{userId}/saved-views/{viewId}/shares` of the general service, or one link under it. */
const sharesPath = (userId: UserId, viewId: string, shareId?: string) =>
  `/v0/users/${userId}/saved-views/${encodeURIComponent(viewId)}/shares${
    shareId === undefined ? '' : `/${encodeURIComponent(shareId)}`
  }`;

/** A view's share links, newest first, expired ones included (revoked ones are gone). */
export const viewSharesQuery = (userId: UserId, viewId: string) =>
  queryOptions({
    queryKey: queryKeys.viewShares(userId, viewId),
    queryFn: async ({ signal }) =>
      sortShares(
        (
          await api({
            url: serviceUrl('general', sharesPath(userId, viewId)),
            schema: viewSharesResponseSchema,
            signal,
          })
        ).items,
      ),
    staleTime: 60_000,
  });

/** The links of all the user's views, read at once (the saved views page counts each view's). */
export const userSharesQuery = (userId: UserId) =>
  queryOptions({
    queryKey: queryKeys.allShares(userId),
    queryFn: async ({ signal }) =>
      (
        await api({
          url: serviceUrl('general', `/v0/users/${userId}/saved-view-shares`),
          schema: viewSharesResponseSchema,
          signal,
        })
      ).items,
    staleTime: 60_000,
  });

const sortShares = (shares: readonly ViewShare[]): ViewShare[] =>
  [...shares].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));

/** Whether a link still opens at `now` (an expired one is listed until it is removed). */
export const isActiveShare = (share: Pick<ViewShare, 'expiresAt'>, now: number): boolean =>
  share.expiresAt > now;

export interface CreateShareVariables {
  userId: UserId;
  viewId: string;
  expiresInDays: number;
}

export interface RevokeShareVariables {
  userId: UserId;
  viewId: string;
  shareId: string;
}

/** The view's links with one added (`share`) or taken out (null, by `shareId`), newest first. */
export function withShare(list: readonly ViewShare[], shareId: string, share: ViewShare | null): ViewShare[] {
  const others = list.filter((item) => item.id !== shareId);
  return sortShares(share ? [...others, share] : others);
}

/** Puts the change in the view's list at once, then reads the list again. */
function settle(queryClient: QueryClient) {
  return (userId: UserId, viewId: string, shareId: string, share: ViewShare | null): Promise<void> => {
    const key = queryKeys.viewShares(userId, viewId);
    queryClient.setQueryData<ViewShare[]>(key, (list) => (list ? withShare(list, shareId, share) : list));
    queryClient.setQueryData<ViewShare[]>(queryKeys.allShares(userId), (list) =>
      list ? withShare(list, shareId, share) : list,
    );
    // The view's list and the list of all the user's links.
    return queryClient.invalidateQueries({ queryKey: queryKeys.shares(userId) });
  };
}

/**
 * Makes a read-only link to a view. The answer carries the link with its token, which the server keeps
 * only hashed: the screen shows it once, and the list knows the link by its id and dates alone. Sent at
 * once or not at all (a link needs a connection); the dialog that asked says what failed.
 */
export const createShareMutation = (queryClient: QueryClient) => {
  const update = settle(queryClient);
  return mutationOptions({
    mutationKey: ['pos', 'view-shares', 'create'],
    networkMode: 'always',
    meta: { silent: true },
    mutationFn: ({ userId, viewId, expiresInDays }: CreateShareVariables): Promise<CreatedShare> =>
      api({
        url: serviceUrl('general', sharesPath(userId, viewId)),
        method: 'POST',
        body: { expiresInDays },
        schema: createdShareSchema,
      }),
    onSuccess: ({ id, createdAt, expiresAt }, { userId, viewId }) =>
      update(userId, viewId, id, { id, viewId, createdAt, expiresAt, lastUsedAt: null }),
  });
};

/** Revokes a link at once; one already gone (revoked elsewhere) is what was asked. */
export const revokeShareMutation = (queryClient: QueryClient) => {
  const update = settle(queryClient);
  return mutationOptions({
    mutationKey: ['pos', 'view-shares', 'revoke'],
    networkMode: 'always',
    meta: { silent: true },
    mutationFn: async ({ userId, viewId, shareId }: RevokeShareVariables) => {
      try {
        await api({
          url: serviceUrl('general', sharesPath(userId, viewId, shareId)),
          method: 'DELETE',
          schema: errorBodySchema,
        });
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
    },
    onSuccess: (_data, { userId, viewId, shareId }) => update(userId, viewId, shareId, null),
  });
};
