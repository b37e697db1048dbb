import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import type { ValueContext } from '../definition';
import { columnHelp } from '../figureHelp';
import { summaryFigureReport } from './summaryFigures';

i18n.loadAndActivate({ locale: 'en', messages: {} });
const context: ValueContext = { i18n, stateLabels: new Map(), money: String };

const report = summaryFigureReport({
  id: 'averageDiscountPerOrder',
  path: '/average-discount-per-order',
  title: msg`Average discount per order`,
  group: 'orders',
  figure: {
    key: 'avgDiscount',
    label: msg`Average discount`,
    ratio: ['totalDiscount', 'orderCount'],
    kind: 'money',
    meaning: msg`Discounts given on the orders divided by the number of orders, rounded to the cent.`,
  },
});
const ratio = report.columns.find((column) => column.key === 'avgDiscount');

describe('a report of a ratio of two sums of sale-summary', () => {
  it('shows the period and the ratio, the sums it is worked out from to choose', () => {
    const shown = report.columns.filter((column) => column.defaultVisible !== false);
    expect(shown.map((column) => column.key)).toEqual(['date', 'avgDiscount']);
    expect(report.columns.map((column) => column.key)).toContain('totalDiscount');
    expect(report).toMatchObject({ exportName: 'average-discount-per-order', summary: 'total' });
  });

  it('divides on the cents and rounds halves up, as the server does its averages', () => {
    const row = { date: '2026-11-18', totalDiscount: 10, orderCount: 3 };
    expect(ratio?.value(row, context)).toBe(3.33);
    expect(ratio?.value({ ...row, totalDiscount: 0.05, orderCount: 2 }, context)).toBe(0.03);
    // A period without orders is 0 in the table, as the server's averages, and blank in the chart.
    expect(ratio?.value({ ...row, totalDiscount: 0, orderCount: 0 }, context)).toBe(0);
    expect(ratio?.total?.({ totalDiscount: 100.1 + 0.2, orderCount: 1 })).toBe(100.3);
    expect(ratio?.total?.({})).toBeNull();
  });

  it('draws each period, an average: no orders, no value', () => {
    const rows = [
      { date: '2026-11-18', totalDiscount: 7, orderCount: 2 },
      { date: '2026-11-19', totalDiscount: 0, orderCount: 0 },
    ];
    const [series] =
      report.chart?.series(rows, i18n, undefined, ['2026-11-18', '2026-11-19', '2026-11-20']) ?? [];
    expect(series?.points.map((point) => point.y)).toEqual([3.5, null, null]);
    expect(series?.gapNote).toBeDefined();
  });

  it('says what the figure means, with how its money is converted', () => {
    expect(columnHelp(report, ratio as NonNullable<typeof ratio>, context)).toEqual({
      term: 'Average discount',
      text: 'Discounts given on the orders divided by the number of orders, rounded to the cent.',
      currency: expect.stringMatching(/^Amounts are in the store's currency/),
    });
  });
});
