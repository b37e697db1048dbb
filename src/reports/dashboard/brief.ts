import dayjs from 'dayjs';
import { reportQuery } from '../../api/reportQueries';
import { type BriefItem, briefItemSchema } from '../../contract/brief';
import { ENDPOINTS, endpointPath } from '../../contract/endpoints';
import type { FilterSearch } from '../../filters/filterSearch';
import { offsetMinutesIn } from '../../filters/reportZone';
import type { ReportDefinition } from '../definition';
import { type ReportScope, reportTimeZone } from '../reportRequest';
import { DASHBOARD_CARDS } from './cards';

/** The local day (`YYYY-MM-DD`) in a zone, `daysBack` days before the one holding `now`. */
export function dayInZone(zone: string, now: Date, daysBack = 0): string {
  return dayjs
    .utc(now)
    .add(offsetMinutesIn(zone, now), 'minute')
    .subtract(daysBack, 'day')
    .format('YYYY-MM-DD');
}

/** The brief of yesterday and today so far, in the store's days. */
export function briefQuery(scope: ReportScope, now = new Date()) {
  const timeZone = reportTimeZone(scope.timeZone);
  const endpoint = ENDPOINTS.brief;
  return reportQuery(scope, {
    endpoint,
    item: briefItemSchema,
    path: endpointPath(endpoint, scope.storeId),
    params: { createdAtMin: dayInZone(timeZone, now, 1), createdAtMax: dayInZone(timeZone, now), timeZone },
  });
}

/** The report that details a figure of the brief: its dashboard card's. */
export function reportOfFigure(figure: BriefItem['figure']): ReportDefinition | undefined {
  return DASHBOARD_CARDS.find((card) => card.figure === figure)?.report;
}

/**
 * The view that shows a flagged figure: its day hour by hour (where the report groups by hour) beside
 * the same day a week before, over the whole store.
 */
export function flagSearch(report: ReportDefinition, item: BriefItem): FilterSearch {
  return {
    createdAtMin: `${item.day}T00:00:00`,
    createdAtMax: `${item.day}T23:59:59`,
    mode: report.modes?.includes('DATETIME') ? 'DATETIME' : undefined,
    compare: true,
    compareWith: 'week',
  };
}

/** The brief's items as shown: the flagged ones, yesterday's first. */
export function flaggedItems(items: readonly BriefItem[]): BriefItem[] {
  return items.filter((item) => item.flag !== null);
}
