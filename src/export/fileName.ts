import type { ReportMode } from '../contract/constants';
import type { ReportDefinition } from '../reports/definition';

/** The grouping of reports that have no grouping choice: every row as the API lists it. */
export const UNGROUPED = 'ALL';

/**
 * The grouping a file is named after: the grouping chosen on screen (DATE, WEEK…) for reports that
 * offer one, else `ALL`.
 */
export function exportGrouping(
  report: Pick<ReportDefinition, 'modes'>,
  mode: ReportMode | undefined,
): string {
  return report.modes ? (mode ?? 'DATE') : UNGROUPED;
}

/** `CReport_{exportName}_by_{grouping}.{extension}`: `CReport_sales-order_by_ALL.xlsx`. */
export function exportFileName(
  report: Pick<ReportDefinition, 'modes' | 'exportName'>,
  mode: ReportMode | undefined,
  extension: 'xlsx' | 'pdf',
): string {
  return `CReport_${report.exportName}_by_${exportGrouping(report, mode)}.${extension}`;
}
