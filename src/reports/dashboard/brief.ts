import dayjs from 'dayjs';
import { reportQuery } from '../../api/reportQueries';
import { type BriefItem, briefItemSchema } from '../../contract/brief';
import { ENDPOINTS, endpointPath } from '../../contract/endpoints';
import { businessDays } from '../../filters/businessDay';
import { type FilterSearch, formatLocal } from '../../filters/filterSearch';
import { offsetMinutesIn } from '../../filters/reportZone';
import { signedInDayStart } from '../../session/storeDay';
import type { ReportDefinition } from '../definition';
import { type ReportScope, reportTimeZone } from '../reportRequest';
import { DASHBOARD_CARDS } from './cards';

/**
 * The local day (`YYYY-MM-DD`) in a zone, `daysBack` days before the one holding `now`: a business day
 * when the store's days start `dayStart` minutes after midnight (`src/filters/businessDay.ts`).
 */
export function dayInZone(zone: string, now: Date, daysBack = 0, dayStart = 0): string {
  return dayjs
    .utc(now)
    .add(offsetMinutesIn(zone, now) - dayStart, 'minute')
    .subtract(daysBack, 'day')
    .format('YYYY-MM-DD');
}

/**
 * The brief of yesterday and today so far, in the store's business days (the scope's, else the
 * signed-in store's): the server reads the bare dates as business days.
 */
export function briefQuery(scope: ReportScope, now = new Date()) {
  const timeZone = reportTimeZone(scope.timeZone);
  const dayStart = scope.dayStart ?? signedInDayStart(scope.storeId);
  const endpoint = ENDPOINTS.brief;
  return reportQuery(scope, {
    endpoint,
    item: briefItemSchema,
    path: endpointPath(endpoint, scope.storeId),
    params: {
      createdAtMin: dayInZone(timeZone, now, 1, dayStart),
      createdAtMax: dayInZone(timeZone, now, 0, dayStart),
      timeZone,
    },
  });
}

/** The report that details a figure of the brief: its dashboard card's. */
export function reportOfFigure(figure: BriefItem['figure']): ReportDefinition | undefined {
  return DASHBOARD_CARDS.find((card) => card.figure === figure)?.report;
}

/**
 * The view that shows a flagged figure: its day hour by hour (where the report groups by hour) beside
 * the same day a week before, over the whole store. The day is a business day of the store (from
 * `dayStart`, by default the signed-in store's: 04:00 to 03:59:59 the next day).
 */
export function flagSearch(
  report: ReportDefinition,
  item: BriefItem,
  dayStart = signedInDayStart(),
): FilterSearch {
  const { min, max } = businessDays(dayjs(item.day), dayStart);
  return {
    createdAtMin: formatLocal(min),
    createdAtMax: formatLocal(max),
    mode: report.modes?.includes('DATETIME') ? 'DATETIME' : undefined,
    compare: true,
    compareWith: 'week',
  };
}

/** The brief's items as shown: the flagged ones, yesterday's first. */
export function flaggedItems(items: readonly BriefItem[]): BriefItem[] {
  return items.filter((item) => item.flag !== null);
}
