import { expect, type Page, type Response, test } from '@playwright/test';
import { percentChange } from '../../src/contract/percentChange';
import { DEMO_STORE_ZONE, storeNow } from './helpers';

// The browser is far from the demo store (Seoul, +09:00): every date on screen must be the store's.
const LANGUAGES = [
  {
    locale: 'en-US',
    lang: 'en',
    up: 'Up',
    down: 'Down',
    vs: 'vs',
    width: 1280,
    timezoneId: 'Pacific/Auckland',
  },
  {
    locale: 'fr-FR',
    lang: 'fr',
    up: 'En hausse de',
    down: 'En baisse de',
    vs: 'par rapport à',
    width: 375,
    timezoneId: 'America/Los_Angeles',
  },
] as const;

const LOCAL = 'YYYY-MM-DDTHH:mm:ss';

interface SummaryAnswer {
  total: Record<string, number>;
  range: { from: string; to: string; timeZone: string };
  previous?: { total: Record<string, number>; range: { from: string; to: string }; until?: string };
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill('demo');
  await page.locator('input[type="password"]').fill('demo');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const isSummary = (response: Response) =>
  response.url().includes('/sale-summary?') && response.url().includes('compare=previous') && response.ok();

/** A compared period's dates as the store's calendar writes them in a language ("Nov 18 – 22"). */
function storeDates(from: string, to: string, lang: string): string {
  const format = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: DEMO_STORE_ZONE });
  const first = new Date(from);
  const last = new Date(new Date(to).getTime() - 1);
  return format.format(first) === format.format(last)
    ? format.format(first)
    : format.formatRange(first, last);
}

const percentText = (value: number, lang: string) =>
  new Intl.NumberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.abs(value) / 100);

for (const language of LANGUAGES) {
  test.describe(`${language.lang} at ${language.width} px, browser in ${language.timezoneId}`, () => {
    test.use({
      locale: language.locale,
      timezoneId: language.timezoneId,
      viewport: { width: language.width, height: 900 },
    });

    test("each card compares its figure with the previous span of the same length, named, on the store's clock", async ({
      page,
    }) => {
      const answer = page.waitForResponse(isSummary);
      await signIn(page);
      const summary = (await (await answer).json()) as SummaryAnswer;
      // The range is the store's last 5 days, today included.
      const today = storeNow();
      expect(new URL((await answer).url()).searchParams.get('createdAtMax')).toBe(
        today.endOf('day').format(LOCAL),
      );
      const previous = summary.previous;
      if (!previous) throw new Error('the dashboard asked for no compared period');
      // Today is under way: the compared span stops at the same time on its own last day.
      expect(previous.until).toMatch(/^\d{2}:\d{2}$/);
      expect(new Date(previous.range.from).getTime()).toBe(
        new Date(summary.range.from).getTime() - 5 * 86_400_000,
      );

      for (const figure of ['totalRevenue', 'totalRefund', 'totalTax'] as const) {
        const card = page.locator(`.metric-card[data-figure="${figure}"]`);
        const now = summary.total[figure] ?? 0;
        const before = previous.total[figure] ?? 0;
        const change = percentChange(now, before);
        await expect(card.locator('.metric-card__compared')).toContainText(
          `${language.vs} ${storeDates(previous.range.from, previous.range.to, language.lang)}`,
        );
        if (change !== null && change !== 0) {
          await expect(card.locator('.metric-card__change')).toContainText(
            `${change > 0 ? language.up : language.down} ${percentText(change, language.lang)}`,
          );
          // Colour by meaning: more revenue is good, more refunds is bad, tax is neither.
          const meaning =
            figure === 'totalTax' ? 'neutral' : change > 0 === (figure === 'totalRevenue') ? 'good' : 'bad';
          await expect(card.locator(`.change--${meaning}`)).toHaveCount(1);
        }
      }
    });

    test("the picker's presets, hints and today are the store's", async ({ page }) => {
      await signIn(page);
      const bar = page.getByRole('region', { name: /Filters|Filtres/ });
      await bar.getByRole('button', { name: /^Date/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: /Date range|Plage de dates/ }).click();
      await expect(dialog.getByText(DEMO_STORE_ZONE)).toBeVisible();
      // The last day that can be picked is the store's today.
      await expect(dialog.locator('input[type="date"]').first()).toHaveAttribute(
        'max',
        storeNow().format('YYYY-MM-DD'),
      );
      await dialog.getByRole('tab', { name: /Compare date|Date de comparaison/ }).click();
      await dialog.getByRole('tab', { name: /Hours|Heures/ }).click();
      await dialog.getByRole('radio', { name: /Last|dernières/ }).check();
      const request = page.waitForRequest(
        (r) => r.url().includes('/sale-summary?') && r.url().includes('HOURS'),
      );
      await dialog.getByRole('button', { name: /Apply|Appliquer/ }).click();
      const query = new URL((await request).url()).searchParams;
      const sentMax = query.get('createdAtMax') ?? '';
      // Sent as the store's wall clock, within a minute of the store's now.
      expect(Math.abs(storeNow().diff(sentMax, 'second'))).toBeLessThan(90);
      expect(query.get('timeZone')).toBe(DEMO_STORE_ZONE);
    });
  });
}

test('a one-day range is compared with the day before, named so', async ({ page }) => {
  const answer = page.waitForResponse(isSummary);
  await signIn(page);
  await answer;
  const today = storeNow();
  const search = new URLSearchParams({
    createdAtMin: JSON.stringify(today.startOf('day').format(LOCAL)),
    createdAtMax: JSON.stringify(today.endOf('day').format(LOCAL)),
  });
  await page.goto(`/dashboard?${search}`);
  await expect(page.locator('.metric-card[data-figure="totalRevenue"] .metric-card__compared')).toContainText(
    /vs the day before \(.+\), until /,
  );
});
