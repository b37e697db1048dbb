import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { errorBodySchema } from '../contract/common';
import {
  type DigestInput,
  type DigestSubscription,
  type DigestSubscriptions,
  digestSubscriptionSchema,
  digestSubscriptionsResponseSchema,
} from '../contract/digest';
import { serviceUrl } from './client';
import { isApiError } from './errors';
import { api } from './http';
import { queryKeys, type UserId } from './queryKeys';

const digestsPath = (userId: UserId, storeId?: number) =>
  `/v0/users/${userId}/digests${storeId === undefined ? '' : `/${storeId}`}`;

/** The user's daily e-mails of the stores they may see, and whether the server sends e-mail at all. */
export const digestsQuery = (userId: UserId) =>
  queryOptions({
    queryKey: queryKeys.digests(userId),
    queryFn: ({ signal }) =>
      api({
        url: serviceUrl('general', digestsPath(userId)),
        schema: digestSubscriptionsResponseSchema,
        signal,
      }),
    staleTime: 60_000,
  });

export interface SaveDigestVariables {
  userId: UserId;
  storeId: number;
  input: DigestInput;
}

export interface StopDigestVariables {
  userId: UserId;
  storeId: number;
}

/** The list with one store's subscription replaced, added (`subscription`) or removed (null). */
function withSubscription(
  list: DigestSubscriptions,
  storeId: number,
  subscription: DigestSubscription | null,
): DigestSubscriptions {
  const others = list.items.filter((item) => item.storeId !== storeId);
  const items = subscription ? [...others, subscription] : others;
  // A store out of reach can only be stopped. A list kept on the device by an earlier version has none.
  const outOfReach = (list.outOfReach ?? []).filter((item) => subscription || item.storeId !== storeId);
  return { ...list, items: items.sort((a, b) => a.storeId - b.storeId), outOfReach };
}

/**
 * Subscribing, changing and stopping show at once in the list; a refusal puts it back as it was, and
 * every answer reads the list again. Made offline they wait for the connection (the page says so).
 */
function optimistic(queryClient: QueryClient) {
  const key = (userId: UserId) => digestsQuery(userId).queryKey;
  return {
    change: async (userId: UserId, storeId: number, subscription: DigestSubscription | null) => {
      await queryClient.cancelQueries({ queryKey: key(userId) });
      const previous = queryClient.getQueryData(key(userId));
      if (previous) queryClient.setQueryData(key(userId), withSubscription(previous, storeId, subscription));
      return { previous };
    },
    onError: (
      _error: unknown,
      variables: { userId: UserId },
      context: { previous?: DigestSubscriptions } | undefined,
    ) => {
      if (context?.previous) queryClient.setQueryData(key(variables.userId), context.previous);
    },
    onSettled: (_data: unknown, _error: unknown, variables: { userId: UserId }) =>
      queryClient.invalidateQueries({ queryKey: key(variables.userId) }),
  };
}

export const saveDigestMutation = (queryClient: QueryClient) => {
  const { change, onError, onSettled } = optimistic(queryClient);
  return mutationOptions({
    mutationKey: ['pos', 'digests', 'save'],
    mutationFn: ({ userId, storeId, input }: SaveDigestVariables) =>
      api({
        url: serviceUrl('general', digestsPath(userId, storeId)),
        method: 'PUT',
        body: input,
        schema: digestSubscriptionSchema,
      }),
    onMutate: ({ userId, storeId, input }: SaveDigestVariables) =>
      change(userId, storeId, { storeId, ...input, updatedAt: Date.now() }),
    onError,
    onSettled,
  });
};

export const stopDigestMutation = (queryClient: QueryClient) => {
  const { change, onError, onSettled } = optimistic(queryClient);
  return mutationOptions({
    mutationKey: ['pos', 'digests', 'stop'],
    mutationFn: async ({ userId, storeId }: StopDigestVariables) => {
      try {
        await api({
          url: serviceUrl('general', digestsPath(userId, storeId)),
          method: 'DELETE',
          schema: errorBodySchema,
        });
      } catch (error) {
        // Already stopped (sent twice, or from another device): what was asked is done.
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
    },
    onMutate: ({ userId, storeId }: StopDigestVariables) => change(userId, storeId, null),
    onError,
    onSettled,
  });
};
