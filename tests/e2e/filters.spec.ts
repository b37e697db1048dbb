import { expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import { SCREENSHOT_DIR, signInAsDemo, storeNow } from './helpers';

dayjs.extend(isoWeek);

const LOCAL = 'YYYY-MM-DDTHH:mm:ss';

/** The next sale-summary request of the report screen, as the query it sent. */
async function nextSummaryQuery(
  page: Page,
  action: () => Promise<unknown>,
  withParam?: string,
): Promise<URLSearchParams> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => {
      if (!r.url().includes('/sale-summary?')) return false;
      return withParam === undefined || new URL(r.url()).searchParams.has(withParam);
    }),
    action(),
  ]);
  return new URL(request.url()).searchParams;
}

async function openDatePicker(page: Page) {
  await page.getByRole('button', { name: /^Date/ }).click();
  return page.getByRole('dialog', { name: /Date/ });
}

test.beforeEach(async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/total-revenue');
  await expect(page.getByRole('heading', { name: 'Total revenue' })).toBeVisible();
});

test("the default range is the last 5 days, start of day to end of today, in the store's zone", async ({
  page,
}) => {
  // Another grouping makes a request the device has not answered yet (answers are kept on the device).
  const query = await nextSummaryQuery(page, () =>
    page.goto(`/total-revenue?mode=${encodeURIComponent('"WEEK"')}`),
  );
  const today = storeNow();
  expect(query.get('createdAtMin')).toBe(today.subtract(4, 'day').startOf('day').format(LOCAL));
  expect(query.get('createdAtMax')).toBe(today.endOf('day').format(LOCAL));
  expect(query.get('timeZone')).toBe('Asia/Seoul');
});

test('"last 4 weeks" and "month to date" send their ranges', async ({ page }) => {
  let dialog = await openDatePicker(page);
  await dialog.getByRole('tab', { name: 'Week' }).click();
  await dialog.getByRole('radio', { name: /Last/ }).check();
  await expect(dialog.getByRole('spinbutton', { name: 'Number of weeks' })).toHaveValue('4');
  let query = await nextSummaryQuery(page, () => dialog.getByRole('button', { name: 'Apply' }).click());
  const thisWeek = storeNow().startOf('isoWeek');
  expect(query.get('createdAtMin')).toBe(thisWeek.subtract(4, 'week').format(LOCAL));
  expect(query.get('createdAtMax')).toBe(thisWeek.subtract(1, 'second').format(LOCAL));
  await expect(page).toHaveURL(/createdAtMin=/);

  dialog = await openDatePicker(page);
  await dialog.getByRole('tab', { name: 'Month' }).click();
  await dialog.getByRole('radio', { name: 'Month to date' }).check();
  query = await nextSummaryQuery(page, () => dialog.getByRole('button', { name: 'Apply' }).click());
  expect(query.get('createdAtMin')).toBe(storeNow().startOf('month').format(LOCAL));
  expect(query.get('createdAtMax')).toBe(storeNow().endOf('day').format(LOCAL));
});

test('an empty count emits nothing', async ({ page }) => {
  const dialog = await openDatePicker(page);
  await dialog.getByRole('spinbutton', { name: 'Number of days' }).fill('');
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(dialog.getByText('Enter a number of at least 1')).toBeVisible();
});

test('a custom range is sent as chosen; a future date is refused with the message', async ({ page }) => {
  let dialog = await openDatePicker(page);
  await dialog.getByRole('tab', { name: 'Date range' }).click();
  const from = storeNow().subtract(20, 'day');
  const to = storeNow().subtract(10, 'day');
  await dialog.getByLabel('From').fill(from.format('YYYY-MM-DD'));
  await dialog.getByLabel('To').fill(to.format('YYYY-MM-DD'));
  const query = await nextSummaryQuery(page, () => dialog.getByRole('button', { name: 'Apply' }).click());
  expect(query.get('createdAtMin')).toBe(from.startOf('day').format(LOCAL));
  expect(query.get('createdAtMax')).toBe(to.endOf('day').format(LOCAL));

  dialog = await openDatePicker(page);
  await dialog.getByRole('tab', { name: 'Date range' }).click();
  await dialog.getByLabel('To').fill(storeNow().add(2, 'day').format('YYYY-MM-DD'));
  const before = page.url();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Time must not exceed today');
  expect(page.url()).toBe(before);

  await dialog.getByLabel('To').fill(from.subtract(1, 'day').format('YYYY-MM-DD'));
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The start must be before the end');
  expect(page.url()).toBe(before);
});

