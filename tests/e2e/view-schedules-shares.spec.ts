import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { SavedView } from '../../src/contract/savedViews';
import type { ViewSchedules } from '../../src/contract/viewSchedules';
import type { ViewShare } from '../../src/contract/viewShares';
import { SCREENSHOT_DIR, signInAsDemo } from './helpers';

// The demo user's views are shared with other files' tests: these make views of their own names, one
// test at a time, and delete them (with their schedules and links) at the end.
test.describe.configure({ mode: 'serial' });

const DEMO = { username: 'demo', id: 1 };
const PREFIX = 'E2E sent ';

async function tokenOf(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', { data: { username: DEMO.username, password: 'demo' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Reads a path of the general service as the demo user. */
async function general<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/general/v0/users/${DEMO.id}${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(request)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const viewsOfThisFile = async (request: APIRequestContext) =>
  (await general<{ items: SavedView[] }>(request, '/saved-views')).items.filter((view) =>
    view.name.startsWith(PREFIX),
  );

/** Deletes the views these tests made (their schedules and links go with them). */
async function deleteViewsOfThisFile(request: APIRequestContext): Promise<void> {
  const token = await tokenOf(request);
  for (const view of await viewsOfThisFile(request)) {
    const headers = { authorization: `Bearer ${token}` };
    await request.delete(`/api/general/v0/users/${DEMO.id}/saved-views/${view.id}/schedule`, { headers });
    const response = await request.delete(`/api/general/v0/users/${DEMO.id}/saved-views/${view.id}`, {
      headers,
    });
    expect(response.status()).toBe(200);
  }
}

test.beforeEach(async ({ request }) => deleteViewsOfThisFile(request));
test.afterEach(async ({ request }) => deleteViewsOfThisFile(request));

/** Saves the total revenue report as a view of the demo user's first store; its id on the server. */
async function saveView(page: Page, name: string): Promise<string> {
  await page.goto('/total-revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Total revenue' })).toBeVisible();
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`View “${name}” saved.`)).toBeVisible();
  const view = (await viewsOfThisFile(page.request)).find((item) => item.name === name);
  expect(view).toBeTruthy();
  return view?.id ?? '';
}

test('a saved view is e-mailed weekly on Monday at 07:00, listed, and stopped from the e-mail’s link', async ({
  page,
}) => {
  await signInAsDemo(page);
  const name = `${PREFIX}weekly`;
  const viewId = await saveView(page, name);
  await page.goto('/saved-views');
  const schedule = page.getByRole('button', { name: `E-mail on a schedule: ${name}` });
  await schedule.click();
  const dialog = page.getByRole('dialog', { name: `E-mail “${name}” on a schedule` });
  await expect(dialog.getByRole('radio', { name: 'Every week' })).toBeChecked();
  await expect(dialog.getByLabel('Weekday')).toHaveValue('1');
  await dialog.getByLabel('Hour').selectOption({ label: '07:00 (Asia/Seoul)' });
  // The test server has no SMTP_URL.
  await expect(dialog.getByText('This server does not send e-mail')).toBeVisible();
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Saved' })).toContainText(
    /Saved: Weekly · Mon 7:00 AM\. Next: Mon, \w{3} \d{1,2}, 7:00 AM \(Asia\/Seoul\)\. Not sent yet\./,
  );
  const listed = await general<ViewSchedules>(page.request, '/saved-view-schedules');
  expect(listed.items.filter((item) => item.viewId === viewId)).toEqual([
    expect.objectContaining({ every: 'week', weekday: 1, hour: 7, language: 'en', lastSentAt: null }),
  ]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(schedule).toBeFocused();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByText('Weekly · Mon 7:00 AM')).toBeVisible();

  // The e-mail's "Stop these e-mails" link.
  await page.goto(`/saved-views?schedule=${viewId}`);
  const stop = page.getByRole('button', { name: 'Stop these e-mails' });
  await expect(stop).toBeFocused();
  await expect(page).toHaveURL(/\/saved-views$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`“${name}” is no longer e-mailed.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(schedule).toBeFocused();
  await expect(row.getByText('Weekly · Mon 7:00 AM')).toHaveCount(0);
  const after = await general<ViewSchedules>(page.request, '/saved-view-schedules');
  expect(after.items.filter((item) => item.viewId === viewId)).toEqual([]);
});

test('a share link is created, shown once with Copy, listed, and revoked', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsDemo(page);
  const name = `${PREFIX}shared`;
  const viewId = await saveView(page, name);
  await page.goto('/saved-views');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await row.getByRole('button', { name: `Share link: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Share links of “${name}”` });
  await expect(dialog.getByText('No link to this view.')).toBeVisible();
  await expect(dialog.getByLabel('Expires after (days)')).toHaveValue('7');
  await dialog.getByLabel('Expires after (days)').fill('30');
  await dialog.getByRole('button', { name: 'Create link' }).click();

  const link = dialog.getByRole('textbox', { name: 'New link' });
  await expect(link).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const listed = dialog.getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Never opened');
  await expect(row.getByText('1 active link')).toBeVisible();
  const shares = await general<{ items: ViewShare[] }>(page.request, `/saved-views/${viewId}/shares`);
  expect(shares.items).toHaveLength(1);
  expect(JSON.stringify(shares.items)).not.toContain(url.slice(-43));
  expect(shares.items[0]?.expiresAt).toBe((shares.items[0]?.createdAt ?? 0) + 30 * 86_400_000);

  await dialog.getByRole('button', { name: /^Revoke the link created / }).click();
  await expect(dialog.getByText('No link to this view.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'New link' })).toHaveCount(0);
  await expect(row.getByText('1 active link')).toHaveCount(0);
  expect(
    (await general<{ items: ViewShare[] }>(page.request, `/saved-views/${viewId}/shares`)).items,
  ).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByRole('button', { name: `Share link: ${name}` })).toBeFocused();
});

/** The open dialog's serious and critical WCAG 2.1 AA violations, by rule. */
async function dialogViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include('dialog[open]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((item) => ['serious', 'critical'].includes(item.impact ?? ''))
    .map((item) => item.id);
}

for (const width of [1280, 768, 375] as const) {
  test(`screenshots of the schedule and share dialogs at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 760 : 860 });
    await signInAsDemo(page);
    const name = `${PREFIX}screens`;
    await saveView(page, name);
    await page.goto('/saved-views');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await row.getByRole('button', { name: `E-mail on a schedule: ${name}` }).click();
    const schedule = page.getByRole('dialog');
    await schedule.getByRole('button', { name: 'Schedule' }).click();
    await expect(schedule.getByText(/^Saved:/)).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/view-schedule-${width}.png` });
    expect(await dialogViolations(page)).toEqual([]);
    await schedule.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Share link: ${name}` }).click();
    const shares = page.getByRole('dialog');
    await shares.getByRole('button', { name: 'Create link' }).click();
    await expect(shares.getByRole('textbox', { name: 'New link' })).toBeVisible();
    await expect(shares.getByRole('listitem')).toHaveCount(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/view-shares-${width}.png` });
    expect(await dialogViolations(page)).toEqual([]);
    await shares.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByText('1 active link')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/saved-views-sent-${width}.png`, fullPage: true });
  });
}
