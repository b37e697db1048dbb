import * as v from 'valibot';

/**
 * A store's business day: it starts at a wall-clock time on a quarter hour (`HH:mm`, 00:00 by
 * default) and runs to the same time the next day, so a night open until 02:00 is one day.
 */
export const MIDNIGHT_START = '00:00';

const MINUTES_PER_DAY = 1440;

export const dayStartsAtSchema = v.pipe(
  v.string(),
  v.regex(
    /^([01]\d|2[0-3]):(00|15|30|45)$/,
    'must be a time HH:mm on a quarter hour, such as 04:00 or 05:30',
  ),
);

/** `PUT /api/settings/v0/stores/{storeId}/business-day`. */
export const businessDayInputSchema = v.strictObject({ dayStartsAt: dayStartsAtSchema });
export type BusinessDayInput = v.InferOutput<typeof businessDayInputSchema>;

/** The answer of that call: the store's start as it is now, and who set it when (null: never changed). */
export const businessDaySchema = v.object({
  storeId: v.number(),
  dayStartsAt: dayStartsAtSchema,
  changedBy: v.nullable(v.number()),
  changedAt: v.nullable(v.string()),
});
export type BusinessDay = v.InferOutput<typeof businessDaySchema>;

/** `04:30` → 270 minutes after midnight. */
export function dayStartMinutes(text: string): number {
  const [hours, minutes] = text.split(':').map(Number);
  return ((hours ?? 0) * 60 + (minutes ?? 0)) % MINUTES_PER_DAY;
}

/** 270 → `04:30`. */
export function dayStartText(minutes: number): string {
  const within = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
}
