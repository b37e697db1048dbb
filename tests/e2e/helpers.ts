import { expect, type Page } from '@playwright/test';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone of the demo user's first store, Seoul Flagship: its reports count its days. */
export const DEMO_STORE_ZONE = 'Asia/Seoul';

/**
 * Now on a store's wall clock, as a dayjs of this process whose fields are that clock (as the app's
 * `zoneNow`): the dates the app sends for "today" and the presets are the store's.
 */
export function storeNow(zone = DEMO_STORE_ZONE): Dayjs {
  return dayjs(dayjs().tz(zone).format('YYYY-MM-DDTHH:mm:ss.SSS'));
}

/** The local storage keys of a session. */
export const SESSION_KEYS = [
  'token',
  'currentUser',
  'currentOutletId',
  'storeID',
  'storeExternalID',
  'currentPlatform',
  'storeConfig',
  'currentCurrency',
  'listOutlet',
  'refreshed',
  'statesFilter',
] as const;

export async function signIn(page: Page, username = 'demo', password = 'demo'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in as the demo user by the form's fields, whatever the language of their labels. */
export async function signInByFields(page: Page): Promise<void> {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill('demo');
  await page.locator('input[type="password"]').fill('demo');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signInAsDemo(page: Page): Promise<void> {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-store')).toHaveText('Seoul Flagship');
}

/**
 * Scrolls each chart of the page into view, as a reader does: a chart is drawn once it comes near the
 * viewport. Resolves once nothing on the page is busy any more, scrolled back to the top.
 */
export async function drawEveryChart(page: Page): Promise<void> {
  // A chart may come after the first scroll (its answer arrives later, below the fold): scroll again
  // until every chart is drawn.
  await expect(async () => {
    const charts = page.locator('figure.chart');
    for (let index = 0; index < (await charts.count()); index++)
      await charts.nth(index).scrollIntoViewIfNeeded();
    await expect(page.getByText('Loading the report…')).toHaveCount(0, { timeout: 1000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 1000 });
    await expect(page.locator('figure.chart .chart-skeleton')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

export function readStorage(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    [...SESSION_KEYS],
  );
}

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A token shaped like the server's; the browser only decodes it, so the signature does not matter here. */
export function fakeToken(expSeconds: number): string {
  const claims = {
    sub: '1',
    id: 1,
    country: 'US',
    username: 'demo',
    email: 'demo@example.com',
    roles: ['owner'],
    is_owner: true,
    not_allowed: [],
    iat: expSeconds - 3600,
    exp: expSeconds,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

export const SCREENSHOT_DIR = 'test-results/screenshots';

/** The service worker controls the page once it has activated; offline reloads need it. */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), { timeout: 20_000 })
    .toBe(true);
}
