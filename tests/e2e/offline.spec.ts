import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { serviceWorkerControls } from './helpers';

/**
 * Offline reading in a real browser profile: the service worker serves the app shell, the answers kept
 * in IndexedDB fill the screens, and nothing of one user survives their sign-out.
 */

let profile: string;
let context: BrowserContext;
let page: Page;

test.beforeEach(async ({ baseURL }) => {
  profile = mkdtempSync(path.join(tmpdir(), 'pos-offline-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
    baseURL,
    // The configuration blocks service workers for the other tests; these need one.
    serviceWorkers: 'allow',
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  page = context.pages()[0] ?? (await context.newPage());
});

test.afterEach(async () => {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

async function signIn(username: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The dashboard, or the saved view the user opens at sign-in (saved-views.spec.ts may have set one).
  await expect(page).not.toHaveURL(/\/login/);
}

const waitForServiceWorker = () => serviceWorkerControls(page);

const offlineNotice = () => page.getByText(/Offline: these figures come from this device, updated/);

/** What the device holds for the signed-in user: IndexedDB entries, API caches, local storage keys. */
async function deviceData() {
  return page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((db) => db.name);
    let entries = 0;
    if (databases.includes('pos-offline')) {
      entries = await new Promise<number>((resolve) => {
        const open = indexedDB.open('pos-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve(0);
          const count = db.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      });
    }
    const cacheNames = await caches.keys();
    return {
      entries,
      dataCaches: cacheNames.filter((name) => name.startsWith('pos-data-')),
      storage: Object.keys(localStorage),
    };
  });
}

test('reports seen online open offline from the device with their age; an unseen one says it needs a connection', async () => {
  test.setTimeout(90_000);
  await signIn('demo');
  await waitForServiceWorker();
  await expect(page.locator('.metric-card').first()).toBeVisible();
  for (const [path, title] of [
    ['/total-revenue', 'Total revenue'],
    ['/seller', 'Revenue by seller'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();
  }
  const sellerTotal = await page.locator('.report__table tr[data-row="summary"]').innerText();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue by seller' })).toBeVisible();
  await expect
    .poll(() => page.locator('.report__table tr[data-row="summary"]').innerText())
    .toBe(sellerTotal);
  await expect(offlineNotice()).toBeVisible();

  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.locator('.metric-card').first()).toBeVisible();
  await expect(offlineNotice()).toBeVisible();

  await page.goto('/cashier');
  await expect(page.getByRole('heading', { name: 'This report needs a connection' })).toBeVisible();

  const refreshed = page.waitForResponse((r) => r.url().includes('/cashiers?') && r.ok());
  await context.setOffline(false);
  await refreshed;
  await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();
  await expect(offlineNotice()).toHaveCount(0);
});

test('a report read before two others opens offline from the device, through the menu and on a cold reload', async () => {
  test.setTimeout(90_000);
  await signIn('demo');
  await waitForServiceWorker();
  await expect(page.locator('.metric-card').first()).toBeVisible();
  const summary = page.locator('.report__table tr[data-row="summary"]');
  const needsConnection = page.getByRole('heading', { name: 'This report needs a connection' });

  // Each report is opened as a link and left as soon as its figures show: nothing waits for saving.
  await page.goto('/total-revenue');
  await expect(summary).toBeVisible();
  const revenueTotal = await summary.innerText();
  for (const [path, title] of [
    ['/seller', 'Revenue by seller'],
    ['/number-of-orders', 'Number of orders'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(summary).toBeVisible();
  }

  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Revenue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Total revenue' })).toBeVisible();
  await expect.poll(() => summary.innerText()).toBe(revenueTotal);
  await expect(needsConnection).toHaveCount(0);
  await expect(offlineNotice()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Total revenue' })).toBeVisible();
  await expect.poll(() => summary.innerText()).toBe(revenueTotal);
  await expect(needsConnection).toHaveCount(0);
  await expect(offlineNotice()).toBeVisible();
});

test("sign-out leaves nothing of the user on the device, and the next user never sees the first one's stores or figures", async () => {
  test.setTimeout(90_000);
  await signIn('demo');
  await waitForServiceWorker();
  await expect(page.locator('.metric-card').first()).toBeVisible();
  await page.goto('/total-revenue');
  await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();
  await expect.poll(async () => (await deviceData()).entries).toBeGreaterThan(0);
  expect((await deviceData()).storage).toContain('token');

  await page.getByRole('button', { name: /demo/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(deviceData).toEqual({ entries: 0, dataCaches: [], storage: [] });

  await signIn('staff');
  const stores = page.getByRole('banner').getByLabel('Store', { exact: true });
  await expect(stores).toHaveValue(/\d+/);
  const names = await stores.locator('option').allInnerTexts();
  expect(names).not.toContain('Seoul Flagship');
  await expect(page.getByTestId('header-store')).not.toHaveText('Seoul Flagship');

  await context.setOffline(true);
  await page.goto('/total-revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Total revenue' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This report needs a connection' })).toBeVisible();
  await expect(page.getByText('Seoul Flagship')).toHaveCount(0);
  await expect(page.locator('.report__table')).toHaveCount(0);
});
