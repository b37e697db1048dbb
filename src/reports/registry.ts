import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Platform } from '../contract/auth';
import type { FileRoutesByTo } from '../routeTree.gen';
import type { ReportDefinition, ReportGroup } from './definition';
import { dashboard } from './definitions/dashboard';
import { GLOBAL_REPORTS } from './definitions/global';
import { ORDER_REPORTS } from './definitions/orders';
import { PRODUCT_REPORTS } from './definitions/products';
import { REVENUE_REPORTS } from './definitions/revenue';
import { TAX_REPORTS } from './definitions/tax';

/** The reports of the menus' modules, in menu order. */
const LISTED = {
  dashboard,
  ...REVENUE_REPORTS,
  ...ORDER_REPORTS,
  ...PRODUCT_REPORTS,
  ...TAX_REPORTS,
  ...GLOBAL_REPORTS,
} as const satisfies Record<string, ReportDefinition>;

/**
 * Reports of a file of their own, `definitions/<id>.report.ts`, whose default export is the report: a
 * new view of an endpoint is that file and its route's, nothing to add here. They come after the
 * listed ones, by file name: last in their group's menu.
 */
const OWN_FILE_REPORTS = Object.values(
  import.meta.glob<ReportDefinition>('./definitions/*.report.ts', { eager: true, import: 'default' }),
);

/**
 * Every report, in menu order, by id: the one place that says what a report is. Navigation, report
 * menus, filter visibility, request params and route loaders are derived from these definitions. Its
 * type names the listed ones; those of their own file are reached by id (`reportById`).
 */
export const REPORTS: typeof LISTED = {
  ...LISTED,
  ...Object.fromEntries(OWN_FILE_REPORTS.map((report) => [report.id, report])),
};

/** A report's id: its route hands it to `reportRoute` (the registry test checks each route's). */
export type ReportId = string;

export const REPORT_LIST: readonly ReportDefinition[] = Object.values(REPORTS);

const BY_ID = new Map(REPORT_LIST.map((report) => [report.id, report]));

export function reportById(id: ReportId): ReportDefinition {
  const report = BY_ID.get(id);
  if (!report) throw new Error(`No report has the id ${id}`);
  return report;
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

/** The reports of one group (or listed in it too) that the current platform may see, in menu order. */
export function reportsInGroup(group: ReportGroup, platform: Platform | null): ReportDefinition[] {
  return REPORT_LIST.filter(
    (report) =>
      (report.group === group || report.alsoInGroups?.includes(group)) && availableOn(report, platform),
  );
}

export function isGlobalReport(report: ReportDefinition): boolean {
  return report.group === 'global';
}

/** The sidebar and mobile menu: the dashboard, then the first report of each group, under the group's name. */
export const NAV_ITEMS: ReadonlyArray<{ report: ReportDefinition; label: MessageDescriptor }> = [
  { report: REPORTS.dashboard, label: msg`Dashboard` },
  { report: REPORTS.totalRevenue, label: msg`Revenue` },
  { report: REPORTS.numberOfOrders, label: msg`Orders` },
  { report: REPORTS.productSold, label: msg`Product Sold` },
  { report: REPORTS.tax, label: msg`Tax` },
  { report: REPORTS.global, label: msg({ message: 'Global', context: 'reports across all stores' }) },
];

/** A report's path as the router knows it (the registry test checks that every report path is a route). */
export function routeOf(report: ReportDefinition): keyof FileRoutesByTo {
  return report.path as keyof FileRoutesByTo;
}
