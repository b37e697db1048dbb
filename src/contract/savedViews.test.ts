import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readSavedViewItems, type SavedView, savedViewInputSchema, savedViewSchema } from './savedViews';

const view = (overrides: Partial<SavedView> = {}): SavedView => ({
  id: '0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  storeId: 2,
  name: 'Paris by day',
  path: '/total-revenue',
  search: { mode: 'DATE', outletIds: [3, 4] },
  range: { kind: 'fixed' },
  isDefault: false,
  updatedAt: 1,
  ...overrides,
});

describe('saved views in the contract', () => {
  it('bounds the store id like ids in paths and wants finite numbers in the search', () => {
    const input = (changes: Record<string, unknown>) =>
      v.safeParse(savedViewInputSchema, { ...view(), ...changes });
    for (const storeId of [0, -1, 1.5, 2147483648, 1e300, Number.POSITIVE_INFINITY, '2'])
      expect(input({ storeId }).success, String(storeId)).toBe(false);
    expect(input({ storeId: 2147483647 }).success).toBe(true);
    for (const value of [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN, null])
      expect(input({ search: { a: value } }).success, String(value)).toBe(false);
    expect(input({ search: { a: [1, Number.POSITIVE_INFINITY] } }).success).toBe(false);
    expect(input({ search: { a: 1e300, b: [-2.5] } }).success).toBe(true);
  });

  it('reads a list item by item: a malformed one is left out alone, and named', () => {
    const good = view();
    const other = view({ id: '2b7e1516-28ae-4d2a-9f15-8d3c4b5a6e7f', name: 'Brooklyn' });
    const { views, unreadable } = readSavedViewItems([
      good,
      { ...view({ id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Weekly' }), search: { a: null } },
      { ...view({ id: 'c0ffee00-0000-4000-8000-000000000002' }), name: '  ' },
      other,
      'not a view',
      { ...view(), storeId: 0, id: 'c0ffee00-0000-4000-8000-000000000003', name: 'x'.repeat(200) },
    ]);
    expect(views).toEqual([good, other].map((item) => v.parse(savedViewSchema, item)));
    expect(unreadable).toEqual([
      { label: 'Weekly', id: 'c0ffee00-0000-4000-8000-000000000001' },
      { label: 'c0ffee00-0000-4000-8000-000000000002', id: 'c0ffee00-0000-4000-8000-000000000002' },
      { label: '#5' },
      { label: 'x'.repeat(80), id: 'c0ffee00-0000-4000-8000-000000000003' },
    ]);
  });
});
