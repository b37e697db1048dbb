import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR } from './helpers';
import { apiAnswer } from './reportHelpers';

/**
 * Periods as the charts draw and name them (issue 33, points 5 and 6): a range without orders says so
 * in place of the chart, a store-day without orders is 0 on a sum, a week is "Week of …" and is cut to
 * the range in its tooltip and its orders, and the total revenue PDF names what its figures count.
 * Every date is computed from the API's answers, in the store's calendar (Seoul Flagship, Asia/Seoul).
 */
const STORE_ZONE = 'Asia/Seoul';

const LANGUAGES = [
  {
    locale: 'en-US',
    lang: 'en',
    width: 1280,
    noSales: (from: string, to: string) => `No sales from ${from} to ${to}`,
    weekOf: (day: string) => `Week of ${day}`,
    fromDay: (label: string, day: string) => `${label} (from ${day})`,
    noAverage: 'No orders: no average. Periods without orders are blank.',
  },
  {
    locale: 'fr-FR',
    lang: 'fr',
    width: 375,
    noSales: (from: string, to: string) => `Aucune vente du ${from} au ${to}`,
    weekOf: (day: string) => `Semaine du ${day}`,
    fromDay: (label: string, day: string) => `${label} (à partir du ${day})`,
    noAverage: 'Pas de commande, pas de moyenne\u202f: les périodes sans commande restent vides.',
  },
] as const;

interface SummaryItem {
  date: string;
  orderCount: number;
  totalRevenue: number;
}

interface Answer<Item = Record<string, unknown>> {
  items: Item[];
  total: Record<string, number>;
}

const DAY_MS = 86_400_000;
/** A day of the store's calendar moved by some days (`YYYY-MM-DD`). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const storeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_ZONE }).format(new Date());

/** A link's range of whole store days. */
const rangeOf = (first: string, last: string) =>
  `createdAtMin=${encodeURIComponent(JSON.stringify(`${first}T00:00:00`))}&createdAtMax=${encodeURIComponent(
    JSON.stringify(`${last}T23:59:59`),
  )}`;

