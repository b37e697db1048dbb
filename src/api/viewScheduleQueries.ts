import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { errorBodySchema } from '../contract/common';
import {
  type ViewSchedule,
  type ViewScheduleInput,
  type ViewSchedules,
  viewScheduleSchema,
  viewSchedulesResponseSchema,
} from '../contract/viewSchedules';
import { serviceUrl } from './client';
import { isApiError } from './errors';
import { api } from './http';
import { queryKeys, type UserId } from './queryKeys';

/** `/v0/users/{userId}/saved-views/{viewId}/schedule` of the general service. */
const schedulePath = (userId: UserId, viewId: string) =>
  `/v0/users/${userId}/saved-views/${encodeURIComponent(viewId)}/schedule`;

/** The user's schedules, one per scheduled view, and whether the server sends e-mail at all. */
export const viewSchedulesQuery = (userId: UserId) =>
  queryOptions({
    queryKey: queryKeys.viewSchedules(userId),
    queryFn: ({ signal }) =>
      api({
        url: serviceUrl('general', `/v0/users/${userId}/saved-view-schedules`),
        schema: viewSchedulesResponseSchema,
        signal,
      }),
    staleTime: 60_000,
  });

export interface SaveViewScheduleVariables {
  userId: UserId;
  viewId: string;
  input: ViewScheduleInput;
}

export interface StopViewScheduleVariables {
  userId: UserId;
  viewId: string;
}

/** The list with one view's schedule replaced, added (`schedule`) or removed (null). */
export function withViewSchedule(
  list: ViewSchedules,
  viewId: string,
  schedule: ViewSchedule | null,
): ViewSchedules {
  const others = list.items.filter((item) => item.viewId !== viewId);
  return { ...list, items: schedule ? [...others, schedule] : others };
}

/**
 * Puts the server's answer in the list at once (its next sending is the server's to work out, so
 * nothing shows before it answers), then reads the list again.
 */
function settle(queryClient: QueryClient) {
  return (userId: UserId, viewId: string, schedule: ViewSchedule | null): Promise<void> => {
    const key = queryKeys.viewSchedules(userId);
    queryClient.setQueryData<ViewSchedules>(key, (list) =>
      list ? withViewSchedule(list, viewId, schedule) : list,
    );
    return queryClient.invalidateQueries({ queryKey: key });
  };
}

/**
 * Schedules a view's e-mail, or changes its schedule. Sent at once or not at all: a schedule needs a
 * connection (the page disables it offline), so nothing waits on the device to be sent later. The
 * dialog that asked says what failed.
 */
export const saveViewScheduleMutation = (queryClient: QueryClient) => {
  const update = settle(queryClient);
  return mutationOptions({
    mutationKey: ['pos', 'view-schedules', 'save'],
    networkMode: 'always',
    meta: { silent: true },
    mutationFn: ({ userId, viewId, input }: SaveViewScheduleVariables) =>
      api({
        url: serviceUrl('general', schedulePath(userId, viewId)),
        method: 'PUT',
        body: input,
        schema: viewScheduleSchema,
      }),
    onSuccess: (schedule, { userId, viewId }) => update(userId, viewId, schedule),
  });
};

/** Stops a view's e-mails; one already stopped (from the e-mail's link, another device) is what was asked. */
export const stopViewScheduleMutation = (queryClient: QueryClient) => {
  const update = settle(queryClient);
  return mutationOptions({
    mutationKey: ['pos', 'view-schedules', 'stop'],
    networkMode: 'always',
    meta: { silent: true },
    mutationFn: async ({ userId, viewId }: StopViewScheduleVariables) => {
      try {
        await api({
          url: serviceUrl('general', schedulePath(userId, viewId)),
          method: 'DELETE',
          schema: errorBodySchema,
        });
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
    },
    onSuccess: (_data, { userId, viewId }) => update(userId, viewId, null),
  });
};
