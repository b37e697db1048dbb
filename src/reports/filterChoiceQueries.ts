import {
  customStatusesQuery,
  outletsQuery,
  salespeopleQuery,
  settingsStoresQuery,
} from '../api/settingsQueries';
import type { Source } from '../contract/constants';
import type { ReportDefinition } from './definition';
import { visibleFilters } from './visibleFilters';

/**
 * The lists the filter bar offers choices from, each enabled when its filter is shown: the filter bar
 * reads them, and the report's loader asks for the enabled ones ahead of the screen.
 */
export function filterChoiceQueries(
  report: ReportDefinition,
  source: Source | undefined,
  userId: number,
  storeId: number,
) {
  const shown = visibleFilters(report, source);
  return {
    outlets: { ...outletsQuery(userId, storeId), enabled: shown.has('outlets') },
    customStatuses: { ...customStatusesQuery(userId, storeId), enabled: shown.has('states') },
    salespeople: { ...salespeopleQuery(userId, storeId), enabled: shown.has('salesmen') },
    stores: { ...settingsStoresQuery(userId), enabled: shown.has('stores') },
  };
}
