import * as v from 'valibot';
import { BRIEF_WEEKS } from './brief';
import {
  COMPARE_KINDS,
  COMPARE_WITH,
  EXPORT_LIMIT_MAX,
  ORDER_LIST_EXTRA_FIELDS,
  PAYMENT_STATUS_ALIASES,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
  REPORT_MODES,
  SORT_DIRECTIONS,
  SOURCES,
  UNCATEGORIZED,
} from './constants';
import { targetMonthSchema } from './targets';
import { booleanParam, idListParam, idOrNoneParam, idParam, intParam, textListParam } from './wireParams';

const stateList = v.pipe(
  textListParam(),
  v.check(
    (values) => values.every((value) => /^[a-z][a-z0-9_]{0,39}$/.test(value)),
    'must be a comma-separated list of order states such as completed,delivered',
  ),
);

const statusList = v.pipe(
  textListParam([...PAYMENT_STATUSES, ...Object.keys(PAYMENT_STATUS_ALIASES)]),
  v.transform((values) => [...new Set(values.map((value) => PAYMENT_STATUS_ALIASES[value] ?? value))]),
);

const upper = <const T extends readonly string[]>(values: T, message: string) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.trim().toUpperCase()),
    v.picklist(values, message),
  );
const lower = <const T extends readonly string[]>(values: T, message: string) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.trim().toLowerCase()),
    v.picklist(values, message),
  );

const sourceParam = lower(SOURCES, 'must be in_store, online or all');

/**
 * Every query parameter a report reads, as text on the wire; each report uses its own subset. The
 * server validates requests with it; `ReportQueryWire` is what the app may send.
 */
export const reportQueryEntries = {
  page: v.optional(intParam(1, 1_000_000), '1'),
  limit: v.optional(intParam(1, EXPORT_LIMIT_MAX)),
  mode: v.optional(upper(REPORT_MODES, `must be one of ${REPORT_MODES.join(', ')}`), 'DATE'),
  /** A UTC offset (`+05:30`) or an IANA time zone name (`Europe/Paris`). */
  timeZone: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(64, 'must be a UTC offset such as +05:30 or a time zone name such as Europe/Paris'),
    ),
  ),
  createdAtMin: v.optional(v.string()),
  createdAtMax: v.optional(v.string()),
  orderCreatedAtMin: v.optional(v.string()),
  orderCreatedAtMax: v.optional(v.string()),
  outletIds: v.optional(idListParam),
  outletId: v.optional(idOrNoneParam),
  registerIds: v.optional(idListParam),
  states: v.optional(stateList),
  statuses: v.optional(statusList),
  productTypes: v.optional(textListParam(PRODUCT_TYPES)),
  salesmen: v.optional(idListParam),
  categoryIds: v.optional(idListParam),
  productCategoryId: v.optional(
    v.union(
      [v.literal(UNCATEGORIZED), idParam],
      "must be a category id (1 to 2147483647) or 'uncategorized'",
    ),
  ),
  source: v.optional(sourceParam),
  reportingMode: v.optional(sourceParam),
  showAllOrders: v.optional(booleanParam, 'false'),
  revenueType: v.optional(lower(['all', 'paid'], 'must be all or paid'), 'all'),
  type: v.optional(lower(['all', 'revenue'], 'must be all or revenue'), 'all'),
  fieldsIncluded: v.optional(textListParam(ORDER_LIST_EXTRA_FIELDS)),
  fields: v.optional(textListParam()),
  isIncludeReferenceNumber: v.optional(booleanParam, 'false'),
  isExport: v.optional(booleanParam, 'false'),
  isSalesOrder: v.optional(booleanParam, 'false'),
  /** The order list: only the orders the revenue figures count (every state but canceled unless `states` names some). */
  countedOnly: v.optional(booleanParam, 'false'),
  /** The order list: only the orders these cashiers took. */
  cashierIds: v.optional(idListParam),
  /** The order list: only the orders with a payment of one of these methods (payment codes). */
  paymentCodes: v.optional(
    v.pipe(
      textListParam(),
      v.check(
        (codes) => codes.every((code) => /^[A-Za-z0-9_.-]{1,64}$/.test(code)),
        'must be a comma-separated list of payment method codes',
      ),
    ),
  ),
  /** The order list: only the orders with a line of one of these products. */
  productIds: v.optional(idListParam),
  /** The order list: only the orders of one hour of the week in `timeZone` (`1 09:00`: Mondays 09:00–10:00). */
  hourOfWeek: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-7] ([01]\d|2[0-3]):00$/, 'must be an ISO weekday and an hour such as 1 09:00'),
    ),
  ),
  /** The brief: how many same weekdays before each day form its usual range. */
  weeks: v.optional(intParam(BRIEF_WEEKS.min, BRIEF_WEEKS.max), String(BRIEF_WEEKS.default)),
  search: v.optional(v.pipe(v.string(), v.maxLength(100, 'must be at most 100 characters'))),
  sortBy: v.optional(v.pipe(v.string(), v.maxLength(40, 'is not a sortable field'))),
  sortDirection: v.optional(lower(SORT_DIRECTIONS, 'must be asc or desc')),
  withoutVariant: v.optional(booleanParam, 'false'),
  groupBy: v.optional(lower(['outlet', 'store', 'country'], 'must be outlet, store or country'), 'outlet'),
  storeIds: v.optional(idListParam),
  storeId: v.optional(idParam),
  orderByType: v.optional(upper(['ASC', 'DESC'], 'must be ASC or DESC'), 'DESC'),
  compare: v.optional(textListParam(COMPARE_KINDS)),
  compareWith: v.optional(lower(COMPARE_WITH, `must be one of ${COMPARE_WITH.join(', ')}`)),
  /** The month of `month-pace` (`YYYY-MM`, default the current business month). */
  month: v.optional(targetMonthSchema),
  /** The first local day of a custom compared period (`YYYY-MM-DD`); implies `compareWith=custom`. */
  compareFrom: v.optional(
    v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-03-01')),
  ),
};

export const reportQuerySchema = v.object(reportQueryEntries);

/** Parameters every report reads: paging, the zone, both spellings of the range, projection, exports. */
export const BASE_PARAMS = [
  'page',
  'limit',
  'timeZone',
  'createdAtMin',
  'createdAtMax',
  'orderCreatedAtMin',
  'orderCreatedAtMax',
  'fields',
  'isExport',
  'storeId',
] as const satisfies readonly ReportQueryParam[];

/**
 * The order filters' parameters: every report counts orders, so every report reads them. The server
 * reads each into its filter in `server/reports/query/filterColumns.ts`.
 */
export const ORDER_FILTER_PARAMS = [
  'source',
  'reportingMode',
  'isSalesOrder',
  'showAllOrders',
  'outletIds',
  'outletId',
  'registerIds',
  'states',
  'statuses',
  'revenueType',
  'salesmen',
  'productTypes',
  'categoryIds',
  'productCategoryId',
] as const satisfies readonly ReportQueryParam[];

export type ReportQueryParam = keyof typeof reportQueryEntries;

/** The report query as sent: every value is text. */
export type ReportQueryWire = v.InferInput<typeof reportQuerySchema>;
