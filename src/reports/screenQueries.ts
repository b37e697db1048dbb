import dayjs from 'dayjs';
import { type ReportScope, reportQuery } from '../api/reportQueries';
import { LIMIT_MAX } from '../contract/constants';
import { paymentMethodItemSchema, paymentMethodTotalSchema } from '../contract/reports';
import type { FilterSearch } from '../filters/filterSearch';
import { savedOrDefaultStates } from '../filters/savedStates';
import { currentStoreZone } from '../session/storeZone';
import type { ApiReport, ReportDefinition } from './definition';
import { saleSummaryApi } from './definitions/saleSummary';
import { chartPage, reportRequestParams, tablePage } from './requestParams';

/** The dashboard's figures: every period of the range, and the change of the last day against the day before. */
export const dashboardSummaryApi: ApiReport = {
  ...saleSummaryApi,
  fixedParams: { ...saleSummaryApi.fixedParams, compare: 'day' },
};

/** The dashboard's payment chart: each method's amounts over the whole range, a row per year at most. */
export const dashboardPaymentsApi: ApiReport = {
  service: 'v0',
  name: 'payment-methods',
  fixedParams: { mode: 'YEAR' },
  item: paymentMethodItemSchema,
  total: paymentMethodTotalSchema,
  periods: false,
  comparable: false,
};

/**
 * What a report's chart reads: the report it names, or the report's own periods over the whole
 * range (a chart of one table page would end mid-range); none when the chart draws the table's page.
 */
export function chartSourceOf(report: ReportDefinition): ApiReport | undefined {
  if (!report.chart) return undefined;
  return report.chart.source ?? (report.api.periods ? report.api : undefined);
}

/**
 * The queries a report screen reads, built once for the route loader and the screen alike: the
 * table's page, and the chart's own request when it reads more than that page.
 */
export function reportScreenQueries(
  report: ReportDefinition,
  scope: ReportScope,
  linked: FilterSearch,
  now = dayjs(),
) {
  const search =
    report.statesSavedOnDevice && !linked.states ? { ...linked, states: savedOrDefaultStates() } : linked;
  // Callers that do not name the zone (an export, for instance) mean the current store's.
  if (scope.timeZone === undefined) scope = { ...scope, timeZone: currentStoreZone() };
  if (report.screen === 'dashboard') {
    const all = { page: 1, limit: LIMIT_MAX };
    return {
      table: reportQuery(
        scope,
        dashboardSummaryApi,
        reportRequestParams(report, dashboardSummaryApi, search, all, now, scope.timeZone),
      ),
      chart: reportQuery(
        scope,
        dashboardPaymentsApi,
        reportRequestParams(report, dashboardPaymentsApi, search, all, now, scope.timeZone),
      ),
    };
  }
  const source = chartSourceOf(report);
  return {
    table: reportQuery(
      scope,
      report.api,
      reportRequestParams(report, report.api, search, tablePage(report, search), now, scope.timeZone),
    ),
    chart: source
      ? reportQuery(
          scope,
          source,
          reportRequestParams(report, source, search, chartPage(report), now, scope.timeZone),
        )
      : null,
  };
}
