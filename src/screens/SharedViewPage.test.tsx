import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { connectApi } from '../api/http';
import { createSharedQueryClient, retrySharedRead, sharedKeys } from '../api/sharedViewQueries';
import type { SharedView } from '../contract/viewShares';
import { activateLocale } from '../i18n/activate';
import { session } from '../session/session';
import { type SharedSearch, SharedViewPage } from './SharedViewPage';
import { json } from './testFetch';
import { STAFF } from './testScreen';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456';

const VIEW: SharedView = {
  name: 'Best sellers this week',
  path: '/revenue-by-product',
  search: { sort: 'grossProfit', direction: 'desc' },
  range: { kind: 'lastDays', days: 7 },
  store: {
    name: 'Seoul Store',
    platform: 'shopify',
    currency: 'USD',
    symbol: '$',
    timeZone: 'Asia/Seoul',
    dayStartsAt: '00:00',
    stateLabels: [],
  },
  shownCurrency: { code: 'USD', symbol: '$', rate: 1 },
  sharedBy: 'demo',
  expiresAt: Date.UTC(new Date().getUTCFullYear(), 11, 4, 12),
};

const figures = (price: number) => ({
  totalQtySold: 3,
  totalQtyRefund: 0,
  netQtySold: 3,
  totalRevenue: price,
  totalRefund: 0,
  netRevenue: price,
  totalPrice: price,
  cost: price / 2,
  grossProfit: price / 2,
  margin: 50,
});

const product = (id: number, name: string, price: number) => ({
  productId: id,
  variantId: id,
  sku: `SKU-${id}`,
  name,
  variants: '',
  ...figures(price),
  currencyExchangeRate: 1,
  presentmentCurrency: 'USD',
});

/** The table's answer of product-profit, as the report route gives it. */
function tableAnswer(page = 1) {
  return {
    items:
      page === 1 ? [product(1, 'Green tea', 120), product(2, 'Rice cake', 80)] : [product(3, 'Kimchi', 40)],
    maxPage: 2,
    page,
    countItems: 3,
    total: figures(240),
    range: {
      from: '2026-11-27T15:00:00.000Z',
      to: '2026-12-04T15:00:00.000Z',
      timeZone: 'Asia/Seoul',
      mode: 'DATE',
    },
    generatedAt: '2026-12-04T03:00:00.000Z',
  };
}

interface Sent {
  url: string;
  headers: Record<string, string>;
}

/** The shared routes as the server answers them; `answer` may stand in for any of them. */
function serve(answer?: (url: string) => Response | Promise<Response> | undefined): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      sent.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
      const given = answer?.(url);
      if (given) return given;
      if (url === `/api/shared/v0/${TOKEN}`) return json(VIEW);
      const asked = new URL(url, 'http://localhost');
      if (asked.pathname === `/api/shared/v0/${TOKEN}/answer`)
        return json(tableAnswer(Number(asked.searchParams.get('page') ?? 1)));
      return json({ message: 'Not found' }, 404);
    }),
  );
  return sent;
}

