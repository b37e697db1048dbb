import { expect, type Page, type Request, test } from '@playwright/test';
import dayjs from 'dayjs';
import { LIMIT_MAX } from '../../src/contract/constants';
import { SCREENSHOT_DIR } from './helpers';
import { apiAnswer, summaryCell } from './reportHelpers';

/**
 * The Order status filter tells what the figures count: every state but Canceled is ticked by default
 * and Canceled says it is not counted; ticking it sends every state by name, and the figures are then
 * the API's own for every state.
 */

/** The built-in order states (the store adds its published custom ones). */
const BUILT_IN_STATES = [
  'new',
  'confirmed',
  'processing',
  'shipping',
  'partially_delivered',
  'delivered',
  'returned',
  'partially_returned',
  'exchanged',
  'completed',
  'canceled',
];

const LANGUAGES = [
  {
    locale: 'en-US',
    lang: 'en',
    orderStatus: 'Order status',
    otherFilters: 'Other filters',
    canceled: 'Canceled',
    note: '(not counted in revenue)',
    help: 'Canceled orders are not counted unless ticked.',
    allButCanceled: 'All but canceled',
    all: 'All',
    apply: 'Apply',
    selectAll: 'Select all',
    totalRevenue: 'Total revenue',
  },
  {
    locale: 'fr-FR',
    lang: 'fr',
    orderStatus: 'Statut de commande',
    otherFilters: 'Autres filtres',
    canceled: 'Annulée',
    note: "(non comptée dans le chiffre d'affaires)",
    help: 'Les commandes annulées ne sont comptées que si vous cochez Annulée.',
    allButCanceled: 'Tous sauf Annulée',
    all: 'Tous',
    apply: 'Appliquer',
    selectAll: 'Tout sélectionner',
    totalRevenue: "Chiffre d'affaires total",
  },
] as const;

const WIDTHS = [1280, 375] as const;

/** A year: enough of the small demo data for canceled orders among the rest. */
const FROM = dayjs().subtract(364, 'day').startOf('day').format('YYYY-MM-DDTHH:mm:ss');
const TO = dayjs().endOf('day').format('YYYY-MM-DDTHH:mm:ss');
const RANGE = `createdAtMin=${encodeURIComponent(JSON.stringify(FROM))}&createdAtMax=${encodeURIComponent(JSON.stringify(TO))}`;

interface SummaryAnswer {
  total: { totalRevenue: number; orderCount: number };
}

/** Signs in by the form's fields, whatever the language of their labels. */
async function signIn(page: Page) {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill('demo');
  await page.locator('input[type="password"]').fill('demo');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The next sale-summary request of the year's table (not the chart's whole-range read, nor the dashboard's). */
function nextTableRequest(page: Page, path: string, withStates: boolean): Promise<Request> {
  return page.waitForRequest((r) => {
    if (!r.url().includes('/stores/1/sale-summary?') || r.method() !== 'GET') return false;
    const params = new URL(r.url()).searchParams;
    if (!page.url().includes(path)) return false;
    if (path === '/total-revenue' && params.get('limit') === String(LIMIT_MAX)) return false;
    return params.get('createdAtMin') === FROM && params.has('states') === withStates;
  });
}

/** Money in won as the app writes it in the language (the browser's own Intl). */
function won(page: Page, lang: string, amount: number): Promise<string> {
  return page.evaluate(
    ([locale, value]) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'KRW' }).format(value),
    [lang, amount] as const,
  );
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${language.locale} at ${width} px`, () => {
      test.use({ locale: language.locale, viewport: { width, height: width === 375 ? 760 : 900 } });

      test('Canceled is not counted by default; ticked, every figure counts it as the API does', async ({
        page,
      }) => {
        await signIn(page);
        const defaultRequest = nextTableRequest(page, '/total-revenue', false);
        await page.goto(`/total-revenue?${RANGE}`);
        const defaultUrl = (await defaultRequest).url();
        const byDefault = await apiAnswer<SummaryAnswer>(page, defaultUrl);

        // Every state but Canceled ticked, Canceled noted and unticked.
        const bar = page.locator('section.filter-bar');
        // A phone folds the filters besides the date behind one line.
        if (width === 375)
          await bar.getByRole('button', { name: new RegExp(`^${language.otherFilters}`) }).click();
        const button = bar.getByRole('button', { name: new RegExp(`^${language.orderStatus}`) });
        await expect(button).toContainText(language.allButCanceled);
        await button.click();
        const dialog = page.getByRole('dialog', { name: new RegExp(language.orderStatus) });
        const states = dialog.locator('.checklist__item:not(.checklist__item--all) input');
        const { customStatuses } = await apiAnswer<{
          customStatuses: { value: string; is_published: boolean }[];
        }>(page, '/api/settings/v0/stores/1/setting/sales-order?storeId=1');
        const everyState = [
          ...BUILT_IN_STATES,
          ...customStatuses
            .filter((status) => status.is_published && !BUILT_IN_STATES.includes(status.value))
            .map((status) => status.value),
        ];
        await expect(states).toHaveCount(everyState.length);
        const canceled = dialog.getByRole('checkbox', { name: new RegExp(`^${language.canceled}`) });
        await expect(canceled).not.toBeChecked();
        await expect(canceled).toHaveAccessibleName(`${language.canceled} ${language.note}`);
        await expect(dialog.getByText(language.note, { exact: true })).toBeVisible();
        await expect(dialog.getByText(language.help, { exact: true })).toBeVisible();
        expect(
          await states.evaluateAll((boxes) => boxes.filter((b) => !(b as HTMLInputElement).checked).length),
        ).toBe(1);
        await expect(dialog.getByRole('checkbox', { name: language.selectAll })).toHaveAttribute(
          'aria-checked',
          'mixed',
        );
        await canceled.scrollIntoViewIfNeeded();
        await expect(canceled).toBeInViewport();
        await page.screenshot({ path: `${SCREENSHOT_DIR}/status-filter-${language.lang}-${width}.png` });

        // Ticked: every state is sent by name, and the figures are the API's with every state named.
        await canceled.check();
        const namedRequest = nextTableRequest(page, '/total-revenue', true);
        await dialog.getByRole('button', { name: language.apply }).click();
        const sent = new URL((await namedRequest).url()).searchParams.get('states')?.split(',') ?? [];
        expect([...sent].sort()).toEqual([...everyState].sort());
        const everyStateUrl = new URL(defaultUrl);
        everyStateUrl.searchParams.set('states', everyState.join(','));
        const withCanceled = await apiAnswer<SummaryAnswer>(page, everyStateUrl.toString());
        expect(withCanceled.total.orderCount).toBeGreaterThan(byDefault.total.orderCount);
        expect(withCanceled.total.totalRevenue).toBeGreaterThan(byDefault.total.totalRevenue);

        await expect(button).toContainText(language.all);
        await expect(button).not.toContainText(language.allButCanceled);
        const expected = await won(page, language.lang, withCanceled.total.totalRevenue);
        await expect.poll(() => summaryCell(page, language.totalRevenue)).toBe(expected);

        // The dashboard's cards read the same filters.
        const dashboardRequest = nextTableRequest(page, '/dashboard', true);
        await page.goto(`/dashboard${new URL(page.url()).search}`);
        const dashboardStates = new URL((await dashboardRequest).url()).searchParams.get('states');
        expect(dashboardStates?.split(',').sort()).toEqual([...everyState].sort());
        await expect(page.locator('.metric-card[data-figure="totalRevenue"] .metric-card__value')).toHaveText(
          expected,
        );
      });
    });
  }
}
