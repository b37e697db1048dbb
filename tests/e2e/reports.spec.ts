import { expect, type Page, test } from '@playwright/test';
import dayjs from 'dayjs';
import { MOST_SVG_BARS, PX_PER_X } from '../../src/charts/layout';
import { LIMIT_MAX } from '../../src/contract/constants';
import { percentChange } from '../../src/contract/percentChange';
import { drawEveryChart, SCREENSHOT_DIR, signInAsDemo } from './helpers';
import { count, openReport, openReportAndChart, percent, summaryCell, won } from './reportHelpers';

const SCREENS = [
  {
    path: '/total-revenue',
    endpoint: 'sale-summary',
    title: 'Total revenue',
    header: 'Total revenue',
    field: 'totalRevenue',
  },
  {
    path: '/net-revenue',
    endpoint: 'sale-summary',
    title: 'Net revenue',
    header: 'Net revenue',
    field: 'netRevenue',
  },
  {
    path: '/revenue-by-customer',
    endpoint: 'sale-summary',
    title: 'New vs returning customers',
    header: 'Returning customer revenue',
    field: 'revReturnCustomer',
  },
  {
    path: '/revenue-by-outlet',
    endpoint: 'outlet-revenue',
    title: 'Revenue by outlet',
    header: 'Total revenue',
    field: 'totalRevenue',
  },
  {
    path: '/register',
    endpoint: 'registers',
    title: 'Revenue by register',
    header: 'Net revenue',
    field: 'netRevenue',
  },
  {
    path: '/seller',
    endpoint: 'salesman',
    title: 'Revenue by seller',
    header: 'Total revenue',
    field: 'totalRevenue',
  },
  {
    path: '/cashier',
    endpoint: 'cashiers',
    title: 'Revenue by cashier',
    header: 'Total revenue',
    field: 'totalRevenue',
  },
  {
    path: '/payment',
    endpoint: 'payment-methods',
    title: 'Payment methods',
    header: 'Net amount',
    field: 'netAmount',
  },
  {
    path: '/sales-report',
    endpoint: 'total-revenues',
    title: 'Sale report',
    header: 'Total',
    field: 'totalPrice',
  },
] as const;

test.describe('revenue report screens', () => {
  for (const screen of SCREENS) {
    test(`${screen.title}: chart, table, and a summary row equal to the API's total`, async ({ page }) => {
      await signInAsDemo(page);
      const answer = await openReport(page, screen.path, screen.endpoint);
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      await expect(page.getByRole('group', { name: screen.title })).toBeVisible();
      await expect(page.locator('.report__table tr[data-row="item"]').first()).toBeVisible();
      const total = answer.total?.[screen.field];
      expect(typeof total).toBe('number');
      expect(await summaryCell(page, screen.header)).toBe(won(total as number));
    });
  }

  test('revenue by category: a bar per category, a row per category', async ({ page }) => {
    await signInAsDemo(page);
    const answer = await openReport(page, '/revenue-by-category', 'categories');
    await expect(page.getByRole('group', { name: 'Revenue by category' })).toBeVisible();
    await expect(page.locator('.report__table tr[data-row="item"]')).toHaveCount(answer.items.length);
  });
});

