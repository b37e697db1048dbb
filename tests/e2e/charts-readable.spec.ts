import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { drawEveryChart, SCREENSHOT_DIR, signInAsDemo } from './helpers';
import { openReport, won } from './reportHelpers';

/** The report's own chart (not the pie of the global reports). */
const reportChart = (page: Page) => page.locator('section.report__chart[aria-label="Chart"] figure.chart');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The pairs of boxes that overlap, by their texts. */
function overlapping(boxes: readonly (Box & { text: string })[]): string[] {
  const pairs: string[] = [];
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) {
      const apart =
        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      if (!apart) pairs.push(`${a.text} / ${b.text}`);
    }
  });
  return pairs;
}

async function textBoxes(texts: Locator) {
  return texts.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { text: element.textContent ?? '', x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );
}

for (const width of [1280, 375] as const) {
  test.describe(`readable charts at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 800 : 900 } });

    test('global by outlets: at most 8 lines and "Other", each in its own colour, its pie legend printed once', async ({
      page,
    }) => {
      await signInAsDemo(page);
      await openReport(page, '/global', 'global-report');
      await drawEveryChart(page);
      const chart = reportChart(page);
      const legend = chart.locator('.chart-legend li');
      await expect(legend.last()).toHaveText(/^Other \(\d+\)$/);
      const count = await legend.count();
      expect(count).toBeLessThanOrEqual(9);
      const colors = await legend
        .locator('.chart-legend__mark')
        .evaluateAll((marks) => marks.map((mark) => getComputedStyle(mark).color));
      expect(new Set(colors).size).toBe(count);
      // The lines drawn are those of the legend, in the same colours.
      const strokes = await chart
        .locator('svg path[fill="none"][stroke-width="2"]')
        .evaluateAll((paths) => [...new Set(paths.map((path) => path.getAttribute('stroke')))]);
      expect(strokes).toHaveLength(count);

      // The pie's table is its legend: each slice's name once, with its colour, and no list under the pie.
      const pie = page.getByRole('region', { name: 'Share of total revenue' });
      await expect(pie.locator('.chart-legend')).toHaveCount(0);
      const slices = pie.locator('tr[data-row="slice"]');
      expect(await slices.count()).toBeGreaterThan(8);
      await expect(slices.locator('.chart-swatch')).toHaveCount(await slices.count());
      const name = (await slices.first().locator('th').innerText()).trim();
      await expect(pie.getByText(name, { exact: true })).toHaveCount(1);
      await chart.screenshot({ path: `${SCREENSHOT_DIR}/charts-global-${width}.png` });
      await pie.screenshot({ path: `${SCREENSHOT_DIR}/charts-global-pie-${width}.png` });
    });

    test('sales by hour: every hour label readable, on the 12-hour clock, and a colour scale with its end values', async ({
      page,
    }) => {
      await signInAsDemo(page);
      const answer = await openReport(page, '/sales-by-hour', 'sale-summary');
      await drawEveryChart(page);
      const chart = reportChart(page);
      const hours = chart.locator('svg text').filter({ hasText: /^\d{1,2} (AM|PM)$/ });
      await expect(hours).toHaveCount(24);
      const boxes = await textBoxes(hours);
      expect(overlapping(boxes)).toEqual([]);
      // Each label is whole on the screen, none scrolled away.
      for (const box of boxes) {
        expect(box.x, box.text).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, box.text).toBeLessThanOrEqual(width);
      }
      await expect(chart.locator('[role="region"]')).toHaveCount(0);
      const most = Math.max(0, ...answer.items.map((item) => Number(item.totalRevenue ?? 0)));
      await expect(chart.locator('.chart-scale__end')).toHaveText([won(0), won(most)]);
      await chart.screenshot({ path: `${SCREENSHOT_DIR}/charts-sales-by-hour-${width}.png` });
    });

    test('number of orders: a count axis of whole numbers', async ({ page }) => {
      await signInAsDemo(page);
      // By week: a column each, drawn in SVG (a range by day is painted on a canvas).
      await openReport(page, '/number-of-orders?mode=WEEK', 'sale-summary');
      await drawEveryChart(page);
      // The value axis: the texts of the drawing that are numbers (the weeks under the columns are named).
      const values = (await reportChart(page).locator('svg text').allTextContents()).filter((text) =>
        /^[\d.,\s]+$/.test(text),
      );
      expect(values.length).toBeGreaterThan(1);
      for (const value of values) expect(value).toMatch(/^\d{1,3}(,\d{3})*$/);
    });
  });
}

test('the legend chooses the lines drawn, by keyboard', async ({ page }) => {
  await signInAsDemo(page);
  await openReport(page, '/global', 'global-report');
  await drawEveryChart(page);
  const chart = reportChart(page);
  const legend = chart.locator('.chart-legend li');
  const choose = chart.getByRole('button', { name: /^Choose what is drawn \(8 of \d+\)$/ });
  await choose.focus();
  await page.keyboard.press('Enter');
  await expect(choose).toHaveAttribute('aria-expanded', 'true');
  const choice = chart.getByRole('group', { name: /^Draw at most 8/ });
  await expect(choice).toBeVisible();
  const drawn = choice.getByRole('checkbox', { checked: true });
  await expect(drawn).toHaveCount(8);
  // The open choice has no serious accessibility violation (WCAG 2.1 A and AA, axe's best practices),
  // as a11y.spec.ts checks every screen.
  const axe = await new AxeBuilder({ page })
    .include('section.report__chart[aria-label="Chart"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = axe.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
  // At eight, the others wait until one is unticked.
  await expect(choice.getByRole('checkbox', { checked: false }).first()).toBeDisabled();
  const first = drawn.first();
  const name = (await first.evaluate((box) => box.closest('label')?.textContent ?? '')).trim();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(legend.filter({ hasText: name })).toHaveCount(0);
  await expect(chart.getByRole('button', { name: /^Choose what is drawn \(7 of \d+\)$/ })).toBeVisible();
  const other = choice.getByRole('checkbox', { checked: false }).last();
  await expect(other).toBeEnabled();
  const added = (await other.evaluate((box) => box.closest('label')?.textContent ?? '')).trim();
  await other.focus();
  await page.keyboard.press('Space');
  await expect(legend.filter({ hasText: added })).toHaveCount(1);
  await expect(legend).toHaveCount(9);
});

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  for (const width of [1280, 375] as const) {
    test(`charts at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
      await signInAsDemo(page);
      for (const [path, endpoint, name] of [
        ['/global', 'global-report', 'global'],
        ['/sales-by-hour', 'sale-summary', 'sales-by-hour'],
        ['/fulfillment', 'fulfillment-summary', 'fulfillment'],
      ] as const) {
        await openReport(page, path, endpoint);
        await drawEveryChart(page);
        const chart = reportChart(page);
        await chart.scrollIntoViewIfNeeded();
        await chart.screenshot({ path: `${SCREENSHOT_DIR}/charts-${name}-dark-${width}.png` });
      }
    });
  }
});
