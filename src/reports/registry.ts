import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Platform } from '../contract/auth';

export type ReportGroup = 'revenue' | 'orders' | 'products' | 'global' | 'tax';

/** Route metadata (spec §2): the route name, the section word of the page title, and its menu group. */
export interface PageMeta {
  routeName: string;
  title: MessageDescriptor;
  /** Shorter label in the report menu, when the title is long. */
  menuLabel?: MessageDescriptor;
  group: ReportGroup | null;
  /** Shown in menus only on these platforms (spec §6: order status only on msi). */
  platforms?: readonly Platform[];
}

export const REPORT_PAGES = {
  '/dashboard': { routeName: 'dashboard', title: msg`Dashboard`, group: null },
  '/total-revenue': { routeName: 'totalRevenue', title: msg`Total revenue`, group: 'revenue' },
  '/net-revenue': { routeName: 'net-revenue', title: msg`Net revenue`, group: 'revenue' },
  '/revenue-by-customer': {
    routeName: 'revenueByCustomer',
    title: msg`New vs returning customers`,
    group: 'revenue',
  },
  '/revenue-by-outlet': { routeName: 'revenueByOutlet', title: msg`Revenue by outlet`, group: 'revenue' },
  '/register': { routeName: 'register', title: msg`Revenue by register`, group: 'revenue' },
  '/seller': { routeName: 'seller', title: msg`Revenue by seller`, group: 'revenue' },
  '/cashier': { routeName: 'cashier', title: msg`Revenue by cashier`, group: 'revenue' },
  '/revenue-by-category': {
    routeName: 'revenueByCategory',
    title: msg`Revenue by category`,
    group: 'revenue',
  },
  '/payment': { routeName: 'payment', title: msg`Payment methods`, group: 'revenue' },
  '/sales-report': { routeName: 'salesReport', title: msg`Sale report`, group: 'revenue' },
  '/number-of-orders': { routeName: 'number-of-orders', title: msg`Number of orders`, group: 'orders' },
  '/average-order-value': {
    routeName: 'average-order-value',
    title: msg`Average order value`,
    group: 'orders',
  },
  '/average-item-per-order': {
    routeName: 'average-item-per-order',
    title: msg`Average items per order`,
    group: 'orders',
  },
  '/sales-order': { routeName: 'salesOrder', title: msg`Sales orders`, group: 'orders' },
  '/refund': { routeName: 'refund', title: msg`Refunds`, group: 'orders' },
  '/discount': { routeName: 'discount', title: msg`Discounts`, group: 'orders' },
  '/fulfillment': { routeName: 'fulfillment', title: msg`Fulfillment`, group: 'orders' },
  '/payment-status': { routeName: 'paymentStatus', title: msg`Payment status`, group: 'orders' },
  '/order-status': {
    routeName: 'orderStatus',
    title: msg`Order status`,
    group: 'orders',
    platforms: ['msi'],
  },
  '/average-duration': { routeName: 'averageDuration', title: msg`Average duration`, group: 'orders' },
  '/time-in-status': { routeName: 'timeInStatus', title: msg`Time in status`, group: 'orders' },
  '/tippings': { routeName: 'tippings', title: msg`Tippings`, group: 'orders' },
  '/product-sold': { routeName: 'productSold', title: msg`Quantity sold`, group: 'products' },
  '/revenue-by-product': { routeName: 'revenueByProduct', title: msg`Revenue by product`, group: 'products' },
  '/product-sold-by-category': {
    routeName: 'productSoldByCategory',
    title: msg`Product sold by category`,
    group: 'products',
  },
  '/product': { routeName: 'product', title: msg`Products`, group: 'products' },
  '/tax': { routeName: 'tax', title: msg`Tax`, group: 'tax' },
  '/global': {
    routeName: 'global',
    title: msg`Global report by outlets`,
    menuLabel: msg`Outlets`,
    group: 'global',
  },
  '/global-stores': {
    routeName: 'global-stores',
    title: msg`Global report by countries`,
    menuLabel: msg`Countries`,
    group: 'global',
  },
  '/outlet': { routeName: 'outlet', title: msg`Outlet`, group: null },
} as const satisfies Record<string, PageMeta>;

export type ReportPath = keyof typeof REPORT_PAGES;

export const GROUP_TITLES: Record<ReportGroup, MessageDescriptor> = {
  revenue: msg`Revenue`,
  orders: msg`Orders`,
  products: msg`Products`,
  global: msg`Global options`,
  tax: msg`Tax`,
};

/** The reports of one group that the current platform may see, in menu order. */
export function reportsInGroup(group: ReportGroup, platform: Platform | null): Array<[ReportPath, PageMeta]> {
  return (Object.entries(REPORT_PAGES) as Array<[ReportPath, PageMeta]>).filter(
    ([, page]) =>
      page.group === group && (!page.platforms || (platform !== null && page.platforms.includes(platform))),
  );
}

export const GLOBAL_PATHS: readonly string[] = ['/global', '/global-stores'];

/** Sidebar and mobile menu (spec §2 'Navigation'). */
export const NAV_ITEMS: ReadonlyArray<{
  to: ReportPath;
  label: MessageDescriptor;
  group: ReportGroup | null;
}> = [
  { to: '/dashboard', label: msg`Dashboard`, group: null },
  { to: '/total-revenue', label: msg`Revenue`, group: 'revenue' },
  { to: '/number-of-orders', label: msg`Orders`, group: 'orders' },
  { to: '/product-sold', label: msg`Product Sold`, group: 'products' },
  { to: '/tax', label: msg`Tax`, group: 'tax' },
  { to: '/global', label: msg`Global`, group: 'global' },
];
