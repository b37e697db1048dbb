import { describe, expect, it } from 'vitest';
import { filtersInForce } from './filtersInForce';

const NAMES = {
  stores: 'Stores',
  outlets: 'Outlets',
  registers: 'Registers',
  productTypes: 'Product types',
  states: 'Order status',
  statuses: 'Payment status',
  salesmen: 'Sales person',
  categories: 'Categories',
  online: 'Online',
  inStore: 'In store',
};

describe('the filters a folded bar names', () => {
  it('names the source and the count of each choice that narrows the report, among those it shows', () => {
    const shown = new Set(['source', 'outlets', 'registers', 'states']);
    expect(filtersInForce({ source: 'online', outletIds: [1, 2], salesmen: [3] }, shown, NAMES)).toEqual([
      'Online',
      'Outlets: 2',
    ]);
    expect(filtersInForce({ source: 'in_store', registerIds: [] }, shown, NAMES)).toEqual([
      'In store',
      'Registers: 0',
    ]);
  });

  it('names nothing when only the defaults are in force', () => {
    expect(filtersInForce({ source: 'all' }, new Set(['source', 'outlets']), NAMES)).toEqual([]);
  });
});
