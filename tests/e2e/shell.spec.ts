import { expect, type Page, type Request, test } from '@playwright/test';
import { readStorage, SCREENSHOT_DIR, signInAsDemo } from './helpers';

test('switching store updates the header and local storage (Magento: tax configs, then views)', async ({
  page,
}) => {
  await signInAsDemo(page);
  const settingsCalls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) settingsCalls.push(pathname);
  });

  await page.getByLabel('Store', { exact: true }).selectOption({ label: 'Paris Boutique' });
  await expect(page.getByTestId('header-store')).toHaveText('Paris Boutique');
  await expect.poll(async () => (await readStorage(page)).storeConfig).toContain('"storeId":2');

  const storage = await readStorage(page);
  expect(storage.storeID).toBe('2');
  expect(storage.storeExternalID).toBe('ext-magento2-1002');
  expect(storage.currentPlatform).toBe('magento2');
  expect(JSON.parse(storage.storeConfig ?? 'null')).toMatchObject({ currency: 'EUR' });
  // The previous store's own currency was not a choice: the new store's own currency follows.
  expect(JSON.parse(storage.currentCurrency ?? 'null')).toEqual({ code: 'EUR', symbol: '€', rate: 1 });

  const tax = settingsCalls.indexOf('/api/settings/v0/stores/2/tax-configs');
  const views = settingsCalls.indexOf('/api/settings/v0/stores/2/views');
  expect(tax).toBeGreaterThanOrEqual(0);
  expect(views).toBeGreaterThan(tax);
  expect(settingsCalls).toContain('/api/general/v0/stores/2/config');
  expect(settingsCalls).toContain('/api/settings/v0/stores/2/currency-rates');
});

test('the store with no name is named by its address, the same everywhere', async ({ page }) => {
  await signInAsDemo(page);
  await page.getByLabel('Store', { exact: true }).selectOption({ label: 'pop-up.example.com' });
  await expect(page.getByTestId('header-store')).toHaveText('pop-up.example.com');
  await page.getByRole('button', { name: /demo/ }).click();
  await expect(page.getByTestId('user-menu-store')).toHaveText('pop-up.example.com');
  expect((await readStorage(page)).storeID).toBe('6');
});

/** Opens the global report from the menu, then changes the store from the header. */
async function changeStoreOnGlobal(page: Page, opened: Promise<unknown> = Promise.resolve()) {
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Global' }).click();
  await opened;
  await expect(page).toHaveURL(/\/global$/);
  await page
    .getByRole('banner')
    .getByLabel('Store', { exact: true })
    .selectOption({ label: 'Brooklyn Goods' });
}

