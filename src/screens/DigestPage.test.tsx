import { onlineManager } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type DigestSubscriptions, digestInputSchema } from '../contract/digest';
import { DigestPage } from './DigestPage';
import { json, stubFetch } from './testFetch';
import { renderRouted, STAFF_STORES as STORES, signedInAsStaffInEachTest } from './testScreen';

/** The general service as the server answers it (server/REPORTS.md), kept in memory for the page. */
function answerLikeTheServer(list: DigestSubscriptions) {
  return stubFetch(({ method, url, body }) => {
    if (url.endsWith('/v0/users/2/stores')) return json({ items: STORES });
    if (url.endsWith('/v0/users/2/digests')) return json(list);
    const store = Number(/\/digests\/(\d+)$/.exec(url)?.[1]);
    if (method === 'PUT') {
      const saved = { storeId: store, ...v.parse(digestInputSchema, body), updatedAt: 1 };
      list.items = [...list.items.filter((item) => item.storeId !== store), saved];
      return json(saved);
    }
    if (method === 'DELETE') {
      list.items = list.items.filter((item) => item.storeId !== store);
      list.outOfReach = list.outOfReach.filter((item) => item.storeId !== store);
      return json({ message: 'Deleted' });
    }
    return json({ message: 'Not found' }, 404);
  });
}

function renderPage() {
  const rootRoute = createRootRoute({ component: DigestPage });
  const dashboard = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([dashboard]),
    history: createMemoryHistory({ initialEntries: ['/digest'] }),
  });
  return renderRouted(router);
}

signedInAsStaffInEachTest();

describe('the daily e-mail page', () => {
  it('subscribes a store at the hour chosen in its zone, changes it, and stops it', async () => {
    const user = userEvent.setup();
    const requests = answerLikeTheServer({ items: [], outOfReach: [], mailEnabled: true });
    renderPage();
    const paris = await screen.findByRole('region', { name: 'Paris Boutique' });
    const hour = screen.getAllByRole('combobox', { name: 'Hour' })[0] as HTMLSelectElement;
    expect(hour.selectedOptions[0]?.textContent).toBe('06:00 (Europe/Paris)');
    expect(screen.queryByText(/does not send e-mail/)).toBeNull();

    await user.selectOptions(hour, '7');
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
    const toggles = screen.getAllByRole('switch', { name: 'E-mail me yesterday’s brief' });
    await user.click(toggles[0] as HTMLElement);
    await waitFor(() =>
      expect(paris.textContent).toContain('Sent every day at 07:00, store time, in English.'),
    );
    expect(requests.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/general/v0/users/2/digests/2',
      body: { hour: 7, language: 'en' },
    });

    await user.selectOptions(hour, '22');
    await waitFor(() => expect(paris.textContent).toContain('at 22:00'));
    await user.click(toggles[0] as HTMLElement);
    await waitFor(() => expect(paris.textContent).toContain('No daily e-mail for this store.'));
    expect(requests.filter((request) => request.method !== 'GET').map((r) => `${r.method} ${r.url}`)).toEqual(
      [
        'PUT /api/general/v0/users/2/digests/2',
        'PUT /api/general/v0/users/2/digests/2',
        'DELETE /api/general/v0/users/2/digests/2',
      ],
    );
  });

  it('lists the daily e-mails of stores the user no longer sees, so that they can be stopped', async () => {
    const user = userEvent.setup();
    const requests = answerLikeTheServer({
      items: [],
      outOfReach: [{ storeId: 9, hour: 8, language: 'ko', updatedAt: 1 }],
      mailEnabled: true,
    });
    renderPage();
    const lost = await screen.findByRole('region', { name: 'Stores you no longer see' });
    expect(lost.textContent).toContain('Store 9: every day at 08:00, store time, in 한국어');
    await user.click(screen.getByRole('button', { name: 'Stop the daily e-mail of Store 9' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Stores you no longer see' })).toBeNull(),
    );
    expect(requests.filter((request) => request.method !== 'GET').map((r) => `${r.method} ${r.url}`)).toEqual(
      ['DELETE /api/general/v0/users/2/digests/9'],
    );
  });

  it('says plainly when the server sends no e-mail, and when offline changes must wait', async () => {
    answerLikeTheServer({
      items: [{ storeId: 3, hour: 5, language: 'fr', updatedAt: 1 }],
      outOfReach: [],
      mailEnabled: false,
    });
    renderPage();
    const brooklyn = await screen.findByRole('region', { name: 'Brooklyn Goods' });
    expect(brooklyn.textContent).toContain('Sent every day at 05:00, store time, in Français.');
    expect(screen.getByText(/This server does not send e-mail/)).toBeTruthy();
    onlineManager.setOnline(false);
    await screen.findByText(/You are offline/);
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toHaveProperty('disabled', true);
  });
});
