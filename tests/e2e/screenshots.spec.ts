import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR, signInAsDemo } from './helpers';

const WIDTHS = [1280, 768, 375] as const;

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 760 : 860 } });

    test('sign-in and shell screenshots', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in to your reports' })).toBeVisible();
      await expect
        .poll(() =>
          page.getByRole('img', { name: 'CReport' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/sign-in-${width}.png`, fullPage: true });

      await signInAsDemo(page);
      await page.goto('/total-revenue');
      await expect(page.getByRole('heading', { level: 1, name: 'Total revenue' })).toBeVisible();
      await expect(page.getByTestId('header-store')).toHaveText('Seoul Flagship');
      await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-${width}.png`, fullPage: true });

      if (width === 375) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
        await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-menu-${width}.png` });
      } else {
        await page.getByRole('button', { name: /demo/ }).click();
        await page.getByRole('button', { name: 'Sign out' }).focus();
        await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-user-menu-${width}.png` });
      }
    });
  });
}
