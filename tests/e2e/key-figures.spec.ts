import { readdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { isSignedInPage } from '../signedInPages';
import { SCREENSHOT_DIR, signInAsDemo, signInByFields } from './helpers';
import { RANGE } from './reportHelpers';

/** Every report route of the app, from its route files (screens that are not reports left out). */
const REPORT_PATHS = readdirSync('src/routes')
  .map((file) => /^_app\.(.+)\.tsx$/.exec(file)?.[1])
  .filter((name): name is string => !!name && name !== 'dashboard' && !isSignedInPage(name))
  .map((name) => `/${name}`);

/** Rows of a phone's list checked on each report: the total and the first rows after it. */
const LISTED = 4;

/** Each key figure column's header and cells lie wholly inside the viewport, none cut at an edge. */
async function keyFiguresInView(page: Page, path: string, width: number) {
  const table = page.locator('.report-table__table');
  await expect(table, path).toBeVisible();
  const rows = page.locator('.report-table__table tbody tr[data-row]');
  await expect(rows.first()).toBeVisible();
  // A key figure is pinned at the end edge, or the table fits its frame and every column shows.
  const pinned = '.report-table__cell--pin-end';
  const keyHeaders = page.locator(`th${pinned}`);
  const frame = await page.locator('.report-table').first().boundingBox();
  const fits = await page
    .locator('.report-table')
    .first()
    .evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
  if (!fits) expect(await keyHeaders.count(), `${path} at ${width} px pins no key figure`).toBeGreaterThan(0);
  const keyCells = fits ? table.locator('thead th') : keyHeaders;
  for (let index = 0; index < (await keyCells.count()); index++) {
    const box = await keyCells.nth(index).boundingBox();
    expect(box, `${path} at ${width} px: a key header has no box`).not.toBeNull();
    if (!box || !frame) continue;
    expect(
      box.x,
      `${path} at ${width} px: key column ${index} starts before the frame`,
    ).toBeGreaterThanOrEqual(frame.x - 1);
    expect(box.x + box.width, `${path} at ${width} px: key column ${index} is cut`).toBeLessThanOrEqual(
      Math.min(width, frame.x + frame.width) + 1,
    );
  }
  // No figure of a key column is cut inside its cell.
  const cut = await page
    .locator(`td${pinned}`)
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
    );
  expect(cut, `${path} at ${width} px: figures cut in their cells`).toEqual([]);
}

/**
 * A phone lists the rows: no table, the total first, and each key figure of the first rows, its label
 * and its value, wholly inside the viewport and not cut.
 */
async function keyFiguresListed(page: Page, path: string, width: number) {
  const items = page.locator('.report__table .row-list__items > li');
  await expect(items.first(), path).toBeVisible();
  await expect(page.locator('.report__table .report-table'), path).toHaveCount(0);
  const kinds = await items.evaluateAll((all) => all.map((item) => (item as HTMLElement).dataset.row));
  expect(kinds.indexOf('summary'), `${path}: the total is not first`).toBeLessThanOrEqual(0);
  const checked = kinds.slice(0, LISTED).filter((kind) => kind !== 'empty').length;
  for (let index = 0; index < checked; index++) {
    const figures = items.nth(index).locator('.row-list__figures .row-list__pair');
    const count = await figures.count();
    // A total may have no total of its key figure (an average of days); a row always shows its own.
    if (kinds[index] === 'item')
      expect(count, `${path}: row ${index} shows no key figure`).toBeGreaterThan(0);
    for (let figure = 0; figure < count; figure++) {
      for (const part of ['dt', 'dd']) {
        const element = figures.nth(figure).locator(part);
        const box = await element.boundingBox();
        const where = `${path} at ${width} px: row ${index}, key figure ${figure}'s ${part}`;
        expect(box, `${where} has no box`).not.toBeNull();
        if (!box) continue;
        expect(box.x, `${where} starts off screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${where} is cut`).toBeLessThanOrEqual(width);
        const inside = await element.evaluate((cell) => cell.scrollWidth <= cell.clientWidth + 1);
        expect(inside, `${where} overflows itself`).toBe(true);
      }
    }
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} overflows by ${overflow} px`).toBeLessThanOrEqual(0);
}

for (const width of [1280, 768, 375]) {
  test.describe(`key figures at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 800 : 900 } });

    test('every report keeps its key figure columns in view, whole', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAsDemo(page);
      for (const path of REPORT_PATHS) {
        await page.goto(`${path}?${RANGE}`);
        if (width < 640) await keyFiguresListed(page, path, width);
        else await keyFiguresInView(page, path, width);
      }
    });
  });
}

