import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { LIMIT_MAX } from '../contract/constants';
import { REPORT_LIST } from './registry';
import { reportScreenQueries } from './screenQueries';

const scope = { userId: 1, storeId: 1, timeZone: 'Asia/Seoul' };
const now = dayjs('2026-11-23T12:00:00Z');

/** The request parameters a query of the screen sends (the last part of its key). */
function paramsOf(query: { queryKey: readonly unknown[] } | null) {
  return query?.queryKey.at(-1) as Record<string, string> | undefined;
}

describe('what a report screen reads', () => {
  const screens = REPORT_LIST.filter((report) => report.screen === 'report' && report.chart);

  it.each(
    screens
      .filter((report) => report.endpoint.endpoint.periods)
      .map((report) => [report.id, report] as const),
  )('%s: the chart of periods reads the whole range, while the table reads its page', (_, report) => {
    const queries = reportScreenQueries(report, scope, { page: 3 }, now);
    expect(paramsOf(queries.table)).toMatchObject({ page: '3', limit: String(report.pageSize) });
    const chart = paramsOf(queries.chart);
    expect(chart).toMatchObject({ page: '1', limit: String(report.chart?.limit ?? LIMIT_MAX) });
    // The same report and filters as the table: only the page differs.
    const { page: _tablePage, limit: _tableLimit, ...tableFilters } = paramsOf(queries.table) ?? {};
    const { page: _chartPage, limit: _chartLimit, ...chartFilters } = chart ?? {};
    if (!report.chart?.source) expect(chartFilters).toEqual(tableFilters);
  });

  it.each(['productSoldByCategory', 'revenueByCategory'] as const)(
    '%s: the chart reads every category of the range, not the table page',
    (id) => {
      const report = REPORT_LIST.find((candidate) => candidate.id === id);
      if (!report) throw new Error(`no report ${id}`);
      const queries = reportScreenQueries(report, scope, { page: 2 }, now);
      expect(paramsOf(queries.table)).toMatchObject({ page: '2', limit: String(report.pageSize) });
      expect(paramsOf(queries.chart)).toMatchObject({ page: '1', limit: String(LIMIT_MAX) });
      // Its own query, keyed by the user and the store as every report read.
      expect(queries.chart?.queryKey.slice(0, 5)).toEqual(['pos', 'user', 1, 'store', 1]);
      expect(queries.chart?.queryKey).not.toEqual(queries.table.queryKey);
    },
  );

  it('a chart of items (categories, products) without a report of its own draws the table page', () => {
    const own = screens.filter((report) => !report.endpoint.endpoint.periods && !report.chart?.source);
    expect(own.map((report) => report.id).length).toBeGreaterThan(0);
    for (const report of own) expect(reportScreenQueries(report, scope, {}, now).chart).toBeNull();
  });
});
