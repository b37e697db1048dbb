import * as v from 'valibot';

/** The figures the brief watches, in the order it lists them. */
export const BRIEF_FIGURES = [
  'totalRevenue',
  'orderCount',
  'avgOrderValue',
  'totalRefund',
  'totalDiscount',
] as const;
export type BriefFigure = (typeof BRIEF_FIGURES)[number];

/** Same weekdays of the weeks before the day that form its usual range (`weeks`). */
export const BRIEF_WEEKS = { min: 4, max: 8, default: 8 } as const;

/**
 * A figure is unusual when it lies outside median ± BAND_MADS × 1.4826 × MAD of the same weekdays
 * (1.4826 × MAD estimates one standard deviation of normally spread values, and a far day does not
 * move it), and the band is never narrower than BAND_FLOOR of the median either side.
 */
export const BAND_MADS = 3;
export const BAND_FLOOR = 0.2;
/** Same weekdays with orders needed before anything is flagged (closed days are left out). */
export const BRIEF_MIN_DAYS = 4;

export const briefFlagSchema = v.picklist(['high', 'low']);
export type BriefFlag = v.InferOutput<typeof briefFlagSchema>;

/**
 * One figure of one local day of the range against the same weekday of the weeks before. While the day
 * is under way, every day is counted up to the same wall-clock time (`until`, HH:mm).
 */
export const briefItemSchema = v.object({
  day: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  until: v.nullable(v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/))),
  figure: v.picklist(BRIEF_FIGURES),
  value: v.number(),
  /** The same weekdays' figures, the latest first; null for a day without orders (left out). */
  usual: v.array(v.nullable(v.number())),
  median: v.nullable(v.number()),
  /** The band of usual values; null with fewer than BRIEF_MIN_DAYS days with orders. */
  low: v.nullable(v.number()),
  high: v.nullable(v.number()),
  flag: v.nullable(briefFlagSchema),
});
export type BriefItem = v.InferOutput<typeof briefItemSchema>;
