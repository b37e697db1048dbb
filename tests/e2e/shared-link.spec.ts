import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { CreatedShare } from '../../src/contract/viewShares';
import { seriousViolations } from './axe';
import { readStorage, SCREENSHOT_DIR, serviceWorkerControls, signInAsDemo } from './helpers';
import { money, type ReportAnswer, summaryCell, won } from './reportHelpers';

/** The demo user (id 1), owner of Seoul Flagship (store 1, in won): its views here are this file's own. */
const DEMO = { username: 'demo', id: 1 };

async function demoToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { username: DEMO.username, password: DEMO.username },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const viewPath = (viewId: string) => `/api/general/v0/users/${DEMO.id}/saved-views/${viewId}`;

interface Shared {
  viewId: string;
  shareId: string;
  /** The link's page on this origin, `/shared/<token>`. */
  path: string;
  token: string;
}

/**
 * Saves a view of Seoul Flagship's total revenue over the last 30 days (moving with today) and makes a
 * link of it, as its owner does through the API.
 */
async function shareAView(request: APIRequestContext, bearer: string, name: string): Promise<Shared> {
  const headers = { authorization: `Bearer ${bearer}` };
  const viewId = randomUUID();
  const saved = await request.put(viewPath(viewId), {
    headers,
    data: {
      storeId: 1,
      name,
      path: '/total-revenue',
      search: { mode: 'DATE' },
      range: { kind: 'lastDays', days: 30 },
      isDefault: false,
    },
  });
  expect(saved.status()).toBe(200);
  const made = await request.post(`${viewPath(viewId)}/shares`, { headers, data: { expiresInDays: 7 } });
  expect(made.status()).toBe(201);
  const share = (await made.json()) as CreatedShare;
  const path = new URL(share.url).pathname;
  expect(path).toMatch(/^\/shared\/[A-Za-z0-9_-]{43}$/);
  return { viewId, shareId: share.id, path, token: path.slice('/shared/'.length) };
}

