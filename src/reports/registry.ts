import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Platform } from '../contract/auth';
import type { FileRoutesByTo } from '../routeTree.gen';
import type { ReportDefinition, ReportGroup } from './definition';
import { dashboard } from './definitions/dashboard';
import { globalByCountries, globalByOutlets } from './definitions/global';
import {
  averageDuration,
  averageItemPerOrder,
  averageOrderValue,
  discount,
  fulfillment,
  numberOfOrders,
  orderStatus,
  paymentStatus,
  refund,
  salesOrder,
  timeInStatus,
  tippings,
} from './definitions/orders';
import { product, productSold, productSoldByCategory, revenueByProduct } from './definitions/products';
import {
  cashier,
  netRevenue,
  payment,
  register,
  revenueByCategory,
  revenueByCustomer,
  revenueByOutlet,
  saleReport,
  seller,
  totalRevenue,
} from './definitions/revenue';
import { tax } from './definitions/tax';

/**
 * Every report, in menu order: the one place that says what a report is. Navigation, report menus,
 * filter visibility, request params and route loaders are derived from these definitions.
 */
export const REPORTS = {
  dashboard,
  totalRevenue,
  netRevenue,
  revenueByCustomer,
  revenueByOutlet,
  register,
  seller,
  cashier,
  revenueByCategory,
  payment,
  salesReport: saleReport,
  numberOfOrders,
  averageOrderValue,
  averageItemPerOrder,
  salesOrder,
  refund,
  discount,
  fulfillment,
  paymentStatus,
  orderStatus,
  averageDuration,
  timeInStatus,
  tippings,
  productSold,
  revenueByProduct,
  productSoldByCategory,
  product,
  tax,
  global: globalByOutlets,
  globalStores: globalByCountries,
} as const satisfies Record<string, ReportDefinition>;

export type ReportId = keyof typeof REPORTS;

export const REPORT_LIST: readonly ReportDefinition[] = Object.values(REPORTS);

export function reportById(id: ReportId): ReportDefinition {
  return REPORTS[id];
}

export function reportByPath(path: string): ReportDefinition | undefined {
  return REPORT_LIST.find((report) => report.path === path);
}

export const GROUP_TITLES: Record<ReportGroup, MessageDescriptor> = {
  revenue: msg`Revenue`,
  orders: msg`Orders`,
  products: msg`Products`,
  global: msg`Global options`,
  tax: msg`Tax`,
};

export function availableOn(report: ReportDefinition, platform: Platform | null): boolean {
  return !report.platforms || (platform !== null && report.platforms.includes(platform));
}

/** The reports of one group that the current platform may see, in menu order. */
export function reportsInGroup(group: ReportGroup, platform: Platform | null): ReportDefinition[] {
  return REPORT_LIST.filter((report) => report.group === group && availableOn(report, platform));
}

export function isGlobalReport(report: ReportDefinition): boolean {
  return report.group === 'global';
}

/** The sidebar and mobile menu: the dashboard, then the first report of each group, under the group's name. */
export const NAV_ITEMS: ReadonlyArray<{ report: ReportDefinition; label: MessageDescriptor }> = [
  { report: dashboard, label: msg`Dashboard` },
  { report: totalRevenue, label: msg`Revenue` },
  { report: numberOfOrders, label: msg`Orders` },
  { report: productSold, label: msg`Product Sold` },
  { report: tax, label: msg`Tax` },
  { report: globalByOutlets, label: msg({ message: 'Global', context: 'reports across all stores' }) },
];

/** A report's path as the router knows it (the registry test checks that every report path is a route). */
export function routeOf(report: ReportDefinition): keyof FileRoutesByTo {
  return report.path as keyof FileRoutesByTo;
}
