import { reportQuery } from '../../api/reportQueries';
import { ENDPOINTS, endpointPath } from '../../contract/endpoints';
import { type MonthPaceItem, monthPaceItemSchema } from '../../contract/monthPace';
import { percentChange } from '../../contract/percentChange';
import { type ReportScope, reportTimeZone } from '../reportRequest';

/** The current business month's pace and projection (the server picks the month at its now). */
export function monthPaceQuery(scope: ReportScope) {
  const endpoint = ENDPOINTS.monthPace;
  return reportQuery(scope, {
    endpoint,
    item: monthPaceItemSchema,
    path: endpointPath(endpoint, scope.storeId),
    params: { timeZone: reportTimeZone(scope.timeZone) },
  });
}

/** The answer's one item, if any. */
export function paceOf(answer: { items: readonly unknown[] } | undefined): MonthPaceItem | undefined {
  return answer?.items[0] as MonthPaceItem | undefined;
}

/** The share of the target the month has reached so far, and where the pace expects it by now (0–1, capped). */
export function paceShares(item: MonthPaceItem): { reached: number; expected: number } | null {
  const target = item.target?.revenue;
  if (!target || target <= 0) return null;
  const share = (value: number) => Math.min(1, Math.max(0, value / target));
  return { reached: share(item.soFar.revenue), expected: share(item.expected?.revenue ?? 0) };
}

/** What the projection is measured against: the target when there is one, else last year's same month. */
export function projectionAgainst(
  item: MonthPaceItem,
): { against: 'target' | 'lastYear'; amount: number; change: number | null } | null {
  if (item.target) {
    return {
      against: 'target',
      amount: item.target.revenue,
      change: percentChange(item.projection.revenue, item.target.revenue),
    };
  }
  if (item.lastYear) {
    return {
      against: 'lastYear',
      amount: item.lastYear.revenue,
      change: percentChange(item.projection.revenue, item.lastYear.revenue),
    };
  }
  return null;
}
