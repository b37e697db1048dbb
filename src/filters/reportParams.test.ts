import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { reportQueryParams } from './reportParams';

const now = dayjs('2026-11-22T10:15:00');

describe('report query params', () => {
  it('sends the default range, mode and time zone when the link has no filters', () => {
    expect(reportQueryParams('totalRevenue', {}, now)).toEqual({
      createdAtMin: '2026-11-18T00:00:00',
      createdAtMax: '2026-11-22T23:59:59',
      timeZone: '+00:00',
      mode: 'DATE',
      page: '1',
    });
  });

  it('sends no outlet filter for all, -1 for none, the ids otherwise', () => {
    expect(reportQueryParams('seller', { outletIds: [101, 102] }, now).outletIds).toBe('101,102');
    expect(reportQueryParams('seller', { outletIds: [], registerIds: [] }, now)).toMatchObject({
      outletIds: '-1',
      registerIds: '-1',
    });
    expect(reportQueryParams('seller', {}, now)).not.toHaveProperty('outletIds');
  });

  it('clears outlets and registers and shows all orders when online', () => {
    const params = reportQueryParams('seller', { source: 'online', outletIds: [101], registerIds: [] }, now);
    expect(params).toMatchObject({ source: 'online', showAllOrders: 'true' });
    expect(params).not.toHaveProperty('outletIds');
    expect(params).not.toHaveProperty('registerIds');
    expect(reportQueryParams('seller', { source: 'all' }, now)).not.toHaveProperty('source');
  });

  it('drops order and payment status filters where the spec clears them', () => {
    const search = { states: ['completed'], statuses: ['paid' as const] };
    expect(reportQueryParams('productSold', search, now)).not.toHaveProperty('states');
    expect(reportQueryParams('productSold', search, now)).not.toHaveProperty('statuses');
    expect(reportQueryParams('paymentStatus', search, now)).toMatchObject({ statuses: 'paid' });
    expect(reportQueryParams('paymentStatus', search, now)).not.toHaveProperty('states');
    expect(reportQueryParams('orderStatus', search, now)).toMatchObject({
      states: 'completed',
      statuses: 'paid',
    });
  });

  it('sends uncategorized, paid-only and the custom range as given', () => {
    const params = reportQueryParams(
      'productSold',
      {
        productCategoryId: 'uncategorized',
        paidOnly: true,
        createdAtMin: '2026-10-01T08:00:00',
        createdAtMax: '2026-10-02T17:30:00',
      },
      now,
    );
    expect(params).toMatchObject({
      productCategoryId: 'uncategorized',
      revenueType: 'paid',
      createdAtMin: '2026-10-01T08:00:00',
      createdAtMax: '2026-10-02T17:30:00',
    });
  });

  it('sends sorting, without-variant and the global stores', () => {
    expect(
      reportQueryParams(
        'revenueByProduct',
        { sort: 'grossProfit', withoutVariant: true, stores: [1, 3] },
        now,
      ),
    ).toMatchObject({
      sortBy: 'grossProfit',
      sortDirection: 'desc',
      withoutVariant: 'true',
      storeIds: '1,3',
    });
    expect(reportQueryParams('revenueByProduct', { sort: 'cost', direction: 'asc' }, now).sortDirection).toBe(
      'asc',
    );
  });
});
