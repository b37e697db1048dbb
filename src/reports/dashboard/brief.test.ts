import { describe, expect, it, vi } from 'vitest';
import type { BriefItem } from '../../contract/brief';
import { showAppBadge } from '../../offline/appBadge';
import { averageOrderValue, refund } from '../definitions/orders';
import { totalRevenue } from '../definitions/revenue';
import { briefQuery, dayInZone, flagSearch, reportOfFigure } from './brief';

/** A day's refunds flagged as far above their usual amount, counted until `until` on a day under way. */
const refundFlag = (day: string, until: string | null): BriefItem => ({
  day,
  until,
  figure: 'totalRefund',
  value: 90,
  usual: [0, 0, 10, 0],
  median: 0,
  low: 0,
  high: 12,
  flag: 'high',
});

describe('the brief on the dashboard', () => {
  it('reads yesterday and today of the store’s own zone, not the device’s', () => {
    // 23:30 UTC on 31 March: already 1 April in Seoul, still 31 March in New York.
    const now = new Date('2026-03-31T23:30:00Z');
    expect(dayInZone('Asia/Seoul', now)).toBe('2026-04-01');
    expect(dayInZone('America/New_York', now)).toBe('2026-03-31');
    expect(dayInZone('+05:30', now, 1)).toBe('2026-03-31');
    const query = briefQuery({ userId: 7, storeId: 2, timeZone: 'Asia/Seoul' }, now);
    expect(query.queryKey).toEqual([
      'pos',
      'user',
      7,
      'store',
      2,
      'report',
      'v0/brief',
      { createdAtMin: '2026-03-31', createdAtMax: '2026-04-01', timeZone: 'Asia/Seoul' },
    ]);
  });

  it('links a flag to its card’s report on that day, by hour, beside the same day a week before', () => {
    const item = refundFlag('2026-03-14', null);
    expect(reportOfFigure('totalRevenue')).toBe(totalRevenue);
    expect(reportOfFigure('avgOrderValue')).toBe(averageOrderValue);
    const report = reportOfFigure(item.figure);
    expect(report).toBe(refund);
    expect(report && flagSearch(report, item)).toEqual({
      createdAtMin: '2026-03-14T00:00:00',
      createdAtMax: '2026-03-14T23:59:59',
      mode: 'DATETIME',
      compare: true,
      compareWith: 'week',
    });
  });

  it('puts the count on the app icon, clears it at zero, and does nothing without the Badging API', async () => {
    const setAppBadge = vi.fn(() => Promise.resolve());
    const clearAppBadge = vi.fn(() => Promise.reject(new Error('not installed')));
    const nav = { setAppBadge, clearAppBadge } as unknown as Navigator;
    showAppBadge(3, nav);
    showAppBadge(0, nav);
    expect(setAppBadge).toHaveBeenCalledWith(3);
    expect(clearAppBadge).toHaveBeenCalledOnce();
    expect(() => showAppBadge(2, {} as Navigator)).not.toThrow();
  });
});

describe('the brief of a store whose business days start at 04:00', () => {
  it('asks Thursday and Friday at 01:30 on Saturday, and links a flag to its business day', () => {
    // 01:30 on Saturday 14 March 2026 in Seoul: Friday's business day is still under way.
    const now = new Date('2026-03-13T16:30:00Z');
    expect(dayInZone('Asia/Seoul', now)).toBe('2026-03-14');
    expect(dayInZone('Asia/Seoul', now, 0, 240)).toBe('2026-03-13');
    expect(dayInZone('Asia/Seoul', now, 1, 240)).toBe('2026-03-12');
    const query = briefQuery({ userId: 7, storeId: 2, timeZone: 'Asia/Seoul', dayStart: 240 }, now);
    expect(query.queryKey.at(-1)).toEqual({
      createdAtMin: '2026-03-12',
      createdAtMax: '2026-03-13',
      timeZone: 'Asia/Seoul',
    });
    expect(flagSearch(refund, refundFlag('2026-03-13', '01:30'), 240)).toMatchObject({
      createdAtMin: '2026-03-13T04:00:00',
      createdAtMax: '2026-03-14T03:59:59',
    });
  });
});
