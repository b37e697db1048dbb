/**
 * The facts reports sum, and their precomputed sums (REPORTS.md, "Precomputed tables").
 *
 * A family is one per-row table (`rf_orders`, `rf_payments`, `rf_lines`) and the rollups over it.
 * Every row carries its store's local day `s_day` and wall-clock minute of day `s_minute` (in the
 * store's own zone, daylight saving included); a rollup sums the rows per store, local day (or
 * month) and its key columns. A family's sums are additive columns: a row's own value in the
 * per-row table, the sum over its group in a rollup, so a query may mix both and sum again.
 */

export interface SumColumn {
  /** Name in rollups and in the summed result. */
  column: string;
  /** The value of one row of the per-row table. */
  expr: string;
  type: 'BIGINT' | 'DECIMAL(18,2)';
}

/**
 * The grains of steps of UTC time: their length and the minute past the UTC hour they start at
 * (in order of preference, coarsest first).
 */
export const UTC_STEPS = {
  h_utc: { minutes: 60, at: 0 },
  h15_utc: { minutes: 60, at: 15 },
  h30_utc: { minutes: 60, at: 30 },
  h45_utc: { minutes: 60, at: 45 },
  q_utc: { minutes: 15, at: 0 },
} as const;
export type UtcStepGrain = keyof typeof UTC_STEPS;

export const isUtcStep = (grain: Rollup['grain']): grain is UtcStepGrain => grain in UTC_STEPS;

export interface Rollup {
  table: string;
  /**
   * `s_day`: the store's local days; `s_month`: its local months (first day of the month);
   * `h_utc`, `q_utc`: hours and quarter hours of UTC (whole-hour zones' days are whole hours of
   * UTC; every zone's are whole quarter hours); `h15_utc`, `h30_utc`, `h45_utc`: hours of UTC
   * from 15, 30 or 45 minutes past the hour (the days and hours of `+05:45`, `+05:30`, `-03:30`).
   */
  grain: 's_day' | 's_month' | UtcStepGrain;
  /** Grouping columns besides the store and the grain. */
  keys: readonly string[];
  /** Holds only the rows of orders counted by default: every state but canceled. */
  defaultSetOnly: boolean;
}

export interface Family {
  name: string;
  rows: string;
  /**
   * The same rows ordered by store and local time of day (`s_minute`), so that the rows of a few
   * hours of every day are read without the others; undefined when the family has none.
   */
  rowsByMinute?: string;
  sums: readonly SumColumn[];
  /** The sum counting rows: a group whose count is 0 holds no row. */
  count: string;
  /** In order of preference (fewest rows first): the first one with every needed key answers. */
  rollups: readonly Rollup[];
}

const count = (column: string): SumColumn => ({ column, expr: '1', type: 'BIGINT' });
const int = (column: string, expr = column): SumColumn => ({ column, expr, type: 'BIGINT' });
const money = (column: string, expr = column): SumColumn => ({ column, expr, type: 'DECIMAL(18,2)' });

/** The order columns a filter or grouping may name (the dimensions of every family). */
const ORDER_KEYS = ['source', 'outlet_id', 'state', 'payment_status'] as const;

const STATUS_KEYS = ['outlet_id', 'payment_status'];

/** Rollups by hours of UTC from 15, 30 and 45 minutes past the hour (`ro_all_h30`…). */
function offsetHours(table: string, keys: readonly string[], defaultSetOnly: boolean): Rollup[] {
  return (['h15_utc', 'h30_utc', 'h45_utc'] as const).map((grain) => ({
    table: `${table}${UTC_STEPS[grain].at}`,
    grain,
    keys,
    defaultSetOnly,
  }));
}

export const ORDER_FAMILY: Family = {
  name: 'orders',
  rows: 'rf_orders',
  rowsByMinute: 'rf_orders_tod',
  count: 'order_count',
  sums: [
    count('order_count'),
    int('item_count'),
    int('line_count'),
    money('lines_total'),
    money('total_revenue', 'total_price'),
    money('total_tax'),
    money('total_refund', 'refunded_total_price'),
    money('total_discount', 'total_discounts'),
    money('total_shipping'),
    money('total_tipping', 'total_tip'),
    money('rev_new_customer', 'CASE WHEN is_first_order THEN total_price ELSE 0 END'),
    money(
      'rev_return_customer',
      'CASE WHEN customer_id IS NOT NULL AND NOT is_first_order THEN total_price ELSE 0 END',
    ),
    money('total_paid'),
    money('total_charge'),
    int('duration_count', 'CASE WHEN duration_ms IS NULL THEN 0 ELSE 1 END'),
    int('duration_ms', 'coalesce(duration_ms, 0)'),
  ],
  rollups: [
    { table: 'ro_default', grain: 's_day', keys: ['source', 'outlet_id'], defaultSetOnly: true },
    { table: 'ro_default_h', grain: 'h_utc', keys: ['source', 'outlet_id'], defaultSetOnly: true },
    ...offsetHours('ro_default_h', ['source', 'outlet_id'], true),
    { table: 'ro_default_q', grain: 'q_utc', keys: ['source', 'outlet_id'], defaultSetOnly: true },
    // Payment status filters: a handful of groups per store and hour, against ro_all's dozens.
    { table: 'ro_status', grain: 's_day', keys: STATUS_KEYS, defaultSetOnly: true },
    { table: 'ro_status_h', grain: 'h_utc', keys: STATUS_KEYS, defaultSetOnly: true },
    ...offsetHours('ro_status_h', STATUS_KEYS, true),
    { table: 'ro_status_q', grain: 'q_utc', keys: STATUS_KEYS, defaultSetOnly: true },
    { table: 'ro_all', grain: 's_day', keys: ORDER_KEYS, defaultSetOnly: false },
    { table: 'ro_all_h', grain: 'h_utc', keys: ORDER_KEYS, defaultSetOnly: false },
    ...offsetHours('ro_all_h', ORDER_KEYS, false),
    { table: 'ro_all_q', grain: 'q_utc', keys: ORDER_KEYS, defaultSetOnly: false },
    ...['fulfillment_status', 'register_id', 'salesman_id', 'cashier_id'].flatMap((dimension): Rollup[] => {
      const name = dimension.replace(/_(id|status)$/, '');
      return [
        {
          table: `ro_${name}_default`,
          grain: 's_day',
          keys: ['source', 'outlet_id', 'payment_status', dimension],
          defaultSetOnly: true,
        },
        { table: `ro_${name}`, grain: 's_day', keys: [...ORDER_KEYS, dimension], defaultSetOnly: false },
      ];
    }),
  ],
};

