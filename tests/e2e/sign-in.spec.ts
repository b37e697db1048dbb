import { expect, type Page, test } from '@playwright/test';
import { fakeToken, readStorage, SESSION_KEYS, signIn, signInAsDemo } from './helpers';

test('demo signs in, lands on the dashboard and the session is stored', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('CReport - Dashboard');

  // Username, roles in brackets and the current store, which also name the user menu's button.
  await expect(page.getByRole('button', { name: 'demo (owner, admin) Seoul Flagship' })).toBeVisible();
  await expect(page.getByTestId('header-store')).toHaveText('Seoul Flagship');

  const storage = await readStorage(page);
  expect(storage.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(JSON.parse(storage.currentUser ?? 'null')).toMatchObject({
    id: 1,
    username: 'demo',
    is_owner: true,
  });
  expect(storage.storeID).toBe('1');
  expect(storage.storeExternalID).toBe('ext-shopify-1001');
  expect(storage.currentPlatform).toBe('shopify');
  expect(JSON.parse(storage.storeConfig ?? 'null')).toMatchObject({ storeId: 1, currency: 'KRW' });
  expect(JSON.parse(storage.currentCurrency ?? 'null')).toEqual({ code: 'KRW', symbol: '₩', rate: 1 });
});

test('the submit button is disabled and shows a spinner while signing in', async ({ page }) => {
  await page.goto('/login');
  // Hold the sign-in answer so the loading state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByPlaceholder('Username').fill('demo');
  await page.getByPlaceholder('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const busy = page.getByRole('button', { name: 'Signing in…' });
  await expect(busy).toBeDisabled();
  await expect(busy.locator('.spinner')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password shows the message of the error catalogue', async ({ page }) => {
  await signIn(page, 'demo', 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'User with same email not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await readStorage(page)).token).toBeNull();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('empty fields are refused before any request', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) posted = true;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your username and password.')).toBeVisible();
  expect(posted).toBe(false);
});

test('the blocked user is refused', async ({ page }) => {
  await signIn(page, 'blocked', 'blocked');
  await expect(
    page.getByRole('alert').filter({ hasText: 'You are not allowed to access this page at this time.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await readStorage(page)).token).toBeNull();
});

test('an expired stored token sends to /login; the device keeps its figures for the grace period, then clears them', async ({
  page,
}) => {
  // Expired a minute ago: the password is asked for, and what the device holds waits for the same user.
  await page.goto('/login');
  await storeSession(page, fakeToken(Math.floor(Date.now() / 1000) - 60));
  await page.goto('/total-revenue');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftotal-revenue$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your reports' })).toBeVisible();
  expect((await readStorage(page)).currentUser).not.toBeNull();

  // Expired longer ago than the figures are kept on a device (7 days): everything goes.
  await storeSession(page, fakeToken(Math.floor(Date.now() / 1000) - 8 * 24 * 3600));
  await page.goto('/total-revenue');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftotal-revenue$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your reports' })).toBeVisible();
  const storage = await readStorage(page);
  for (const key of SESSION_KEYS) expect(storage[key], key).toBeNull();
});

async function storeSession(page: Page, token: string) {
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem(
      'currentUser',
      JSON.stringify({
        id: 1,
        country: 'US',
        username: 'demo',
        email: 'demo@example.com',
        roles: ['owner'],
        is_owner: true,
        not_allowed: [],
      }),
    );
    localStorage.setItem('storeID', '1');
    localStorage.setItem('currentPlatform', 'shopify');
  }, token);
}

test('a report route without a session goes to /login; /outlet does not need one', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await page.goto('/outlet');
  await expect(page).toHaveURL(/\/outlet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outlets' })).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Foutlet',
  );
});

test('sign-out clears local storage and the session', async ({ page }) => {
  await signInAsDemo(page);
  await page.getByRole('button', { name: /demo/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const everything = await page.evaluate(() => Object.keys(localStorage));
  expect(everything).toEqual([]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('/ redirects to /dashboard and the login page has no header or sidebar', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
  await signInAsDemo(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign-in returns to a path of this app only: every other form lands on the dashboard', async ({
  page,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (/evil/.test(new URL(request.url()).host)) elsewhere.push(request.url());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && /evil/.test(new URL(frame.url()).host)) elsewhere.push(frame.url());
  });
  // As typed in the address bar: a backslash, a tab, a line break, protocol-relative, another origin.
  for (const redirect of [
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '//evil.example',
    'https://evil.example',
  ]) {
    await page.goto(`/login?redirect=${redirect}`);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page, redirect).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());
  }
  expect(elsewhere).toEqual([]);

  // A report with its search and hash: opened as asked, dot segments resolved.
  const wanted = '/dashboard/../total-revenue?mode=WEEK#chart';
  await page.goto(`/login?redirect=${encodeURIComponent(wanted)}`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/total-revenue\?(.*&)?mode=WEEK(&.*)?#chart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Total revenue' })).toBeVisible();
});