function renderPage(queryClient: QueryClient, path = `/shared/${TOKEN}`) {
  const appClient = new QueryClient();
  const rootRoute = createRootRoute();
  const shared = createRoute({
    getParentRoute: () => rootRoute,
    path: '/shared/$token',
    validateSearch: (search: Record<string, unknown>): SharedSearch => ({
      page: typeof search.page === 'number' ? search.page : undefined,
      sort: typeof search.sort === 'string' ? (search.sort as SharedSearch['sort']) : undefined,
      direction: search.direction === 'asc' || search.direction === 'desc' ? search.direction : undefined,
    }),
    component: function Shared() {
      const { token } = shared.useParams();
      return <SharedViewPage token={token} search={shared.useSearch()} queryClient={queryClient} />;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([shared]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={appClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { router, appClient };
}

/** The shared page's client as the app makes it, but failures are not asked again (a test waits for none). */
const testClient = () => {
  const client = createSharedQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
};

beforeEach(async () => {
  await activateLocale('en', false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  onlineManager.setOnline(true);
  session.clear();
  connectApi({
    getToken: () => null,
    onUnreachable: () => {},
    signedInUser: () => null,
    subscribeSession: () => () => {},
  });
});

describe('a share link’s page', () => {
  it('shows the report, its view, dates, who shared it and its figures, with no menu nor sign-in', async () => {
    const sent = serve();
    const client = testClient();
    const { appClient } = renderPage(client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Revenue by product' })).toBeTruthy();
    expect(screen.getByText('Best sellers this week')).toBeTruthy();
    expect(screen.getByText('Seoul Store').closest('p')?.textContent).toMatch(
      /^Seoul Store · The last 7 days · \S/,
    );
    const expiry = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' }).format(VIEW.expiresAt);
    expect(screen.getByText(/Shared by demo/).textContent).toBe(`Shared by demo · expires ${expiry}`);
    const table = await screen.findByRole('table', { name: 'Revenue by product' });
    expect(within(table).getByText('Green tea')).toBeTruthy();
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr');
    expect(total?.textContent).toContain('$240.00');
    const keyFigures = screen.getByRole('region', { name: 'Key figures' });
    expect(keyFigures.textContent).toContain('Gross profit [USD]$120.00');
    // Nothing of the signed-in app: no menu, no store switch, no saved views, no export.
    expect(screen.queryByRole('button', { name: /menu|export|save/i })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('link', { name: /dashboard|sign in/i })).toBeNull();
    // Reads of the share only, with nothing but the purpose; kept in the share's own client, not the app's.
    expect(sent.map((request) => request.url)).toEqual([
      `/api/shared/v0/${TOKEN}`,
      `/api/shared/v0/${TOKEN}/answer?purpose=table`,
    ]);
    expect(client.getQueryData(sharedKeys.view(TOKEN))).toEqual(VIEW);
    expect(appClient.getQueryCache().getAll()).toEqual([]);
  });

  it('sends no sign-in, and changes none, when a signed-in user opens it', async () => {
    connectApi({
      getToken: () => 'user.bearer.token',
      onUnreachable: () => {},
      signedInUser: () => 2,
      subscribeSession: () => () => {},
    });
    session.signIn('user.bearer.token', STAFF);
    const before = session.getSnapshot();
    const sent = serve();
    renderPage(testClient());
    await screen.findByRole('table', { name: 'Revenue by product' });
    expect(sent.length).toBe(2);
    for (const request of sent)
      expect(Object.keys(request.headers).map((name) => name.toLowerCase())).not.toContain('authorization');
    expect(session.getSnapshot()).toBe(before);
  });

  it('pages and sorts the table through its address, sending only the page and the sort', async () => {
    const user = userEvent.setup();
    const sent = serve();
    const { router } = renderPage(testClient());
    const table = await screen.findByRole('table', { name: 'Revenue by product' });
    await user.click(within(table).getByRole('button', { name: 'Cost [USD]' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'cost', direction: 'desc' }));
    await waitFor(() =>
      expect(sent.at(-1)?.url).toBe(
        `/api/shared/v0/${TOKEN}/answer?purpose=table&sortBy=cost&sortDirection=desc`,
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('Kimchi')).toBeTruthy());
    expect(router.state.location.search).toEqual({ sort: 'cost', direction: 'desc', page: 2 });
    expect(sent.at(-1)?.url).toBe(
      `/api/shared/v0/${TOKEN}/answer?purpose=table&page=2&sortBy=cost&sortDirection=desc`,
    );
  });

  it('says that a revoked link has ended, and shows no figures', async () => {
    serve((url) =>
      url.endsWith('/answer?purpose=table')
        ? json({ message: 'This shared link was revoked by who shared it' }, 410)
        : undefined,
    );
    renderPage(testClient());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe('This link has ended');
    expect(alert.textContent).toContain('The person who shared this report revoked the link.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Shared by/)).toBeNull();
  });

  it('says that an expired link has ended', async () => {
    serve(() => json({ message: 'This shared link expired on 2026-12-04' }, 410));
    renderPage(testClient());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link has ended');
    expect(alert.textContent).toContain('This link has expired.');
  });

  it('says that an unknown link does not exist', async () => {
    serve(() => json({ message: 'This shared link does not exist: ask who shared it for a new one' }, 404));
    renderPage(testClient());
    expect((await screen.findByRole('alert')).textContent).toContain('This link does not exist');
  });

  it('says when a link asked too often may be asked again, and counts down', async () => {
    serve(
      () =>
        new Response(
          JSON.stringify({ message: 'Too many requests to this shared link: try again in 30 s' }),
          {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '30' },
          },
        ),
    );
    renderPage(testClient());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many requests, try again in 30 s.');
    expect((within(alert).getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() => expect(alert.textContent).toMatch(/try again in 29 s/), { timeout: 2500 });
  });

  it('says that a shared report needs a connection when the server cannot be reached', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPage(testClient());
    expect(
      await screen.findByRole('heading', { name: 'You are offline: a shared report needs a connection' }),
    ).toBeTruthy();
  });

  it('says so while the device is offline, and loads by itself when the connection returns', async () => {
    const sent = serve();
    onlineManager.setOnline(false);
    renderPage(testClient());
    expect(
      await screen.findByRole('heading', { name: 'You are offline: a shared report needs a connection' }),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    onlineManager.setOnline(true);
    expect(await screen.findByRole('table', { name: 'Revenue by product' })).toBeTruthy();
  });

  it('says that an answer it cannot read is malformed, with no figures', async () => {
    serve((url) => (url.includes('/answer') ? json({ items: 'nothing' }) : undefined));
    renderPage(testClient());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This shared report could not be read');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says that a view of a report this app does not know cannot be shown', async () => {
    serve((url) => (url.endsWith(TOKEN) ? json({ ...VIEW, path: '/no-such-report' }) : undefined));
    renderPage(testClient());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This report cannot be shown from a link',
    );
  });

  it('shows the skeleton while the link is read', async () => {
    serve(() => new Promise<Response>(() => {}));
    renderPage(testClient());
    expect(await screen.findByText('Loading the report…')).toBeTruthy();
  });
});

describe('a share link’s reads', () => {
  it('are not asked again when the link ended, is unknown or was asked too often; they are when no answer came', () => {
    const http = (status: number) => new ApiError('http', status, 'x', 'x', status === 429 ? 1000 : null);
    for (const status of [410, 404, 403, 429]) expect(retrySharedRead(0, http(status))).toBe(false);
    expect(retrySharedRead(0, new ApiError('network', null, 'x', 'x'))).toBe(true);
  });
});
