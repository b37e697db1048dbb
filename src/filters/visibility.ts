import type { Source } from '../contract/constants';

export type FilterControl =
  | 'stores'
  | 'source'
  | 'outlets'
  | 'registers'
  | 'productTypes'
  | 'states'
  | 'statuses'
  | 'salesmen'
  | 'categories'
  | 'productCategory';

const GLOBAL_ROUTES = new Set(['global', 'global-stores']);
const REVENUE_ROUTES = new Set([
  'totalRevenue',
  'total-revenue',
  'net-revenue',
  'revenueByCustomer',
  'revenueByOutlet',
  'revenueByCategory',
  'seller',
  'cashier',
  'register',
  'payment',
  'salesReport',
  'sell_report',
]);
const PRODUCT_TYPE_ROUTES = new Set(['productSold', 'revenueByProduct']);
const STATE_ROUTES = new Set([
  'dashboard',
  'orderStatus',
  'timeInStatus',
  'revenueByProduct',
  'tippings',
  ...REVENUE_ROUTES,
]);
const STATUS_ROUTES = new Set(['paymentStatus', 'tippings']);

export function isGlobalRoute(routeName: string): boolean {
  return GLOBAL_ROUTES.has(routeName);
}

/**
 * Which filter controls a report shows (spec §2 filter bar): stores only on global routes, where the
 * source selector and the current store's outlets make no sense; outlets and registers hidden for
 * online orders, which have none; the rest per route.
 */
export function visibleFilters(routeName: string, source: Source | undefined): ReadonlySet<FilterControl> {
  const shown = new Set<FilterControl>();
  if (isGlobalRoute(routeName)) {
    shown.add('stores');
    return shown;
  }
  shown.add('source');
  if (source !== 'online') {
    shown.add('outlets');
    shown.add('registers');
  }
  if (PRODUCT_TYPE_ROUTES.has(routeName)) {
    shown.add('productTypes');
    shown.add('productCategory');
  }
  if (STATE_ROUTES.has(routeName)) shown.add('states');
  if (STATUS_ROUTES.has(routeName)) shown.add('statuses');
  if (routeName === 'tippings') shown.add('salesmen');
  if (routeName === 'revenueByCategory') shown.add('categories');
  return shown;
}
