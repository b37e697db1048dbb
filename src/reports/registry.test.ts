import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '../../tests/signedInPages';
import { GROUP_TITLES, NAV_ITEMS, REPORT_LIST, REPORTS, reportByPath, reportsInGroup } from './registry';

const routesDir = path.resolve(__dirname, '../routes');
/** Besides the reports, the signed-in shell holds three pages: saved views, daily e-mails and store settings. */
const PAGES = SIGNED_IN_PAGES.map((page) => `_app.${page}.tsx`);
/** Every signed-in report route the product has (a report screen or the dashboard each), by its file. */
const REPORT_ROUTES = readdirSync(routesDir)
  .filter((name) => /^_app\..+\.tsx$/.test(name) && !PAGES.includes(name))
  .map((name) => `/${name.slice('_app.'.length, -'.tsx'.length)}`);

/** What a report's route file holds, all of it: its path, and its report's id handed to `reportRoute`. */
function reportRouteSource(report: { path: string; id: string }): string {
  return [
    "import { createFileRoute } from '@tanstack/react-router';",
    "import { reportRoute } from '../screens/reportRoute';",
    `export const Route = createFileRoute('/_app${report.path}')(reportRoute('${report.id}'));`,
  ].join('');
}

/** Source without its layout: the formatter's line breaks, indents and trailing commas. */
const unformatted = (source: string) => source.replace(/\s+/g, '').replace(/,\)/g, ')');

describe('report registry', () => {
  it('has a definition for every report route, and no other', () => {
    for (const route of REPORT_ROUTES) expect(reportByPath(route), route).toBeDefined();
    expect(REPORT_LIST.map((report) => report.path).sort()).toEqual([...REPORT_ROUTES].sort());
  });

  it('keys each definition by its own id, with unique ids and paths', () => {
    for (const [id, report] of Object.entries(REPORTS)) expect(report.id).toBe(id);
    expect(new Set(REPORT_LIST.map((report) => report.path)).size).toBe(REPORT_LIST.length);
  });

  it('gives every report path a route file that only hands its id to the report route', () => {
    for (const report of REPORT_LIST) {
      const file = path.join(routesDir, `_app.${report.path.slice(1)}.tsx`);
      const source = readFileSync(file, 'utf8');
      expect(unformatted(source), file).toBe(unformatted(reportRouteSource(report)));
    }
    for (const page of PAGES) expect(readdirSync(routesDir)).toContain(page);
    expect(REPORT_ROUTES).toHaveLength(REPORT_LIST.length);
  });

  it('lists the sales by hour in the orders and the revenue menus', () => {
    for (const group of ['orders', 'revenue'] as const)
      expect(reportsInGroup(group, 'shopify').map((report) => report.id)).toContain('salesByHour');
  });

  it('lists the order status report in its menu only on msi stores', () => {
    const orders = (platform: Parameters<typeof reportsInGroup>[1]) =>
      reportsInGroup('orders', platform).map((report) => report.id);
    expect(orders('msi')).toContain('orderStatus');
    expect(orders('shopify')).not.toContain('orderStatus');
    expect(orders(null)).not.toContain('orderStatus');
    expect(orders('shopify')).toContain('paymentStatus');
  });

  it('derives the menus: every group has reports and a title, the navigation opens each group', () => {
    for (const group of Object.keys(GROUP_TITLES) as (keyof typeof GROUP_TITLES)[]) {
      expect(reportsInGroup(group, 'msi').length, group).toBeGreaterThan(0);
      expect(
        NAV_ITEMS.some((item) => item.report.group === group),
        group,
      ).toBe(true);
    }
    expect(reportsInGroup('global', 'shopify').map((report) => report.path)).toEqual([
      '/global',
      '/global-stores',
    ]);
  });

  it('describes each report completely: columns, sortable columns the API sorts, an export name', () => {
    for (const report of REPORT_LIST) {
      expect(report.columns.length, report.id).toBeGreaterThan(0);
      expect(report.exportName, report.id).toMatch(/^[a-z-]+$/);
      expect(new Set(report.columns.map((column) => column.key)).size, report.id).toBe(report.columns.length);
      for (const column of report.columns) {
        if (column.sortField)
          expect(report.sort?.fields, `${report.id}.${column.key}`).toContain(column.sortField);
      }
      if (report.sort) expect(report.sort.fields).toContain(report.sort.default.field);
      if (report.modes)
        expect(report.endpoint.endpoint.periods || report.chart?.source?.endpoint.periods, report.id).toBe(
          true,
        );
    }
  });

  it('hides the currency selector on the global reports, which convert every store to one currency', () => {
    for (const report of reportsInGroup('global', 'shopify')) {
      expect(report.currencySelector).toBe(false);
      expect(report.filters).toEqual(['stores']);
    }
  });
});
