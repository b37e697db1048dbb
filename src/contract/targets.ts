import * as v from 'valibot';
import { itemsSchema } from './common';

/**
 * A store's monthly targets (general service, `/v0/stores/{storeId}/targets`): the revenue an owner
 * aims at in a month of the store, and optionally a number of orders. The server validates with these
 * schemas, the app checks its form with them before sending and reads the answers with them.
 */

/** The highest revenue target: 10^12 in the store's currency (the column holds 14 digits before the point). */
export const MAX_TARGET = 1e12;
/** The highest order-count target. */
export const MAX_TARGET_ORDERS = 1e9;
/** The years a target may be set for. */
export const TARGET_YEAR_MIN = 2000;
export const TARGET_YEAR_MAX = 2100;

/** A month of a target: `YYYY-MM`, from 2000-01 to 2100-12. */
export const TARGET_MONTH = /^(20\d{2}|2100)-(0[1-9]|1[0-2])$/;

const MONTH_RULE = `must be a month YYYY-MM from ${TARGET_YEAR_MIN}-01 to ${TARGET_YEAR_MAX}-12`;
const YEAR_RULE = `must be a year from ${TARGET_YEAR_MIN} to ${TARGET_YEAR_MAX}`;

export const targetMonthSchema = v.pipe(v.string(MONTH_RULE), v.regex(TARGET_MONTH, MONTH_RULE));

/** The `year` query parameter of the list: required, four digits in the years a target may be set for. */
export const targetYearParam = v.pipe(
  v.optional(v.string(), ''),
  v.regex(/^\d{4}$/, YEAR_RULE),
  v.transform(Number),
  v.minValue(TARGET_YEAR_MIN, YEAR_RULE),
  v.maxValue(TARGET_YEAR_MAX, YEAR_RULE),
);

/** Whether an amount is written with at most 2 decimals (12345678.91 is, 0.1 + 0.2 is not). */
export function hasAtMostCents(amount: number): boolean {
  return Number.isFinite(amount) && Number(amount.toFixed(2)) === amount;
}

/** A revenue target: 0 to 10^12, to the cent. */
export const targetRevenueSchema = v.pipe(
  v.number('must be a number'),
  v.finite('must be a finite number'),
  v.minValue(0, 'must be at least 0'),
  v.maxValue(MAX_TARGET, `must be at most ${MAX_TARGET}`),
  v.check(hasAtMostCents, 'must have at most 2 decimals'),
);

/** An order-count target: a whole number from 0 to 10^9. */
export const targetOrderCountSchema = v.pipe(
  v.number('must be a whole number'),
  v.integer('must be a whole number'),
  v.minValue(0, 'must be at least 0'),
  v.maxValue(MAX_TARGET_ORDERS, `must be at most ${MAX_TARGET_ORDERS}`),
);

/**
 * `PUT …/targets/{YYYY-MM}`: the month's target as a whole (what it leaves out is not kept: without
 * `orderCount`, or with null, the month has no order-count target). Any other field is refused.
 */
export const monthTargetInputSchema = v.strictObject(
  {
    revenue: targetRevenueSchema,
    orderCount: v.optional(v.nullable(targetOrderCountSchema)),
  },
  (issue) =>
    issue.expected === 'never'
      ? 'is not a field of a target: send {revenue, orderCount?}'
      : issue.path?.length
        ? 'is required'
        : 'must be an object {revenue, orderCount?}',
);
export type MonthTargetInput = v.InferOutput<typeof monthTargetInputSchema>;

/** A month's target as the server answers it (money to the cent, as a number). */
export const monthTargetSchema = v.object({
  month: targetMonthSchema,
  revenue: v.pipe(v.number(), v.finite()),
  /** null: no order-count target for that month. */
  orderCount: v.nullable(v.pipe(v.number(), v.integer())),
  /** When it was last set, in milliseconds since 1970. */
  updatedAt: v.number(),
  /** The id of the user who last set it. */
  updatedBy: v.number(),
});
export type MonthTarget = v.InferOutput<typeof monthTargetSchema>;

/** `GET …/targets?year=YYYY`: the year's targets in month order (months without one are left out). */
export const monthTargetsSchema = itemsSchema(monthTargetSchema);
export type MonthTargets = v.InferOutput<typeof monthTargetsSchema>;

/** `2025` and month 3 (1-based) → `2025-03`. */
export function targetMonth(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}