test('the dashboard shows the API figures of the range on ten cards, each with its change and detail link', async ({
  page,
}) => {
  await signInAsDemo(page);
  const answer = (await openReport(page, '/dashboard', 'sale-summary')) as unknown as {
    total: Record<string, number>;
    previous: { total: Record<string, number>; until?: string };
  };
  const cards = page.locator('.metric-card');
  await expect(cards).toHaveCount(10);
  // The range ends today: while today is under way, the previous 5 days are counted up to the same time.
  const until = answer.previous.until;
  const clock = until
    ? await page.evaluate(([hours, minutes]) => {
        const instant = new Date(Date.UTC(2000, 0, 1, Number(hours), Number(minutes)));
        return new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' }).format(instant);
      }, until.split(':'))
    : null;
  const money = [
    'totalRevenue',
    'totalTax',
    'netRevenue',
    'avgOrderValue',
    'revNewCustomer',
    'revReturnCustomer',
    'totalRefund',
    'totalDiscount',
  ];
  for (const figure of [...money, 'orderCount', 'avgItemCount']) {
    const card = page.locator(`.metric-card[data-figure="${figure}"]`);
    const value = answer.total[figure] as number;
    const expected = money.includes(figure) ? won(value) : count(value, figure === 'avgItemCount' ? 2 : 0);
    await expect(card.locator('.metric-card__value'), figure).toHaveText(expected);
    const change = percentChange(value, answer.previous.total[figure] ?? 0);
    const changeText = card.locator('.metric-card__change');
    if (change === 0) await expect(changeText).toContainText(/No change|in either period/);
    else if (change === null) await expect(changeText).toContainText('in the compared period');
    else
      await expect(changeText).toContainText(
        `${change > 0 ? 'Up' : 'Down'} ${percent(Math.abs(change as number), 1)}`,
      );
    await expect(changeText).toContainText('vs ');
    if (clock) await expect(changeText).toContainText(`, until ${clock}`);
    await expect(card.getByRole('link', { name: /View details/ })).toBeVisible();
  }
  await page
    .locator('.metric-card[data-figure="totalRefund"]')
    .getByRole('link', { name: 'View details of Refund' })
    .click();
  await expect(page).toHaveURL(/\/refund\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
});

test('the dashboard hides cards the user leaves out (Customize), and shows the payment chart when there are payments', async ({
  page,
}) => {
  await signInAsDemo(page);
  await openReport(page, '/dashboard', 'sale-summary');
  await expect(page.getByRole('link', { name: 'Payment methods' })).toHaveAttribute('href', /\/payment/);
  await page.getByRole('button', { name: 'Customize' }).click();
  await page.getByRole('checkbox', { name: 'Tax' }).uncheck();
  await expect(page.locator('.metric-card')).toHaveCount(9);
  await expect(page).toHaveURL(/columns=/);
  await expect(page.locator('.metric-card[data-figure="totalTax"]')).toHaveCount(0);
});

test('sorting a column changes the URL and the order of the rows; a second click reverses it', async ({
  page,
}) => {
  await signInAsDemo(page);
  await openReport(page, '/product-sold', 'product-sold');
  const column = async () => {
    const table = page.locator('.report__table table').first();
    const headers = await table.locator('thead th').allInnerTexts();
    const index = headers.findIndex((text) => text.trim().startsWith('Quantity sold'));
    const cells = await table.locator(`tr[data-row="item"] > :nth-child(${index + 1})`).allInnerTexts();
    return cells.map((text) => Number(text.replaceAll(',', '')));
  };
  await page.getByRole('button', { name: /^Quantity sold/ }).click();
  await expect(page).toHaveURL(/sort=[^&]*totalQtySold/);
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Quantity sold');
  // The previous rows stay on screen (dimmed) until the sorted page arrives.
  const isDescending = (values: number[]) =>
    values.length > 1 && values.every((v, i) => i === 0 || (values[i - 1] ?? v) >= v);
  await expect.poll(async () => isDescending(await column())).toBe(true);
  const descending = await column();

  await page.getByRole('button', { name: /^Quantity sold/ }).click();
  await expect(page).toHaveURL(/direction=[^&]*asc/);
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Quantity sold');
  const ascending = (values: number[]) =>
    values.length > 1 && values.every((v, i) => i === 0 || (values[i - 1] ?? v) <= v);
  await expect.poll(async () => ascending(await column())).toBe(true);
  expect((await column())[0]).toBeLessThanOrEqual(descending.at(-1) as number);
});

test('paging changes the URL and the rows, and keeps the page on screen meanwhile', async ({ page }) => {
  await signInAsDemo(page);
  const answer = await openReport(page, '/sales-report', 'total-revenues');
  expect(answer.maxPage).toBeGreaterThan(1);
  const firstRow = page.locator('.report__table tr[data-row="item"]').first();
  const pageOne = await firstRow.innerText();
  await page
    .getByRole('navigation', { name: /Pages of Sale report/ })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(firstRow).not.toHaveText(pageOne);
  await page.getByRole('link', { name: 'Last page' }).click();
  await expect(page).toHaveURL(new RegExp(`page=${answer.maxPage}`));
});

test.describe('a chart of periods draws the whole range while the table pages it', () => {
  /** The bars of the report's chart (the drawing's background is a rect of the svg itself). */
  const bars = (page: Page) => page.locator('.report__chart .chart-frame__plot svg g > rect');

  test('total revenue: every day of the range on the chart, and no note', async ({ page }) => {
    await signInAsDemo(page);
    const { table, chart } = await openReportAndChart(page, '/total-revenue', 'sale-summary');
    expect(table.maxPage).toBeGreaterThan(1);
    expect(chart.items.length).toBe(chart.countItems);
    expect(chart.items.length).toBeGreaterThan(table.items.length);
    await expect(page.locator('.report__table tr[data-row="item"]')).toHaveCount(table.items.length);
    // Ninety days: more bars than are drawn as SVG elements, painted on canvas tiles drawn one after
    // another, which together are as wide as the days need.
    expect(chart.items.length).toBeGreaterThan(MOST_SVG_BARS);
    const drawing = page.locator('.report__chart .chart-frame__plot .chart-canvas');
    await expect(drawing).toHaveAttribute('data-drawn', 'all');
    const tiles = await drawing
      .locator('canvas')
      .evaluateAll((canvases) => canvases.map((canvas) => canvas.getBoundingClientRect()));
    expect(tiles.length).toBeGreaterThan(1);
    const span = Math.max(...tiles.map((tile) => tile.right)) - Math.min(...tiles.map((tile) => tile.left));
    expect(span).toBeGreaterThanOrEqual(chart.items.length * PX_PER_X);
    await expect(page.locator('.report__chart .note')).toHaveCount(0);
  });

  test('two weeks by day: an SVG bar per day', async ({ page }) => {
    await signInAsDemo(page);
    const format = 'YYYY-MM-DDTHH:mm:ss';
    const range = {
      min: dayjs().subtract(13, 'day').startOf('day').format(format),
      max: dayjs().endOf('day').format(format),
    };
    const { chart } = await openReportAndChart(page, '/total-revenue', 'sale-summary', 1, range);
    expect(chart.items.length).toBeGreaterThan(0);
    expect(chart.items.length).toBeLessThanOrEqual(MOST_SVG_BARS);
    await expect(bars(page)).toHaveCount(chart.items.length);
  });

  test('a chart given fewer rows than its range holds stops at its last whole period and says so', async ({
    page,
  }) => {
    await signInAsDemo(page);
    // The chart asks for LIMIT_MAX rows: here the server is asked for 100, as many outlets over a long
    // range would exceed LIMIT_MAX. Its answer is then the table's first page.
    await page.route('**/global-report?**', (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('limit') !== String(LIMIT_MAX)) return route.continue();
      url.searchParams.set('limit', '100');
      return route.continue({ url: url.href });
    });
    const cut = await openReport(page, '/global', 'global-report');
    expect(cut.countItems).toBeGreaterThan(cut.items.length);
    const periods = [...new Set(cut.items.map((item) => String(item.date)))];
    // The last period read may lack some outlets: the chart stops at the one before.
    const lastDrawn = periods.at(-2);
    await expect(page.locator('.report__chart .note')).toHaveText(
      `The chart stops at ${dayjs(lastDrawn).format('M/D/YY')}: the range has more points than one chart holds. Group by a longer period to chart all of it; the table has every row.`,
    );
    // Every day of the range up to that one, on each line drawn (an outlet without sales on a day at 0):
    // the eight largest outlets and "Other", the rest added up, each line unbroken. A store without an
    // exchange rate has no amount at all, so no line.
    const drawn = cut.items.filter((item) => String(item.date) <= String(lastDrawn));
    const outlets = new Set(
      drawn
        .filter((item) => item.convertedTotalRevenue !== null)
        .map((item) => `${item.storeId}-${item.outletId ?? 'online'}`),
    );
    const firstDay = dayjs().subtract(89, 'day').format('YYYY-MM-DD');
    const days = dayjs(lastDrawn).diff(dayjs(firstDay), 'day') + 1;
    const lines = page.locator('.report__chart .chart-frame__plot svg path[fill="none"][stroke-width="2"]');
    await expect(lines).toHaveCount(Math.min(outlets.size, 8) + (outlets.size > 8 ? 1 : 0));
    for (const d of await lines.evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? ''))) {
      expect(d.match(/M/g)).toHaveLength(1);
      expect(d.match(/L/g)).toHaveLength(days - 1);
    }
  });
});

