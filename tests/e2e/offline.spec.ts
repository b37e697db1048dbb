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

test('a filter changed offline says it needs a connection, never the previous figures under the new filter, and goes back to them', async () => {
  test.setTimeout(90_000);
  await signIn('demo');
  await waitForServiceWorker();
  await expect(page.locator('.metric-card').first()).toBeVisible();
  const summary = page.locator('.report__table tr[data-row="summary"]');
  const needsConnection = page.getByRole('heading', { name: 'This report needs a connection' });
  const backToLast = page.getByRole('button', { name: 'Back to the last figures on this device' });

  await page.goto('/total-revenue');
  await expect(summary).toBeVisible();
  const revenueTotal = await summary.innerText();
  const before = page.url();

  await context.setOffline(true);
  await page.getByRole('button', { name: /^Date/ }).click();
  const dialog = page.getByRole('dialog', { name: /Date/ });
  await dialog.getByRole('spinbutton', { name: 'Number of days' }).fill('3');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/createdAtMin=/);
  await expect(needsConnection).toBeVisible();
  await expect(page.locator('.report__table')).toHaveCount(0);
  await expect(page.locator('.report__chart')).toHaveCount(0);

  await backToLast.click();
  await expect(page).toHaveURL(before);
  await expect.poll(() => summary.innerText()).toBe(revenueTotal);
  await expect(needsConnection).toHaveCount(0);
  await expect(offlineNotice()).toBeVisible();

  // The dashboard's source filter, the same way.
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.locator('.metric-card').first()).toBeVisible();
  const cards = await page.locator('.metric-cards').innerText();
  await page.getByRole('region', { name: 'Filters' }).getByText('Online', { exact: true }).click();
  await expect(page).toHaveURL(/source=/);
  await expect(needsConnection).toBeVisible();
  await expect(page.locator('.metric-card')).toHaveCount(0);
  await backToLast.click();
  await expect(page).not.toHaveURL(/source=/);
  await expect.poll(() => page.locator('.metric-cards').innerText()).toBe(cards);

  // Back online, the filters the device could not answer load by themselves.
  await page.getByRole('region', { name: 'Filters' }).getByText('Online', { exact: true }).click();
  await expect(needsConnection).toBeVisible();
  const answered = page.waitForResponse((r) => r.url().includes('source=online') && r.ok());
  await context.setOffline(false);
  await answered;
  await expect(page.locator('.metric-card').first()).toBeVisible();
  await expect(needsConnection).toHaveCount(0);
});

test('a report reopened online says its figures are updating, with their own age, and then shows the fresh ones with theirs', async () => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signIn('demo');
  await waitForServiceWorker();
  await expect(page.locator('.metric-card').first()).toBeVisible();
  const reports = page.getByRole('navigation', { name: 'Reports' });
  const updatedAt = page.locator('.updated-at');
  const summary = page.locator('.report__table tr[data-row="summary"]');

  await reports.getByRole('link', { name: 'Revenue' }).click();
  await expect(summary).toBeVisible();
  await expect(updatedAt).toHaveText(/^Figures of /);
  const firstTime = /^Figures of (.+?)(?: · |$)/.exec(await updatedAt.innerText())?.[1];
  expect(firstTime).toBeTruthy();

  // A minute and more later (the answer is stale): the kept figures stay on screen with the time the
  // server produced them, marked as updating, until the fresh ones arrive.
  await reports.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.locator('.metric-card').first()).toBeVisible();
  await page.waitForTimeout(1_100);
  await page.clock.fastForward('02:00');
  // Every text the line shows, in order (the updating state may last only as long as one request).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { updatedAtTexts: string[] }).updatedAtTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.updated-at')?.textContent ?? '';
      if (text && text !== seen.at(-1)) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const fresh = page.waitForResponse((r) => r.url().includes('/sale-summary?') && r.ok());
  await reports.getByRole('link', { name: 'Revenue' }).click();
  const body = (await (await fresh).json()) as { generatedAt: string; range: { timeZone: string } };
  expect(Date.parse(body.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
  const shownTime = async () => /^Figures of (.+?)(?: · |$)/.exec(await updatedAt.innerText())?.[1];
  await expect.poll(async () => ((await shownTime()) ?? firstTime) !== firstTime).toBe(true);
  const secondTime = await shownTime();
  const texts = await page.evaluate(() => (window as unknown as { updatedAtTexts: string[] }).updatedAtTexts);
  const updating = texts.findIndex((text) => text.startsWith(`Updating… (figures of ${firstTime})`));
  expect(updating, texts.join('\n')).toBeGreaterThanOrEqual(0);
  expect(texts.slice(updating + 1).some((text) => text.startsWith(`Figures of ${secondTime}`))).toBe(true);
  expect(secondTime).not.toBe(firstTime);
  expect(secondTime).toBe(
    new Intl.DateTimeFormat('en-US', {
      dateStyle: 'short',
      timeStyle: 'medium',
      timeZone: body.range.timeZone,
    }).format(new Date(body.generatedAt)),
  );
});

