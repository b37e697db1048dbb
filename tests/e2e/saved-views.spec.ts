import { expect, type Page, test } from '@playwright/test';
import { startDeployment } from './deployment';
import { serviceWorkerControls, signIn, storeNow } from './helpers';
import { chooseStore } from './reportHelpers';
import { deleteServerViews, serverViews, VIEWS_USER } from './savedViewsApi';

// The tests share one user's views: one at a time, each starting from none.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await deleteServerViews(page);
});

test.afterEach(async ({ page }) => {
  await deleteServerViews(page);
});

const LOCAL = 'YYYY-MM-DDTHH:mm:ss';
/** The last `days` days of a store's own calendar (the staff user's first store is in Paris). */
const lastDays = (days: number, zone = 'Europe/Paris') => ({
  min: storeNow(zone)
    .startOf('day')
    .subtract(days - 1, 'day')
    .format(LOCAL),
  max: storeNow(zone).endOf('day').format(LOCAL),
});

async function signInAsViewsUser(page: Page) {
  await signIn(page, VIEWS_USER.username, VIEWS_USER.username);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** A search param of the page's URL as the app reads it (text is written bare or as JSON). */
function searchParam(page: Page, name: string): unknown {
  const raw = new URL(page.url()).searchParams.get(name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Reports' });

test('a view keeps its filters and dates that move with today, opens from the menu, and is renamed and deleted', async ({
  page,
}) => {
  await signInAsViewsUser(page);
  const { min, max } = lastDays(7);
  const search = new URLSearchParams({
    createdAtMin: JSON.stringify(min),
    createdAtMax: JSON.stringify(max),
    mode: '"WEEK"',
    compare: 'true',
    compareWith: '"week"',
  });
  await page.goto(`/total-revenue?${search}`);
  await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();

  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Total revenue');
  await expect(dialog.getByRole('radio', { name: 'The last 7 days, moving with today' })).toBeChecked();
  await dialog.getByLabel('Name').fill('Weekly check');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('View “Weekly check” saved.')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Weekly check' })).toBeVisible();

  await expect.poll(async () => (await serverViews(page)).length).toBe(1);
  const [saved] = await serverViews(page);
  expect(saved).toMatchObject({
    name: 'Weekly check',
    path: '/total-revenue',
    range: { kind: 'lastDays', days: 7 },
    search: { mode: 'WEEK', compare: true, compareWith: 'week' },
    isDefault: false,
  });
  expect(saved?.search).not.toHaveProperty('createdAtMin');

  // Opened from another report: its own filters, not those of the page it is opened from.
  await page.goto('/seller?source="online"');
  await menu(page).getByRole('link', { name: 'Weekly check' }).click();
  await expect(page).toHaveURL(/\/total-revenue\?/);
  expect(searchParam(page, 'mode')).toBe('WEEK');
  expect(searchParam(page, 'compareWith')).toBe('week');
  expect(searchParam(page, 'createdAtMin')).toBe(min);
  expect(searchParam(page, 'source')).toBeNull();
  await expect(page.getByLabel('Group by')).toHaveValue('WEEK');

  await menu(page).getByRole('link', { name: 'All saved views' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved views' })).toBeVisible();
  await page.getByRole('button', { name: 'Rename Weekly check' }).click();
  await page.getByLabel('New name of Weekly check').fill('Weeks at a glance');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Weeks at a glance' }).first()).toBeVisible();
  await expect
    .poll(async () => (await serverViews(page)).map((view) => view.name))
    .toEqual(['Weeks at a glance']);

  await page.getByRole('button', { name: 'Delete Weeks at a glance' }).click();
  await expect(page.getByText(/No saved views yet/)).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Weeks at a glance' })).toHaveCount(0);
  await expect.poll(async () => (await serverViews(page)).length).toBe(0);
});

test('the view chosen to open at sign-in opens then, on its own store', async ({ page }) => {
  await signInAsViewsUser(page);
  await chooseStore(page, 'Brooklyn Goods');
  const { min, max } = lastDays(3, 'America/New_York');
  const search = new URLSearchParams({
    createdAtMin: JSON.stringify(min),
    createdAtMax: JSON.stringify(max),
  });
  await page.goto(`/seller?${search}`);
  await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByLabel('Name').fill('Brooklyn sellers');
  await dialog.getByRole('radio', { name: /^These dates:/ }).check();
  await dialog.getByRole('checkbox', { name: 'Open this view when I sign in' }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await serverViews(page)).map((view) => view.isDefault)).toEqual([true]);

  await chooseStore(page, 'Paris Boutique');
  await page.goto('/saved-views');
  await expect(page.getByText('Opens at sign-in')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Brooklyn sellers at sign-in' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: /staff/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, VIEWS_USER.username, VIEWS_USER.username);
  await expect(page).toHaveURL(/\/seller\?/);
  expect(searchParam(page, 'createdAtMin')).toBe(min);
  await expect(page.getByTestId('header-store')).toHaveText('Brooklyn Goods');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue by seller' })).toBeVisible();
});

test('a view saved offline waits on the device, through a reload, and is sent when the connection returns', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The app reloads offline from its service worker, which the other tests block.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await signInAsViewsUser(page);
    await serviceWorkerControls(page);
    await page.goto('/total-revenue');
    await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByLabel('Name').fill('Saved on the train');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByText(/saved on this device: it will be sent when the server is reachable/),
    ).toBeVisible();
    const inMenu = page
      .getByRole('navigation', { name: 'Reports' })
      .getByRole('link', { name: /Saved on the train/ });
    await expect(inMenu).toHaveAccessibleName('Saved on the train (not sent yet)');

    await page.reload();
    await expect(inMenu).toHaveAccessibleName('Saved on the train (not sent yet)');
    await page.goto('/saved-views');
    await expect(page.getByText('Not sent yet', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /^1 change to your views waits for the connection/ }),
    ).toBeVisible();

    const sent = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/saved-views/'),
    );
    await context.setOffline(false);
    expect((await sent).status()).toBe(200);
    await expect(inMenu).toHaveAccessibleName('Saved on the train');
    await expect(page.getByText('Not sent yet', { exact: true })).toHaveCount(0);
    expect((await serverViews(page)).map((view) => view.name)).toEqual(['Saved on the train']);
    // The worker never keeps the list (a stale copy would hide the view just sent).
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    });
    expect(kept.some((url) => url.includes('/api/reports/'))).toBe(true);
    expect(kept.filter((url) => url.includes('/saved-views'))).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a view saved then renamed offline reaches the server once, renamed, with no error', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    await signInAsViewsUser(page);
    await serviceWorkerControls(page);
    await page.goto('/total-revenue');
    await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByLabel('Name').fill('Before the rename');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await menu(page).getByRole('link', { name: 'All saved views' }).click();
    await page.getByRole('button', { name: 'Rename Before the rename' }).click();
    await page.getByLabel('New name of Before the rename').fill('After the rename');
    await page.keyboard.press('Enter');
    await expect(menu(page).getByRole('link', { name: /After the rename/ })).toHaveAccessibleName(
      'After the rename (not sent yet)',
    );

    const changes: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/saved-views/') && response.request().method() !== 'GET')
        changes.push(`${response.request().method()} ${response.status()}`);
    });
    await context.setOffline(false);
    await expect(menu(page).getByRole('link', { name: /After the rename/ })).toHaveAccessibleName(
      'After the rename',
    );
    expect((await serverViews(page)).map((view) => view.name)).toEqual(['After the rename']);
    expect(changes).toEqual(['PUT 200']);
    await expect(page.locator('.toast--error')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a new version that takes over offline keeps the figures and sends the view saved under the old one', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const deployment = await startDeployment(baseURL ?? '');
  const context = await browser.newContext({ baseURL: deployment.origin, serviceWorkers: 'allow' });
  let page = await context.newPage();
  const summary = () => page.locator('.report__table tr[data-row="summary"]');
  const cacheNames = () => page.evaluate(() => caches.keys());
  try {
    await signInAsViewsUser(page);
    await serviceWorkerControls(page);
    await page.goto('/total-revenue');
    await expect(summary()).toBeVisible();
    const figures = await summary().innerText();
    const shellOfV1 = (await cacheNames()).filter((name) => name.includes('precache'));
    expect(shellOfV1).toHaveLength(1);
    const dataCaches = async () => (await cacheNames()).filter((name) => name.startsWith('pos-data-')).sort();
    await expect.poll(async () => (await dataCaches()).length).toBeGreaterThan(0);
    const dataOfV1 = await dataCaches();

    // Version 2 is deployed and waits while the page is open.
    deployment.deployVersion('version 2');
    expect(await deployment.shellChanged()).toBe(true);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state),
      )
      .toBe('installed');

    // Offline, a view is saved under version 1, then the app is closed and opened again, still offline.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByLabel('Name').fill('Saved under version 1');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByText(/saved on this device: it will be sent when the server is reachable/),
    ).toBeVisible();
    await page.close();
    page = await context.newPage();
    // With its last page closed, version 1 lets version 2 activate; a navigation that arrives while it
    // does was seen once in CI, under load, to hang and then abort. A user's next reload opens it, as here.
    await page.goto('/total-revenue', { timeout: 30_000 }).catch(async (error: Error) => {
      if (!/ERR_ABORTED|Timeout/.test(error.message)) throw error;
      await page.goto('/total-revenue');
    });

    // Version 2 took over: the old shell is gone, the figures and the waiting change are not.
    await expect
      .poll(async () => (await cacheNames()).filter((name) => name.includes('precache')))
      .not.toEqual(shellOfV1);
    expect(await dataCaches()).toEqual(dataOfV1);
    await expect(summary()).toBeVisible();
    expect(await summary().innerText()).toBe(figures);
    await expect(menu(page).getByRole('link', { name: /Saved under version 1/ })).toHaveAccessibleName(
      'Saved under version 1 (not sent yet)',
    );

    await context.setOffline(false);
    await expect(menu(page).getByRole('link', { name: /Saved under version 1/ })).toHaveAccessibleName(
      'Saved under version 1',
    );
    expect((await serverViews(page)).map((view) => view.name)).toEqual(['Saved under version 1']);
  } finally {
    await context.close();
    await deployment.close();
  }
});