test('switching to online hides outlets and registers and sends showAllOrders', async ({ page }) => {
  const bar = page.getByRole('region', { name: 'Filters' });
  await expect(bar.getByRole('button', { name: /^Outlets/ })).toBeVisible();
  await expect(bar.getByRole('button', { name: /^Registers/ })).toBeVisible();
  const query = await nextSummaryQuery(page, () => bar.getByText('Online', { exact: true }).click());
  expect(query.get('source')).toBe('online');
  expect(query.get('showAllOrders')).toBe('true');
  await expect(bar.getByRole('button', { name: /^Outlets/ })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: /^Registers/ })).toHaveCount(0);
});

test('outlets: one popup open at a time, none selected sends -1, all sends no filter', async ({ page }) => {
  const bar = page.getByRole('region', { name: 'Filters' });
  await bar.getByRole('button', { name: /^Outlets/ }).click();
  const outlets = page.getByRole('dialog', { name: /Outlets/ });
  await expect(outlets.getByRole('checkbox', { name: 'Gangnam' })).toBeChecked();
  await bar.getByRole('button', { name: /^Registers/ }).click();
  await expect(outlets).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: /Registers/ })).toBeVisible();

  await bar.getByRole('button', { name: /^Outlets/ }).click();
  await outlets.getByRole('checkbox', { name: 'Select all' }).uncheck();
  let query = await nextSummaryQuery(page, () => outlets.getByRole('button', { name: 'Apply' }).click());
  expect(query.get('outletIds')).toBe('-1');
  await expect(bar.getByRole('button', { name: /^Outlets/ })).toContainText('None');

  await bar.getByRole('button', { name: /^Outlets/ }).click();
  await outlets.getByRole('checkbox', { name: 'Gangnam' }).check();
  await expect(outlets.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute(
    'aria-checked',
    'mixed',
  );
  query = await nextSummaryQuery(page, () => outlets.getByRole('button', { name: 'Apply' }).click());
  expect(query.get('outletIds')).toBe('101');

  await bar.getByRole('button', { name: /^Outlets/ }).click();
  await outlets.getByRole('checkbox', { name: 'Select all' }).check();
  await outlets.getByRole('button', { name: 'Apply' }).click();
  // Every outlet is no filter at all: the first view's query again, answered from the cache.
  await expect(bar.getByRole('button', { name: /^Outlets/ })).toContainText('All');
  await expect(page).not.toHaveURL(/outletIds/);
});

test('reload, back and a copied link restore the same view', async ({ page, browser }) => {
  // Two devices, two sign-ins and eight navigations: more than one test's usual time on a busy machine.
  test.slow();
  const bar = page.getByRole('region', { name: 'Filters' });
  await nextSummaryQuery(page, () => bar.getByText('In store', { exact: true }).click());
  const dialog = await openDatePicker(page);
  await dialog.getByRole('tab', { name: 'Year' }).click();
  await dialog.getByRole('radio', { name: 'Year to date' }).check();
  await nextSummaryQuery(page, () => dialog.getByRole('button', { name: 'Apply' }).click());
  const dateButton = bar.getByRole('button', { name: /^Date/ });
  // The button writes the range in the language's own range pattern ("Jan 1 – Nov 22, 2026").
  // The store's year so far, on its calendar (Seoul is a day ahead of the machine's clock after 15:00 UTC).
  const today = storeNow();
  const yearToDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    new Date(Date.UTC(today.year(), 0, 1)),
    new Date(Date.UTC(today.year(), today.month(), today.date())),
  );
  await expect(dateButton).toContainText(yearToDate);
  const link = page.url();

  await page.reload();
  await expect(dateButton).toContainText(yearToDate);
  await expect(bar.getByRole('radio', { name: 'In store' })).toBeChecked();

  await page.goBack();
  await expect(dateButton).not.toContainText(yearToDate);
  await expect(bar.getByRole('radio', { name: 'In store' })).toBeChecked();
  await page.goBack();
  await expect(bar.getByRole('radio', { name: 'All' })).toBeChecked();
  await page.goForward();
  await page.goForward();
  await expect(dateButton).toContainText(yearToDate);

  // The link opened on another device, where the view was never read.
  const otherDevice = await browser.newContext({ baseURL: new URL(link).origin, locale: 'en-US' });
  const other = await otherDevice.newPage();
  await signInAsDemo(other);
  // The dashboard just signed into may still be sending its own (unfiltered) sale-summary requests.
  const query = await nextSummaryQuery(other, () => other.goto(link), 'source');
  const otherBar = other.getByRole('region', { name: 'Filters' });
  await expect(otherBar.getByRole('button', { name: /^Date/ })).toContainText(yearToDate);
  await expect(otherBar.getByRole('radio', { name: 'In store' })).toBeChecked();
  expect(query.get('source')).toBe('in_store');
  expect(query.get('createdAtMin')).toBe(storeNow().startOf('year').format(LOCAL));
  await otherDevice.close();
});