const HOUR = 3_600_000;

/** Whose answers the device keeps: the users named by the saved answers and by the worker's cache keys. */
async function usersOnDevice() {
  return page.evaluate(async () => {
    const users = new Set<string>();
    const open = indexedDB.open('pos-offline');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (db.objectStoreNames.contains('entries')) {
      const values = await new Promise<unknown[]>((resolve) => {
        const all = db.transaction('entries').objectStore('entries').getAll();
        all.onsuccess = () => resolve(all.result);
      });
      for (const value of values) {
        const buster = /"buster":"[^"]*:(\w+)"/.exec(
          typeof value === 'string' ? value : JSON.stringify(value),
        );
        if (buster?.[1]) users.add(`answers:${buster[1]}`);
      }
    }
    db.close();
    for (const name of await caches.keys()) {
      if (!name.startsWith('pos-data-')) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const user = new URL(request.url).searchParams.get('__user');
        if (user) users.add(`worker:${user}`);
      }
    }
    return [...users].sort();
  });
}

/** The stored token made to have expired an hour ago (the same user; the server would refuse it anyway). */
async function expireStoredToken() {
  await page.evaluate((hour) => {
    const token = localStorage.getItem('token') ?? '';
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor((Date.now() - hour) / 1000);
    const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem('token', `${header}.${encoded}.${signature}`);
  }, HOUR);
}

/** A new page of the same profile, the browser's clock `ms` ahead of now: the app relaunched later. */
async function relaunchLater(ms: number) {
  await page.close();
  page = await context.newPage();
  // The clock is the browser's (every page of the profile), installed at the start of the test.
  await page.clock.setSystemTime(new Date(Date.now() + ms));
}

