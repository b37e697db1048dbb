import * as v from 'valibot';
import { targetMonthSchema } from './targets';

/** The weeks of history the pace and the projection read: the same weekdays of the last 8 weeks. */
export const PACE_WEEKS = 8;
/** Within this share of the expected revenue either side, the month is on pace. */
export const ON_PACE_BAND = 0.03;
export const PACE_STATES = ['ahead', 'onPace', 'behind'] as const;
export type PaceState = (typeof PACE_STATES)[number];

const figures = v.object({ revenue: v.number(), orderCount: v.number() });
const targetFigures = v.object({ revenue: v.number(), orderCount: v.nullable(v.number()) });

/**
 * `month-pace`: a month of the store's business days so far against its target and where it is heading.
 * - `expected`: the target spread over the month's days by the store's weekday shares of the last
 *   `PACE_WEEKS` weeks (today's share cut at the same time of day), summed up to now.
 * - `projection`: the month so far, plus for each business day left the median of the same weekday
 *   over those weeks, and for the rest of today the median of the rest of that weekday.
 * - `lastYear`: the same month a year before, when it had orders.
 */
export const monthPaceItemSchema = v.object({
  month: targetMonthSchema,
  /** Business days in the month, and how many have begun (today included). */
  days: v.number(),
  daysBegun: v.number(),
  /** While the month is under way: the clock time its figures run to (`HH:mm`). */
  until: v.nullable(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))),
  soFar: figures,
  target: v.nullable(targetFigures),
  expected: v.nullable(targetFigures),
  state: v.nullable(v.picklist(PACE_STATES)),
  /** Month so far less the expected revenue by now (money; below zero: behind). */
  gap: v.nullable(v.number()),
  projection: figures,
  lastYear: v.nullable(figures),
});
export type MonthPaceItem = v.InferOutput<typeof monthPaceItemSchema>;