test('choosing columns (Customize) changes the URL and the table, and closes on Escape', async ({ page }) => {
  await signInAsDemo(page);
  await openReport(page, '/total-revenue', 'sale-summary');
  await expect(page.locator('.report__table thead')).not.toContainText('Net revenue');
  await page.getByRole('button', { name: 'Customize' }).click();
  await page.getByRole('checkbox', { name: 'Net revenue' }).check();
  await expect(page).toHaveURL(/columns=[^&]*netRevenue/);
  await expect(page.locator('.report__table thead')).toContainText('Net revenue [KRW]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('checkbox', { name: 'Net revenue' })).toBeHidden();
});

test('comparing with the previous period overlays it on the chart and adds its totals and change', async ({
  page,
}) => {
  await signInAsDemo(page);
  await openReport(page, '/total-revenue', 'sale-summary');
  const withPrevious = page.waitForRequest(
    (r) => r.url().includes('/sale-summary?') && r.url().includes('compare=previous'),
  );
  const compareWith = page.getByLabel('Compare with', { exact: true });
  await expect(compareWith).toHaveValue('none');
  await compareWith.selectOption({ label: 'Previous period' });
  await withPrevious;
  await expect(page).toHaveURL(/compare=true/);
  await expect(page.getByRole('group', { name: 'Total revenue' })).toContainText('Previous period');
  // The compared period is named with its dates.
  const comparison = page.getByRole('region', { name: /^Comparison: Previous period \(.+\)$/ });
  await expect(comparison.getByRole('rowheader', { name: /^Previous period \(.+\)$/ })).toBeVisible();
  await expect(comparison.getByRole('rowheader', { name: 'Change' })).toBeVisible();
  // The key figure above the chart gives the same change, named with the compared period.
  const keyChange = page
    .getByRole('region', { name: 'Key figures' })
    .locator('[data-figure="totalRevenue"] .key-figures__change');
  await expect(keyChange).toHaveText(/^([+-]\d[\d,]*\.\d%|0\.0%) vs Previous period \(.+\)$/);
  const percent = ((await keyChange.textContent()) ?? '').split(' vs ')[0] ?? '';
  await expect(comparison.getByRole('row').filter({ hasText: /^Change/ })).toContainText(percent);
});

test('a report compares with the same days last week or a chosen period, named as such', async ({ page }) => {
  await signInAsDemo(page);
  await openReport(page, '/total-revenue', 'sale-summary');
  const compareWith = page.getByLabel('Compare with', { exact: true });
  const lastWeek = page.waitForResponse(
    (r) => r.url().includes('/sale-summary?') && r.url().includes('compareWith=week') && r.ok(),
  );
  await compareWith.selectOption({ label: 'Same days last week' });
  const answer = (await (await lastWeek).json()) as {
    range: { from: string };
    previous: { range: { from: string }; total: { totalRevenue: number } };
  };
  // The compared period starts seven days before the range.
  expect(Date.parse(answer.range.from) - Date.parse(answer.previous.range.from)).toBe(7 * 86_400_000);
  await expect(page).toHaveURL(/compareWith=week/);
  await expect(page.getByRole('group', { name: 'Total revenue' })).toContainText('Same days last week');
  const comparison = page.getByRole('region', { name: /^Comparison: Same days last week \(.+\)$/ });
  await expect(comparison.getByRole('rowheader', { name: /^Same days last week \(.+\)$/ })).toBeVisible();

  const chosen = page.waitForRequest(
    (r) => r.url().includes('/sale-summary?') && r.url().includes('compareFrom=2025-01-06'),
  );
  await compareWith.selectOption({ label: 'Chosen period' });
  await page.getByLabel('First day of the compared period').fill('2025-01-06');
  await chosen;
  await expect(page).toHaveURL(/compareFrom=2025-01-06/);
  await expect(
    page.getByRole('region', { name: /^Comparison: Period from Mon, Jan 6, 2025 \(Jan 6\D.+2025.*\)$/ }),
  ).toBeVisible();
  // The link keeps it: a reload shows the same comparison.
  await page.reload();
  await expect(page.getByLabel('Compare with', { exact: true })).toHaveValue('custom');
  await expect(page.getByLabel('First day of the compared period')).toHaveValue('2025-01-06');
});

test('the dashboard cards compare the range with the same days a week before, naming them', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/dashboard');
  await expect(page.locator('.metric-card').first()).toBeVisible();
  const weekBefore = page.waitForResponse(
    (r) => r.url().includes('/sale-summary?') && r.url().includes('compareWith=week') && r.ok(),
  );
  await page.getByLabel('Compare with', { exact: true }).selectOption({ label: 'Same days last week' });
  const answer = (await (await weekBefore).json()) as {
    range: { from: string };
    previous: { range: { from: string }; until?: string };
  };
  expect(Date.parse(answer.range.from) - Date.parse(answer.previous.range.from)).toBe(7 * 86_400_000);
  const first = await page.evaluate(
    (instant) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', day: 'numeric', month: 'short' }).format(
        new Date(instant),
      ),
    answer.previous.range.from,
  );
  const card = page.locator('.metric-card[data-figure="totalRevenue"] .metric-card__compared');
  await expect(card).toContainText(`vs the same days a week before (${first}`);
  await expect(page).toHaveURL(/compareWith=week/);
});

