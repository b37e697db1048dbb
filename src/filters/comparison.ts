import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { CompareWith } from '../contract/constants';
import type { ReportQueryWire } from '../contract/reportQuery';
import { businessDayOf } from './businessDay';

dayjs.extend(customParseFormat);

export const DAY_FORMAT = 'YYYY-MM-DD';

export function isDay(text: string): boolean {
  return dayjs(text, DAY_FORMAT, true).isValid();
}

/** What the range is compared with; `from` is the compared period's first day, for `custom` only. */
export interface Comparison {
  kind: CompareWith;
  from?: string;
}

/**
 * The comparison a link asks for. A custom one needs its first day, before the range's first day (the
 * business day, of days starting `dayStart` minutes after midnight, that the range's start falls in); a
 * link without one (or with a day the server would refuse) compares with the previous period.
 */
export function comparisonOf(
  search: { compareWith?: CompareWith | undefined; compareFrom?: string | undefined },
  rangeStart: Dayjs,
  dayStart = 0,
): Comparison {
  const kind = search.compareWith ?? 'previous';
  if (kind !== 'custom') return { kind };
  const from = search.compareFrom;
  const firstDay = businessDayOf(rangeStart, dayStart);
  if (!from || !isDay(from) || !dayjs(from, DAY_FORMAT, true).isBefore(firstDay)) return { kind: 'previous' };
  return { kind, from };
}

/** The request parameters of a comparison; none for the default, the previous period. */
export function comparisonParams(
  comparison: Comparison,
): Pick<ReportQueryWire, 'compareWith' | 'compareFrom'> {
  if (comparison.kind === 'previous') return {};
  if (comparison.kind === 'custom') return { compareFrom: comparison.from };
  return { compareWith: comparison.kind };
}
