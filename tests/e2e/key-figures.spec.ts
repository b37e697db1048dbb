import { readdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInAsDemo } from './helpers';
import { RANGE } from './reportHelpers';

/** Every report route of the app, from its route files (screens that are not reports left out). */
const REPORT_PATHS = readdirSync('src/routes')
  .map((file) => /^_app\.(.+)\.tsx$/.exec(file)?.[1])
  .filter((name): name is string => !!name && !['dashboard', 'digest', 'saved-views'].includes(name))
  .map((name) => `/${name}`);

/** Each key figure column's header and cells lie wholly inside the viewport, none cut at an edge. */
async function keyFiguresInView(page: Page, path: string, width: number) {
  const table = page.locator('.report-table__table');
  const rows = page.locator('.report-table__table tbody tr[data-row]');
  await expect(rows.first()).toBeVisible();
  // A key figure is pinned at the end edge, or the table fits its frame and every column shows. A
  // phone's frame keeps the last key figure only.
  const pinned = width < 640 ? '.report-table__cell--pin-last' : '.report-table__cell--pin-end';
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

for (const width of [1280, 768, 375]) {
  test.describe(`key figures at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every report keeps its key figure columns in view, whole', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAsDemo(page);
      for (const path of REPORT_PATHS) {
        await page.goto(`${path}?${RANGE}`);
        await expect(page.locator('.report-table__table'), path).toBeVisible();
        await keyFiguresInView(page, path, width);
      }
    });
  });
}
