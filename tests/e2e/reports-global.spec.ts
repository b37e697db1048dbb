import { expect, type Page, test } from '@playwright/test';
import { signInAsDemo } from './helpers';
import { money, openReport, summaryCell } from './reportHelpers';

/** The global reports are in US dollars. */
function dollars(amount: number): string {
  return money(amount, 'USD');
}

async function pieRows(page: Page) {
  const cells = await page.locator('tr[data-row="slice"] td').allInnerTexts();
  return cells.map((text) => Number(text.replace(/[^0-9.-]/g, '')));
}

for (const screen of [
  { path: '/global', title: 'Global report by outlets', groupBy: 'outlet' },
  { path: '/global-stores', title: 'Global report by countries', groupBy: 'country' },
] as const) {
  test(`${screen.title}: converted figures, a line chart, and a pie whose slices sum to the total`, async ({
    page,
  }) => {
    await signInAsDemo(page);
    const answer = (await openReport(page, screen.path, 'global-report')) as unknown as {
      total: { convertedTotalRevenue: number };
      slices: Array<{ convertedTotalRevenue: number | null }>;
    };
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: screen.title })).toBeVisible();
    expect(await summaryCell(page, 'Total revenue')).toBe(dollars(answer.total.convertedTotalRevenue));

    const slices = await pieRows(page);
    expect(slices.length).toBe(
      answer.slices.filter((slice) => (slice.convertedTotalRevenue ?? 0) > 0).length,
    );
    const sum = slices.reduce((total, value) => total + value, 0);
    expect(Math.round(sum * 100) / 100).toBeCloseTo(answer.total.convertedTotalRevenue, 2);
    await expect(page.locator('tr[data-row="slices-total"] td')).toHaveText(
      dollars(answer.total.convertedTotalRevenue),
    );
  });
}

test('the global options switch between outlets and countries, and the store selector narrows the stores', async ({
  page,
}) => {
  await signInAsDemo(page);
  await openReport(page, '/global', 'global-report');
  await page.getByRole('button', { name: 'Global options' }).click();
  await page.getByRole('link', { name: 'Countries' }).click();
  await expect(page).toHaveURL(/\/global-stores/);
  await expect(page.getByRole('heading', { level: 1, name: 'Global report by countries' })).toBeVisible();

  const narrowed = page.waitForRequest(
    (r) => r.url().includes('/global-report?') && r.url().includes('storeIds='),
  );
  await page.getByRole('button', { name: /^Stores/ }).click();
  await page.getByRole('checkbox', { name: /Seoul Flagship/ }).uncheck();
  await page.getByRole('button', { name: 'Apply' }).click();
  expect(new URL((await narrowed).url()).searchParams.get('storeIds')).not.toContain('1');
  await expect(page.locator('tr[data-row="slice"]').filter({ hasText: 'South Korea' })).toHaveCount(0);
});

test.describe('with the answer changed on its way', () => {
  // Requests the service worker makes are out of reach of page.route.
  test.use({ serviceWorkers: 'block' });

  test('a store without an exchange rate is named in a note, not silently left out', async ({ page }) => {
    await signInAsDemo(page);
    await page.route('**/global-report?**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.storesWithoutRate = [
        {
          storeId: 2,
          storeName: 'Paris Boutique',
          country: 'FR',
          currency: 'EUR',
          currencyExchangeRate: null,
        },
      ];
      await route.fulfill({ response, json: body });
    });
    await page.goto('/global');
    await expect(
      page.getByRole('status').filter({ hasText: 'No exchange rate to USD for Paris Boutique (EUR)' }),
    ).toBeVisible();
  });
});
