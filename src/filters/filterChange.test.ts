import { describe, expect, it } from 'vitest';
import { REPORTS } from '../reports/registry';
import { withFilterChange, withStoreChange } from './filterChange';

describe('filter changes', () => {
  it('returns to page 1 on a filter change but keeps the page when only the page changes', () => {
    expect(
      withFilterChange(REPORTS.seller.optionsResetByChanges, { page: 4, mode: 'DATE' }, { mode: 'WEEK' }),
    ).toEqual({
      page: undefined,
      mode: 'WEEK',
    });
    expect(
      withFilterChange(REPORTS.seller.optionsResetByChanges, { page: 4, mode: 'DATE' }, { page: 5 }),
    ).toEqual({
      page: 5,
      mode: 'DATE',
    });
  });

  it('clears outlets and registers when switching to online', () => {
    const next = withFilterChange(
      REPORTS.seller.optionsResetByChanges,
      { outletIds: [1], registerIds: [] },
      { source: 'online' },
    );
    expect(next.outletIds).toBeUndefined();
    expect(next.registerIds).toBeUndefined();
    expect(
      withFilterChange(REPORTS.seller.optionsResetByChanges, { outletIds: [1] }, { source: 'in_store' })
        .outletIds,
    ).toEqual([1]);
  });

  it('turns "without variant" off on product sold for any change but the page', () => {
    expect(
      withFilterChange(
        REPORTS.productSold.optionsResetByChanges,
        { withoutVariant: true },
        { states: ['new'] },
      ).withoutVariant,
    ).toBeUndefined();
    expect(
      withFilterChange(REPORTS.productSold.optionsResetByChanges, { withoutVariant: true }, { page: 2 })
        .withoutVariant,
    ).toBe(true);
    expect(
      withFilterChange(REPORTS.productSold.optionsResetByChanges, {}, { withoutVariant: true })
        .withoutVariant,
    ).toBe(true);
    expect(
      withFilterChange(REPORTS.tax.optionsResetByChanges, { withoutVariant: true }, { states: ['new'] })
        .withoutVariant,
    ).toBe(true);
  });

  it('resets the page and the store-specific selections on a store change', () => {
    expect(
      withStoreChange({
        page: 3,
        outletIds: [1],
        registerIds: [2],
        salesmen: [3],
        mode: 'MONTH',
        createdAtMin: '2026-01-01T00:00:00',
      }),
    ).toEqual({
      page: undefined,
      outletIds: undefined,
      registerIds: undefined,
      categoryIds: undefined,
      productCategoryId: undefined,
      salesmen: undefined,
      mode: 'MONTH',
      createdAtMin: '2026-01-01T00:00:00',
    });
  });
});