test('a deep link survives sign-in: the report and its filters come back after signing in', async ({
  page,
}) => {
  await page.goto(`/seller?mode=${encodeURIComponent('"WEEK"')}`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/seller\?mode=.*WEEK/);
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue by seller' })).toBeVisible();
  await expect(page.getByLabel('Group by')).toHaveValue('WEEK');
});

const WIDTHS = [1280, 768, 375] as const;
for (const width of WIDTHS) {
  test(`report screens at ${width} px fit the width (screenshots)`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsDemo(page);
    for (const [path, endpoint] of [
      ['/dashboard', 'sale-summary'],
      ['/total-revenue', 'sale-summary'],
      ['/revenue-by-outlet', 'outlet-revenue'],
      ['/sales-report', 'total-revenues'],
    ] as const) {
      await openReport(page, path, endpoint);
      await expect(page.locator('.report__chart figure').first()).toBeVisible();
      // Measured once every chart is drawn: a chart of many periods must scroll inside its frame.
      await drawEveryChart(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow} px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `${SCREENSHOT_DIR}/report${path.replace('/', '-')}-${width}.png`,
        fullPage: true,
      });
    }
  });
}

test.describe('when the server is slow or fails', () => {
  test.use({ serviceWorkers: 'block' });

  test('a slow report shows its skeleton, a failing one says what failed and retries', async ({ page }) => {
    await signInAsDemo(page);
    let fail = true;
    await page.route('**/api/reports/v0/stores/1/salesman?**', async (route) => {
      if (fail)
        return route.fulfill({
          status: 503,
          json: { message: 'The reports are busy, try again in a moment.' },
        });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.continue();
    });
    await page.goto('/seller');
    const panel = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
    await expect(panel).toContainText('The reports are busy, try again in a moment.');

    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Loading the report…')).toBeAttached();
    await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();
    await expect(panel).toHaveCount(0);
  });

  test('a report the busy server sheds (503 with Retry-After) is asked again after that pause, saying so, with no error', async ({
    page,
  }) => {
    await signInAsDemo(page);
    const asked: number[] = [];
    // Shed until the status has been seen: on a busy host the page may finish loading after a first
    // pause has already passed (the app asks again up to four times).
    let shedding = true;
    await page.route('**/api/reports/v0/stores/1/salesman?**', (route) => {
      asked.push(Date.now());
      if (!shedding) return route.continue();
      return route.fulfill({
        status: 503,
        // Long enough to be seen: a status shown for a moment only could pass between two looks.
        headers: { 'Retry-After': '3' },
        json: { message: 'The server is busy: try again in a moment.' },
      });
    });
    await page.goto('/seller');
    await expect(page.getByText('Loading the report…')).toBeAttached();
    // Meanwhile the skeleton says why it waits, and for how long.
    await expect(page.getByRole('status').filter({ hasText: 'The server is busy' })).toHaveText(
      /The server is busy: the report is asked for again in [1-3] s\./,
    );
    shedding = false;
    await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'could not' })).toHaveCount(0);
    await expect(page.getByText('The server is busy')).toHaveCount(0);
    // The table's page and the chart's range were refused once each, then asked again after the pause.
    expect(asked.length).toBeGreaterThanOrEqual(4);
    expect((asked[2] ?? 0) - (asked[0] ?? 0)).toBeGreaterThanOrEqual(2900);
  });

  test('a report refused while the server builds its report tables says how far it got, then shows once asked again', async ({
    page,
  }) => {
    await signInAsDemo(page);
    let refused = 0;
    await page.route('**/api/reports/v0/stores/1/salesman?**', (route) => {
      if (refused >= 2) return route.continue();
      refused++;
      return route.fulfill({
        status: 503,
        // Long enough to be seen: a status shown for a moment only could pass between two looks.
        headers: { 'Retry-After': '3' },
        json: {
          message: 'Reports are being prepared (40 %); try again in 3 s',
          preparing: { progress: 0.4 },
        },
      });
    });
    await page.goto('/seller');
    await expect(page.getByRole('status').filter({ hasText: 'Preparing reports' })).toHaveText(
      'Preparing reports (40%)',
    );
    await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'could not' })).toHaveCount(0);
    await expect(page.getByText('Preparing reports')).toHaveCount(0);
  });

  test("a report's chart code loads while its answers are on their way, nivo's colour scales first", async ({
    page,
  }) => {
    await signInAsDemo(page);
    // The dashboard signed in to may still be fetching its own chart's chunks: they are left behind.
    await page.goto('about:blank');
    const requested = new Map<string, number>();
    page.on('request', (request) => {
      const chunk = /\/assets\/(nivo-colors|BarChart)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (chunk && !requested.has(chunk)) requested.set(chunk, Date.now());
    });
    let answeredAt = 0;
    // The answers wait for the drawing's code to be asked for (3 s at most).
    await page.route('**/api/reports/v0/stores/1/sale-summary?**', async (route) => {
      for (let waited = 0; !requested.has('BarChart') && waited < 3000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      answeredAt ||= Date.now();
      return route.continue();
    });
    await page.goto('/total-revenue');
    await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();
    const colorsAt = requested.get('nivo-colors');
    const drawingAt = requested.get('BarChart');
    expect(colorsAt, 'the colour scales were never fetched').toBeDefined();
    expect(drawingAt, 'the bar drawing was never fetched').toBeDefined();
    expect(drawingAt).toBeLessThanOrEqual(answeredAt);
    expect(colorsAt).toBeLessThanOrEqual(drawingAt ?? 0);
  });

  test("on a phone, the dashboard's charts below its cards load their code only as they near the viewport", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const requested: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/(nivo-colors|BarChart|PieChart)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (chunk) requested.push(chunk);
    });
    await signInAsDemo(page);
    await expect(page.locator('.metric-card')).toHaveCount(10);
    const revenue = page.locator('.report__chart').first();
    await expect(revenue.locator('.chart-skeleton')).toHaveCount(1);
    // Settled, with nothing left to fetch: the cards' figures, and no drawing's code.
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await revenue.scrollIntoViewIfNeeded();
    await expect(revenue.locator('svg').first()).toBeVisible();
    expect(requested).toEqual(expect.arrayContaining(['nivo-colors', 'BarChart']));
    expect(requested.indexOf('nivo-colors')).toBeLessThan(requested.indexOf('BarChart'));
  });

  test('a chart that fails leaves the table and filters on screen, says why and retries', async ({
    page,
  }) => {
    await signInAsDemo(page);
    let fail = true;
    // Only the chart's request, the whole range (LIMIT_MAX rows): the table's page is answered.
    await page.route('**/api/reports/v0/stores/1/salesman?**', (route) => {
      const chart = new URL(route.request().url()).searchParams.get('limit') === String(LIMIT_MAX);
      if (chart && fail)
        return route.fulfill({
          status: 503,
          json: { message: 'The reports are busy, try again in a moment.' },
        });
      return route.continue();
    });
    await page.goto('/seller');
    const chartPanel = page.getByRole('region', { name: 'Chart' });
    await expect(chartPanel.getByRole('alert')).toContainText(
      'The chart could not be read: The reports are busy, try again in a moment.',
    );
    await expect(page.locator('.report__table tr[data-row="summary"]')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Date/ })).toBeVisible();

    fail = false;
    await chartPanel.getByRole('button', { name: 'Try again' }).click();
    await expect(chartPanel.locator('.chart-frame__plot svg')).toBeVisible();
    await expect(chartPanel.getByRole('alert')).toHaveCount(0);
  });
});