test('leaving a global page on a store change goes to the dashboard', async ({ page }) => {
  await signInAsDemo(page);
  await changeStoreOnGlobal(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a store change while the global report is still loading also goes to the dashboard', async ({
  page,
}) => {
  await signInAsDemo(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/global-report\?/, async (route) => {
    await held;
    await route.continue();
  });
  await changeStoreOnGlobal(page, page.waitForRequest(/\/global-report\?/));
  await expect(page).toHaveURL(/\/dashboard$/);
  release();
  await expect(page.getByTestId('header-store')).toHaveText('Brooklyn Goods');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('kidzania stores show the access banner; others do not', async ({ page }) => {
  await signInAsDemo(page);
  const banner = page.getByRole('note');
  await expect(banner).toHaveCount(0);
  await page.getByLabel('Store', { exact: true }).selectOption({ label: 'KidZania Taipei' });
  await expect(banner).toContainText('Access to the report system has been blocked since September 1, 2024.');
});

test('order status is in the orders menu only on platform msi', async ({ page }) => {
  await signInAsDemo(page);
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Number of orders' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Orders', exact: true });
  await menuButton.click();
  await expect(page.getByRole('link', { name: 'Average order value' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order status' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();

  await page.getByLabel('Store', { exact: true }).selectOption({ label: 'MSI Mumbai' });
  await menuButton.click();
  await page.getByRole('link', { name: 'Order status' }).click();
  await expect(page).toHaveURL(/\/order-status$/);
  await expect(page).toHaveTitle('CReport - Order status');
});

test('report pages show their title, their figures, and their group as the current menu item', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/revenue-by-outlet');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue by outlet' })).toBeVisible();
  await expect(page.locator('.report__table tr[data-row="summary"]')).toContainText('Total');
  await expect(page.getByRole('link', { name: 'Revenue', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an unknown path shows only 404', async ({ page }) => {
  await page.goto('/no-such-report');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  expect((await page.locator('#root').textContent())?.trim()).toBe('404');
});

test('switching to French translates the shell and is remembered', async ({ page }) => {
  await signInAsDemo(page);
  await page.getByLabel('Language').selectOption('fr');
  const nav = page.getByRole('navigation', { name: 'Rapports' });
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(nav.getByRole('link', { name: "Chiffre d'affaires" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByLabel('Boutique')).toBeVisible();
  await expect(page.getByRole('link', { name: /Site du logiciel de caisse/ })).toBeVisible();
  await expect(page).toHaveTitle('CReport - Tableau de bord');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await page.getByRole('button', { name: /demo/ }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { name: 'Connectez-vous à vos rapports' })).toBeVisible();
  await expect(page.getByPlaceholder("Nom d'utilisateur")).toBeVisible();
});

test('at 768 px in French the header fits the width: the POS website is in the user menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await signInAsDemo(page);
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const header = page.locator('header.header');
  expect(await header.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await expect(page.getByLabel('Boutique')).toBeVisible();
  const posSite = page.getByRole('link', { name: /Site du logiciel de caisse/ });
  await expect(posSite).toBeHidden();
  await page.getByRole('button', { name: /demo/ }).click();
  await expect(posSite).toBeVisible();
  await expect(posSite).toHaveAttribute('target', '_blank');
});

test.describe('browser language', () => {
  test.use({ locale: 'ko-KR' });
  test('a Korean browser starts in Korean', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '보고서에 로그인' })).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('at 375 px the menu opens and navigates', async ({ page }) => {
    await signInAsDemo(page);
    await expect(page.getByRole('navigation', { name: 'Reports' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await menu.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/number-of-orders$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Number of orders' })).toBeVisible();
  });

  test('the store can be switched from the mobile menu, the only store switcher at this width', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await expect(page.locator('.select--store')).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('.select--store')).toHaveCount(1);
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByLabel('Store', { exact: true })
      .selectOption({ label: 'Paris Boutique' });
    await expect.poll(async () => (await readStorage(page)).storeID).toBe('2');
  });
});

test.describe('white label', () => {
  test('the reseller host gets its logo, favicon and colours', async ({ page, baseURL }) => {
    const url = new URL('/login', baseURL);
    url.hostname = 'retailpartner.localhost';
    await page.goto(url.href);
    await expect(page.getByRole('img', { name: 'CReport' })).toHaveAttribute(
      'src',
      '/white-label/retailpartner-logo.svg',
    );
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      '/white-label/retailpartner-favicon.svg',
    );
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).toBe('#0f766e');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/sign-in-white-label-1280.png` });
  });

  test('other hosts keep the default theme', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('img', { name: 'CReport' })).toHaveAttribute('src', '/logo.svg');
  });
});

test('the shell is usable by keyboard, with a visible focus', async ({ page }) => {
  await signInAsDemo(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  const userButton = page.getByRole('button', { name: /demo/ });
  await userButton.focus();
  await page.keyboard.press('Enter');
  await expect(userButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Daily e-mail' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Store settings' })).toBeFocused();
  await page.keyboard.press('Tab');
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeFocused();
  const ring = await signOut.evaluate((element) => getComputedStyle(element).boxShadow);
  expect(ring).not.toBe('none');
  await page.keyboard.press('Escape');
  await expect(signOut).toBeHidden();
  await expect(userButton).toBeFocused();

  // Leaving the menu with the keyboard closes it too.
  await page.keyboard.press('Enter');
  for (let press = 0; press < 4; press++) await page.keyboard.press('Tab');
  await expect(signOut).toBeHidden();
});
