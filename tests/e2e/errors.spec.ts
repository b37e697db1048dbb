import { expect, type Page, test } from '@playwright/test';
import { signInAsDemo } from './helpers';

// These tests break one answer of the real server on purpose, to see what the user is shown.

test('store config and currency rates that fail to load fall back silently', async ({ page }) => {
  await signInAsDemo(page);
  await page.route('**/api/general/v0/stores/3/config*', (route) => route.abort('internetdisconnected'));
  await page.route('**/api/settings/v0/stores/3/currency-rates*', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.getByLabel('Store', { exact: true }).selectOption({ label: 'Brooklyn Goods' });
  await expect(page.getByTestId('header-store')).toHaveText('Brooklyn Goods');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('storeConfig'))).toBe('{}');
  expect(await page.evaluate(() => localStorage.getItem('storeID'))).toBe('3');
  expect(await page.evaluate(() => localStorage.getItem('currentCurrency'))).toBeNull();
  await expect(page.locator('.toasts--top .toast')).toHaveCount(0);
});

test('a failing read shows the catalogue message at the top, kept until dismissed', async ({ page }) => {
  await page.route('**/api/general/v0/users/*/stores', (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const toast = page.locator('.toasts--top').getByText('Oops! Network Error. Try again later');
  await expect(toast).toBeVisible();
  await page.waitForTimeout(5500);
  await expect(toast).toBeVisible();
  await page.locator('.toasts--top').getByRole('button', { name: 'Dismiss' }).first().click();
  await expect(toast).toHaveCount(0);
});

/** Signs in as demo while the answer of the user's stores is replaced. */
async function signInWithStores(page: Page, answer: { status: number; body: string }) {
  await page.route('**/api/general/v0/users/1/stores', (route) =>
    route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
  );
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a malformed answer shows a clear error, not a blank screen', async ({ page }) => {
  await signInWithStores(page, { status: 200, body: JSON.stringify({ items: [{ id: 'x' }] }) });
  await expect(
    page.getByText('The server sent an answer this app cannot read. Try again later or contact support.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a server error without a message shows the catalogue text for its status', async ({ page }) => {
  await signInWithStores(page, { status: 503, body: '{}' });
  await expect(page.locator('.toasts--top').getByText('Service unavailable. Try again later')).toBeVisible();
});

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('the language failing to load says so and offers to reload, instead of the boot mark for ever', async ({
    page,
  }) => {
    let broken = true;
    await page.route('**/assets/messages-*.js', (route) =>
      broken ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/login');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The app could not be loaded. Check the connection, then reload.');
    broken = false;
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('input[autocomplete="username"]')).toBeVisible();
  });
});
