import type { QueryClient, QueryKey } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ReportResponse } from '../api/reportQueries';
import type { FilterSearch } from '../filters/filterSearch';
import { savedOrDefaultStates } from '../filters/savedStates';
import type { ApiReport, ReportDefinition } from '../reports/definition';
import { reportRequestParams } from '../reports/requestParams';
import { currentStoreZone } from '../session/storeZone';
import type { CachedAnswer } from './job';

/**
 * The request of an export: the report's own endpoint with the filters the screen sends, marked as an
 * export (`isExport=true` allows pages beyond the screen's limit), without the page, the limit and the
 * previous-period comparison (the export writes the range's rows only).
 */
export function exportRequest(
  report: ReportDefinition,
  storeId: number,
  linked: FilterSearch,
  {
    timeZone,
    api = report.api,
    now = dayjs(),
  }: {
    /** The zone the screen counts days in (the store's); undefined: the current store's. */
    timeZone?: string | null | undefined;
    api?: ApiReport;
    now?: dayjs.Dayjs;
  } = {},
): { path: string; params: Record<string, string> } {
  // The screen asks for the states chosen last on this device when the link names none.
  const search =
    report.statesSavedOnDevice && !linked.states ? { ...linked, states: savedOrDefaultStates() } : linked;
  const zone = timeZone === undefined ? currentStoreZone() : timeZone;
  const {
    page: _page,
    limit: _limit,
    compare: _compare,
    ...params
  } = reportRequestParams(report, api, search, { page: 1, limit: 1 }, now, zone) as Record<string, string>;
  return {
    path: `/${api.service}/stores/${storeId}/${api.name}`,
    params: { ...params, isExport: 'true' },
  };
}

/** The key of another page of the same request: the key's last part is the params sent. */
function keyOfPage(pageKey: QueryKey, page: number): QueryKey {
  const params = pageKey.at(-1) as Record<string, unknown>;
  return [...pageKey.slice(0, -1), { ...params, page: String(page) }];
}

/**
 * Every page of a screen's report from the device's query cache, the screen's page size: the page the
 * key names tells how many there are. Null when one page is missing.
 */
export function cachedPages(queryClient: QueryClient, pageKey: QueryKey): CachedAnswer[] | null {
  const first = queryClient.getQueryData<ReportResponse>(keyOfPage(pageKey, 1));
  if (!first) return null;
  const pages: CachedAnswer[] = [first];
  for (let page = 2; page <= first.maxPage; page++) {
    const answer = queryClient.getQueryData<ReportResponse>(keyOfPage(pageKey, page));
    if (!answer) return null;
    pages.push(answer);
  }
  return pages;
}
