import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SIGNED_IN_PAGES } from '../signedInPages';
import { seriousViolations } from './axe';
import { drawEveryChart, signInAsDemo } from './helpers';

/** The signed-in pages that are not reports. */
const OTHER_PAGES = SIGNED_IN_PAGES.map((page) => `/${page}`);

/** Every signed-in report route: one route file each under src/routes (`_app.<path>.tsx`). */
const REPORT_PATHS = readdirSync('src/routes')
  .map((name) => /^_app\.(.+)\.tsx$/.exec(name)?.[1])
  .filter((path): path is string => path !== undefined)
  .map((path) => `/${path}`)
  .filter((path) => !OTHER_PAGES.includes(path));

test('the sign-in page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your reports' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard and every report screen have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(420_000);
  await signInAsDemo(page);
  await page.getByLabel('Store', { exact: true }).selectOption({ label: 'MSI Mumbai' });
  await expect(page.getByTestId('header-store')).toHaveText('MSI Mumbai');
  expect(REPORT_PATHS).toHaveLength(31);
  for (const path of REPORT_PATHS) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await drawEveryChart(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  for (const path of OTHER_PAGES) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // A dialog over a report: saving the view.
  await page.goto('/total-revenue');
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByRole('dialog', { name: 'Save this view' })).toBeVisible();
  expect(await seriousViolations(page), 'save view dialog').toEqual([]);
});

test("a figure's definition opens from a dashboard card and a report's list, on a phone's screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsDemo(page);
  /** The panel a definition button controls, once open: on screen, and read by axe without a violation. */
  const openDefinition = async (name: string, text: string) => {
    const button = page.getByRole('button', { name });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(text);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box)).toBe(true);
    expect(await seriousViolations(page), name).toEqual([]);
    return { button, panel };
  };

  const card = await openDefinition('What is Net revenue?', 'Total revenue minus the refunds');
  await page.keyboard.press('Escape');
  await expect(card.panel).toBeHidden();
  await expect(card.button).toBeFocused();

  // A phone lists a report's rows: the columns' definitions are told once above the list, opened from
  // the keyboard too.
  await page.goto('/product-sold');
  const notes = page.locator('.row-list__notes');
  const line = notes.locator('summary');
  await expect(line).toHaveText('What the columns mean');
  await line.focus();
  await page.keyboard.press('Enter');
  await expect(notes).toHaveAttribute('open', '');
  const definition = notes.getByText('Units sold in the orders, before refunds.');
  await expect(definition).toBeVisible();
  const box = await definition.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box)).toBe(true);
  // A row's other columns open the same way.
  await page.locator('.row-list__more summary').first().click();
  expect(await seriousViolations(page), 'the definitions and a row opened').toEqual([]);
  await line.focus();
  await page.keyboard.press('Enter');
  await expect(notes).not.toHaveAttribute('open');
  await expect(page).not.toHaveURL(/sort=/);
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the sign-in page, the dashboard and reports with charts keep their contrast', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your reports' })).toBeVisible();
    expect(await seriousViolations(page), '/login').toEqual([]);
    await signInAsDemo(page);
    for (const path of ['/dashboard', '/total-revenue?compare=true', '/revenue-by-outlet', '/product-sold']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await drawEveryChart(page);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
