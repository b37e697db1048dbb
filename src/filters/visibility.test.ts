import { describe, expect, it } from 'vitest';
import { visibleFilters } from './visibility';

function shown(routeName: string, source?: 'all' | 'online' | 'in_store') {
  return [...visibleFilters(routeName, source)].sort();
}

describe('filters shown per route', () => {
  it('shows only the store picker on global routes', () => {
    expect(shown('global')).toEqual(['stores']);
    expect(shown('global-stores', 'online')).toEqual(['stores']);
  });

  it('hides outlets and registers for online orders', () => {
    expect(shown('seller', 'in_store')).toEqual(['outlets', 'registers', 'source', 'states']);
    expect(shown('seller', 'online')).toEqual(['source', 'states']);
  });

  it('shows product types and the category dropdown on product sold and revenue by product only', () => {
    expect(shown('productSold')).toContain('productTypes');
    expect(shown('revenueByProduct')).toContain('productTypes');
    expect(shown('tax')).not.toContain('productTypes');
    expect(shown('productSold')).toContain('productCategory');
    expect(shown('revenueByProduct')).toContain('productCategory');
    expect(shown('revenueByCategory')).not.toContain('productCategory');
  });

  it('shows order status on the dashboard, revenue routes, order status, time in status and revenue by product', () => {
    for (const route of [
      'dashboard',
      'totalRevenue',
      'revenueByOutlet',
      'orderStatus',
      'timeInStatus',
      'revenueByProduct',
    ]) {
      expect(shown(route), route).toContain('states');
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
