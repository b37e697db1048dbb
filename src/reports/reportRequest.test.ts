import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FilterSearch } from '../filters/filterSearch';
import { REPORTS } from './registry';
import { reportRequest } from './reportRequest';
import { reportScreenQueries } from './screenQueries';
import { visibleFilters } from './visibleFilters';

const now = dayjs('2026-11-22T10:15:00');

const scope = { userId: 1, storeId: 2, timeZone: null };

function tableParams(id: keyof typeof REPORTS, search: FilterSearch) {
  return reportRequest(REPORTS[id], scope, search, 'table', now).params as Record<string, string>;
}

describe('report request params', () => {
  it('sends the default range, mode, time zone and page size when the link has no filters', () => {
    expect(tableParams('totalRevenue', {})).toEqual({
      createdAtMin: '2026-11-18T00:00:00',
      createdAtMax: '2026-11-22T23:59:59',
      timeZone: '+00:00',
      mode: 'DATE',
      page: '1',
      limit: '20',
      type: 'all',
    });
    expect(tableParams('seller', {}).limit).toBe('100');
  });

  it('sends a grouping the report offers, the fixed one of a report that has one, else by day', () => {
    expect(tableParams('totalRevenue', { mode: 'WEEK' }).mode).toBe('WEEK');
    expect(tableParams('totalRevenue', { mode: 'WEEKHOURS' }).mode).toBe('DATE');
    expect(tableParams('salesByHour', { mode: 'MONTH' }).mode).toBe('WEEKHOURS');
  });

  it("counts days in the store's own zone when it is known, else in the browser's offset", () => {
    const report = REPORTS.totalRevenue;
    const params = (timeZone: string | null) =>
      reportRequest(report, { ...scope, timeZone }, {}, 'table', now).params as Record<string, string>;
    expect(params('Europe/Paris').timeZone).toBe('Europe/Paris');
    expect(params(null).timeZone).toBe('+00:00');
    const keyed = reportScreenQueries(report, { userId: 1, storeId: 2, timeZone: 'Asia/Seoul' }, {}, now);
    expect(keyed.table.queryKey.at(-1)).toMatchObject({ timeZone: 'Asia/Seoul' });
  });

  it('sends no outlet filter for all, -1 for none, the ids otherwise', () => {
    expect(tableParams('seller', { outletIds: [101, 102] }).outletIds).toBe('101,102');
    expect(tableParams('seller', { outletIds: [], registerIds: [] })).toMatchObject({
      outletIds: '-1',
      registerIds: '-1',
    });
    expect(tableParams('seller', {})).not.toHaveProperty('outletIds');
  });

  it('clears outlets and registers and shows all orders when online', () => {
    const params = tableParams('seller', { source: 'online', outletIds: [101], registerIds: [] });
    expect(params).toMatchObject({ source: 'online', showAllOrders: 'true' });
    expect(params).not.toHaveProperty('outletIds');
    expect(params).not.toHaveProperty('registerIds');
    expect(tableParams('seller', { source: 'all' })).not.toHaveProperty('source');
  });

  it('never narrows the global report by the outlets, source or states chosen on a store report', () => {
    const kept: FilterSearch = {
      outletIds: [101],
      registerIds: [1011],
      source: 'in_store',
      states: ['completed'],
    };
    const params = tableParams('global', { ...kept, stores: [1, 2] });
    for (const name of ['outletIds', 'registerIds', 'source', 'states', 'showAllOrders'])
      expect(params).not.toHaveProperty(name);
    expect(params).toMatchObject({ storeIds: '1,2', groupBy: 'outlet' });
    expect(tableParams('globalStores', kept)).toMatchObject({ groupBy: 'country' });
  });

  it('never narrows revenue reports by the salespeople or payment statuses chosen on tippings', () => {
    const fromTippings: FilterSearch = { salesmen: [7, 8], statuses: ['paid'] };
    expect(tableParams('tippings', fromTippings)).toMatchObject({ salesmen: '7,8', statuses: 'paid' });
    for (const id of ['totalRevenue', 'seller', 'revenueByOutlet', 'salesReport'] as const) {
      expect(tableParams(id, fromTippings), id).not.toHaveProperty('salesmen');
      expect(tableParams(id, fromTippings), id).not.toHaveProperty('statuses');
    }
  });

  it('sends the order status shown on revenue by product, and no state where it is not shown', () => {
    const search: FilterSearch = { states: ['completed', 'delivered'], statuses: ['paid'] };
    expect(tableParams('revenueByProduct', search).states).toBe('completed,delivered');
    expect(tableParams('productSold', search)).not.toHaveProperty('states');
    expect(tableParams('productSold', search)).not.toHaveProperty('statuses');
    expect(tableParams('paymentStatus', search)).toMatchObject({ statuses: 'paid' });
    expect(tableParams('paymentStatus', search)).not.toHaveProperty('states');
  });

  it('sends categories only where the category filters are shown', () => {
    const search: FilterSearch = {
      categoryIds: [4],
      productCategoryId: 'uncategorized',
      productTypes: ['simple'],
    };
    expect(tableParams('revenueByCategory', search)).toMatchObject({ categoryIds: '4' });
    expect(tableParams('revenueByCategory', search)).not.toHaveProperty('productCategoryId');
    expect(tableParams('productSold', search)).toMatchObject({
      productCategoryId: 'uncategorized',
      productTypes: 'simple',
    });
    expect(tableParams('productSold', search)).not.toHaveProperty('categoryIds');
    expect(tableParams('totalRevenue', search)).not.toHaveProperty('productTypes');
  });

  it('sends a sort only where the report sorts by it, and options only where the report has them', () => {
    expect(tableParams('productSold', { sort: 'totalQtySold' })).toMatchObject({
      sortBy: 'totalQtySold',
      sortDirection: 'desc',
    });
    expect(tableParams('revenueByProduct', { sort: 'totalQtySold', direction: 'asc' })).not.toHaveProperty(
      'sortBy',
    );
    expect(tableParams('totalRevenue', { paidOnly: true }).revenueType).toBe('paid');
    expect(tableParams('netRevenue', { paidOnly: true })).not.toHaveProperty('revenueType');
    expect(tableParams('productSold', { withoutVariant: true }).withoutVariant).toBe('true');
  });

  it('asks for the previous period only where the report answers it', () => {
    expect(tableParams('totalRevenue', { compare: true }).compare).toBe('previous');
    expect(tableParams('productSold', { compare: true })).not.toHaveProperty('compare');
  });

  it('names the compared period only with a comparison, and a custom one only by a day before the range', () => {
    const compared = (search: FilterSearch) => {
      const { compare, compareWith, compareFrom } = tableParams('totalRevenue', search);
      return { compare, compareWith, compareFrom };
    };
    expect(compared({ compare: true, compareWith: 'week' })).toEqual({
      compare: 'previous',
      compareWith: 'week',
      compareFrom: undefined,
    });
    expect(compared({ compareWith: 'year' })).toEqual({});
    expect(compared({ compare: true, compareWith: 'custom', compareFrom: '2026-10-01' })).toMatchObject({
      compareWith: undefined,
      compareFrom: '2026-10-01',
    });
    // The default range starts on 2026-11-18: a custom period starting there or later, or without a
    // day, is the previous period.
    for (const compareFrom of ['2026-11-18', '2026-11-20', undefined])
      expect(compared({ compare: true, compareWith: 'custom', compareFrom })).toEqual({
        compare: 'previous',
        compareWith: undefined,
        compareFrom: undefined,
      });
    expect(tableParams('productSold', { compare: true, compareWith: 'week' })).not.toHaveProperty(
      'compareWith',
    );
    const dashboard = reportScreenQueries(REPORTS.dashboard, scope, { compareWith: 'week' }, now);
    expect(dashboard.table.queryKey.at(-1)).toMatchObject({ compare: 'previous', compareWith: 'week' });
  });

  it('asks the order list for tip and charge only when their columns show', () => {
    expect(tableParams('salesOrder', {})).not.toHaveProperty('fieldsIncluded');
    expect(
      tableParams('salesOrder', { columns: ['orderNumber', 'totalTip', 'totalCharge'] }).fieldsIncluded,
    ).toBe('tip,charge');
  });

  it('asks time in status for the states chosen last on this device when the link names none', () => {
    localStorage.setItem('statesFilter', JSON.stringify(['new', 'completed']));
    const saved = reportScreenQueries(REPORTS.timeInStatus, scope, {}, now);
    expect(saved.table.queryKey.at(-1)).toMatchObject({ states: 'new,completed' });
    const linked = reportScreenQueries(REPORTS.timeInStatus, scope, { states: ['canceled'] }, now);
    expect(linked.table.queryKey.at(-1)).toMatchObject({ states: 'canceled' });
    localStorage.removeItem('statesFilter');
  });

  it('sends the tipping range as order creation bounds', () => {
    expect(tableParams('tippings', {})).toMatchObject({ orderCreatedAtMin: '2026-11-18T00:00:00' });
    expect(tableParams('tippings', {})).not.toHaveProperty('createdAtMin');
  });

  it('reads a chart from its own report over the first items of the range', () => {
    const chart = reportRequest(REPORTS.productSold, scope, { page: 3 }, 'chart', now);
    expect(chart?.params).toMatchObject({ page: '1', limit: '50' });
    const queries = reportScreenQueries(REPORTS.salesReport, scope, { page: 3 }, now);
    expect(queries.table.queryKey).toContain('v0/total-revenues');
    expect(queries.chart?.queryKey).toContain('v0/sale-summary');
    expect(queries.chart?.queryKey.at(-1)).toMatchObject({ page: '1', limit: '1000' });
  });

  it('keys every query by user and store, so no other user or store shares it', () => {
    const a = reportScreenQueries(REPORTS.totalRevenue, scope, {}, now).table.queryKey;
    const b = reportScreenQueries(REPORTS.totalRevenue, { ...scope, userId: 3 }, {}, now).table.queryKey;
    const c = reportScreenQueries(REPORTS.totalRevenue, { ...scope, storeId: 4 }, {}, now).table.queryKey;
    expect(a.slice(0, 5)).toEqual(['pos', 'user', 1, 'store', 2]);
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('asks the dashboard for every period with the compared period, and payments by year', () => {
    const queries = reportScreenQueries(REPORTS.dashboard, scope, { compare: true }, now);
    expect(queries.table.queryKey.at(-1)).toMatchObject({ compare: 'previous', limit: '1000' });
    expect(queries.pie?.queryKey).toContain('v0/payment-methods');
    expect(queries.pie?.queryKey.at(-1)).toMatchObject({ mode: 'YEAR' });
  });
});

describe('filters shown per report', () => {
  const shown = (id: keyof typeof REPORTS, source?: 'all' | 'online' | 'in_store') =>
    [...visibleFilters(REPORTS[id], source)].sort();

  it('shows only the store picker on global reports', () => {
    expect(shown('global')).toEqual(['stores']);
    expect(shown('globalStores', 'online')).toEqual(['stores']);
  });

  it('hides outlets and registers for online orders', () => {
    expect(shown('seller', 'in_store')).toEqual(['outlets', 'registers', 'source', 'states']);
    expect(shown('seller', 'online')).toEqual(['source', 'states']);
  });

  it('shows product types and the category dropdown on product sold and revenue by product only', () => {
    for (const id of ['productSold', 'revenueByProduct'] as const) {
      expect(shown(id)).toContain('productTypes');
      expect(shown(id)).toContain('productCategory');
    }
    expect(shown('tax')).not.toContain('productTypes');
    expect(shown('revenueByCategory')).not.toContain('productCategory');
  });

  it('shows order status on the dashboard, revenue reports, order status, time in status and revenue by product', () => {
    for (const id of [
      'dashboard',
      'totalRevenue',
      'revenueByOutlet',
      'orderStatus',
      'timeInStatus',
      'revenueByProduct',
    ] as const) {
      expect(shown(id), id).toContain('states');
    }
    expect(shown('productSold')).not.toContain('states');
    expect(shown('paymentStatus')).not.toContain('states');
  });

  it('shows payment status on payment status, sales people on tippings, categories on revenue by category', () => {
    expect(shown('paymentStatus')).toContain('statuses');
    expect(shown('tippings')).toEqual(['outlets', 'registers', 'salesmen', 'source', 'states', 'statuses']);
    expect(shown('revenueByCategory')).toContain('categories');
    expect(shown('dashboard')).not.toContain('categories');
  });
});

describe('requests of a store whose business days start at 04:00', () => {
  // 01:30 on Saturday 14 November 2026 on the store's clock: Friday's business day.
  const night = dayjs('2026-11-14T01:30:00');
  const business = { ...scope, timeZone: 'Europe/Paris', dayStart: 240 };

  it('sends the default range as business days on the clock, and keys the queries by it', () => {
    const params = reportRequest(REPORTS.totalRevenue, business, {}, 'table', night).params;
    expect(params).toMatchObject({
      createdAtMin: '2026-11-09T04:00:00',
      createdAtMax: '2026-11-14T03:59:59',
      timeZone: 'Europe/Paris',
    });
    const midnight = reportScreenQueries(REPORTS.totalRevenue, { ...business, dayStart: 0 }, {}, night);
    const keyed = reportScreenQueries(REPORTS.totalRevenue, business, {}, night);
    expect(keyed.table.queryKey.slice(0, 5)).toEqual(['pos', 'user', 1, 'store', 2]);
    expect(keyed.table.queryKey).not.toEqual(midnight.table.queryKey);
  });

  it('compares with a chosen period only when it starts before the business day the range starts in', () => {
    const search: FilterSearch = {
      createdAtMin: '2026-11-14T02:00:00',
      createdAtMax: '2026-11-14T03:00:00',
      compare: true,
      compareWith: 'custom',
      compareFrom: '2026-11-13',
    };
    const request = reportRequest(REPORTS.totalRevenue, business, search, 'chart', night);
    expect(request?.params).not.toHaveProperty('compareFrom');
    const earlier = { ...search, compareFrom: '2026-11-12' };
    expect(reportRequest(REPORTS.totalRevenue, business, earlier, 'chart', night)?.params).toMatchObject({
      compareFrom: '2026-11-12',
    });
  });
});
