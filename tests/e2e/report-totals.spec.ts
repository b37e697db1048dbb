import { expect, test } from '@playwright/test';
import { signInAsDemo } from './helpers';
import { count, openReport, summaryCell, won } from './reportHelpers';

/**
 * The product reports' summary row: the API's `total`, the figures of every row of the range (all
 * pages), not those of the page on screen. Demo store 1 sells in won.
 */

const pageSum = (items: Record<string, unknown>[], field: string) =>
  items.reduce((sum, item) => sum + Number(item[field]), 0);

test.describe('the summary row of the product reports', () => {
  test("Quantity sold: the summary row is the API's total over every page", async ({ page }) => {
    await signInAsDemo(page);
    const answer = await openReport(page, '/product-sold', 'product-sold');
    await expect(page.locator('.report__table tr[data-row="item"]').first()).toBeVisible();
    await expect(page.locator('.report__table tr[data-row="summary"]')).toContainText('Total');
    const total = answer.total ?? {};
    // More rows than one page: the total is not the page's sum.
    expect(answer.maxPage).toBeGreaterThan(1);
    expect(total.totalQtySold).toBeGreaterThan(pageSum(answer.items, 'totalQtySold'));
    expect(await summaryCell(page, 'Quantity sold')).toBe(count(total.totalQtySold as number));
    expect(await summaryCell(page, 'Quantity refunded')).toBe(count(total.totalQtyRefund as number));
    expect(await summaryCell(page, 'Net quantity sold')).toBe(count(total.netQtySold as number));
  });

  test("Revenue by product: money and margin of the summary row are the API's total", async ({ page }) => {
    await signInAsDemo(page);
    const answer = await openReport(page, '/revenue-by-product', 'product-profit');
    await expect(page.locator('.report__table tr[data-row="item"]').first()).toBeVisible();
    await expect(page.locator('.report__table tr[data-row="summary"]')).toContainText('Total');
    const total = answer.total ?? {};
    expect(answer.maxPage).toBeGreaterThan(1);
    expect(total.totalPrice).toBeGreaterThan(pageSum(answer.items, 'totalPrice'));
    expect(await summaryCell(page, 'Total price')).toBe(won(total.totalPrice as number));
    expect(await summaryCell(page, 'Cost')).toBe(won(total.cost as number));
    expect(await summaryCell(page, 'Gross profit')).toBe(won(total.grossProfit as number));
    // The margin of the sums, as the API gives it.
    const margin = total.margin as number;
    expect(margin).toBe(
      Math.round(
        (Math.round((total.grossProfit as number) * 100) * 10000) /
          Math.round((total.totalPrice as number) * 100),
      ) / 100,
    );
    expect(await summaryCell(page, 'Margin')).toBe(
      new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 }).format(margin / 100),
    );
  });
});