async function revoke(request: APIRequestContext, bearer: string, shared: Shared): Promise<void> {
  const response = await request.delete(`${viewPath(shared.viewId)}/shares/${shared.shareId}`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  expect(response.status()).toBe(200);
}

async function deleteView(request: APIRequestContext, bearer: string, shared: Shared): Promise<void> {
  await request.delete(viewPath(shared.viewId), { headers: { authorization: `Bearer ${bearer}` } });
}

/** The link's table answer as anybody reads it: no sign-in. */
async function sharedAnswer(request: APIRequestContext, shared: Shared): Promise<ReportAnswer> {
  const response = await request.get(`/api/shared/v0/${shared.token}/answer?purpose=table`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ReportAnswer;
}

/** Every request of the page to the shared routes, with whether it carried a sign-in. */
function sharedRequests(page: Page): { url: string; signedIn: boolean }[] {
  const seen: { url: string; signedIn: boolean }[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/shared/')) return;
    seen.push({ url: request.url(), signedIn: 'authorization' in request.headers() });
  });
  return seen;
}

async function expectTheReport(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Total revenue' })).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Shared by demo · expires [A-Z][a-z]{2} \d{1,2}/)).toBeVisible();
  await expect(page.getByText(/^Seoul Flagship · The last 30 days · [A-Z][a-z]{2} \d/)).toBeVisible();
  await expect(page.locator('.report__table [data-row="summary"]')).toBeVisible();
}

test('a link opens in a fresh browser profile without sign-in, shows its report as the API answers it, and ends once revoked', async ({
  browser,
  baseURL,
  request,
}) => {
  const bearer = await demoToken(request);
  const shared = await shareAView(request, bearer, 'Month of revenue for the bank');
  // A browser that never signed in: its own profile, no session, no cache.
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const requests = sharedRequests(page);
    await page.goto(shared.path);
    await expectTheReport(page, 'Month of revenue for the bank');
    await expect(page).toHaveURL(new RegExp(`${shared.path}$`));
    // No sign-in, no menu, no store switch, no export or saving of anything.
    expect(await readStorage(page)).toMatchObject({ token: null, currentUser: null });
    await expect(page.getByRole('navigation', { name: 'Reports' })).toHaveCount(0);
    await expect(page.getByTestId('header-store')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Export|Save view|Menu/i })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Dashboard|Sign in/i })).toHaveCount(0);

    // The figures are the link's answer: its total, and the days of its rows.
    const answer = await sharedAnswer(request, shared);
    expect(answer.items.length).toBeGreaterThan(1);
    expect(await summaryCell(page, 'Total revenue')).toBe(won(answer.total?.totalRevenue ?? Number.NaN));
    await expect(page.getByRole('region', { name: 'Key figures' })).toContainText(
      won(answer.total?.totalRevenue ?? Number.NaN),
    );
    const rows = page.locator('.report__table tbody tr:not([data-row="summary"])');
    await expect(rows).toHaveCount(answer.items.length);
    const first = answer.items[0] as { totalRevenue: number };
    await expect(rows.first()).toContainText(won(first.totalRevenue));
    await expect(page.locator('section.report__chart figure.chart')).toBeVisible();
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.every((sent) => !sent.signedIn)).toBe(true);

    // Pages of the table are links of the shared page.
    if (answer.maxPage > 1) {
      await page.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    }

    for (const width of [1280, 768, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole('heading', { level: 1, name: 'Total revenue' })).toBeVisible();
      if (width === 375)
        await expect(page.locator('.report__table .row-list__items > li[data-row="summary"]')).toBeVisible();
      await expect(page.locator('figure.chart .chart-skeleton')).toHaveCount(0);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/shared-link-${width}.png`, fullPage: true });
      expect(await seriousViolations(page), `${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Another viewer reads it in their own language.
    const french = await browser.newContext({ baseURL, locale: 'fr-FR' });
    try {
      const page = await french.newPage();
      await page.goto(shared.path);
      await expect(page.getByRole('heading', { level: 1, name: "Chiffre d'affaires total" })).toBeVisible();
      // The heading comes with the view; the table with the report's answer, a moment later.
      await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();
      expect(await summaryCell(page, "Chiffre d'affaires total")).toBe(
        money(answer.total?.totalRevenue ?? Number.NaN, 'KRW', 'fr'),
      );
    } finally {
      await french.close();
    }

    // Revoked: the page says the link ended, and shows no figure.
    await revoke(request, bearer, shared);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'This link has ended' })).toBeVisible();
    await expect(page.getByText('The person who shared this report revoked the link.')).toBeVisible();
    await expect(page.locator('.report__table')).toHaveCount(0);
    await expect(page.getByText(/Shared by/)).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/shared-link-ended.png` });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/shared/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not exist' })).toBeVisible();
  } finally {
    await context.close();
    await deleteView(request, bearer, shared);
  }
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a signed-in user who opens a link reads it as a stranger, stays signed in, and nothing of it is kept', async ({
    page,
    request,
  }) => {
    await signInAsDemo(page);
    await serviceWorkerControls(page);
    const signedIn = async () => {
      const { token, currentUser, storeID } = await readStorage(page);
      return { token, currentUser, storeID };
    };
    const session = await signedIn();
    expect(session.token).not.toBeNull();
    const bearer = await demoToken(request);
    const shared = await shareAView(request, bearer, 'Revenue for the accountant');
    try {
      const requests = sharedRequests(page);
      await page.goto(shared.path);
      await expectTheReport(page, 'Revenue for the accountant');
      await expect(page.getByRole('navigation', { name: 'Reports' })).toHaveCount(0);
      expect(requests.length).toBeGreaterThanOrEqual(2);
      expect(requests.every((sent) => !sent.signedIn)).toBe(true);
      // The session is as it was, and the app opens signed in.
      expect(await signedIn()).toEqual(session);
      // Nothing of the link is in the worker's caches, under this user or any key.
      const kept = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const key of await (await caches.open(name)).keys()) urls.push(key.url);
        return urls;
      });
      expect(kept.filter((url) => url.includes('/api/shared'))).toEqual([]);

      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('header-store')).toHaveText('Seoul Flagship');
      expect(await signedIn()).toEqual(session);
    } finally {
      await deleteView(request, bearer, shared);
    }
  });
});
