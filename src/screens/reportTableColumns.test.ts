// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ReportAnswer } from '../contract/answers';
import { sourceI18n } from '../export/testFixtures';
import { exportValueContext } from '../export/valueContext';
import type { FormatContext } from '../reports/cellValue';
import { shownColumns } from '../reports/columnsShown';
import type { ReportDefinition } from '../reports/definition';
import { REPORTS } from '../reports/registry';
import { summaryLabel, tableColumns } from './reportTableColumns';

/**
 * The summary row of the reports whose API answers a `total`: the first row of the table, "Total",
 * each figure column showing the total's figure (over every page, as the API counts it).
 */

const format: FormatContext = {
  locale: 'en',
  mode: 'DATE',
  currency: { code: 'EUR', symbol: '€', rate: 1 },
  missing: '—',
};
const context = exportValueContext(sourceI18n(), format.currency, []);
const RANGE = { from: '2026-11-01T00:00:00Z', to: '2026-12-01T00:00:00Z', timeZone: '+01:00', mode: 'DATE' };

function answer(items: Record<string, unknown>[], total: Record<string, unknown>): ReportAnswer {
  return { items, maxPage: 3, page: 1, countItems: 45, total, range: RANGE } as ReportAnswer;
}

/** The summary cell of each shown column, by header. */
function summaryRow(report: ReportDefinition, response: ReportAnswer, search = {}) {
  const columns = shownColumns(report, 'default', response.items, search);
  return Object.fromEntries(
    tableColumns(report, columns, response, format, context).map((column) => [column.header, column.summary]),
  );
}

const figures = {
  totalQtySold: 1250,
  totalQtyRefund: 12,
  netQtySold: 1238,
  totalRevenue: 15000.4,
  totalRefund: 120,
  netRevenue: 14880.4,
  totalPrice: 12500.25,
  cost: 7500.1,
  grossProfit: 5000.15,
  margin: 40,
};

describe('the summary row of the product, category, tip and time-in-status reports', () => {
  it('every one of them has a "Total" row', () => {
    for (const report of [
      REPORTS.productSold,
      REPORTS.revenueByProduct,
      REPORTS.productSoldByCategory,
      REPORTS.revenueByCategory,
      REPORTS.product,
      REPORTS.tippings,
      REPORTS.timeInStatus,
    ])
      expect(summaryLabel(report, 'Total', 'Average'), report.id).toBe('Total');
  });

  it("product sold: the quantities of the API's total, not of the page", () => {
    const item = { productId: 1, variantId: 1, name: 'Tea', sku: 'T-1', additionalData: [], ...figures };
    expect(summaryRow(REPORTS.productSold, answer([item], figures))).toEqual({
      Product: undefined,
      SKU: undefined,
      Variants: undefined,
      'Quantity sold': '1,250',
      'Quantity refunded': '12',
      'Net quantity sold': '1,238',
    });
  });

  it('revenue by product: money of the total and its margin (the ratio of the sums)', () => {
    const item = {
      productId: 1,
      variantId: 1,
      sku: 'T-1',
      name: 'Tea',
      variants: '',
      presentmentCurrency: 'EUR',
      currencyExchangeRate: 1,
      ...figures,
      margin: 12.5,
    };
    expect(summaryRow(REPORTS.revenueByProduct, answer([item], figures))).toMatchObject({
      'Total price [EUR]': '€12,500.25',
      'Cost [EUR]': '€7,500.10',
      'Gross profit [EUR]': '€5,000.15',
      Margin: '40%',
    });
  });

  it('revenue by category: its money and quantities', () => {
    const item = { categoryId: 1, name: 'Tea', parentId: null, ...figures };
    expect(summaryRow(REPORTS.revenueByCategory, answer([item], figures))).toMatchObject({
      Category: undefined,
      'Quantity sold': '1,250',
      'Total revenue [EUR]': '€15,000.40',
      'Net revenue [EUR]': '€14,880.40',
    });
  });

  it("tippings: the tips' sum; the order total, repeated for an order tipped twice, stays empty", () => {
    const tip = {
      id: 1,
      orderNumber: 'PAR-1',
      orderCreatedAt: '2026-11-22T01:00:00.000Z',
      outletRegister: null,
      customerName: null,
      salesmanName: 'Léa',
      orderTotalPrice: 50,
      amount: 2.5,
    };
    expect(summaryRow(REPORTS.tippings, answer([tip], { tipCount: 31, amount: 77.5 }))).toMatchObject({
      'Order total [EUR]': undefined,
      'Tip [EUR]': '€77.50',
    });
  });

  it('time in status: each chosen state and the total, in days', () => {
    const item = {
      id: 1,
      order_number: 'PAR-1',
      created_at: '2026-11-22T01:00:00.000Z',
      outletRegister: null,
      customerName: null,
      state: 'completed',
      timeInStatuses: { new: 0.5, completed: 1 },
      total: 1.5,
    };
    const total = { orderCount: 45, timeInStatuses: { new: 20.25, completed: 31.5 }, total: 51.75 };
    expect(
      summaryRow(REPORTS.timeInStatus, answer([item], total), { states: ['new', 'completed'] }),
    ).toMatchObject({
      'New (days)': '20.25',
      'Completed (days)': '31.50',
      'Total (days)': '51.75',
    });
  });
});
