import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import * as v from 'valibot';
import {
  CATEGORY_FILTER_BY,
  COMPARE_WITH,
  ORDERS_BEHIND_KINDS,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
  REPORT_MODES,
  REPORT_SORT_FIELDS,
  SORT_DIRECTIONS,
  SOURCES,
  UNCATEGORIZED,
} from '../contract/constants';
import { businessNow, fromBusiness } from './businessDay';
import { isDay } from './comparison';
import { type DateRange, defaultRange } from './dateRanges';

dayjs.extend(customParseFormat);

/** Local wall time as it appears in links: `2026-11-18T00:00:00` (seconds optional). */
export const LOCAL_DATE_TIME_FORMAT = 'YYYY-MM-DDTHH:mm:ss';
const localDateTime = v.pipe(
  v.string(),
  v.check(
    (text) =>
      dayjs(text, LOCAL_DATE_TIME_FORMAT, true).isValid() || dayjs(text, 'YYYY-MM-DDTHH:mm', true).isValid(),
  ),
);
const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const idList = v.pipe(v.array(id), v.maxLength(500));
const code = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,39}$/));

/** Each field falls back to "absent" when a link carries a malformed or stale value: no error screen. */
function lenient<T extends v.GenericSchema>(schema: T) {
  return v.fallback(v.optional(schema), undefined);
}

/**
 * The report filters as typed URL search params. Absent means
 * The default: the last 5 days, every outlet, every status… An empty id list means "none selected".
 */
export const filterSearchSchema = v.object({
  createdAtMin: lenient(localDateTime),
  createdAtMax: lenient(localDateTime),
  mode: lenient(v.picklist(REPORT_MODES)),
  source: lenient(v.picklist(SOURCES)),
  outletIds: lenient(idList),
  registerIds: lenient(idList),
  states: lenient(v.pipe(v.array(code), v.maxLength(50))),
  statuses: lenient(v.array(v.picklist(PAYMENT_STATUSES))),
  productTypes: lenient(v.array(v.picklist(PRODUCT_TYPES))),
  salesmen: lenient(idList),
  categoryIds: lenient(idList),
  filterBy: lenient(v.picklist(CATEGORY_FILTER_BY)),
  productCategoryId: lenient(v.union([id, v.literal(UNCATEGORIZED)])),
  page: lenient(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
  limit: lenient(v.picklist([10, 20, 50, 100])),
  sort: lenient(v.picklist(REPORT_SORT_FIELDS)),
  direction: lenient(v.picklist(SORT_DIRECTIONS)),
  currency: lenient(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))),
  columns: lenient(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,40}$/))), v.maxLength(40))),
  paidOnly: lenient(v.boolean()),
  /** Order lists show only the orders the revenue figures count (the orders behind a figure). */
  countedOnly: lenient(v.boolean()),
  /** Order tables list each order's payments with their reference numbers. */
  paymentInfo: lenient(v.boolean()),
  /** Overlay the previous period of the same length on charts, and its change on the table. */
  compare: lenient(v.boolean()),
  /** What the range is compared with (charts, comparison table, dashboard cards); default the previous period. */
  compareWith: lenient(v.picklist(COMPARE_WITH)),
  /** The first day of a custom compared period, `YYYY-MM-DD`. */
  compareFrom: lenient(v.pipe(v.string(), v.check(isDay))),
  withoutVariant: lenient(v.boolean()),
  stores: lenient(idList),
  /** The figure a chart shows when it can show several (the heatmap's revenue, orders, average). */
  figure: lenient(v.pipe(v.string(), v.regex(/^[A-Za-z]{1,40}$/))),
  /**
   * The order list narrowed to the orders behind a report's row of a cashier, payment method, product,
   * category or hour of the week (`1 09:00`); `label` names it on the screen.
   */
  behind: lenient(
    v.object({
      kind: v.picklist(ORDERS_BEHIND_KINDS),
      id: v.union([id, v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.: -]{1,64}$/))]),
      label: v.pipe(v.string(), v.maxLength(120)),
    }),
  ),
});

export type FilterSearch = v.InferOutput<typeof filterSearchSchema>;

/** Parses search params; anything unusable is dropped, including a range whose minimum is not before its maximum. */
export function parseFilterSearch(input: unknown): FilterSearch {
  const search = v.parse(filterSearchSchema, typeof input === 'object' && input !== null ? input : {});
  const { createdAtMin, createdAtMax } = search;
  if (createdAtMin && createdAtMax && !dayjs(createdAtMin).isBefore(dayjs(createdAtMax))) {
    return { ...search, createdAtMin: undefined, createdAtMax: undefined };
  }
  return search;
}

export function formatLocal(instant: dayjs.Dayjs): string {
  return instant.format(LOCAL_DATE_TIME_FORMAT);
}

/**
 * The range a view shows: the link's own bounds, else the default relative to now (the store's clock),
 * in business days that start `dayStart` minutes after midnight (`businessDay.ts`).
 */
export function resolveRange(
  search: Pick<FilterSearch, 'createdAtMin' | 'createdAtMax'>,
  now: dayjs.Dayjs,
  dayStart = 0,
): DateRange {
  const min = search.createdAtMin ? dayjs(search.createdAtMin) : null;
  const max = search.createdAtMax ? dayjs(search.createdAtMax).endOf('second') : null;
  if (min && max) return { min, max };
  // Worked out only when needed: every row of a report's table reads its range.
  const fallback = fromBusiness(defaultRange(businessNow(now, dayStart)), dayStart);
  return { min: min ?? fallback.min, max: max ?? fallback.max };
}

/** Choices that belong to one report's view: its page, sort and columns do not travel to the next report. */
const VIEW_OF_ONE_REPORT: ReadonlySet<keyof FilterSearch> = new Set([
  'page',
  'sort',
  'direction',
  'columns',
  'behind',
  'figure',
]);

/** Search params that travel from one report to the next (a new report starts on its first page). */
export const RETAINED_FILTERS = (Object.keys(filterSearchSchema.entries) as (keyof FilterSearch)[]).filter(
  (key) => !VIEW_OF_ONE_REPORT.has(key),
);
