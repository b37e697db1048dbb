import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { dimensionSeries, itemSeries, wholePeriods } from './series';

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

  it('draws a line per dimension over every period, with gaps where a dimension has no row', () => {
    const series = dimensionSeries<{
      date: string;
      outletId: number;
      outletName: string;
      totalRevenue: number;
    }>((item) => ({ id: String(item.outletId), label: item.outletName }), 'totalRevenue')(
      [
        { date: '2026-11-18', outletId: 1, outletName: 'Main', totalRevenue: 10 },
        { date: '2026-11-18', outletId: 2, outletName: 'Mall', totalRevenue: 5 },
        { date: '2026-11-19', outletId: 1, outletName: 'Main', totalRevenue: 7 },
      ],
      i18n,
    );
    expect(series).toEqual([
      {
        id: '1',
        label: 'Main',
        points: [
          { x: '2026-11-18', y: 10 },
          { x: '2026-11-19', y: 7 },
        ],
      },
      {
        id: '2',
        label: 'Mall',
        points: [
          { x: '2026-11-18', y: 5 },
          { x: '2026-11-19', y: null },
        ],
      },
    ]);
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
