import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { errorBodySchema } from '../contract/common';
import {
  type MonthTarget,
  type MonthTargetInput,
  monthTargetSchema,
  monthTargetsSchema,
} from '../contract/targets';
import { serviceUrl } from './client';
import { isApiError } from './errors';
import { api } from './http';
import { queryKeys, type StoreId, type UserId } from './queryKeys';

/** `/v0/stores/{storeId}/targets` of the general service, or one month's target under it. */
const targetsPath = (storeId: StoreId, month?: string) =>
  `/v0/stores/${storeId}/targets${month === undefined ? '' : `/${month}`}`;

/** A store's monthly targets of one year, in month order (months without a target are left out). */
export const monthTargetsQuery = (userId: UserId, storeId: StoreId, year: number) =>
  queryOptions({
    queryKey: queryKeys.monthTargets(userId, storeId, year),
    queryFn: async ({ signal }) =>
      (
        await api({
          url: serviceUrl('general', targetsPath(storeId), { year }),
          schema: monthTargetsSchema,
          signal,
        })
      ).items,
    staleTime: 60_000,
  });

export interface SaveMonthTargetVariables {
  userId: UserId;
  storeId: StoreId;
  /** `YYYY-MM`. */
  month: string;
  input: MonthTargetInput;
}

export interface RemoveMonthTargetVariables {
  userId: UserId;
  storeId: StoreId;
  /** `YYYY-MM`. */
  month: string;
}

/** The year's list with one month's target replaced, added (`target`) or removed (null), in month order. */
export function withMonthTarget(
  list: readonly MonthTarget[],
  month: string,
  target: MonthTarget | null,
): MonthTarget[] {
  const others = list.filter((item) => item.month !== month);
  return (target ? [...others, target] : others).sort((a, b) => a.month.localeCompare(b.month));
}

/**
 * Puts the server's answer in the year's list at once, then reads the list again (another owner may
 * have changed other months meanwhile).
 */
function settle(queryClient: QueryClient) {
  return (
    variables: { userId: UserId; storeId: StoreId; month: string },
    target: MonthTarget | null,
  ): Promise<void> => {
    const key = queryKeys.monthTargets(
      variables.userId,
      variables.storeId,
      Number(variables.month.slice(0, 4)),
    );
    queryClient.setQueryData<MonthTarget[]>(key, (list) =>
      list ? withMonthTarget(list, variables.month, target) : list,
    );
    return queryClient.invalidateQueries({ queryKey: key });
  };
}

/** Sets a month's target (create or replace; an owner's change, the server refuses staff with 403). */
export const saveMonthTargetMutation = (queryClient: QueryClient) => {
  const update = settle(queryClient);
  return mutationOptions({
    mutationKey: ['pos', 'targets', 'save'],
    mutationFn: ({ storeId, month, input }: SaveMonthTargetVariables) =>
      api({
        url: serviceUrl('general', targetsPath(storeId, month)),
        method: 'PUT',
        body: input,
        schema: monthTargetSchema,
      }),
    onSuccess: (target, variables) => update(variables, target),
  });
};

/** Removes a month's target; one already gone (removed elsewhere) is what was asked. */
export const removeMonthTargetMutation = (queryClient: QueryClient) => {
  const update = settle(queryClient);
  return mutationOptions({
    mutationKey: ['pos', 'targets', 'remove'],
    mutationFn: async ({ storeId, month }: RemoveMonthTargetVariables) => {
      try {
        await api({
          url: serviceUrl('general', targetsPath(storeId, month)),
          method: 'DELETE',
          schema: errorBodySchema,
        });
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
    },
    onSuccess: (_data, variables) => update(variables, null),
  });
};
