import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ViewShare } from '../contract/viewShares';
import { json, stubFetch } from '../screens/testFetch';
import { queryKeys } from './queryKeys';
import {
  createShareMutation,
  isActiveShare,
  revokeShareMutation,
  viewSharesQuery,
  withShare,
} from './viewShareQueries';

const VIEW = '0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const DAY = 86_400_000;
const share = (id: number, createdAt: number, days = 7): ViewShare => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  viewId: VIEW,
  createdAt,
  expiresAt: createdAt + days * DAY,
  lastUsedAt: null,
});
const older = share(1, 1_000 * DAY);
const newer = share(2, 1_010 * DAY);

afterEach(() => vi.unstubAllGlobals());

describe('the share links of a saved view', () => {
  it('are read for the user and the view, newest first', async () => {
    const requests = stubFetch(() => json({ items: [older, newer] }));
    const list = await new QueryClient().fetchQuery(viewSharesQuery(2, VIEW));
    expect(list).toEqual([newer, older]);
    expect(requests.map((request) => request.url)).toEqual([
      `/api/general/v0/users/2/saved-views/${VIEW}/shares`,
    ]);
    expect(viewSharesQuery(2, VIEW).queryKey).toEqual([...queryKeys.user(2), 'view-shares', VIEW]);
  });

  it('are active until they expire', () => {
    expect(isActiveShare(older, older.expiresAt - 1)).toBe(true);
    expect(isActiveShare(older, older.expiresAt)).toBe(false);
  });

  it('are added and taken out of the list one at a time', () => {
    expect(withShare([older], newer.id, newer)).toEqual([newer, older]);
    expect(withShare([newer, older], older.id, null)).toEqual([newer]);
  });

  it('are made with an expiry: the answer carries the link once, the list only its dates', async () => {
    const created = {
      id: newer.id,
      url: 'http://app.example/shared/abc',
      createdAt: newer.createdAt,
      expiresAt: newer.expiresAt,
    };
    const requests = stubFetch(({ method }) =>
      method === 'POST' ? json(created, 201) : json({ items: [newer, older] }),
    );
    const client = new QueryClient();
    client.setQueryData(queryKeys.viewShares(2, VIEW), [older]);
    const answer = await client
      .getMutationCache()
      .build(client, createShareMutation(client))
      .execute({ userId: 2, viewId: VIEW, expiresInDays: 7 });
    expect(answer).toEqual(created);
    expect(requests[0]).toEqual({
      method: 'POST',
      url: `/api/general/v0/users/2/saved-views/${VIEW}/shares`,
      body: { expiresInDays: 7 },
    });
    expect(client.getQueryData(queryKeys.viewShares(2, VIEW))).toEqual([newer, older]);
    expect(JSON.stringify(client.getQueryData(queryKeys.viewShares(2, VIEW)))).not.toContain('abc');
  });

  it('are revoked at once, one already gone too', async () => {
    let status = 200;
    const requests = stubFetch(({ method }) =>
      method === 'DELETE' ? json({ message: 'Revoked' }, status) : json({ items: [] }),
    );
    const client = new QueryClient();
    const revoke = (shareId: string) =>
      client
        .getMutationCache()
        .build(client, revokeShareMutation(client))
        .execute({ userId: 2, viewId: VIEW, shareId });
    client.setQueryData(queryKeys.viewShares(2, VIEW), [newer, older]);
    await revoke(newer.id);
    expect(client.getQueryData(queryKeys.viewShares(2, VIEW))).toEqual([older]);
    expect(requests[0]).toMatchObject({
      method: 'DELETE',
      url: `/api/general/v0/users/2/saved-views/${VIEW}/shares/${newer.id}`,
    });
    status = 404;
    await revoke(older.id);
    expect(client.getQueryData(queryKeys.viewShares(2, VIEW))).toEqual([]);
  });
});
