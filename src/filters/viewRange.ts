import type { Dayjs } from 'dayjs';
import type { SavedViewRange } from '../contract/savedViews';
import { businessNow, fromBusiness, toBusiness } from './businessDay';
import { type DateRange, toDate } from './dateRanges';
import {
  type FilterSearch,
  filterSearchSchema,
  formatLocal,
  parseFilterSearch,
  resolveRange,
} from './filterSearch';

type ToDateUnit = Extract<SavedViewRange, { kind: 'toDate' }>['unit'];
const UNIT_OF: Record<ToDateUnit, 'isoWeek' | 'month' | 'year'> = {
  week: 'isoWeek',
  month: 'month',
  year: 'year',
};

/**
 * The ways a range can be saved: as its dates, and, when it runs from the start of a day to the end of
 * today, as dates that move with today (the last N days; this week, month or year so far when it starts
 * where they do). Days are business days starting `dayStart` minutes after midnight (`businessDay.ts`).
 */
export function rangeChoices(clockRange: DateRange, clockNow: Dayjs, dayStart = 0): SavedViewRange[] {
  const choices: SavedViewRange[] = [{ kind: 'fixed' }];
  const range = toBusiness(clockRange, dayStart);
  const now = businessNow(clockNow, dayStart);
  const endsToday = range.max.isSame(now.endOf('day'), 'second');
  const startsADay = range.min.isSame(range.min.startOf('day'));
  if (!endsToday || !startsADay) return choices;
  for (const unit of ['week', 'month', 'year'] as const)
    if (range.min.isSame(now.startOf(UNIT_OF[unit]))) choices.push({ kind: 'toDate', unit });
  const days = now.startOf('day').diff(range.min, 'day') + 1;
  choices.push({ kind: 'lastDays', days });
  return choices;
}

/**
 * The dates a moving range covers today (business days of `dayStart`, as store-clock times); null for
 * saved dates (the view's search holds them).
 */
export function rangeOfView(range: SavedViewRange, clockNow: Dayjs, dayStart = 0): DateRange | null {
  const now = businessNow(clockNow, dayStart);
  switch (range.kind) {
    case 'fixed':
      return null;
    case 'lastDays':
      return fromBusiness(
        { min: now.startOf('day').subtract(range.days - 1, 'day'), max: now.endOf('day') },
        dayStart,
      );
    case 'toDate':
      return fromBusiness(toDate(UNIT_OF[range.unit], now), dayStart);
  }
}

/**
 * What a view keeps of a screen's search: everything but the page, and the dates only when they are
 * saved as such. Absent choices are left out.
 */
export function savedSearch(
  search: FilterSearch,
  range: SavedViewRange,
): Record<string, string | number | boolean | (string | number)[]> {
  const { page: _page, ...kept } = search;
  if (range.kind !== 'fixed') {
    kept.createdAtMin = undefined;
    kept.createdAtMax = undefined;
  }
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean | (string | number)[]
  >;
}

/** Every filter named and absent: a view's link replaces the filters of the screen it is opened from. */
const NO_FILTERS = Object.fromEntries(
  Object.keys(filterSearchSchema.entries).map((key) => [key, undefined]),
) as FilterSearch;

/**
 * The search a saved view opens with today: its filters as the app reads links (what it no longer knows
 * is dropped), and its dates, moved to today when they move (business days of `dayStart`).
 */
export function searchOfView(
  view: { search: unknown; range: SavedViewRange },
  now: Dayjs,
  dayStart = 0,
): FilterSearch {
  const search = parseFilterSearch(view.search);
  const moving = rangeOfView(view.range, now, dayStart);
  const { min, max } = moving ?? resolveRange(search, now, dayStart);
  return { ...NO_FILTERS, ...search, createdAtMin: formatLocal(min), createdAtMax: formatLocal(max) };
}
