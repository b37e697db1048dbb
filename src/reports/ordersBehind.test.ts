import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ReportDefinition } from './definition';
import { ordersBehindParams, ordersBehindSearch, periodBounds } from './ordersBehind';
import { REPORTS } from './registry';
import { reportRequest } from './reportRequest';

const now = dayjs('2026-11-22T10:15:00');
const bounds = (key: string, mode: Parameters<typeof periodBounds>[1]) => {
  const period = periodBounds(key, mode);
  return period && [period.min.format('YYYY-MM-DDTHH:mm:ss'), period.max.format('YYYY-MM-DDTHH:mm:ss')];
};

describe('the orders behind a figure', () => {
  it('reads each grouping’s period key as its local bounds, the last second included', () => {
    expect(bounds('2026-11-18', 'DATE')).toEqual(['2026-11-18T00:00:00', '2026-11-18T23:59:59']);
    expect(bounds('2026-11-16', 'WEEK')).toEqual(['2026-11-16T00:00:00', '2026-11-22T23:59:59']);
    expect(bounds('2026-02', 'MONTH')).toEqual(['2026-02-01T00:00:00', '2026-02-28T23:59:59']);
    expect(bounds('2026', 'YEAR')).toEqual(['2026-01-01T00:00:00', '2026-12-31T23:59:59']);
    expect(bounds('2026-11-18 09:00', 'DATETIME')).toEqual(['2026-11-18T09:00:00', '2026-11-18T09:59:59']);
    expect(bounds('09:00', 'HOURS')).toBeNull();
    expect(bounds('2026-13-01', 'DATE')).toBeNull();
  });

  it("opens a period's orders within the report's range, with its filters and only the counted orders", () => {
    const search = {
      createdAtMin: '2026-11-18T00:00:00',
      createdAtMax: '2026-11-30T23:59:59',
      mode: 'WEEK' as const,
      outletIds: [3],
      page: 2,
      sort: 'totalPrice' as const,
      compare: true,
      compareWith: 'week' as const,
    };
    // The week of Monday 16 November starts before the range: the orders start with the range.
    expect(ordersBehindSearch(REPORTS.totalRevenue, { date: '2026-11-16' }, search, now)).toEqual({
      createdAtMin: '2026-11-18T00:00:00',
      createdAtMax: '2026-11-22T23:59:59',
      outletIds: [3],
      countedOnly: true,
    });
    expect(ordersBehindSearch(REPORTS.totalRevenue, { date: '09:00' }, { mode: 'HOURS' }, now)).toBeNull();
    // A line chart's slice of the week of Monday Oct 26 in a range from Sunday Nov 1: from Nov 1.
    const fromSunday = {
      createdAtMin: '2026-11-01T00:00:00',
      createdAtMax: '2026-11-30T23:59:59',
      mode: 'WEEK' as const,
    };
    expect(
      ordersBehindSearch(REPORTS.revenueByOutlet, { date: '2026-10-26' }, fromSunday, now, {
        wholePeriod: true,
      }),
    ).toMatchObject({ createdAtMin: '2026-11-01T00:00:00', createdAtMax: '2026-11-01T23:59:59' });
  });

  it("narrows to the row's outlet, register or seller, and opens nothing for a row without one", () => {
    const row = { date: '2026-11-20', outletId: 7, registerId: 70, salesmanId: 700 };
    const search = { createdAtMin: '2026-11-18T00:00:00', createdAtMax: '2026-11-22T23:59:59' };
    expect(ordersBehindSearch(REPORTS.revenueByOutlet, row, search, now)).toMatchObject({
      createdAtMin: '2026-11-20T00:00:00',
      createdAtMax: '2026-11-20T23:59:59',
      outletIds: [7],
    });
    expect(ordersBehindSearch(REPORTS.register, row, search, now)).toMatchObject({ registerIds: [70] });
    expect(ordersBehindSearch(REPORTS.seller, row, search, now)).toMatchObject({ salesmen: [700] });
    expect(ordersBehindSearch(REPORTS.seller, { ...row, salesmanId: null }, search, now)).toBeNull();
    expect(ordersBehindSearch(REPORTS.productSold, row, search, now)).toBeNull();
  });

  it("opens the whole range's orders from a dashboard card", () => {
    expect(ordersBehindSearch(REPORTS.dashboard, null, {}, now)).toEqual({
      createdAtMin: '2026-11-18T00:00:00',
      createdAtMax: '2026-11-22T23:59:59',
      countedOnly: true,
    });
  });

  it("narrows the order list to a row's cashier, payment method, product or category, named by the row", () => {
    const search = { createdAtMin: '2026-11-18T00:00:00', createdAtMax: '2026-11-22T23:59:59' };
    const cashierRow = { date: '2026-11-19', cashierId: 12, cashierName: 'Kim Lee' };
    expect(ordersBehindSearch(REPORTS.cashier, cashierRow, search, now)).toMatchObject({
      createdAtMin: '2026-11-19T00:00:00',
      createdAtMax: '2026-11-19T23:59:59',
      behind: { kind: 'cashier', id: 12, label: 'Kim Lee' },
      countedOnly: true,
    });
    expect(ordersBehindSearch(REPORTS.cashier, { ...cashierRow, cashierId: null }, search, now)).toBeNull();
    const paymentRow = { date: '2026-11-20', paymentCode: 'gift_card', paymentName: 'Gift Card' };
    expect(ordersBehindSearch(REPORTS.payment, paymentRow, search, now)?.behind).toEqual({
      kind: 'paymentMethod',
      id: 'gift_card',
      label: 'Gift Card',
    });
    // Rows without periods open the whole range.
    const productRow = { productId: 5, name: 'Latte' };
    expect(ordersBehindSearch(REPORTS.product, productRow, search, now)).toMatchObject({
      ...search,
      behind: { kind: 'product', id: 5, label: 'Latte' },
    });
    // A line chart's slice is the period across every cashier.
    expect(
      ordersBehindSearch(REPORTS.cashier, { date: '2026-11-19' }, search, now, { wholePeriod: true }),
    ).toEqual({
      createdAtMin: '2026-11-19T00:00:00',
      createdAtMax: '2026-11-19T23:59:59',
      countedOnly: true,
    });
    // An hour of the week is every such hour of the range, not one period.
    expect(ordersBehindSearch(REPORTS.salesByHour, { date: '1 09:00' }, search, now)).toMatchObject({
      ...search,
      behind: { kind: 'hourOfWeek', id: '1 09:00' },
    });
    expect(ordersBehindParams({ kind: 'hourOfWeek', id: '1 09:00', label: '' })).toEqual({
      hourOfWeek: '1 09:00',
    });
    const category = { categoryId: null, name: 'Uncategorized' };
    expect(ordersBehindSearch(REPORTS.revenueByCategory, category, search, now)).toBeNull();
  });

  it("sends the narrowing with the order list's request only", () => {
    const behind = { kind: 'cashier' as const, id: 12, label: 'Kim Lee' };
    const scope = { userId: 1, storeId: 1, timeZone: 'Asia/Seoul' };
    const params = (report: ReportDefinition) =>
      reportRequest(report, scope, { behind }, 'table', now).params as Record<string, string>;
    expect(params(REPORTS.salesOrder).cashierIds).toBe('12');
    expect(params(REPORTS.totalRevenue).cashierIds).toBeUndefined();
    expect(ordersBehindParams({ kind: 'paymentMethod', id: 'cash', label: 'Cash' })).toEqual({
      paymentCodes: 'cash',
    });
    expect(ordersBehindParams({ kind: 'category', id: 4, label: 'Drinks' })).toEqual({ categoryIds: '4' });
    expect(ordersBehindParams({ kind: 'product', id: 9, label: 'Mug' })).toEqual({ productIds: '9' });
    expect(ordersBehindParams(undefined)).toEqual({});
  });
});

