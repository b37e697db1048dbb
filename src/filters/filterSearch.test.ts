import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type FilterSearch, parseFilterSearch, RETAINED_FILTERS, resolveRange } from './filterSearch';

describe('filter search params', () => {
  it('round-trips every field through JSON search params unchanged', () => {
    const search: FilterSearch = {
      createdAtMin: '2026-11-01T00:00:00',
      createdAtMax: '2026-11-21T23:59:59',
      mode: 'WEEK',
      source: 'in_store',
      outletIds: [101, 102],
      registerIds: [],
      states: ['completed', 'in_transit'],
      statuses: ['paid', 'partially_refunded'],
      productTypes: ['simple', 'configurable'],
      salesmen: [3],
      categoryIds: [1011, 1012],
      filterBy: 'child',
      productCategoryId: 'uncategorized',
      page: 3,
      limit: 50,
      sort: 'grossProfit',
      direction: 'asc',
      currency: 'USD',
      columns: ['totalRevenue', 'totalTax'],
      paidOnly: true,
      withoutVariant: false,
      stores: [1, 2],
    };
    const throughUrl = JSON.parse(JSON.stringify(search));
    expect(parseFilterSearch(throughUrl)).toEqual(search);
  });

  it('treats absent fields as defaults', () => {
    const parsed = parseFilterSearch({});
    expect(Object.values(parsed).every((value) => value === undefined)).toBe(true);
  });

  it('drops malformed or stale values field by field without failing the rest', () => {
    const parsed = parseFilterSearch({
      createdAtMin: '2026-13-45T00:00:00',
      mode: 'FORTNIGHT',
      outletIds: ['a', 2],
      page: -4,
      limit: 33,
      sort: 'name; DROP',
      currency: 'dollars',
      productCategoryId: 'none',
      paidOnly: 'yes',
      states: ['completed'],
      unknownField: 1,
    });
    expect(parsed).toMatchObject({
      createdAtMin: undefined,
      mode: undefined,
      outletIds: undefined,
      page: undefined,
      limit: undefined,
      sort: undefined,
      currency: undefined,
      productCategoryId: undefined,
      paidOnly: undefined,
      states: ['completed'],
    });
    expect(parsed).not.toHaveProperty('unknownField');
    expect(parseFilterSearch('not an object')).toEqual(parseFilterSearch({}));
  });

  it('drops a range whose minimum is not before its maximum', () => {
    const parsed = parseFilterSearch({
      createdAtMin: '2026-11-10T00:00:00',
      createdAtMax: '2026-11-09T00:00:00',
    });
    expect(parsed.createdAtMin).toBeUndefined();
    expect(parsed.createdAtMax).toBeUndefined();
  });

  it('resolves the range from the link or, when absent, the last 5 days', () => {
    const now = dayjs('2026-11-22T10:00:00');
    const linked = resolveRange(
      { createdAtMin: '2026-11-01T00:00', createdAtMax: '2026-11-02T23:59:59' },
      now,
    );
    expect(linked.min.format()).toBe(dayjs('2026-11-01T00:00:00').format());
    expect(linked.max.valueOf()).toBe(dayjs('2026-11-02T23:59:59.999').valueOf());
    const fallback = resolveRange({}, now);
    expect(fallback.min.format('YYYY-MM-DD HH:mm')).toBe('2026-11-18 00:00');
  });

  it('retains every filter across routes but the view of one report: page, sort and columns', () => {
    for (const key of ['page', 'sort', 'direction', 'columns']) expect(RETAINED_FILTERS).not.toContain(key);
    for (const key of ['outletIds', 'createdAtMin', 'states', 'salesmen', 'compare', 'mode']) {
      expect(RETAINED_FILTERS).toContain(key);
    }
  });
});
