import { expect, test } from '@playwright/test';
import type { BriefItem } from '../../src/contract/brief';
import { signInAsDemo } from './helpers';

test.describe('the brief on the dashboard', () => {
  test('shows the flags of the answer, puts their count on the app icon, and links each to its report', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const badge = { count: -1 };
      Object.assign(window, { appBadge: badge });
      Object.assign(navigator, {
        setAppBadge: (count: number) => {
          badge.count = count;
          return Promise.resolve();
        },
        clearAppBadge: () => {
          badge.count = 0;
          return Promise.resolve();
        },
      });
    });
    const answer = page.waitForResponse((response) => /\/stores\/1\/brief\?/.test(response.url()));
    await signInAsDemo(page);
    const response = await answer;
    expect(response.status()).toBe(200);
    const url = new URL(response.url());
    const { items } = (await response.json()) as { items: BriefItem[] };
    // Yesterday and today of the store's zone (Asia/Seoul).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    expect(url.searchParams.get('createdAtMax')).toBe(today);
    expect(url.searchParams.get('timeZone')).toBe('Asia/Seoul');

    const panel = page.getByRole('region', { name: 'Brief' });
    await expect(panel.getByRole('heading', { level: 3, name: /^Yesterday, / })).toBeVisible();
    await expect(panel.getByRole('heading', { level: 3, name: /^Today until / })).toBeVisible();
    const flagged = items.filter((item) => item.flag !== null);
    const links = panel.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(flagged.length);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { appBadge: { count: number } }).appBadge.count))
      .toBe(flagged.length);

    const first = flagged[0];
    if (!first) {
      // Nothing unusual: each day says why there is no flag.
      await expect(panel.getByText(/^(Nothing unusual|Not enough history|Too early to tell)/)).toHaveCount(2);
      return;
    }
    await expect(links.first()).toContainText(first.flag === 'high' ? 'unusually high' : 'unusually low');
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`createdAtMin=${first.day}T00`));
    await expect(page).toHaveURL(/compareWith=week/);
  });

  test('explains how unusual figures are found', async ({ page }) => {
    await signInAsDemo(page);
    const panel = page.getByRole('region', { name: 'Brief' });
    await panel.getByText('How are unusual figures found?').click();
    await expect(panel.getByText(/median absolute deviation/)).toBeVisible();
  });

  test.describe('when the server fails', () => {
    test.use({ serviceWorkers: 'block' });

    test('the brief says what failed and reads again on Try again', async ({ page }) => {
      let fail = true;
      await page.route('**/api/reports/v0/stores/1/brief?**', (route) =>
        fail ? route.fulfill({ status: 500, json: { message: 'The brief broke.' } }) : route.continue(),
      );
      await signInAsDemo(page);
      const panel = page.getByRole('region', { name: 'Brief' });
      const alert = panel.getByRole('alert');
      await expect(alert).toContainText('The brief could not be read');
      fail = false;
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(panel.getByRole('heading', { level: 3, name: /^Yesterday, / })).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  });
});
