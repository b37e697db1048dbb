import { readFile } from 'node:fs/promises';
import { expect, type Page, type Route, test } from '@playwright/test';
import dayjs from 'dayjs';
import { readSheet } from 'read-excel-file/node';
import { signInAsDemo } from './helpers';
import { apiAnswer } from './reportHelpers';

/** Ninety days of the small demo dataset: several export pages once the page size is small. */
const from = dayjs().subtract(89, 'day').startOf('day').format('YYYY-MM-DDTHH:mm:ss');
const to = dayjs().endOf('day').format('YYYY-MM-DDTHH:mm:ss');
const RANGE = `createdAtMin=${encodeURIComponent(JSON.stringify(from))}&createdAtMax=${encodeURIComponent(JSON.stringify(to))}`;

/** Rows per export page in these tests: the worker asks for thousands; the test's route asks for this. */
const TEST_PAGE_SIZE = 25;

const isExportRequest = (url: URL) =>
  url.pathname.startsWith('/api/reports/') && url.searchParams.has('isExport');

interface ExportTraffic {
  /** Pages the worker asked for, in the order asked. */
  pages: number[];
}

/**
 * The export worker's requests go through the page's routes: each is sent with a small limit (the
 * server then answers with as many pages), and optionally delayed or failed.
 */
async function routeExports(
  page: Page,
  options: { delayMs?: number; fail?: (pageNumber: number) => number | null } = {},
): Promise<ExportTraffic> {
  const traffic: ExportTraffic = { pages: [] };
  await page.route(
    (url) => isExportRequest(url),
    async (route: Route) => {
      const url = new URL(route.request().url());
      const pageNumber = Number(url.searchParams.get('page'));
      traffic.pages.push(pageNumber);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const status = options.fail?.(pageNumber);
      if (status) {
        await route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Refused' }),
        });
        return;
      }
      url.searchParams.set('limit', String(TEST_PAGE_SIZE));
      await route.continue({ url: url.href });
    },
  );
  return traffic;
}

/** The API's own answer for the report with the screen's filters, every row in one page. */
async function wholeAnswer(page: Page, endpoint: string) {
  // The request of the tests' range, not a prefetch of another one (the dashboard's, a hovered link's).
  const request = page.waitForRequest(
    (r) =>
      r.url().includes(`/stores/1/${endpoint}?`) &&
      r.method() === 'GET' &&
      new URL(r.url()).searchParams.get('createdAtMin') === from,
  );
  return async () => {
    const url = new URL((await request).url());
    url.searchParams.set('page', '1');
    url.searchParams.set('limit', '1000');
    url.searchParams.delete('compare');
    return apiAnswer<{
      items: Array<Record<string, unknown>>;
      total: Record<string, number>;
      countItems: number;
      range: { timeZone: string };
    }>(page, url.href);
  };
}

/** The wall clock of an instant in a zone, as the UTC date a spreadsheet cell without a zone reads back as. */
function wallClockInZone(instant: string, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

async function downloaded(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), start()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path), path };
}

const status = (page: Page) => page.locator('.export__status');

/**
 * The table of an exported sheet (header, rows, totals) and the notes written under it, after an empty
 * row: what each figure means.
 */
async function readTable(path: string) {
  const rows = await readSheet(path);
  const gap = rows.findIndex((row) => row.every((cell) => cell === null));
  return gap < 0 ? { table: rows, notes: [] } : { table: rows.slice(0, gap), notes: rows.slice(gap + 1) };
}

// Requests a service worker answers never reach the test's routes: these tests run without one.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await signInAsDemo(page);
});

