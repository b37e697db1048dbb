import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { session } from '../session/session';

/** Chooses the staff user's Paris store (2) with its config, its business days starting at `dayStartsAt`. */
export function chooseParis(dayStartsAt = '00:00'): void {
  session.selectStore({ id: 2, externalId: 'p', platform: 'magento2' });
  session.setStoreConfig({
    storeId: 2,
    viewCode: 'default',
    currency: 'EUR',
    symbol: '€',
    timezone: 'Europe/Paris',
    dayStartsAt,
  });
}

/** The demo's staff user (id 2) as a screen test signs in with it: `session.signIn('a.b.c', STAFF)`. */
export const STAFF = {
  id: 2,
  username: 'staff',
  email: 'staff@example.com',
  country: 'FR',
  roles: ['staff'],
  is_owner: false,
  not_allowed: [],
};

/** The staff user's stores as the general service lists them (`/v0/users/2/stores`), each with its zone. */
export const STAFF_STORES = [
  {
    id: 2,
    store_external_id: 'p',
    type: 'magento2',
    url: 'paris.example',
    name: 'Paris Boutique',
    country: 'FR',
    timezone: 'Europe/Paris',
  },
  {
    id: 3,
    store_external_id: 'b',
    type: 'shopify',
    url: 'brooklyn.example',
    name: 'Brooklyn Goods',
    country: 'US',
    timezone: 'America/New_York',
  },
];

/** Renders a screen test's router with the app's providers, a query cache of its own and no read retried. */
export function renderRouted(
  router: AnyRouter,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/**
 * Each test of the file starts in English, signed in as the staff user, online; and ends with the page,
 * the fetch stand-in and the session gone.
 */
export function signedInAsStaffInEachTest(): void {
  beforeEach(async () => {
    await activateLocale('en', false);
    session.signIn('a.b.c', STAFF);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
    session.clear();
  });
}
