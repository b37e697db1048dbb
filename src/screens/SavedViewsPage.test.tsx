import { onlineManager, QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { savedViewsQuery } from '../api/savedViewQueries';
import { savedView } from '../api/testSavedViews';
import { viewSchedulesQuery } from '../api/viewScheduleQueries';
import type { SavedView } from '../contract/savedViews';
import { type ViewSchedule, viewScheduleInputSchema } from '../contract/viewSchedules';
import { shareInputSchema, type ViewShare } from '../contract/viewShares';
import { toasts } from '../ui/toasts';
import { parseSavedViewsSearch, SavedViewsPage } from './SavedViewsPage';
import { json, type SentRequest, stubFetch } from './testFetch';
import { chooseParis, renderRouted, STAFF_STORES as STORES, signedInAsStaffInEachTest } from './testScreen';

const PARIS = savedView('0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b', 'Paris by day');
const WEEKS = savedView('c0ffee00-0000-4000-8000-00000000000a', 'Weeks');
const DAY = 86_400_000;
/** Monday 7 December 2026, 07:00 in Paris. */
const NEXT_MONDAY = Date.UTC(2026, 11, 7, 6);

interface ServerState {
  views: SavedView[];
  schedules: ViewSchedule[];
  mailEnabled: boolean;
  shares: ViewShare[];
}

/** The general service as the server answers it (its contracts), kept in memory for the page. */
function answerLikeTheServer(state: ServerState) {
  return stubFetch(({ method, url, body }) => {
    if (url.endsWith('/v0/users/2/stores')) return json({ items: STORES });
    const config = /\/v0\/stores\/(\d+)\/config\?/.exec(url)?.[1];
    const configured = STORES.find((store) => String(store.id) === config);
    if (configured)
      return json({
        storeId: configured.id,
        viewCode: 'default',
        currency: 'EUR',
        symbol: '€',
        timezone: configured.timezone,
        dayStartsAt: '00:00',
      });
    if (url.endsWith('/v0/users/2/saved-views')) return json({ items: state.views });
    if (url.endsWith('/v0/users/2/saved-view-schedules'))
      return json({ items: state.schedules, mailEnabled: state.mailEnabled });
    const schedule = /\/saved-views\/([^/]+)\/schedule$/.exec(url)?.[1];
    if (schedule && method === 'PUT') {
      const saved: ViewSchedule = {
        viewId: schedule,
        ...v.parse(viewScheduleInputSchema, body),
        nextAt: NEXT_MONDAY,
        lastSentAt: null,
        updatedAt: 1,
      };
      state.schedules = [...state.schedules.filter((item) => item.viewId !== schedule), saved];
      return json(saved);
    }
    if (schedule && method === 'DELETE') {
      state.schedules = state.schedules.filter((item) => item.viewId !== schedule);
      return json({ message: 'Deleted' });
    }
    if (url.endsWith('/v0/users/2/saved-view-shares')) return json({ items: state.shares });
    const shares = /\/saved-views\/([^/]+)\/shares(?:\/([^/]+))?$/.exec(url);
    if (shares && method === 'GET')
      return json({ items: state.shares.filter((share) => share.viewId === shares[1]) });
    if (shares && method === 'POST') {
      const { expiresInDays } = v.parse(shareInputSchema, body);
      const id = `00000000-0000-4000-8000-0000000000${10 + state.shares.length}`;
      const made = {
        id,
        viewId: shares[1] ?? '',
        createdAt: Date.now(),
        expiresAt: Date.now() + expiresInDays * DAY,
      };
      state.shares = [...state.shares, { ...made, lastUsedAt: null }];
      return json({ ...made, url: `http://app.example/shared/${'t'.repeat(43)}` }, 201);
    }
    if (shares && method === 'DELETE') {
      state.shares = state.shares.filter((share) => share.id !== shares[2]);
      return json({ message: 'Revoked' });
    }
    return json({ message: 'Not found' }, 404);
  });
}

function renderPage(path = '/saved-views', queryClient?: QueryClient) {
  const rootRoute = createRootRoute();
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/saved-views',
    validateSearch: parseSavedViewsSearch,
    component: SavedViewsPage,
  });
  const dashboard = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, dashboard]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderRouted(router, queryClient);
  return router;
}