test('an expired sign-in opens the figures of the device read-only offline; back online the same user keeps them, another clears them', async () => {
  test.setTimeout(150_000);
  await page.clock.install();
  await signIn('demo');
  await waitForServiceWorker();
  await expect(page.locator('.metric-card').first()).toBeVisible();
  const summary = () => page.locator('.report__table tr[data-row="summary"]');
  // Fixed days: a default range moves with today, and a later day's range is not on the device.
  const day = (ago: number) => new Date(Date.now() - ago * 24 * HOUR).toISOString().slice(0, 10);
  const report = `/total-revenue?createdAtMin=${day(10)}T00%3A00%3A00&createdAtMax=${day(8)}T23%3A59%3A59`;
  await page.goto(report);
  await expect(summary()).toBeVisible();
  const revenueTotal = await summary().innerText();
  const demo = String(await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}').id));
  await expect.poll(usersOnDevice).toEqual([`answers:${demo}`, `worker:${demo}`]);
  const expiredBanner = () =>
    page.getByText(
      /^Your sign-in has expired: figures from this device, updated .+; sign in when you are back online\.$/,
    );

  // The token lives 12 hours: 13 hours and 6 days later, offline, the app opens with the device's figures.
  await context.setOffline(true);
  for (const later of [13 * HOUR, 6 * 24 * HOUR]) {
    await relaunchLater(later);
    await page.goto(report);
    await expect(page.getByRole('heading', { level: 1, name: 'Total revenue' })).toBeVisible();
    await expect(expiredBanner()).toBeVisible();
    await expect.poll(() => summary().innerText()).toBe(revenueTotal);
    await expect(page).toHaveURL(/\/total-revenue/);
    expect(await usersOnDevice()).toEqual([`answers:${demo}`, `worker:${demo}`]);
  }

  // The network is up but the server does not answer: still the device's figures, read-only.
  await context.setOffline(false);
  const serverDown = (route: import('@playwright/test').Route) => route.abort('connectionrefused');
  await context.route('**/api/**', serverDown);
  await relaunchLater(13 * HOUR);
  await page.goto(report);
  await expect(expiredBanner()).toBeVisible();
  await expect.poll(() => summary().innerText()).toBe(revenueTotal);
  await expect(page).toHaveURL(/\/total-revenue/);
  await context.unroute('**/api/**', serverDown);
  await context.setOffline(true);

  // Back online with the expired sign-in: the password is asked for, and nothing is lost meanwhile.
  await relaunchLater(0);
  await page.goto('/login');
  await expireStoredToken();
  await context.setOffline(false);
  await page.goto(report);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await usersOnDevice()).toEqual([`answers:${demo}`, `worker:${demo}`]);
  const kept = (await deviceData()).entries;
  expect(kept).toBeGreaterThan(3);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/total-revenue/);
  await expect.poll(() => summary().innerText()).toBe(revenueTotal);
  await expect(expiredBanner()).toHaveCount(0);
  expect(await usersOnDevice()).toEqual([`answers:${demo}`, `worker:${demo}`]);
  expect((await deviceData()).entries).toBeGreaterThanOrEqual(kept);

  // Another user signing in after an expired sign-in: nothing of the first one stays.
  await expireStoredToken();
  await page.goto(report);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill('staff');
  await page.getByLabel('Password').fill('staff');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const staff = String(await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}').id));
  expect(staff).not.toBe(demo);
  await expect.poll(usersOnDevice).not.toContain(`answers:${demo}`);
  expect(await usersOnDevice()).not.toContain(`worker:${demo}`);
  await expect(page.getByText('Seoul Flagship')).toHaveCount(0);
});

test('the user menu tells the storage used and whether the browser keeps it; reports the browser removed are said so', async () => {
  test.setTimeout(90_000);
  await signIn('demo');
  await waitForServiceWorker();
  await expect(page.locator('.metric-card').first()).toBeVisible();
  await expect.poll(async () => (await deviceData()).entries).toBeGreaterThan(0);

  await page.getByRole('button', { name: /demo/ }).click();
  const persisted = await page.evaluate(() => navigator.storage.persisted());
  await expect(page.getByTestId('device-storage')).toHaveText(
    persisted
      ? /^On this device: [\d.,]+ (kB|MB), kept by the browser$/
      : /^On this device: [\d.,]+ (kB|MB), which the browser may remove when space runs low$/,
  );

  // The browser evicts the saved answers (here: their database deleted while no page of the app is open).
  await page.goto('/robots.txt');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('pos-offline');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
  );
  await page.goto('/dashboard');
  await expect(
    page.getByText(/^The browser removed the reports kept on this device to free space/),
  ).toBeVisible();
  await expect(page.locator('.metric-card').first()).toBeVisible();
  // Once read again, they are kept again: no message at the next start.
  await expect.poll(async () => (await deviceData()).entries).toBeGreaterThan(0);
  await page.reload();
  await expect(page.locator('.metric-card').first()).toBeVisible();
  await expect(page.getByText(/^The browser removed the reports/)).toHaveCount(0);
});
