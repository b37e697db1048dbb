import { expect, type Page, type Request } from '@playwright/test';
import dayjs from 'dayjs';
import { LIMIT_MAX } from '../../src/contract/constants';

/** The demo dataset of the browser tests is small: ninety days hold enough orders for every screen. */
const from = dayjs().subtract(89, 'day').startOf('day').format('YYYY-MM-DDTHH:mm:ss');
const to = dayjs().endOf('day').format('YYYY-MM-DDTHH:mm:ss');
/** A range of local times as the app's search params write it. */
export const rangeParams = (min: string, max: string) =>
  `createdAtMin=${encodeURIComponent(JSON.stringify(min))}&createdAtMax=${encodeURIComponent(JSON.stringify(max))}`;
export const RANGE = rangeParams(from, to);

/** Money as the app writes it: the language's currency pattern with the currency's minor units. */
export function money(amount: number, currency: string, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** Store 1 of the demo data sells in won, which has no minor unit: money reads "₩1,234". */
export function won(amount: number): string {
  return money(amount, 'KRW');
}

/** A percentage (out of 100) as the app writes it: "12.5%" in English. */
export function percent(value: number, digits: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value / 100);
}

export function count(value: number, digits = 0): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

export interface ReportAnswer {
  total?: Record<string, number>;
  items: Record<string, unknown>[];
  maxPage: number;
  countItems: number;
  averageDuration?: number;
  range: { from: string; to: string; timeZone: string };
}

/**
 * The next request of this range to the report's endpoint: not one the app prefetched or made before
 * with another range. A report of periods reads its table's page, and the whole range for its chart
 * (limit LIMIT_MAX); the dashboard's table reads the whole range itself.
 */
function reportRequest(
  page: Page,
  endpoint: string,
  storeId: number,
  read: 'page' | 'whole range',
  rangeFrom = from,
) {
  return page.waitForRequest((r) => {
    if (!r.url().includes(`/stores/${storeId}/${endpoint}?`) || r.method() !== 'GET') return false;
    const params = new URL(r.url()).searchParams;
    const min = params.get('createdAtMin');
    if ((params.get('limit') === String(LIMIT_MAX)) !== (read === 'whole range')) return false;
    return min === null || min === rangeFrom;
  });
}

/** Times a shed request is asked again, as the app's client does after the wait the server gives. */
const SHED_ATTEMPTS = 5;

/**
 * The API's answer to a URL, asked with the signed-in user's token. A busy server sheds requests with
 * 503 and a Retry-After (the dashboard alone asks for a dozen reports at once); the app waits that
 * long and asks again, and so does this.
 */
export async function apiAnswer<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  for (let attempt = 1; ; attempt++) {
    const answer = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status() === 503 && attempt < SHED_ATTEMPTS) {
      const seconds = Number(answer.headers()['retry-after'] ?? 1);
      await page.waitForTimeout(Math.min(Number.isFinite(seconds) ? seconds : 1, 5) * 1000);
      continue;
    }
    expect(answer.ok(), `${answer.status()} ${url} ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  }
}

/** The API's own answer to a request the app made. */
async function answerTo(page: Page, request: Promise<Request>): Promise<ReportAnswer> {
  return apiAnswer<ReportAnswer>(page, (await request).url());
}

const withRange = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${RANGE}`;

/** Opens a report and returns the API's own answer to the table request the screen made. */
export async function openReport(page: Page, path: string, endpoint: string, storeId = 1) {
  const table = reportRequest(
    page,
    endpoint,
    storeId,
    path.startsWith('/dashboard') ? 'whole range' : 'page',
  );
  await page.goto(withRange(path));
  return answerTo(page, table);
}

/**
 * Opens a report of periods and returns the API's answers to its table's request and its chart's;
 * over ninety days unless a range of local times is given.
 */
export async function openReportAndChart(
  page: Page,
  path: string,
  endpoint: string,
  storeId = 1,
  range = { min: from, max: to },
) {
  const table = reportRequest(page, endpoint, storeId, 'page', range.min);
  const chart = reportRequest(page, endpoint, storeId, 'whole range', range.min);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}${rangeParams(range.min, range.max)}`);
  return { table: await answerTo(page, table), chart: await answerTo(page, chart) };
}

/**
 * The text of the summary row's cell under the column whose header starts with `header`; on a phone,
 * the total's figure so labelled in the list of rows (a figure under "More" too, shown or not).
 */
export async function summaryCell(page: Page, header: string): Promise<string> {
  const total = page.locator('.report__table .row-list__items > li[data-row="summary"]');
  if (await total.count()) {
    const labels = total.locator('.row-list__pair dt');
    const texts = (await labels.allTextContents()).map((text) => text.trim());
    const index = texts.findIndex((text) => text.startsWith(header));
    expect(index, `total of ${header} in ${texts.join(' | ')}`).toBeGreaterThanOrEqual(0);
    return ((await total.locator('.row-list__pair dd').nth(index).textContent()) ?? '').trim();
  }
  const table = page.locator('.report__table table').first();
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim().startsWith(header));
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return (await table.locator('tr[data-row="summary"] > *').nth(index).innerText()).trim();
}

/** The header texts of the report table. */
export async function tableHeaders(page: Page): Promise<string[]> {
  const head = page.locator('.report__table table').first().locator('thead th');
  await expect(head.first()).toBeVisible();
  const headers = await head.allInnerTexts();
  return headers.map((text) => text.trim());
}

/** Switches the header's store and waits until the header names it. */
export async function chooseStore(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByLabel('Store', { exact: true }).selectOption({ label: name });
  await expect(page.getByTestId('header-store')).toHaveText(name);
}