const changes = (requests: SentRequest[]) =>
  requests
    .filter((request) => request.method !== 'GET')
    .map((r) => ({ method: r.method, url: r.url, body: r.body }));
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

beforeAll(() => {
  // jsdom has no modal dialogs: shown and closed as a browser does, minus the inert page behind.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
signedInAsStaffInEachTest();
afterEach(() => toasts.clear());

describe("a saved view's moving dates", () => {
  afterEach(() => vi.useRealTimers());
  const lastWeek = (view: SavedView): SavedView => ({ ...view, range: { kind: 'lastDays', days: 7 } });

  // Ranges are written with thin spaces around the dash.
  it("are read on its store's clock, not the device's", async () => {
    // Saturday 28 November, 00:30 in Paris, the signed-in store; still Friday on the device (UTC).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 27, 23, 30) });
    chooseParis();
    answerLikeTheServer({ views: [lastWeek(PARIS)], schedules: [], mailEnabled: true, shares: [] });
    renderPage();
    await waitFor(() => expect(rowOf('Paris by day').textContent).toMatch(/\(Nov 22\s–\s28, 2026\)/));
  });

  it("of another store are read on that store's clock", async () => {
    // Friday 27 November, 22:00 in New York; Saturday on the device (UTC) and in Paris.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 28, 3) });
    chooseParis();
    const brooklyn = { ...lastWeek(WEEKS), storeId: 3 };
    answerLikeTheServer({ views: [lastWeek(PARIS), brooklyn], schedules: [], mailEnabled: true, shares: [] });
    renderPage();
    await waitFor(() => expect(rowOf('Weeks').textContent).toMatch(/\(Nov 21\s–\s27, 2026\)/));
    expect(rowOf('Paris by day').textContent).toMatch(/\(Nov 22\s–\s28, 2026\)/);
  });
});

// Each test walks a whole dialog with the keyboard and mouse: a busy machine takes seconds for it.
describe('a saved view e-mailed on a schedule', { timeout: 20_000 }, () => {
  it('is scheduled weekly on a Monday at 07:00 of its store, shown on its row, and stopped', async () => {
    const user = userEvent.setup();
    const state: ServerState = { views: [PARIS, WEEKS], schedules: [], mailEnabled: true, shares: [] };
    const requests = answerLikeTheServer(state);
    renderPage();
    const button = await screen.findByRole('button', { name: 'E-mail on a schedule: Paris by day' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'E-mail “Paris by day” on a schedule' });
    expect(dialog.textContent).toContain('An e-mail to staff@example.com');
    expect(within(dialog).getByRole('radio', { name: 'Every week' })).toHaveProperty('checked', true);
    expect(
      (within(dialog).getByLabelText('Weekday') as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('Monday');
    const hour = within(dialog).getByLabelText('Hour') as HTMLSelectElement;
    await user.selectOptions(hour, '7');
    expect(hour.selectedOptions[0]?.textContent).toBe('07:00 (Europe/Paris)');
    expect(within(dialog).getByLabelText('Language')).toHaveProperty('value', 'en');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(dialog.textContent).toContain('Saved: Weekly · Mon 7:00 AM.'));
    expect(dialog.textContent).toContain('Next: Mon, Dec 7, 7:00 AM (Europe/Paris). Not sent yet.');
    expect(changes(requests)).toEqual([
      {
        method: 'PUT',
        url: `/api/general/v0/users/2/saved-views/${PARIS.id}/schedule`,
        body: { every: 'week', weekday: 1, hour: 7, language: 'en' },
      },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toBe(document.activeElement);
    expect(rowOf('Paris by day').textContent).toContain('Weekly · Mon 7:00 AM');
    expect(rowOf('Weeks').textContent).not.toContain('Weekly');

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toBe(document.activeElement);
    expect(rowOf('Paris by day').textContent).not.toContain('Weekly');
    expect(toasts.getSnapshot().map((toast) => toast.message)).toEqual([
      '“Paris by day” is no longer e-mailed.',
    ]);
    expect(changes(requests).at(-1)).toEqual({
      method: 'DELETE',
      url: `/api/general/v0/users/2/saved-views/${PARIS.id}/schedule`,
      body: undefined,
    });
  });

  it('is sent on the last day of each month, in the language chosen', async () => {
    const user = userEvent.setup();
    const requests = answerLikeTheServer({ views: [PARIS], schedules: [], mailEnabled: true, shares: [] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'E-mail on a schedule: Paris by day' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Every month' }));
    expect(within(dialog).queryByLabelText('Weekday')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Day of the month'), 'Last day');
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'Français');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(dialog.textContent).toContain('Saved: Monthly · last day, 6:00 AM.'));
    expect(changes(requests)[0]?.body).toEqual({
      every: 'month',
      dayOfMonth: 'last',
      hour: 6,
      language: 'fr',
    });
  });

  it("opens from the e-mail's link with Stop in focus, and Escape closes it", async () => {
    const user = userEvent.setup();
    const weekly: ViewSchedule = {
      viewId: PARIS.id,
      every: 'week',
      weekday: 1,
      hour: 7,
      language: 'en',
      nextAt: NEXT_MONDAY,
      lastSentAt: NEXT_MONDAY - 7 * DAY,
      updatedAt: 1,
    };
    answerLikeTheServer({ views: [PARIS], schedules: [weekly], mailEnabled: true, shares: [] });
    const router = renderPage(`/saved-views?schedule=${PARIS.id}`);
    const stop = await screen.findByRole('button', { name: 'Stop these e-mails' });
    await waitFor(() => expect(stop).toBe(document.activeElement));
    const dialog = screen.getByRole('dialog', { name: 'E-mail “Paris by day” on a schedule' });
    expect(dialog.textContent).toContain('Last sent Mon, Nov 30, 7:00 AM.');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'E-mail on a schedule: Paris by day' })).toBe(
      document.activeElement,
    );
  });

  it('reads the views again before following the link: a view saved on another device since opens', async () => {
    answerLikeTheServer({ views: [PARIS], schedules: [], mailEnabled: true, shares: [] });
    // This device read the lists before the view was saved elsewhere, and they are still fresh here.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(savedViewsQuery(2).queryKey, []);
    queryClient.setQueryData(viewSchedulesQuery(2).queryKey, { items: [], mailEnabled: true });
    renderPage(`/saved-views?schedule=${PARIS.id}`, queryClient);
    expect(await screen.findByRole('dialog', { name: 'E-mail “Paris by day” on a schedule' })).toBeTruthy();
    expect(screen.queryByText(/not among your saved views any more/)).toBeNull();
  });

  it('says when the view of the link is gone, when the server sends no e-mail, and needs a connection', async () => {
    const user = userEvent.setup();
    answerLikeTheServer({ views: [PARIS], schedules: [], mailEnabled: false, shares: [] });
    renderPage('/saved-views?schedule=c0ffee00-0000-4000-8000-0000000000ff');
    await screen.findByText(/The view of that e-mail’s link is not among your saved views any more/);
    expect(screen.queryByRole('dialog')).toBeNull();
    onlineManager.setOnline(false);
    await user.click(screen.getByRole('button', { name: 'E-mail on a schedule: Paris by day' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('This server does not send e-mail');
    const schedule = within(dialog).getByRole('button', { name: 'Schedule' });
    expect(schedule).toHaveProperty('disabled', true);
    expect(schedule.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(schedule.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'You are offline',
    );
  });

  it("says so when the view an e-mail's link opens is gone, and leaves the link", async () => {
    answerLikeTheServer({ views: [PARIS], schedules: [], mailEnabled: true, shares: [] });
    const router = renderPage('/saved-views?open=c0ffee00-0000-4000-8000-0000000000ff');
    await screen.findByText(/The view of that e-mail’s link is not among your saved views any more/);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe('/saved-views');
  });

  it('says what failed in an alert, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    answerLikeTheServer({ views: [PARIS], schedules: [], mailEnabled: true, shares: [] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'E-mail on a schedule: Paris by day' }));
    vi.mocked(fetch).mockImplementationOnce(async () => json({ message: 'View not found' }, 404));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not saved: View not found');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('the share links of a saved view', { timeout: 20_000 }, () => {
  it('are created with an expiry, shown once with Copy, listed with their dates, and revoked', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const expired: ViewShare = {
      id: '00000000-0000-4000-8000-000000000001',
      viewId: PARIS.id,
      createdAt: Date.UTC(2026, 0, 1, 9),
      expiresAt: Date.UTC(2026, 0, 8, 9),
      lastUsedAt: Date.UTC(2026, 0, 2, 10, 30),
    };
    const state: ServerState = { views: [PARIS], schedules: [], mailEnabled: true, shares: [expired] };
    const requests = answerLikeTheServer(state);
    renderPage();
    const button = await screen.findByRole('button', { name: 'Share link: Paris by day' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Share links of “Paris by day”' });
    const list = await within(dialog).findByRole('list');
    expect(list.textContent).toContain('Created Jan 1, 2026, 9:00 AM');
    expect(list.textContent).toContain('Expired Jan 8, 2026, 9:00 AM');
    expect(list.textContent).toContain('Last opened Jan 2, 2026, 10:30 AM');
    expect(within(list).getByText('Expired')).toBeTruthy();
    expect(rowOf('Paris by day').textContent).not.toContain('active link');

    const days = within(dialog).getByLabelText('Expires after (days)');
    expect(days).toHaveProperty('value', '7');
    await user.clear(days);
    await user.type(days, '91');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a whole number of days from 1 to 90.');
    expect(days.getAttribute('aria-invalid')).toBe('true');
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = await within(dialog).findByLabelText('New link');
    expect(link).toHaveProperty('value', `http://app.example/shared/${'t'.repeat(43)}`);
    expect(dialog.textContent).toContain('it is shown only this once');
    const copy = within(dialog).getByRole('button', { name: 'Copy link' });
    expect(copy).toBe(document.activeElement);
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(`http://app.example/shared/${'t'.repeat(43)}`);
    expect(dialog.textContent).toContain('Copied.');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(within(dialog).getAllByRole('listitem')[0]?.textContent).toContain('Never opened');
    expect(rowOf('Paris by day').textContent).toContain('1 active link');

    const created = state.shares[1]?.id;
    const revoke = within(dialog).getByRole('button', { name: /^Revoke the link created/ });
    await user.click(revoke);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(within(dialog).queryByLabelText('New link')).toBeNull();
    expect(dialog.textContent).toContain('Link revoked: it no longer opens.');
    expect(changes(requests)).toEqual([
      {
        method: 'POST',
        url: `/api/general/v0/users/2/saved-views/${PARIS.id}/shares`,
        body: { expiresInDays: 30 },
      },
      {
        method: 'DELETE',
        url: `/api/general/v0/users/2/saved-views/${PARIS.id}/shares/${created}`,
        body: undefined,
      },
    ]);
    await user.keyboard('{Escape}');
    expect(button).toBe(document.activeElement);
    expect(rowOf('Paris by day').textContent).not.toContain('active link');
  });

  it('select the link to copy by hand when the browser does not copy', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    answerLikeTheServer({ views: [PARIS], schedules: [], mailEnabled: true, shares: [] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Share link: Paris by day' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('No link to this view.');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Copy link' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('did not let the app copy');
    const link = within(dialog).getByLabelText('New link') as HTMLInputElement;
    expect(link).toBe(document.activeElement);
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
  });

  it('cannot be created or revoked offline, and say why', async () => {
    const user = userEvent.setup();
    answerLikeTheServer({ views: [PARIS], schedules: [], mailEnabled: true, shares: [] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Share link: Paris by day' }));
    onlineManager.setOnline(false);
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText(/You are offline: links can be created and revoked/);
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toHaveProperty('disabled', true);
  });
});
