import type { AnyRouter } from '@tanstack/react-router';
import type { ReportDefinition } from './definition';
import { reportById } from './registry';
import { latestReportId, useCurrentPage } from './useCurrentPage';

/** The report of the location the router is on or going to (see `latestReportId`). */
export function latestReport(router: AnyRouter): ReportDefinition | undefined {
  const id = latestReportId(router);
  return id === undefined ? undefined : reportById(id);
}

/** The report of the current route, if it shows one. */
export function useCurrentReport(): ReportDefinition | undefined {
  const id = useCurrentPage()?.reportId;
  return id === undefined ? undefined : reportById(id);
}
