import type { Source } from '../contract/constants';
import { choosesOnline, HIDDEN_ONLINE } from '../filters/onlineOrders';
import type { FilterControl, ReportDefinition } from './definition';

/**
 * The filter controls a report shows: those of its definition, without outlets and registers for online
 * orders (which have neither). Only these filters reach the report's request.
 */
export function visibleFilters(
  report: ReportDefinition | undefined,
  source: Source | undefined,
): ReadonlySet<FilterControl> {
  const shown = new Set(report?.filters ?? []);
  if (choosesOnline({ source })) for (const control of HIDDEN_ONLINE.controls) shown.delete(control);
  return shown;
}
