import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { hourOfWeekSeries } from './salesByHour';

describe('the hour-of-week heatmap', () => {
  it('has a row per weekday from Monday and a cell per hour, from the chosen figure', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const items = [
      { date: '1 09:00', totalRevenue: 120.5, orderCount: 3 },
      { date: '7 23:00', totalRevenue: 40, orderCount: 1 },
    ];
    const revenue = hourOfWeekSeries(items, i18n);
    expect(revenue.map((row) => row.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(revenue.every((row) => row.points.length === 24)).toBe(true);
    expect(revenue[0]?.points[9]).toEqual({ x: '09:00', y: 120.5 });
    expect(revenue[6]?.points[23]).toEqual({ x: '23:00', y: 40 });
    // An hour without orders has no revenue (0) and no average order value.
    expect(revenue[0]?.points[8]).toEqual({ x: '08:00', y: 0 });
    const average = hourOfWeekSeries(
      [...items, { date: '1 10:00', totalRevenue: 0, avgOrderValue: 0, orderCount: 0 }],
      i18n,
      'avgOrderValue',
    );
    expect(average[0]?.points[10]?.y).toBeNull();
    expect(average[0]?.gapNote).toBeDefined();
    expect(hourOfWeekSeries(items, i18n, 'orderCount')[0]?.points[9]?.y).toBe(3);
    const french = setupI18n({ locale: 'fr', messages: { fr: {} } });
    expect(hourOfWeekSeries(items, french)[0]?.label).toBe('lun.');
  });
});
