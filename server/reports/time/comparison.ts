import type { Dayjs } from 'dayjs';
import type { CompareWith } from '../../../src/contract/constants';
import { badParameter } from '../../errors';
import { fromLocal, parseBound, previousRange, type Range, toLocal } from './range';
import type { Zone } from './zone';

/** How far back a compared period lies: by the range's own length, or by whole local days. */
export type ComparisonShift = { by: 'length' } | { by: 'days'; days: number };

const DAYS_BACK: Record<Exclude<CompareWith, 'previous' | 'custom'>, number> = {
  week: 7,
  // 52 weeks: the same weekdays a year before.
  year: 364,
};

/**
 * The shift of `compareWith` (default `previous`); `compareFrom` implies `custom` and moves the
 * range's first local day to that day.
 */
export function comparisonShift(
  query: { compareWith?: CompareWith | undefined; compareFrom?: string | undefined },
  range: Range,
  zone: Zone,
): ComparisonShift {
  const { compareFrom } = query;
  if (compareFrom !== undefined && query.compareWith !== undefined && query.compareWith !== 'custom') {
    throw badParameter('compareFrom', `is read only with compareWith=custom (got '${query.compareWith}')`);
  }
  const kind = compareFrom !== undefined ? 'custom' : (query.compareWith ?? 'previous');
  if (kind === 'previous') return { by: 'length' };
  if (kind !== 'custom') return { by: 'days', days: DAYS_BACK[kind] };
  if (compareFrom === undefined) throw badParameter('compareFrom', 'is required with compareWith=custom');
  const from = parseBound(compareFrom, zone);
  if (!from.ok) throw badParameter('compareFrom', `${from.message} (got '${compareFrom}')`);
  const firstDay = toLocal(range.min, zone).startOf('day');
  const days = firstDay.diff(toLocal(from.value.instant, zone).startOf('day'), 'day');
  if (days === 0) throw badParameter('compareFrom', `is the range's own first day; pick another day`);
  return { by: 'days', days };
}

/** The compared period of a range: each bound moved back by the shift in local days (daylight saving kept). */
export function comparedRange(range: Range, shift: ComparisonShift, zone: Zone): Range {
  if (shift.by === 'length') return previousRange(range);
  const back = (instant: Range['min']) => fromLocal(toLocal(instant, zone).subtract(shift.days, 'day'), zone);
  return { min: back(range.min), max: back(range.max) };
}

/** A range that reaches less than this past now is not cut: it ends now anyway ("last 4 hours"). */
const CUT_AFTER_MS = 60_000;

/**
 * The compared period of a range as the figures compare it, like with like: while the range is under
 * way (now falls inside it), the compared period is cut at the same wall-clock time of its own last
 * day, moved back as its start is, and `until` names that time (`HH:mm`). Otherwise the whole
 * compared period, and `until` null.
 */
export function comparedSpan(
  range: Range,
  shift: ComparisonShift,
  zone: Zone,
  now: Dayjs,
): { range: Range; until: string | null } {
  const compared = comparedRange(range, shift, zone);
  if (!now.isAfter(range.min) || !range.max.isAfter(now.add(CUT_AFTER_MS, 'millisecond')))
    return { range: compared, until: null };
  const back = toLocal(range.min, zone).diff(toLocal(compared.min, zone));
  const cut = fromLocal(toLocal(now, zone).subtract(back, 'millisecond'), zone);
  return {
    range: { min: compared.min, max: cut.isBefore(compared.max) ? cut : compared.max },
    until: toLocal(now, zone.clock).format('HH:mm'),
  };
}

/** The day a single day is compared with: the day before for `previous`, else the same shift. */
export function dayShift(shift: ComparisonShift): ComparisonShift {
  return shift.by === 'length' ? { by: 'days', days: 1 } : shift;
}
