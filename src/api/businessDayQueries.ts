import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { type BusinessDayInput, businessDaySchema } from '../contract/businessDay';
import { serviceUrl } from './client';
import { api } from './http';
import { queryKeys, type StoreId, type UserId } from './queryKeys';

const businessDayPath = (storeId: StoreId) => `/v0/stores/${storeId}/business-day`;

/** Where a store's business days start, and who last changed it when. */
export const businessDayQuery = (userId: UserId, storeId: StoreId) =>
  queryOptions({
    queryKey: queryKeys.businessDay(userId, storeId),
    queryFn: ({ signal }) =>
      api({ url: serviceUrl('settings', businessDayPath(storeId)), schema: businessDaySchema, signal }),
    staleTime: 60_000,
  });

export interface SaveBusinessDayVariables {
  userId: UserId;
  storeId: StoreId;
  input: BusinessDayInput;
}

/**
 * An owner's change of the start. It is sent at once (a change of every report's days is not queued
 * offline); once answered, every read of the store is read again, its reports' days having moved.
 */
export const saveBusinessDayMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['pos', 'business-day', 'save'],
    networkMode: 'always',
    mutationFn: ({ storeId, input }: SaveBusinessDayVariables) =>
      api({
        url: serviceUrl('settings', businessDayPath(storeId)),
        method: 'PUT',
        body: input,
        schema: businessDaySchema,
      }),
    onSuccess: (answer, { userId, storeId }) => {
      queryClient.setQueryData(queryKeys.businessDay(userId, storeId), answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.store(userId, storeId) });
    },
  });
