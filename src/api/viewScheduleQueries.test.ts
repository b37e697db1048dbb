import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ViewSchedule, ViewSchedules } from '../contract/viewSchedules';
import { json, stubFetch } from '../screens/testFetch';
import { queryKeys } from './queryKeys';
import {
  saveViewScheduleMutation,
  stopViewScheduleMutation,
  viewSchedulesQuery,
  withViewSchedule,
} from './viewScheduleQueries';

const VIEW = '0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const OTHER = 'c0ffee00-0000-4000-8000-00000000000a';

const weekly: ViewSchedule = {
  viewId: VIEW,
  every: 'week',
  weekday: 1,
  hour: 7,
  language: 'en',
  nextAt: Date.UTC(2026, 11, 7, 6),
  lastSentAt: null,
  updatedAt: 1,
};
const daily: ViewSchedule = { ...weekly, viewId: OTHER, every: 'day', weekday: undefined };

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('the schedules of saved views', () => {
  it('are read for the user, under a key of that user', async () => {
    const requests = stubFetch(() => json({ items: [weekly], mailEnabled: false }));
    const client = new QueryClient();
    const list = await client.fetchQuery(viewSchedulesQuery(2));
    expect(list).toEqual({ items: [weekly], mailEnabled: false });
    expect(requests.map((request) => request.url)).toEqual(['/api/general/v0/users/2/saved-view-schedules']);
    expect(viewSchedulesQuery(2).queryKey.slice(0, 3)).toEqual(queryKeys.user(2));
  });

  it('are replaced, added and removed one view at a time', () => {
    const list: ViewSchedules = { items: [weekly, daily], mailEnabled: true };
    const monthly: ViewSchedule = { ...weekly, every: 'month', weekday: undefined, dayOfMonth: 'last' };
    expect(withViewSchedule(list, VIEW, monthly).items).toEqual([daily, monthly]);
    expect(withViewSchedule(list, VIEW, null)).toEqual({ items: [daily], mailEnabled: true });
  });

  it("sends a schedule and puts the server's answer (with its next sending) in the list", async () => {
    const requests = stubFetch(({ method }) =>
      method === 'PUT' ? json(weekly) : json({ items: [weekly], mailEnabled: true }),
    );
    const client = new QueryClient();
    client.setQueryData(queryKeys.viewSchedules(2), { items: [], mailEnabled: true });
    const input = { every: 'week', weekday: 1, hour: 7, language: 'en' } as const;
    const answer = await client
      .getMutationCache()
      .build(client, saveViewScheduleMutation(client))
      .execute({ userId: 2, viewId: VIEW, input });
    expect(answer).toEqual(weekly);
    expect(requests[0]).toEqual({
      method: 'PUT',
      url: `/api/general/v0/users/2/saved-views/${VIEW}/schedule`,
      body: input,
    });
    expect(client.getQueryData(queryKeys.viewSchedules(2))).toEqual({ items: [weekly], mailEnabled: true });
  });

  it('stops a schedule, one already stopped too, and a refusal leaves the list as it was', async () => {
    let status = 404;
    stubFetch(({ method }) =>
      method === 'DELETE' ? json({ message: 'No schedule' }, status) : json({ items: [], mailEnabled: true }),
    );
    const client = new QueryClient();
    client.setQueryData(queryKeys.viewSchedules(2), { items: [weekly], mailEnabled: true });
    const stop = () =>
      client
        .getMutationCache()
        .build(client, stopViewScheduleMutation(client))
        .execute({ userId: 2, viewId: VIEW });
    await stop();
    expect(client.getQueryData(queryKeys.viewSchedules(2))).toEqual({ items: [], mailEnabled: true });

    client.setQueryData(queryKeys.viewSchedules(2), { items: [weekly], mailEnabled: true });
    status = 403;
    await expect(stop()).rejects.toMatchObject({ status: 403 });
    expect(client.getQueryData(queryKeys.viewSchedules(2))).toEqual({ items: [weekly], mailEnabled: true });
  });

  it('fails at once offline rather than wait on the device (a schedule needs a connection)', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const mutation = client.getMutationCache().build(client, stopViewScheduleMutation(client));
    await expect(mutation.execute({ userId: 2, viewId: VIEW })).rejects.toMatchObject({ kind: 'network' });
    expect(mutation.state.isPaused).toBe(false);
  });
});
