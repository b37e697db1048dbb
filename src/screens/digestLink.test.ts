import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../api/queryKeys';
import { session } from '../session/session';
import { dashboardOfDigestLink, parseDigestLinkSearch } from './digestLink';
import { chooseParis } from './testScreen';

const USER = {
  id: 2,
  username: 'staff',
  email: 'staff@example.com',
  country: 'FR',
  roles: [],
  is_owner: false,
  not_allowed: [],
};
const PARIS = {
  id: 2,
  store_external_id: 'p',
  type: 'magento2' as const,
  url: 'paris.example',
  name: 'Paris Boutique',
  country: 'FR',
  timezone: 'Europe/Paris',
};

afterEach(() => session.clear());

describe('the daily e-mail’s link', () => {
  it('reads a store and a day, and drops what is not one', () => {
    expect(parseDigestLinkSearch({ store: 2, day: '2026-03-14' })).toEqual({ store: 2, day: '2026-03-14' });
    expect(parseDigestLinkSearch({ store: 'two', day: '2026-02-30' })).toEqual({
      store: undefined,
      day: undefined,
    });
    expect(parseDigestLinkSearch({})).toEqual({ store: undefined, day: undefined });
  });

  it('opens the dashboard on that local day of a store the user sees, and nothing else', async () => {
    session.signIn('a.b.c', USER);
    session.selectStore({ id: 2, externalId: 'p', platform: 'magento2' });
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.userStores(USER.id), [PARIS]);
    const deps = { queryClient, session, user: USER };
    expect(await dashboardOfDigestLink(deps, { store: 2, day: '2026-03-14' })).toEqual({
      createdAtMin: '2026-03-14T00:00:00',
      createdAtMax: '2026-03-14T23:59:59',
    });
    expect(await dashboardOfDigestLink(deps, { store: 1, day: '2026-03-14' })).toBeNull();
    expect(await dashboardOfDigestLink(deps, { store: 2, day: undefined })).toBeNull();
  });
});

describe('the daily e-mail’s link to a store whose business days start at 04:00', () => {
  it('opens the dashboard on that business day, from 04:00 to 03:59:59 the next morning', async () => {
    session.signIn('a.b.c', USER);
    chooseParis('04:00');
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.userStores(USER.id), [PARIS]);
    expect(
      await dashboardOfDigestLink({ queryClient, session, user: USER }, { store: 2, day: '2026-03-13' }),
    ).toEqual({ createdAtMin: '2026-03-13T04:00:00', createdAtMax: '2026-03-14T03:59:59' });
  });
});
