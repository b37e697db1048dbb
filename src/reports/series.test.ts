import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { dimensionSeries, figureSeries, itemSeries, knownSlot, wholePeriods } from './series';

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('chart series of report rows', () => {
  it('keeps every item a point of its own, even when names repeat', () => {
    const [series] = itemSeries(
      'name',
      'netQtySold',
      msg`Net quantity sold`,
      'sku',
    )(
      [
        { name: 'Cozy Skincare 2', sku: 'SEO-0044-1', netQtySold: 3 },
        { name: 'Cozy Skincare 2', sku: 'SEO-0044-2', netQtySold: 1 },
        { name: 'Vintage Tea 1', sku: 'SEO-0013', netQtySold: 4 },
      ],
      i18n,
    );
    expect(series?.points).toEqual([
      { x: 'Cozy Skincare 2 · SEO-0044-1', y: 3 },
      { x: 'Cozy Skincare 2 · SEO-0044-2', y: 1 },
      { x: 'Vintage Tea 1', y: 4 },
    ]);
  });

  const outletRows = [
    {
      date: '2026-11-18',
      outletId: 1,
      outletName: 'Main',
      totalRevenue: 10,
      avgOrderValue: 5,
      orderCount: 2,
    },
    { date: '2026-11-18', outletId: 2, outletName: 'Mall', totalRevenue: 5, avgOrderValue: 5, orderCount: 1 },
    { date: '2026-11-20', outletId: 1, outletName: 'Main', totalRevenue: 7, avgOrderValue: 7, orderCount: 1 },
  ];
  type OutletRow = (typeof outletRows)[number];
  const byOutlet = (item: OutletRow) => ({ id: String(item.outletId), label: item.outletName });
  const range = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
  /** The points of a series over `range`, one value per period. */
  const pointsOverRange = (values: readonly number[]) => range.map((x, index) => ({ x, y: values[index] }));

  it('draws a sum as 0 where a dimension has no row, on every period of the range (a day without sales too)', () => {
    const series = dimensionSeries<OutletRow>(byOutlet, 'totalRevenue', 'totalRevenue')(
      outletRows,
      i18n,
      undefined,
      range,
    );
    expect(series).toEqual([
      { id: '1', label: 'Main', points: pointsOverRange([0, 10, 0, 7]) },
      { id: '2', label: 'Mall', points: pointsOverRange([0, 5, 0, 0]) },
    ]);
  });

  it('without the range, draws the periods of the rows', () => {
    const [main] = dimensionSeries<OutletRow>(byOutlet, 'totalRevenue', 'totalRevenue')(outletRows, i18n);
    expect(main?.points.map((point) => point.x)).toEqual(['2026-11-18', '2026-11-20']);
  });

  it('leaves an average blank where there were no orders, and says why', () => {
    const [main, mall] = dimensionSeries<OutletRow>(byOutlet, 'avgOrderValue', 'avgOrderValue')(
      outletRows,
      i18n,
      undefined,
      range,
    );
    expect(main?.points.map((point) => point.y)).toEqual([null, 5, null, 7]);
    expect(mall?.points.map((point) => point.y)).toEqual([null, 5, null, null]);
    expect(main?.gapNote).toBe('No orders: no average. Periods without orders are blank.');
  });

  it('keeps unknown a dimension whose every value is unknown (a store without an exchange rate)', () => {
    const rows = [
      { date: '2026-11-18', storeId: 1, convertedTotalRevenue: null },
      { date: '2026-11-18', storeId: 2, convertedTotalRevenue: 4 },
    ];
    const series = dimensionSeries<{ date: string; storeId: number; convertedTotalRevenue: number }>(
      (item) => ({ id: String(item.storeId), label: String(item.storeId) }),
      'convertedTotalRevenue',
      'totalRevenue',
    )(rows, i18n, undefined, ['2026-11-18', '2026-11-19']);
    expect(series.map((one) => one.points.map((point) => point.y))).toEqual([
      [null, null],
      [4, 0],
    ]);
  });

  it('draws each figure of periods: a sum 0 and an average blank in a period without orders', () => {
    const items = [
      { date: '2026-11-18', totalRevenue: 30, avgOrderValue: 15, orderCount: 2 },
      // sale-summary answers every period, zeros included: its average of no order is 0, not a value.
      { date: '2026-11-19', totalRevenue: 0, avgOrderValue: 0, orderCount: 0 },
    ];
    const [revenue, average] = figureSeries<(typeof items)[number]>([
      { key: 'totalRevenue', label: msg`Total revenue`, metric: 'totalRevenue' },
      { key: 'avgOrderValue', label: msg`Average order value`, metric: 'avgOrderValue' },
    ])(items, i18n, undefined, ['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(revenue?.points.map((point) => point.y)).toEqual([30, 0, 0]);
    expect(revenue?.gapNote).toBeUndefined();
    expect(average?.points.map((point) => point.y)).toEqual([15, null, null]);
    expect(average?.gapNote).toBeDefined();
  });

  describe('whole periods of an answer cut at its limit', () => {
    const rows = [
      { date: '2026-11-18', outletId: 1 },
      { date: '2026-11-18', outletId: 2 },
      { date: '2026-11-19', outletId: 1 },
    ];

    it('keeps every item of a whole answer', () => {
      expect(wholePeriods(rows, 3)).toEqual({ items: rows, lastPeriod: null });
    });

    it('drops the last period read, which may lack some of its series, and names the last one drawn', () => {
      expect(wholePeriods(rows, 40)).toEqual({ items: rows.slice(0, 2), lastPeriod: '2026-11-18' });
    });

    it('keeps a single period read in part rather than drawing nothing', () => {
      expect(wholePeriods(rows.slice(0, 2), 40)).toEqual({
        items: rows.slice(0, 2),
        lastPeriod: '2026-11-18',
      });
    });
  });
});

describe('colours of known values', () => {
  it('gives a status its place in the list of known ones, whichever others the answer holds', () => {
    const known = ['fulfilled', 'unfulfilled', 'partially_fulfilled', 'restocked'];
    expect(knownSlot(known, 'restocked')).toBe(3);
    expect(knownSlot(known, 'something_new')).toBeUndefined();
    const rows = [
      { date: '2026-11-18', status: 'restocked', orderCount: 1 },
      { date: '2026-11-18', status: 'other', orderCount: 2 },
    ];
    const series = dimensionSeries<(typeof rows)[number]>(
      (item) => ({ id: item.status, label: item.status, colorSlot: knownSlot(known, item.status) }),
      'orderCount',
      'orderCount',
    )(rows, i18n);
    expect(series.map((item) => [item.id, item.colorSlot])).toEqual([
      ['restocked', 3],
      ['other', undefined],
    ]);
    expect('colorSlot' in (series[1] ?? {})).toBe(false);
  });
});
