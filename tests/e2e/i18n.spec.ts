import { expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import { SCREENSHOT_DIR, storeNow } from './helpers';
import { apiAnswer, RANGE } from './reportHelpers';

/** What each browser language gets: the catalog, and words of it the checks below look for. */
const BROWSERS = [
  {
    browser: 'fr-FR',
    lang: 'fr',
    dashboard: 'Tableau de bord',
    global: 'Vue globale',
    date: 'Date',
    hoursTab: 'Heures',
    hour: 'Heure',
    minute: 'Minute',
    dayPeriod: 'Matin ou après-midi',
    apply: 'Appliquer',
    twelveHours: false,
  },
  {
    browser: 'ko-KR',
    lang: 'ko',
    dashboard: '대시보드',
    global: '통합',
    date: '날짜',
    hoursTab: '시간',
    hour: '시',
    minute: '분',
    dayPeriod: '오전 또는 오후',
    apply: '적용',
    twelveHours: true,
  },
  {
    browser: 'zh-TW',
    lang: 'zh-Hant',
    dashboard: '儀表板',
    global: '總覽',
    date: '日期',
    hoursTab: '小時',
    hour: '時',
    minute: '分',
    dayPeriod: '上午或下午',
    apply: '套用',
    twelveHours: true,
  },
  {
    browser: 'zh-CN',
    lang: 'zh-Hans',
    dashboard: '仪表盘',
    global: '总览',
    date: '日期',
    hoursTab: '小时',
    hour: '时',
    minute: '分',
    dayPeriod: '上午或下午',
    apply: '应用',
    twelveHours: false,
  },
] as const;

/** The first day of the browser tests' range (reportHelpers' RANGE), as the API's query writes it. */
const FIRST_DAY = dayjs().subtract(89, 'day').startOf('day').format('YYYY-MM-DDTHH:mm:ss');

/**
 * Opens the dashboard on the tests' range and returns the API's answer to its summary request (the one
 * of this range, not a late one of the page shown after sign-in).
 */
async function openDashboard(page: Page): Promise<{ total: Record<string, number> }> {
  const request = page.waitForRequest(
    (r) =>
      r.url().includes('/sale-summary?') && new URL(r.url()).searchParams.get('createdAtMin') === FIRST_DAY,
  );
  await page.goto(`/dashboard?${RANGE}`);
  return apiAnswer(page, (await request).url());
}

/** Signs in by the form's fields, whatever the language of their labels. */
async function signIn(page: Page) {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill('demo');
  await page.locator('input[type="password"]').fill('demo');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

for (const language of BROWSERS) {
  test.describe(`${language.browser} browser`, () => {
    test.use({ locale: language.browser });

    test('the dashboard speaks the language, with money and dates from Intl', async ({ page }) => {
      await signIn(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
      const answer = await openDashboard(page);
      await expect(page.getByRole('link', { name: language.dashboard, exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: language.global, exact: true }).first()).toBeVisible();

      // Won in the language's own pattern, without decimals.
      const revenue = await page.evaluate(
        ([lang, amount]) =>
          new Intl.NumberFormat(lang, { style: 'currency', currency: 'KRW' }).format(amount),
        [language.lang, answer.total.totalRevenue ?? 0] as const,
      );
      await expect(page.locator('.metric-card[data-figure="totalRevenue"] .metric-card__value')).toHaveText(
        revenue,
      );
      expect(revenue).not.toMatch(/[.,]\d\d$/);
      // The date button writes the range in the language's range pattern.
      const dateButton = page.getByRole('button', { name: new RegExp(`^${language.date}`) });
      await expect(dateButton).toBeVisible();
      const range = await page.evaluate((lang) => {
        const today = new Date();
        const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 89);
        return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).formatRange(first, today);
      }, language.lang);
      await expect(dateButton).toContainText(range);
      await expect(page.locator('.metric-card').first()).toBeVisible();
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/i18n-dashboard-${language.browser}.png`,
        fullPage: true,
      });
    });

    test("a date-picker choice on the language's clock", async ({ page }) => {
      await signIn(page);
      await page.getByRole('button', { name: new RegExp(`^${language.date}`) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: language.hoursTab, exact: true }).click();
      const from = dialog.locator('.choice-list__item').last();
      await from.getByRole('radio').check();

      const periodSelect = from.getByRole('combobox', { name: language.dayPeriod });
      const hourSelect = from.getByRole('combobox', { name: language.hour, exact: true });
      const minuteSelect = from.getByRole('combobox', { name: language.minute, exact: true });
      if (language.twelveHours) {
        // The day period stands where the language writes it: before the hour in Korean and Chinese.
        const order = await from
          .locator('select')
          .evaluateAll((selects) => selects.map((select) => select.getAttribute('aria-label')));
        expect(order.indexOf(language.dayPeriod)).toBeLessThan(order.indexOf(language.hour));
        await periodSelect.selectOption('am');
        await expect(hourSelect.locator('option')).toHaveCount(12);
      } else {
        await expect(periodSelect).toHaveCount(0);
        await expect(hourSelect.locator('option')).toHaveCount(24);
      }
      await hourSelect.selectOption('0');
      await minuteSelect.selectOption('0');
      await from.getByRole('spinbutton').fill('3');
      await page.screenshot({ path: `${SCREENSHOT_DIR}/i18n-date-picker-${language.browser}.png` });

      if (!language.twelveHours) expect(await from.innerText()).not.toMatch(/AM|PM|上午|下午/);

      const request = page.waitForRequest((r) => r.url().includes('/sale-summary?'));
      await dialog.getByRole('button', { name: language.apply }).click();
      const query = new URL((await request).url()).searchParams;
      // Today on the store's calendar, which the picker uses wherever the browser is.
      const today = storeNow().format('YYYY-MM-DD');
      expect(query.get('createdAtMin')).toBe(`${today}T00:00:00`);
      // The button writes the 3 hours from midnight on the language's clock ("00:00–02:59",
      // "오전 12:00~2:59", "凌晨12:00–2:59").
      const span = Date.parse(query.get('createdAtMax') ?? '') - Date.parse(`${today}T00:00:00`);
      expect(span).toBeGreaterThan(0);
      expect(span).toBeLessThan(3 * 3_600_000);
      // Before 03:00 the range stops at the minute it was applied: the end the request carries.
      const range = await page.evaluate(
        ({ lang, min, max }) =>
          new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).formatRange(
            new Date(min),
            new Date(max),
          ),
        { lang: language.lang, min: query.get('createdAtMin') ?? '', max: query.get('createdAtMax') ?? '' },
      );
      await expect(page.getByRole('button', { name: new RegExp(`^${language.date}`) })).toContainText(range);
    });
  });
}
