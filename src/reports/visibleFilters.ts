import type { Source } from '../contract/constants';
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
  if (source === 'online') {
    shown.delete('outlets');
    shown.delete('registers');
  }
  return shown;
}