test.describe('a report on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("sorts from its list's select, opens a row's other columns, and explains its columns", async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.goto(`/product-sold?${RANGE}`);
    const list = page.getByRole('list', { name: 'Quantity sold' });
    await expect(list.locator('li[data-row="summary"]')).toHaveAccessibleName('Total');
    const sortBy = page.getByLabel('Sort by');
    await expect(sortBy.locator('option:checked')).toHaveText(/^Net quantity sold, highest first$/);
    await sortBy.selectOption({ label: 'Quantity sold, lowest first' });
    await expect(page).toHaveURL(/[?&]sort=[^&]*totalQtySold/);
    await expect(page).toHaveURL(/[?&]direction=[^&]*asc/);
    await expect(sortBy.locator('option:checked')).toHaveText('Quantity sold, lowest first');

    // A row's other columns open on tap, its drill-down link still there.
    const row = list.locator('li[data-row="item"]').first();
    await expect(row.getByRole('link')).toHaveAttribute('href', /\/sales-order\?/);
    const more = row.locator('summary');
    await more.click();
    await expect(row.locator('.row-list__rest')).toBeVisible();
    await expect(row.locator('.row-list__rest dt').first()).toBeInViewport();

    // The definitions, once, by keyboard.
    const notes = page.locator('.row-list__notes summary');
    await notes.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Units sold in the orders, before refunds.')).toBeVisible();
  });

  test('shows its key figures on the first screen, and folds how they are shown behind one line', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.goto(`/total-revenue?${RANGE}`);
    const figures = page.getByRole('region', { name: 'Key figures' });
    await expect(figures).toBeInViewport({ ratio: 1 });
    // The figure is the total of the list further down.
    const total = page.locator('.report__table li[data-row="summary"] .row-list__figures dd').first();
    await expect(figures.locator('dd').first()).toHaveText((await total.textContent()) ?? '');

    const display = page.getByRole('button', { name: /^Display/ });
    await expect(display).toHaveAttribute('aria-expanded', 'false');
    await expect(display).toContainText('Day');
    await expect(page.getByLabel('Group by')).toBeHidden();
    await display.click();
    await page.getByLabel('Group by').selectOption('WEEK');
    await expect(page).toHaveURL(/[?&]mode=[^&]*WEEK/);
    await expect(display).toContainText('Week');
    await display.click();
    await expect(page.getByLabel('Group by')).toBeHidden();
    // Export stays in view, outside the fold.
    await expect(page.getByRole('button', { name: 'Export' })).toBeInViewport();
  });

  for (const { locale, lang } of [
    { locale: 'en-US', lang: 'en' },
    { locale: 'fr-FR', lang: 'fr' },
  ]) {
    test.describe(lang, () => {
      test.use({ locale });

      test(`sales orders and product sold as lists of rows, in ${lang} (screenshots)`, async ({ page }) => {
        await signInByFields(page);
        for (const path of ['/sales-order', '/product-sold']) {
          await page.goto(`${path}?${RANGE}`);
          const rows = page.locator('.row-list__items > li[data-row="item"]');
          await expect(rows.first()).toBeVisible();
          await rows.first().locator('summary').click();
          // The chart is drawn once its code has loaded: the screenshot shows it, not its placeholder.
          await expect(page.locator('.chart-skeleton')).toHaveCount(0);
          await page.screenshot({
            path: `${SCREENSHOT_DIR}/list${path.replace('/', '-')}-${lang}-375.png`,
            fullPage: true,
          });
        }
      });
    });
  }
});
