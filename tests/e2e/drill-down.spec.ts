import { expect, type Page, type Response, test } from '@playwright/test';
import { MOST_SVG_BARS, PX_PER_X } from '../../src/charts/layout';
import { signInAsDemo } from './helpers';
import { openReport, openReportAndChart, RANGE, type ReportAnswer, summaryCell } from './reportHelpers';

/** The figures of a report row that the orders behind it give again. */
interface Figures {
  orderCount: number;
  totalRevenue: number;
  netRevenue: number;
  totalTax: number;
  totalRefund: number;
  totalDiscount: number;
}

/** The order list's totals, as the API gave them to the sales orders screen the link opened. */
interface OrderTotals {
  orderCount: number;
  totalPrice: number;
  totalTax: number;
  totalDiscounts: number;
  refundedTotalPrice: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Each report, its endpoint, and the figure of a row next to what the orders behind it add up to. */
const REPORTS: {
  path: string;
  endpoint: string;
  figure: (item: Figures) => number;
  orders: (total: OrderTotals) => number;
  /** A row with orders to open (orders without a cashier have no link). */
  linked?: (item: Record<string, unknown>) => boolean;
  /** What the order list says it is narrowed to. */
  note?: RegExp;
}[] = [
  {
    path: '/total-revenue',
    endpoint: 'sale-summary',
    figure: (i) => i.totalRevenue,
    orders: (t) => t.totalPrice,
  },
  {
    path: '/net-revenue',
    endpoint: 'sale-summary',
    figure: (i) => i.netRevenue,
    orders: (t) => cents(t.totalPrice - t.refundedTotalPrice),
  },
  {
    path: '/number-of-orders',
    endpoint: 'sale-summary',
    figure: (i) => i.orderCount,
    orders: (t) => t.orderCount,
  },
  { path: '/tax', endpoint: 'sale-summary', figure: (i) => i.totalTax, orders: (t) => t.totalTax },
  {
    path: '/refund',
    endpoint: 'sale-summary',
    figure: (i) => i.totalRefund,
    orders: (t) => t.refundedTotalPrice,
  },
  {
    path: '/discount',
    endpoint: 'sale-summary',
    figure: (i) => i.totalDiscount,
    orders: (t) => t.totalDiscounts,
  },
  {
    path: '/revenue-by-outlet',
    endpoint: 'outlet-revenue',
    figure: (i) => i.totalRevenue,
    orders: (t) => t.totalPrice,
  },
  { path: '/register', endpoint: 'registers', figure: (i) => i.totalRevenue, orders: (t) => t.totalPrice },
  { path: '/seller', endpoint: 'salesman', figure: (i) => i.totalRevenue, orders: (t) => t.totalPrice },
  {
    path: '/cashier',
    endpoint: 'cashiers',
    figure: (i) => i.totalRevenue,
    orders: (t) => t.totalPrice,
    linked: (item) => item.cashierId !== null,
    note: /^Only the orders taken by the cashier /,
  },
];

function ordersAnswer(page: Page) {
  return page.waitForResponse(
    (r) => r.url().includes('/orders?') && r.url().includes('countedOnly=true') && r.ok(),
  );
}

async function totalsOf(answer: Promise<Response>): Promise<OrderTotals> {
  return ((await (await answer).json()) as { total: OrderTotals }).total;
}

/** The row of the page with the most orders among those with a link (some orders behind them). */
function busiestRow(answer: ReportAnswer, linked: (item: Record<string, unknown>) => boolean): number {
  let best = -1;
  answer.items.forEach((item, index) => {
    const orders = Number(item.orderCount ?? 0);
    if (linked(item) && (best < 0 || orders > Number(answer.items[best]?.orderCount ?? 0))) best = index;
  });
  expect(best, 'a row with orders').toBeGreaterThanOrEqual(0);
  return best;
}

test.describe('from a figure to the orders behind it', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a row of each report opens the sales orders whose totals are its figures, and Back returns', async ({
    page,
  }) => {
    await signInAsDemo(page);
    // Reports of one endpoint ask it the same question: the app answers the second from its cache.
    const answers = new Map<string, ReportAnswer>();
    // And one link opens the same orders again, from the cache too.
    const ordersOf = new Map<string, OrderTotals>();
    for (const report of REPORTS) {
      let answer = answers.get(report.endpoint);
      if (answer) await page.goto(`${report.path}?${RANGE}`);
      else {
        answer = await openReport(page, report.path, report.endpoint);
        answers.set(report.endpoint, answer);
      }
      const index = busiestRow(answer, report.linked ?? (() => true));
      const item = answer.items[index] as unknown as Figures;
      const reportUrl = page.url();
      const link = page.locator('.report__table tr[data-row="item"]').nth(index).getByRole('link');
      await expect(link, report.path).toHaveAccessibleName(/\(show the orders\)$/);
      const href = (await link.getAttribute('href')) ?? '';
      const known = ordersOf.get(href);
      const orders = known ? Promise.resolve(known) : totalsOf(ordersAnswer(page));
      // From the keyboard, as a screen-reader user does.
      await link.focus();
      await page.keyboard.press('Enter');
      const total = await orders;
      ordersOf.set(href, total);
      await expect(page.getByRole('heading', { level: 1, name: 'Sales orders' })).toBeVisible();
      expect(report.orders(total), report.path).toBe(report.figure(item));
      expect(total.orderCount, report.path).toBe(item.orderCount);
      await expect(page.getByRole('checkbox', { name: /Only the orders counted in revenue/ })).toBeChecked();
      if (report.note) await expect(page.getByRole('status').filter({ hasText: report.note })).toBeVisible();
      await page.goBack();
      await expect(page, report.path).toHaveURL(reportUrl);
      await expect(
        page.locator('.report__table tr[data-row="item"]').nth(index).getByRole('link'),
      ).toBeVisible();
    }
  });

  test('a revenue bar and a dashboard card open their orders, with the same total as shown', async ({
    page,
  }) => {
    await signInAsDemo(page);
    const { chart: days } = await openReportAndChart(page, '/total-revenue', 'sale-summary');
    // Ninety days by day: the bars are painted on canvas tiles, MOST_SVG_BARS at most are SVG elements.
    expect(days.items.length).toBeGreaterThan(MOST_SVG_BARS);
    const chart = page.locator('figure.chart--selectable');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.chart-canvas')).toHaveAttribute('data-drawn', 'all');
    const plot = chart.locator('.chart-frame__plot');
    // The drawing is as wide as its days need (PX_PER_X each) plus its margins, which are 8 px on the
    // right: the tallest bar (the day of most revenue) is found from its index, scrolled to, and
    // clicked near its foot, on whichever tile it lies.
    const revenues = days.items.map((item) => Number(item.totalRevenue ?? 0));
    const busiest = revenues.indexOf(Math.max(...revenues));
    const size = await plot.evaluate((element) => ({
      width: element.getBoundingClientRect().width,
      height: element.getBoundingClientRect().height,
    }));
    const barX = size.width - 8 - days.items.length * PX_PER_X + (busiest + 0.5) * PX_PER_X;
    await chart
      .locator('.chart-frame')
      .evaluate((frame, x) => frame.scrollTo({ left: x - frame.clientWidth / 2 }), barX);
    const painted = await plot.boundingBox();
    const orders = ordersAnswer(page);
    // Just above the x axis (a 40 px margin): inside the tallest bar.
    await page.mouse.click((painted?.x ?? 0) + barX, (painted?.y ?? 0) + size.height - 50);
    const url = new URL((await orders).url());
    await expect(page).toHaveURL(/\/sales-order\?/);
    // That local day: a bar is one period.
    const day = String(days.items[busiest]?.date).slice(0, 10);
    expect(url.searchParams.get('createdAtMin')).toBe(`${day}T00:00:00`);
    expect(url.searchParams.get('createdAtMax')).toBe(`${day}T23:59:59`);

    // A line chart's slice: the day across every cashier.
    await openReport(page, '/cashier', 'cashiers');
    const lines = page.locator('figure.chart--selectable');
    await lines.scrollIntoViewIfNeeded();
    await expect(lines.locator('svg path').first()).toBeVisible();
    const box = await lines.boundingBox();
    expect(box).not.toBeNull();
    const sliceOrders = ordersAnswer(page);
    // Right of the middle of the chart, within its plot: some day of the range.
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) * 0.6, (box?.y ?? 0) + (box?.height ?? 0) * 0.4);
    const slice = new URL((await sliceOrders).url());
    const sliceDay = slice.searchParams.get('createdAtMin') ?? '';
    expect(slice.searchParams.get('createdAtMax')).toBe(`${sliceDay.slice(0, 10)}T23:59:59`);
    expect(slice.searchParams.get('cashierIds')).toBeNull();

    await page.goto('/dashboard');
    const cardValue = page.locator('.metric-card[data-figure="totalRevenue"] .metric-card__value');
    await expect(cardValue).toBeVisible();
    const shown = (await cardValue.innerText()).trim();
    const wholeRange = ordersAnswer(page);
    await page.getByRole('link', { name: 'Orders behind Total revenue' }).click();
    await wholeRange;
    await expect(page.getByRole('heading', { level: 1, name: 'Sales orders' })).toBeVisible();
    await expect.poll(() => summaryCell(page, 'Total')).toBe(shown);
  });

  test('a payment method and a product open the orders with them, and the list can be widened again', async ({
    page,
  }) => {
    await signInAsDemo(page);
    const payments = await openReport(page, '/payment', 'payment-methods');
    const first = payments.items[0] as { paymentCode: string; paymentName: string };
    const narrowed = ordersAnswer(page);
    await page
      .locator('.report__table tr[data-row="item"]')
      .first()
      .getByRole('link', { name: `${first.paymentName} (show the orders)` })
      .click();
    expect(new URL((await narrowed).url()).searchParams.get('paymentCodes')).toBe(first.paymentCode);
    const note = page
      .getByRole('status')
      .filter({ hasText: `Only the orders with a payment by ${first.paymentName}.` });
    await expect(note).toBeVisible();
    const widened = ordersAnswer(page);
    await note.getByRole('button', { name: 'Show every order' }).click();
    expect(new URL((await widened).url()).searchParams.get('paymentCodes')).toBeNull();
    await expect(note).toHaveCount(0);

    // The dashboard's payment methods: a slice, or its row in the table the pie describes.
    await page.goto('/dashboard');
    const shares = page.locator('table.payment-shares');
    await shares.scrollIntoViewIfNeeded();
    const firstMethod = shares.getByRole('link').first();
    const methodName = ((await firstMethod.textContent()) ?? '').replace(' (show the orders)', '').trim();
    const paidWith = ordersAnswer(page);
    await firstMethod.click();
    expect(new URL((await paidWith).url()).searchParams.get('paymentCodes')).toBeTruthy();
    await expect(page.getByText(`Only the orders with a payment by ${methodName}.`)).toBeVisible();

    const products = await openReport(page, '/product', 'products');
    const product = products.items[0] as { productId: number; name: string };
    const withProduct = ordersAnswer(page);
    await page
      .locator('.report__table tr[data-row="item"]')
      .first()
      .getByRole('link', { name: `${product.name} (show the orders)` })
      .click();
    const listed = await withProduct;
    expect(new URL(listed.url()).searchParams.get('productIds')).toBe(String(product.productId));
    expect(((await listed.json()) as { total: OrderTotals }).total.orderCount).toBeGreaterThan(0);
    await expect(page.getByText(`Only the orders with the product ${product.name}.`)).toBeVisible();
  });
});