test('a view saved while the server cannot be reached says it is kept on the device, and is sent once it can', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsViewsUser(page);
  await page.goto('/total-revenue');
  await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();
  // The network is up, but the server does not answer the change.
  const unreachable = (route: import('@playwright/test').Route) =>
    route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.fallback();
  await page.route('**/saved-views/**', unreachable);
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByLabel('Name').fill('Kept for later');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText(
      'View “Kept for later” saved on this device: it will be sent when the server is reachable.',
    ),
  ).toBeVisible();
  await expect(page.getByText('View “Kept for later” saved.')).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: /Kept for later/ })).toHaveAccessibleName(
    'Kept for later (not sent yet)',
  );

  const sent = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/saved-views/'),
  );
  await page.unroute('**/saved-views/**', unreachable);
  expect((await sent).status()).toBe(200);
  await expect(menu(page).getByRole('link', { name: /Kept for later/ })).toHaveAccessibleName(
    'Kept for later',
  );
  expect((await serverViews(page)).map((view) => view.name)).toEqual(['Kept for later']);
});

test('a view saved with the server reachable says it is saved once the server has it', async ({ page }) => {
  await signInAsViewsUser(page);
  await page.goto('/total-revenue');
  await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByLabel('Name').fill('Sent at once');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('View “Sent at once” saved.')).toBeVisible();
  await expect(page.getByText(/saved on this device/)).toHaveCount(0);
  expect((await serverViews(page)).map((view) => view.name)).toEqual(['Sent at once']);
});
