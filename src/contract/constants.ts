/**
 * Constants the app, the server, the service worker and the export worker share: the vocabulary of
 * the report query and of report answers. No React, no DOM.
 */

/** How a report groups its rows in time. */
/**
 * Groupings of a report's periods. `WEEKHOURS` is the hour of the week: the local weekday (ISO, Monday
 * 1) and hour, keyed `1 09:00`, every matching hour of the range summed in its cell (the heatmap's).
 */
export const REPORT_MODES = ['DATE', 'DATETIME', 'WEEK', 'MONTH', 'YEAR', 'HOURS', 'WEEKHOURS'] as const;
export type ReportMode = (typeof REPORT_MODES)[number];

/** Where orders were taken: both, at a register, or in the web shop. */
export const SOURCES = ['all', 'in_store', 'online'] as const;
export type Source = (typeof SOURCES)[number];

/** Payment statuses as the API reports and filters them. */
export const PAYMENT_STATUSES = [
  'paid',
  'unpaid',
  'partially_paid',
  'partially_refunded',
  'refunded',
  'exchanged',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Older spellings of payment statuses that the API also accepts in `statuses`. */
export const PAYMENT_STATUS_ALIASES: Readonly<Record<string, PaymentStatus>> = {
  no_paid: 'unpaid',
  partial_paid: 'partially_paid',
  exchange: 'exchanged',
};

/** `revenueType=paid`: orders paid in full at checkout (later refunds are reported as refunds). */
export const PAID_STATUSES = ['paid', 'partially_refunded', 'refunded', 'exchanged'] as const;

export const PRODUCT_TYPES = [
  'simple',
  'configurable',
  'bundle',
  'composite',
  'grouped',
  'virtual',
  'giftcard',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The fields product reports sort by: the money of the lines (revenue by product), or their quantities. */
export const PROFIT_SORT_FIELDS = ['totalPrice', 'cost', 'grossProfit'] as const;
export const QUANTITY_SORT_FIELDS = ['totalQtySold', 'totalQtyRefund', 'netQtySold'] as const;
export const REPORT_SORT_FIELDS = [...PROFIT_SORT_FIELDS, ...QUANTITY_SORT_FIELDS] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Which categories the category filter lists. */
export const CATEGORY_FILTER_BY = ['all', 'parent', 'child'] as const;
export type CategoryFilterBy = (typeof CATEGORY_FILTER_BY)[number];

/** The product category filter's value for products without a category. */
export const UNCATEGORIZED = 'uncategorized';

/** Extra optional columns of the order list. */
export const ORDER_LIST_EXTRA_FIELDS = ['tip', 'charge'] as const;

/** What a report can be compared with: the previous period of the same length, or the day before. */
export const COMPARE_KINDS = ['previous', 'day'] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];

/**
 * What the compared period is: the one of the same length right before (`previous`; the day before for
 * `compare=day`), the same days one week or 52 weeks before (weekday-aligned), or the same days shifted
 * to start on a chosen day (`custom`, with `compareFrom`).
 */
export const COMPARE_WITH = ['previous', 'week', 'year', 'custom'] as const;
export type CompareWith = (typeof COMPARE_WITH)[number];

/** Rows a report page may hold; exports (`isExport=true`) may ask for more per page. */
/** A report without dates covers this many local days, today the last (the app's links and the API alike). */
export const DEFAULT_RANGE_DAYS = 5;

export const LIMIT_MAX = 1000;
/**
 * Report queries the reference server runs at once by default (`REPORT_CONCURRENCY`); an export asks
 * this many pages at once, so none waits in the server's short queue.
 */
export const REPORTS_AT_ONCE = 2;
export const EXPORT_LIMIT_MAX = 10000;

/** The columns of time in status when the request names no `states`, in this order. */
export const TIME_IN_STATUS_STATES = [
  'new',
  'confirmed',
  'partially_delivered',
  'delivered',
  'partially_returned',
  'returned',
  'completed',
  'canceled',
] as const;

/** What the order list can be narrowed to besides its filters: the orders behind a report's row. */
export const ORDERS_BEHIND_KINDS = ['cashier', 'paymentMethod', 'product', 'category', 'hourOfWeek'] as const;
export type OrdersBehindKind = (typeof ORDERS_BEHIND_KINDS)[number];
