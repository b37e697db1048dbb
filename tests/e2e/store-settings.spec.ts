import { expect, type Page, test } from '@playwright/test';
import { signIn, signInAsDemo } from './helpers';
import { apiAnswer, chooseStore } from './reportHelpers';

/** The pop-up store (id 6, Los Angeles): no other test reads its days or targets. */
const POP_UP = { id: 6, label: 'pop-up.example.com', zone: 'America/Los_Angeles' };

async function ownerToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/login', { data: { username: 'demo', password: 'demo' } });
  return ((await response.json()) as { token: string }).token;
}

/** This month in the store's zone (`YYYY-MM`): the month its targets and pace are of. */
function storeMonth(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: POP_UP.zone, year: 'numeric', month: '2-digit' })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}`;
}

/** Puts the store back as the other tests expect it: days from midnight, no target this month. */
async function resetPopUp(page: Page) {
  const headers = { authorization: `Bearer ${await ownerToken(page)}` };
  await page.request.put(`/api/settings/v0/stores/${POP_UP.id}/business-day`, {
    headers,
    data: { dayStartsAt: '00:00' },
  });
  await page.request.delete(`/api/general/v0/stores/${POP_UP.id}/targets/${storeMonth()}`, { headers });
}

async function openStoreSettings(page: Page) {
  await page.locator('.user-menu__button').click();
  await page.getByRole('link', { name: 'Store settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('store settings', () => {
  // One store's settings: one test at a time.
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async ({ page }) => resetPopUp(page));

  test('an owner sets the business day and a month’s target; the dashboard shows the month’s pace', async ({
    page,
  }) => {
    await resetPopUp(page);
    await signInAsDemo(page);
    await chooseStore(page, POP_UP.label);
    await openStoreSettings(page);

    const start = page.getByLabel('Business days start at');
    await expect(start).toHaveValue('00:00');
    await start.selectOption('04:00');
    await expect(page.getByText('Friday’s business day: Fri 4:00 AM – Sat 3:59 AM')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved: every report now counts its days from 4:00 AM.')).toBeVisible();
    const config = await page.request.get(`/api/general/v0/stores/${POP_UP.id}/config`, {
      headers: { authorization: `Bearer ${await ownerToken(page)}` },
    });
    expect(((await config.json()) as { dayStartsAt: string }).dayStartsAt).toBe('04:00');

    const month = storeMonth();
    const monthName = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
    await page.getByRole('button', { name: `Edit ${monthName}` }).click();
    await page.getByLabel('Revenue target').fill('50000');
    await page.getByRole('button', { name: 'Save', exact: true }).last().click();
    await expect(page.getByRole('table')).toContainText('$50,000.00');

    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.locator('.pace').scrollIntoViewIfNeeded();
    const pace = page.getByRole('region', { name: `${monthName} so far` });
    await expect(pace).toBeVisible();
    await expect(pace.getByText('$50,000.00')).toBeVisible();
    await expect(pace.getByText('Expected by now')).toBeVisible();
    await expect(pace.getByText('Month-end projection')).toBeVisible();
    await expect(pace.locator('.pace__against')).toHaveText(/^\d+% (above|below) the target$/);
    await expect(pace.getByRole('status')).toHaveText(
      /^(Ahead of pace by \$[\d,.]+|Behind pace by \$[\d,.]+|On pace)$/,
    );
    await expect(pace.getByRole('img')).toHaveAccessibleName(/% of the target reached, \d+% expected by now/);
    await expect(page.locator('.brief__pace')).toContainText(
      new RegExp(`^${monthName}: \\$[\\d,.]+ so far, `),
    );
  });

  test('with days from noon, the date picker says so and the reports ask for business days', async ({
    page,
  }) => {
    const headers = { authorization: `Bearer ${await ownerToken(page)}` };
    await page.request.put(`/api/settings/v0/stores/${POP_UP.id}/business-day`, {
      headers,
      data: { dayStartsAt: '12:00' },
    });
    await signInAsDemo(page);
    // The store's summary once its config is read (a request sent in the switch, before it, is replaced).
    const asked = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname.endsWith(`/stores/${POP_UP.id}/sale-summary`) &&
        (url.searchParams.get('createdAtMin') ?? '').endsWith('T12:00:00')
      );
    });
    await chooseStore(page, POP_UP.label);
    const sent = new URL((await asked).url()).searchParams;
    // The last 5 business days: from noon on the first to 11:59:59 the day after the last, clock times.
    expect(sent.get('createdAtMax')).toMatch(/T11:59:59$/);
    const answer = await apiAnswer<{ range: { dayStartsAt?: string } }>(
      page,
      `/api/reports/v0/stores/${POP_UP.id}/sale-summary?${sent}`,
    );
    expect(answer.range.dayStartsAt).toBe('12:00');
    await page.getByRole('button', { name: /^Date/ }).click();
    await expect(page.getByText('Business days start at 12:00 PM')).toBeVisible();
  });

  test('staff read the business day and the targets without changing them', async ({ page }) => {
    await signIn(page, 'staff', 'staff');
    await expect(page).toHaveURL(/\/dashboard$/);
    await openStoreSettings(page);
    await expect(page.getByLabel('Business days start at')).toBeDisabled();
    await expect(page.getByText('Only an owner of the store can change it.')).toBeVisible();
    await expect(page.getByText('Only an owner can change the targets.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  });

  test('fits a phone: the settings and the month’s pace without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsDemo(page);
    // Below the cards, drawn as it comes near the screen.
    await page.locator('.pace').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: / so far$/ })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.goto('/store-settings');
    await expect(page.getByLabel('Business days start at')).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
