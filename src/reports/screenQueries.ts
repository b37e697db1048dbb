import { reportQuery } from '../api/reportQueries';
import type { FilterSearch } from '../filters/filterSearch';
import { zoneNow } from '../filters/reportZone';
import type { ReportDefinition } from './definition';
import { type ReportScope, reportRequest } from './reportRequest';

/**
 * The queries a report screen reads, built once for the route loader and the screen alike: the
 * table's page, the chart's own request when it reads more than that page, and the pie's own request.
 */
export function reportScreenQueries(
  report: ReportDefinition,
  scope: ReportScope,
  search: FilterSearch,
  now = zoneNow(scope.timeZone),
) {
  const ownQuery = (purpose: 'chart' | 'pie') => {
    const request = reportRequest(report, scope, search, purpose, now);
    return request ? reportQuery(scope, request) : null;
  };
  return {
    table: reportQuery(scope, reportRequest(report, scope, search, 'table', now)),
    chart: ownQuery('chart'),
    pie: ownQuery('pie'),
  };
}