describe('the orders behind a figure of a store whose business days start at 04:00', () => {
  // 01:30 on Saturday 14 November 2026 on the store's clock: Friday's business day.
  const night = dayjs('2026-11-14T01:30:00');
  const search = {
    createdAtMin: '2026-11-09T04:00:00',
    createdAtMax: '2026-11-14T03:59:59',
    mode: 'DATE' as const,
  };

  it('reads days, weeks, months and years as business ones, hours on the clock', () => {
    const period = (key: string, mode: Parameters<typeof periodBounds>[1]) => {
      const bounds = periodBounds(key, mode, 240);
      return bounds && [bounds.min.format('YYYY-MM-DDTHH:mm:ss'), bounds.max.format('YYYY-MM-DDTHH:mm:ss')];
    };
    expect(period('2026-11-13', 'DATE')).toEqual(['2026-11-13T04:00:00', '2026-11-14T03:59:59']);
    expect(period('2026-11-09', 'WEEK')).toEqual(['2026-11-09T04:00:00', '2026-11-16T03:59:59']);
    expect(period('2026-11', 'MONTH')).toEqual(['2026-11-01T04:00:00', '2026-12-01T03:59:59']);
    expect(period('2026-11-14 01:00', 'DATETIME')).toEqual(['2026-11-14T01:00:00', '2026-11-14T01:59:59']);
  });

  it('links a DATE row to the orders of Friday 04:00 to Saturday 03:59:59', () => {
    expect(
      ordersBehindSearch(REPORTS.totalRevenue, { date: '2026-11-13' }, search, night, { dayStart: 240 }),
    ).toMatchObject({ createdAtMin: '2026-11-13T04:00:00', createdAtMax: '2026-11-14T03:59:59' });
    // Without dates, the whole default range of business days.
    expect(ordersBehindSearch(REPORTS.dashboard, null, {}, night, { dayStart: 240 })).toMatchObject({
      createdAtMin: '2026-11-09T04:00:00',
      createdAtMax: '2026-11-14T03:59:59',
    });
  });
});
