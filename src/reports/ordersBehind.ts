import dayjs, { type Dayjs, type ManipulateType } from 'dayjs';
import type { ReportMode } from '../contract/constants';
import { shiftWall } from '../filters/businessDay';
import { type FilterSearch, formatLocal, RETAINED_FILTERS, resolveRange } from '../filters/filterSearch';
import { type ReportDefinition, type Row, reportMode } from './definition';

/** How the API writes a period key of each grouping, and how long the period is. */
const PERIODS: Partial<
  Record<ReportMode, { format: string; shape: RegExp; length: [number, ManipulateType] }>
> = {
  DATE: { format: 'YYYY-MM-DD', shape: /^\d{4}-\d{2}-\d{2}$/, length: [1, 'day'] },
  WEEK: { format: 'YYYY-MM-DD', shape: /^\d{4}-\d{2}-\d{2}$/, length: [7, 'day'] },
  MONTH: { format: 'YYYY-MM', shape: /^\d{4}-\d{2}$/, length: [1, 'month'] },
  YEAR: { format: 'YYYY', shape: /^\d{4}$/, length: [1, 'year'] },
  DATETIME: { format: 'YYYY-MM-DD HH:mm', shape: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, length: [1, 'hour'] },
};

/**
 * The local wall-clock bounds of a period key (`2026-11-18`, `2026-11`, `2026-11-18 09:00`), the last
 * second included; null for an hour of the day (`HOURS`: every day at once, no single range). Days,
 * weeks, months and years are business ones, starting `dayStart` minutes after midnight
 * (`src/filters/businessDay.ts`); hours are the clock's.
 */
export function periodBounds(key: string, mode: ReportMode, dayStart = 0): { min: Dayjs; max: Dayjs } | null {
  const period = PERIODS[mode];
  if (!period?.shape.test(key)) return null;
  // Read as local time by dayjs's own ISO reading (a strict format parse costs each row of a table
  // far more); a key that does not write back the same (a 13th month) is not a period.
  const start = dayjs(key);
  if (!start.isValid() || start.format(period.format) !== key) return null;
  const end = start.add(...period.length).subtract(1, 'second');
  const shift = mode === 'DATETIME' ? 0 : dayStart;
  return { min: shiftWall(start, shift), max: shiftWall(end, shift) };
}

/**
 * The sales orders' link to the orders behind a row of a report (or, without a row, behind its whole
 * range): the row's period within the range, its dimension, the report's other filters, and only the
 * orders the figures count. Null where no order list gives that row (an hour of the day, no id).
 */
export function ordersBehindSearch(
  report: ReportDefinition,
  row: Row | null,
  search: FilterSearch,
  /** Now on the store's wall clock (`zoneNow`): a link without dates is the store's default range. */
  now: Dayjs,
  /**
   * `wholePeriod`: the row is a period of a chart, across its dimensions (a line chart's slice);
   * `dayStart`: minutes after midnight the store's business days start (its periods and default range).
   */
  options: { wholePeriod?: boolean; dayStart?: number } = {},
): FilterSearch | null {
  const behind = report.ordersBehind;
  if (!behind) return null;
  const dayStart = options.dayStart ?? 0;
  let { min, max } = resolveRange(search, now, dayStart);
  let dimension: Partial<FilterSearch> = {};
  // An hour of the week is its row's period and its dimension at once: every such hour of the range.
  const periodIsDimension =
    behind.dimension && 'behind' in behind.dimension && behind.dimension.behind === 'hourOfWeek';
  if (row && report.endpoint.endpoint.periods && !periodIsDimension) {
    const period = periodBounds(String(row.date), reportMode(report, search), dayStart);
    if (!period) return null;
    if (period.min.isAfter(min)) min = period.min;
    if (period.max.isBefore(max)) max = period.max;
  }
  const rowDimension = row && !options.wholePeriod && behind.dimension;
  if (rowDimension) {
    const id = row[rowDimension.idField];
    if ('filter' in rowDimension) {
      if (typeof id !== 'number') return null;
      dimension = { [rowDimension.filter]: [id] };
    } else {
      if (typeof id !== 'number' && (typeof id !== 'string' || id === '')) return null;
      const kind = rowDimension.behind;
      dimension = { behind: { kind, id, label: String(row[rowDimension.labelField] ?? id).slice(0, 120) } };
    }
  }
  const kept = Object.fromEntries(RETAINED_FILTERS.map((key) => [key, search[key]])) as FilterSearch;
  return {
    ...kept,
    mode: undefined,
    compare: undefined,
    compareWith: undefined,
    compareFrom: undefined,
    createdAtMin: formatLocal(min),
    createdAtMax: formatLocal(max),
    countedOnly: true,
    ...dimension,
  };
}

/** The order list's request params that narrow it to the orders behind a row (see `FilterSearch.behind`). */
export function ordersBehindParams(behind: FilterSearch['behind']): Record<string, string> {
  if (!behind) return {};
  const id = String(behind.id);
  switch (behind.kind) {
    case 'cashier':
      return { cashierIds: id };
    case 'paymentMethod':
      return { paymentCodes: id };
    case 'product':
      return { productIds: id };
    case 'category':
      return { categoryIds: id };
    case 'hourOfWeek':
      return { hourOfWeek: id };
  }
}