test('filters travel to the next report; the page returns to 1', async ({ page }) => {
  await page.goto('/total-revenue?source=%22in_store%22&page=3');
  await expect(
    page.getByRole('region', { name: 'Filters' }).getByRole('radio', { name: 'In store' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Revenue', exact: true }).click();
  await page.getByRole('link', { name: 'Revenue by outlet' }).click();
  await expect(page).toHaveURL(/\/revenue-by-outlet\?/);
  expect(new URL(page.url()).searchParams.get('source')).toBe('in_store');
  expect(new URL(page.url()).searchParams.has('page')).toBe(false);
});

test('a malformed link falls back to defaults without an error screen', async ({ page }) => {
  await page.goto('/total-revenue?createdAtMin=%22yesterday%22&mode=%22FORTNIGHT%22&outletIds=%5B%22x%22%5D');
  await expect(page.getByRole('heading', { name: 'Total revenue' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: /^Outlets/ }),
  ).toContainText('All');
  await expect(page.locator('.report__table tr[data-row="summary"]')).toContainText('Total');
});

test('on a 375 px phone the date picker is a full-width sheet', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  const dialog = await openDatePicker(page);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(375);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(760, 0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/filters-date-picker-375.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Date/ })).toBeFocused();
});

test('the category panel searches, filters by type, and applies a choice to the URL', async ({ page }) => {
  await page.goto('/revenue-by-category');
  const bar = page.getByRole('region', { name: 'Filters' });
  await bar.getByRole('button', { name: /^Categories/ }).click();
  const panel = page.getByRole('dialog', { name: /Categories/ });
  await expect(panel.getByRole('checkbox', { name: 'Apparel' })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /Posters/ })).toBeDisabled();
  await panel.getByRole('radio', { name: 'Child' }).check();
  await expect(panel.getByRole('checkbox', { name: 'Apparel' })).toHaveCount(0);
  await panel.getByRole('searchbox', { name: 'Search categories' }).fill('tea');
  await expect(panel.getByRole('checkbox', { name: 'Tea' })).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'Coffee' })).toHaveCount(0);
  await panel.getByRole('checkbox', { name: 'All categories' }).uncheck();
  await panel.getByRole('checkbox', { name: 'Tea' }).check();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/categoryIds=%5B1042%5D/);
  await expect(bar.getByRole('button', { name: /^Categories/ })).toContainText('1 selected');
});

test('a product category that is not in the store list returns to all categories', async ({ page }) => {
  await page.goto('/product-sold?productCategoryId=999999');
  const select = page.getByRole('region', { name: 'Filters' }).getByLabel('Category');
  await expect(select).toHaveValue('');
  await expect(page).not.toHaveURL(/productCategoryId/);
  await select.selectOption({ label: 'Uncategorized' });
  await expect(page).toHaveURL(/productCategoryId=uncategorized/);
});

test('time-in-status state choices are saved in the browser and restored', async ({ page }) => {
  await page.goto('/time-in-status');
  const bar = page.getByRole('region', { name: 'Filters' });
  await expect(bar.getByRole('button', { name: /^Order status/ })).toContainText('8 selected');
  await bar.getByRole('button', { name: /^Order status/ }).click();
  const states = page.getByRole('dialog', { name: /Order status/ });
  await states.getByRole('checkbox', { name: 'Canceled' }).uncheck();
  await states.getByRole('button', { name: 'Apply' }).click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('statesFilter')))
    .toBe(
      JSON.stringify([
        'new',
        'confirmed',
        'partially_delivered',
        'delivered',
        'returned',
        'partially_returned',
        'completed',
      ]),
    );
  await page.goto('/time-in-status');
  await expect(bar.getByRole('button', { name: /^Order status/ })).toContainText('7 selected');
});