export const PAYMENT_FAMILY: Family = {
  name: 'payments',
  rows: 'rf_payments',
  rowsByMinute: 'rf_payments_tod',
  count: 'payment_rows',
  sums: [count('payment_rows'), money('amount')],
  rollups: [
    {
      table: 'rp_default',
      grain: 's_day',
      keys: ['source', 'outlet_id', 'payment_code', 'payment_name', 'type'],
      defaultSetOnly: true,
    },
    {
      table: 'rp_all',
      grain: 's_day',
      keys: [...ORDER_KEYS, 'payment_code', 'payment_name', 'type'],
      defaultSetOnly: false,
    },
  ],
};

/** A line's product columns: all follow from its variant, so they add no rows to a rollup. */
const PRODUCT_KEYS = ['product_id', 'variant_id', 'category_id', 'category_parent_id', 'product_type'];

export const LINE_FAMILY: Family = {
  name: 'lines',
  rows: 'rf_lines',
  count: 'line_count',
  sums: [
    count('line_count'),
    int('quantity'),
    int('quantity_refunded'),
    money('total_price'),
    money('total_tax'),
    money('total_discount'),
    money('refunded_amount'),
    money('cost'),
  ],
  rollups: [
    { table: 'rl_default_month', grain: 's_month', keys: PRODUCT_KEYS, defaultSetOnly: true },
    { table: 'rl_default_day', grain: 's_day', keys: PRODUCT_KEYS, defaultSetOnly: true },
    {
      table: 'rl_all_month',
      grain: 's_month',
      keys: [...PRODUCT_KEYS, ...ORDER_KEYS],
      defaultSetOnly: false,
    },
    { table: 'rl_all_day', grain: 's_day', keys: [...PRODUCT_KEYS, ...ORDER_KEYS], defaultSetOnly: false },
  ],
};

export const FAMILIES: readonly Family[] = [ORDER_FAMILY, PAYMENT_FAMILY, LINE_FAMILY];

/**
 * The grains a rollup of each grain can be summed from. Hour and quarter-hour rollups keep the
 * local day of each step, so a day or a month follows from them (a month rollup has no day, so
 * nothing is summed from one).
 */
const SOURCE_GRAINS: Readonly<Record<Rollup['grain'], readonly Rollup['grain'][]>> = {
  q_utc: ['q_utc'],
  h_utc: ['h_utc', 'q_utc'],
  h15_utc: ['q_utc'],
  h30_utc: ['q_utc'],
  h45_utc: ['q_utc'],
  s_day: ['s_day', 'h_utc', 'q_utc'],
  s_month: ['s_day', 'h_utc', 'q_utc'],
};

/**
 * The rollup another rollup is built (and kept up to date) from, instead of the per-row table:
 * the first of its family (fewest rows first) holding every row it sums (all orders, or only the
 * default set when it holds only those too), every key it groups by (and `state`, to keep the
 * default set) and a grain its own follows from. Sums of sums are the same sums; undefined when
 * only the per-row table has what it needs.
 */
export function rollupSource(family: Family, rollup: Rollup): Rollup | undefined {
  const needed = rollup.defaultSetOnly ? [...rollup.keys, 'state'] : rollup.keys;
  return family.rollups.find(
    (source) =>
      source !== rollup &&
      SOURCE_GRAINS[rollup.grain].includes(source.grain) &&
      (!source.defaultSetOnly || rollup.defaultSetOnly) &&
      (source.defaultSetOnly ? rollup.keys : needed).every((key) => source.keys.includes(key)),
  );
}

/**
 * How many rollups lie between a rollup and its family's per-row table (1 when summed from it):
 * a rollup is built after its source. Throws on a loop, which only rollups of the same shape make.
 */
export function rollupDepth(family: Family, rollup: Rollup, seen: readonly Rollup[] = []): number {
  if (seen.includes(rollup)) throw new Error(`rollups summed from each other: ${rollup.table}`);
  const source = rollupSource(family, rollup);
  return source ? 1 + rollupDepth(family, source, [...seen, rollup]) : 1;
}

/** Sum expressions over a family's summable columns, cast back to their narrow types. */
export function sumOf(family: Family, column: string): string {
  const sum = family.sums.find((s) => s.column === column);
  if (!sum) throw new Error(`${family.name} has no sum ${column}`);
  return `CAST(sum(${column}) AS ${sum.type})`;
}
