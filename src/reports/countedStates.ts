import type { FilterSearch } from '../filters/filterSearch';
import type { ReportDefinition } from './definition';

/** The order state the revenue figures leave out unless a request names it (the server's `'counted'`). */
export const NOT_COUNTED_STATE = 'canceled';

/**
 * Whether a report, when its link names no states, leaves canceled orders out of what it counts, as its
 * endpoint does on the server: the revenue figures do, order lists only with `countedOnly` (the orders
 * behind a figure). Time in status reads its states as the columns to show, not as the orders counted.
 */
export function statesLeaveCanceledOut(
  report: ReportDefinition,
  search: Pick<FilterSearch, 'countedOnly'>,
): boolean {
  if (report.statesSavedOnDevice) return false;
  if ((report.statesByDefault ?? 'counted') === 'counted') return true;
  return Boolean(report.options?.includes('countedOnly') && search.countedOnly);
}

/**
 * The states a report counts when its link names none, among the states offered: every one but
 * canceled where the report leaves canceled orders out, else every one. Choosing exactly these sends no
 * filter; any other choice, every state included, is sent by name (the server then counts canceled
 * orders only when named).
 */
export function statesByDefault(
  report: ReportDefinition,
  search: Pick<FilterSearch, 'countedOnly'>,
  offered: readonly string[],
): string[] {
  return statesLeaveCanceledOut(report, search)
    ? offered.filter((state) => state !== NOT_COUNTED_STATE)
    : [...offered];
}