async function signIn(page: Page) {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill('demo');
  await page.locator('input[type="password"]').fill('demo');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** An answer of the reports API to the signed-in user, in the store's zone. */
async function api<Item = Record<string, unknown>>(page: Page, path: string): Promise<Answer<Item>> {
  return apiAnswer<Answer<Item>>(page, `/api/reports/v0/stores/1/${path}&timeZone=${STORE_ZONE}`);
}

const summaryOf = (page: Page, first: string, last: string, mode = 'DATE') =>
  api<SummaryItem>(
    page,
    `sale-summary?type=all&mode=${mode}&createdAtMin=${first}&createdAtMax=${last}&limit=1000`,
  );

/** Days as the page writes them in its language: a short month and the day, with the year when asked. */
function dayText(page: Page, lang: string, day: string, year: boolean): Promise<string> {
  return page.evaluate(
    ([lang, day, year]) =>
      new Intl.DateTimeFormat(lang, {
        timeZone: 'UTC',
        month: 'short',
        day: 'numeric',
        ...(year === 'year' ? { year: 'numeric' } : {}),
      }).format(new Date(`${day}T00:00:00Z`)),
    [lang, day, year ? 'year' : ''] as const,
  );
}

/** Waits until the report's chart is drawn (it is drawn once scrolled near). */
async function chartDrawn(page: Page) {
  const plot = page.locator('.report__chart figure .chart-frame__plot svg').first();
  await expect(async () => {
    await page.locator('.report__chart figure').first().scrollIntoViewIfNeeded();
    await expect(plot).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return plot;
}

for (const language of LANGUAGES) {
  test.describe(`${language.lang} at ${language.width} px`, () => {
    test.use({
      locale: language.locale,
      viewport: { width: language.width, height: 900 },
      // Drawn at once, without springs: points and bars are where they stay.
      contextOptions: { reducedMotion: 'reduce' },
    });

    test('a range without any order says so, naming the range, in place of every chart', async ({ page }) => {
      await signIn(page);
      // The week before the demo data's first order.
      const years = await summaryOf(page, '2000-01-01', storeToday(), 'YEAR');
      const firstYear = years.items.find((item) => item.orderCount > 0)?.date;
      if (!firstYear) throw new Error('the demo data has no order');
      const days = await summaryOf(page, `${firstYear}-01-01`, `${firstYear}-12-31`);
      const firstDay = days.items.find((item) => item.orderCount > 0)?.date as string;
      const first = addDays(firstDay, -7);
      const last = addDays(firstDay, -1);
      expect((await summaryOf(page, first, last)).total.orderCount).toBe(0);
      const sameYear = first.slice(0, 4) === last.slice(0, 4);
      const expected = language.noSales(
        await dayText(page, language.lang, first, !sameYear),
        await dayText(page, language.lang, last, true),
      );

      for (const path of ['/total-revenue', '/revenue-by-outlet', '/payment', '/dashboard']) {
        await page.goto(`${path}?${rangeOf(first, last)}`);
        const message = page.locator('.report__chart [data-testid="no-sales"]');
        await expect(message, path).toHaveText(expected);
        // No axis of nothing: no chart is drawn for the range.
        await expect(page.locator('.report__chart figure.chart--selectable')).toHaveCount(0);
        if (path === '/revenue-by-outlet')
          await page.screenshot({
            path: `${SCREENSHOT_DIR}/no-sales-${language.lang}-${language.width}.png`,
            fullPage: true,
          });
      }
    });

    test('a store-day without orders draws 0 on a sum, its line unbroken', async ({ page }) => {
      await signIn(page);
      const today = storeToday();
      const recent = await summaryOf(page, addDays(today, -80), addDays(today, -5));
      const sold = new Map(recent.items.map((item) => [item.date, item.orderCount]));
      // A day without orders between days with some.
      const empty = recent.items.find(
        (item) =>
          item.orderCount === 0 &&
          (sold.get(addDays(item.date, -1)) ?? 0) > 0 &&
          (sold.get(addDays(item.date, 1)) ?? 0) > 0,
      )?.date;
      if (!empty) throw new Error('the demo data has no day without orders between days with some');
      const first = addDays(empty, -3);
      const last = addDays(empty, 3);
      const outlets = await api<{ outletId: number | null }>(
        page,
        `outlet-revenue?mode=DATE&createdAtMin=${first}&createdAtMax=${last}&limit=1000`,
      );
      const series = new Set(outlets.items.map((item) => item.outletId)).size;
      expect(series).toBeGreaterThan(0);

      await page.goto(`/revenue-by-outlet?${rangeOf(first, last)}`);
      const plot = await chartDrawn(page);
      // A line per outlet through every day, unbroken (one move, then a segment to each of the six other
      // days): days without an outlet's sales, the empty day among them, are 0. No dot on any of them:
      // a value a line passes through needs none.
      const lines = plot.locator('path[fill="none"][stroke-width="2"]');
      await expect(lines).toHaveCount(series);
      for (const d of await lines.evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? ''))) {
        expect(d.match(/M/g), d).toHaveLength(1);
        expect(d.match(/L/g), d).toHaveLength(6);
      }
      await expect(plot.locator('circle')).toHaveCount(0);
      // The empty day's slice (a slice a day, across every line): its tooltip gives 0 for every outlet.
      const slices = plot.locator('rect[data-ref^="slice:"]');
      await expect(slices).toHaveCount(7);
      const onEmptyDay = await slices.nth(3).boundingBox();
      if (!onEmptyDay) throw new Error('no slice on the empty day');
      await page.mouse.move(onEmptyDay.x + onEmptyDay.width / 2, onEmptyDay.y + onEmptyDay.height / 2);
      const tooltip = page.locator('.chart-tooltip');
      const emptyLabel = await page.evaluate(
        ([lang, day]) =>
          new Intl.DateTimeFormat(lang, { timeZone: 'UTC', dateStyle: 'short' }).format(
            new Date(`${day}T00:00:00Z`),
          ),
        [language.lang, empty] as const,
      );
      await expect(tooltip.locator('.chart-tooltip__title')).toHaveText(emptyLabel);
      const zero = await page.evaluate(
        (lang) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'KRW' }).format(0),
        language.lang,
      );
      await expect(tooltip.locator('tbody td')).toHaveText(Array.from({ length: series }, () => zero));
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/zero-day-${language.lang}-${language.width}.png`,
        fullPage: true,
      });

      // An average has no value there: no column, and the chart says why.
      const days = await summaryOf(page, first, last);
      await page.goto(`/average-order-value?${rangeOf(first, last)}`);
      const columns = (await chartDrawn(page)).locator('rect[data-testid^="bar.item"]');
      await expect(columns).toHaveCount(days.items.filter((item) => item.orderCount > 0).length);
      await expect(page.locator('.report__chart .chart-note')).toHaveText(language.noAverage);
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/no-average-${language.lang}-${language.width}.png`,
        fullPage: true,
      });
    });

    test('weekly grouping names its weeks, cuts the first to the range in its tooltip and its orders', async ({
      page,
    }) => {
      await signIn(page);
      const today = storeToday();
      // A Tuesday three to ten weeks back: its ISO week began the Monday before the range. Of those, the
      // one whose first six days sold most, so that the first column is tall enough to point at.
      const recent = await summaryOf(page, addDays(today, -80), today);
      const revenue = new Map(recent.items.map((item) => [item.date, item.totalRevenue]));
      const weekRevenue = (first: string) =>
        [0, 1, 2, 3, 4, 5].reduce((sum, day) => sum + (revenue.get(addDays(first, day)) ?? 0), 0);
      const tuesdays = recent.items
        .map((item) => item.date)
        .filter((day) => weekday(day) === 2 && day <= addDays(today, -21));
      const tuesday = tuesdays.sort((a, b) => weekRevenue(b) - weekRevenue(a))[0];
      if (!tuesday || weekRevenue(tuesday) === 0) throw new Error('no week with orders in the demo data');
      const last = addDays(tuesday, 20);
      const monday = addDays(tuesday, -1);
      const sameYear = tuesday.slice(0, 4) === last.slice(0, 4);
      const label = language.weekOf(await dayText(page, language.lang, monday, false));

      await page.goto(`/total-revenue?mode=${encodeURIComponent('"WEEK"')}&${rangeOf(tuesday, last)}`);
      const plot = await chartDrawn(page);
      // The first column is named whole: "Week of Oct 26", not "10/26/26" nor a label cut short.
      const texts = await plot.locator('text').allTextContents();
      expect(texts).toContain(label);
      expect(texts.filter((text) => text.endsWith('…'))).toEqual([]);
      // The first cell of the table, or the name of a phone's first row.
      await expect(
        page.locator('.report__table [data-row="item"]').first().locator('td, th, .row-list__name').first(),
      ).toContainText(label);

      // Its tooltip says the range holds it from the range's first day.
      const bar = plot.locator('[data-testid="bar.item.s0.0"]');
      await bar.hover();
      await expect(page.locator('.chart-tooltip .chart-tooltip__title')).toHaveText(
        language.fromDay(label, await dayText(page, language.lang, tuesday, !sameYear)),
      );
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/weeks-${language.lang}-${language.width}.png`,
        fullPage: true,
      });

      // Its orders start with the range, not with the week's Monday.
      await bar.click();
      await expect(page).toHaveURL(/\/sales-order\?/);
      const search = new URL(page.url()).searchParams;
      // Links write dates bare or as JSON strings.
      const bound = (name: string) => search.get(name)?.replace(/^"|"$/g, '');
      expect(bound('createdAtMin')).toBe(`${tuesday}T00:00:00`);
      expect(bound('createdAtMax')).toBe(`${addDays(tuesday, 5)}T23:59:59`);
    });
  });
}

test('the total revenue PDF names its filters, "paid orders only" and the comparison with its dates', async ({
  page,
}) => {
  await signIn(page);
  const today = storeToday();
  const first = addDays(today, -29);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const outlets = (await (
    await page.request.get('/api/settings/v0/stores/1/outlets', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { items: { id: number; name: string }[] };
  const outlet = outlets.items[0];
  if (!outlet) throw new Error('the store has no outlet');
  // This report's request (its outlet), not the dashboard's left behind by the sign-in.
  const compared = page.waitForResponse(
    (response) =>
      response.url().includes('/sale-summary?') &&
      response.url().includes('compare=previous') &&
      new URL(response.url()).searchParams.get('outletIds') === String(outlet.id),
  );
  await page.goto(
    `/total-revenue?${rangeOf(first, today)}&paidOnly=true&compare=true&outletIds=${encodeURIComponent(
      JSON.stringify([outlet.id]),
    )}`,
  );
  const previous = ((await (await compared).json()) as { previous: { range: { from: string; to: string } } })
    .previous.range;
  await chartDrawn(page);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'PDF' }).click(),
  ]);
  const text = (await readFile(await download.path())).toString('latin1');
  // The compared period's first and last store days, as the screen names them (the year where it is
  // not this one).
  const dates = await page.evaluate(
    ([from, to, zone]) => {
      const first = new Date(from);
      const last = new Date(new Date(to).getTime() - 1);
      const year = (date: Date) =>
        Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: zone }).format(date));
      const thisYear = year(new Date());
      const otherYear = year(first) !== thisYear || year(last) !== thisYear;
      const format = new Intl.DateTimeFormat('en', {
        month: 'short',
        day: 'numeric',
        ...(otherYear ? { year: 'numeric' } : {}),
        timeZone: zone,
      });
      return format.formatRange(first, last);
    },
    [previous.from, previous.to, STORE_ZONE] as const,
  );
  for (const expected of [
    `(Outlets: ${outlet.name})`,
    '(Paid orders only)',
    // The PDF's font writes thin spaces as spaces and the range's dash as a hyphen; its strings escape
    // parentheses.
    `(Compared with: Previous period \\(${dates.replace(/[\u2009\u202f]/g, ' ').replace('\u2013', '-')}`,
  ])
    expect(text).toContain(expected);
});