test('the sale report exports every page, row for row, with its payments and the totals of the API', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const traffic = await routeExports(page);
  const answer = await wholeAnswer(page, 'total-revenues');
  await page.goto(`/sales-report?${RANGE}`);
  const table = page.locator('.report__table table').first();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const screenBefore = await table.locator('tbody').innerText();
  const api = await answer();
  expect(api.countItems).toBeGreaterThan(2 * TEST_PAGE_SIZE);

  // The dialog: a real modal, Escape closes it and focus returns to the Export button.
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await exportButton.click();
  const dialog = page.getByRole('dialog', { name: /Export Sale report/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(6);
  await expect(dialog.getByRole('radio').first()).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(exportButton).toBeFocused();

  await exportButton.click();
  await dialog.getByRole('radio', { name: /DD\/MM\/YYYY$/ }).check();
  const file = await downloaded(page, () => dialog.getByRole('button', { name: 'Export' }).click());
  expect(file.name).toBe('CReport_sales-report_by_ALL.xlsx');
  await expect(status(page)).toContainText('CReport_sales-report_by_ALL.xlsx is ready.');
  expect(new Set(traffic.pages)).toEqual(
    new Set(Array.from({ length: Math.ceil(api.countItems / TEST_PAGE_SIZE) }, (_, i) => i + 1)),
  );

  const { table: rows, notes } = await readTable(file.path);
  const header = rows[0] as string[];
  const column = (name: string) => {
    const index = header.indexOf(name);
    expect(index, `${name} in ${header.join(' | ')}`).toBeGreaterThanOrEqual(0);
    return index;
  };
  const maxPayments = Math.max(3, ...api.items.map((item) => Number(item.paymentsCount)));
  expect(header.filter((name) => /^Payment \d+$/.test(name))).toHaveLength(maxPayments);
  const body = rows.slice(1, -1);
  expect(body).toHaveLength(api.countItems);
  api.items.forEach((item, index) => {
    const row = body[index] ?? [];
    expect(row[column('Order')]).toBe(item.incrementID);
    expect(row[column('SKU')]).toBe(item.sku);
    expect(row[column('Quantity')]).toBe(item.quantity);
    expect(row[column('Total [KRW]')]).toBeCloseTo(Number(item.totalPrice), 2);
    expect(row[column('Tax [KRW]')]).toBeCloseTo(Number(item.tax), 2);
    // The store's wall clock, the zone the screen names, whatever the browser's zone.
    const local = wallClockInZone(String(item.createdAt), api.range.timeZone);
    const date = row[column('Date')];
    expect(date).toBeInstanceOf(Date);
    expect(Math.abs((date as unknown as Date).getTime() - local)).toBeLessThan(1000);
    expect(row[column('Payment 1')]).toBe(item.paymentName_1 ?? null);
  });
  const totals = rows.at(-1) ?? [];
  expect(totals[0]).toBe('Total');
  expect(totals[column('Quantity')]).toBe(api.total.quantity);
  expect(totals[column('Total [KRW]')]).toBeCloseTo(api.total.totalPrice ?? Number.NaN, 2);
  expect(totals[column('Tax [KRW]')]).toBeCloseTo(api.total.tax ?? Number.NaN, 2);
  // Under the table, what its figures mean: the numbered payment amounts share one note.
  expect(notes[0]?.[0]).toBe('What the figures mean');
  expect(notes.map((row) => String(row[0]))).toContainEqual(
    expect.stringMatching(/^Amount 1, Amount 2, .*: /),
  );

  // The screen is as it was.
  expect(await table.locator('tbody').innerText()).toBe(screenBefore);
});

test('sales orders export directly; every order and the totals match the API', async ({ page }) => {
  test.setTimeout(60_000);
  const traffic = await routeExports(page);
  const answer = await wholeAnswer(page, 'orders');
  await page.goto(`/sales-order?${RANGE}`);
  const api = await answer();
  const file = await downloaded(page, () =>
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  );
  expect(file.name).toBe('CReport_sales-order_by_ALL.xlsx');
  expect(Math.max(...traffic.pages)).toBe(Math.ceil(api.countItems / TEST_PAGE_SIZE));
  const { table: rows } = await readTable(file.path);
  const header = rows[0] as string[];
  const order = header.indexOf('Order');
  const total = header.indexOf('Total [KRW]');
  expect(rows.slice(1, -1).map((row) => row[order])).toEqual(api.items.map((item) => item.orderNumber));
  expect(rows.slice(1, -1).map((row) => row[total])).toEqual(api.items.map((item) => item.totalPrice));
  expect(rows.at(-1)?.[0]).toBe('Total');
  expect(rows.at(-1)?.[total]).toBeCloseTo(api.total.totalPrice ?? Number.NaN, 2);
});

test('Cancel midway stops the export and no file is downloaded', async ({ page }) => {
  const traffic = await routeExports(page, { delayMs: 1500 });
  await page.goto(`/sales-order?${RANGE}`);
  let downloads = 0;
  page.on('download', () => {
    downloads++;
  });
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(status(page)).toContainText(/Exporting: \d+ of \d+ rows/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Cancel the export' }).click();
  await expect(status(page)).toHaveText('The export was cancelled. No file was made.');
  const asked = traffic.pages.length;
  await page.waitForTimeout(3000);
  expect(downloads).toBe(0);
  // No page is asked after the cancel.
  expect(traffic.pages.length).toBe(asked);
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
});

test('a page that cannot be read fails the export with its message, and no file is made', async ({
  page,
}) => {
  await routeExports(page, { fail: (pageNumber) => (pageNumber === 2 ? 403 : null) });
  await page.goto(`/sales-order?${RANGE}`);
  let downloads = 0;
  page.on('download', () => {
    downloads++;
  });
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(status(page)).toContainText(
    /The export failed, no file was made: Page 2 of \d+ of the report could not be read: Refused/,
  );
  expect(downloads).toBe(0);
});

test('the dashboard exports every period of the range with the figures of its cards', async ({ page }) => {
  const answer = await wholeAnswer(page, 'sale-summary');
  await page.goto(`/dashboard?${RANGE}`);
  const api = await answer();
  const file = await downloaded(page, () =>
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  );
  expect(file.name).toBe('CReport_dashboard_by_DATE.xlsx');
  const { table: rows } = await readTable(file.path);
  const header = rows[0] as string[];
  expect(header[0]).toBe('Date');
  expect(header).toContain('Total revenue [KRW]');
  expect(header).toContain('Number of orders');
  expect(rows.slice(1, -1)).toHaveLength(api.countItems);
  const orders = header.indexOf('Number of orders');
  expect(rows.slice(1, -1).map((row) => row[orders])).toEqual(api.items.map((item) => item.orderCount));
  expect(rows.at(-1)?.[orders]).toBe(api.total.orderCount);
});

test('total revenue prints to PDF: title, range, currency and the totals of the API', async ({ page }) => {
  const answer = await wholeAnswer(page, 'sale-summary');
  await page.goto(`/total-revenue?${RANGE}`);
  const api = await answer();
  // Ninety days by day: bars painted on a canvas, which the PDF takes as its chart image.
  await expect(page.locator('.report__chart figure canvas').first()).toBeVisible();
  const file = await downloaded(page, () => page.getByRole('button', { name: 'PDF' }).click());
  expect(file.name).toBe('CReport_total-revenue_by_DATE.pdf');
  const text = file.bytes.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  // Amounts without their sign, with the currency's minor units (won have none).
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: 'KRW' }).resolvedOptions()
    .maximumFractionDigits;
  const money = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  for (const expected of [
    '(Total revenue)',
    '(Currency: KRW)',
    '(Total revenue [KRW])',
    `(${money.format(api.total.totalRevenue ?? Number.NaN)})`,
  ])
    expect(text).toContain(expected);
  expect(text).toContain('/Subtype /Image');
  await expect(status(page)).toContainText('CReport_total-revenue_by_DATE.pdf is ready.');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, a report exports from the device once all its pages are there, and needs a connection before', async ({
    page,
    context,
  }) => {
    await page.goto(`/sales-order?${RANGE}`);
    // Offline, the worker's script comes from the service worker's precache.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), { timeout: 20_000 })
      .toBe(true);
    const rows = page.locator('.report__table tbody tr');
    await expect(rows.first()).toBeVisible();
    const pagination = page.getByRole('navigation', { name: /Pages of Sales orders/ });
    await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toBeVisible();
    const pageCount = await pagination.getByRole('link', { name: /^Page \d+$/ }).count();
    expect(pageCount).toBeGreaterThan(1);

    // Only page 1 was read on this device.
    await context.setOffline(true);
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    await exportButton.click();
    await expect(status(page)).toHaveText(
      'The export needs a connection: not every page of this report is saved on this device.',
    );

    await context.setOffline(false);
    for (let number = 2; number <= pageCount; number++) {
      const answered = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname.endsWith('/stores/1/orders') && url.searchParams.get('page') === String(number);
      });
      await pagination.getByRole('link', { name: `Page ${number}`, exact: true }).click();
      await answered;
      await expect(page).toHaveURL(new RegExp(`page=${number}`));
      await expect(page.locator('.report__table table[aria-busy="true"]')).toHaveCount(0);
    }
    await context.setOffline(true);
    const file = await downloaded(page, () => exportButton.click());
    expect(file.name).toBe('CReport_sales-order_by_ALL.xlsx');
    await expect(status(page)).toContainText('It was made offline from the data saved on this device.');
    const { table: sheet } = await readTable(file.path);
    expect(sheet.at(-1)?.[0]).toBe('Total');
    await context.setOffline(false);
  });
});
