import * as v from 'valibot';
import { DIGEST_LANGUAGES } from './digest';
import { savedViewIdSchema } from './savedViews';

/** How often a saved view is e-mailed: every day, every week on a weekday, every month on a day. */
export const SCHEDULE_EVERY = ['day', 'week', 'month'] as const;
export type ScheduleEvery = (typeof SCHEDULE_EVERY)[number];

/** An e-mailed spreadsheet larger than this is not attached: the e-mail says so and links to the view. */
export const SCHEDULED_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

const hourSchema = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole hour from 0 to 23'),
  v.minValue(0, 'must be a whole hour from 0 to 23'),
  v.maxValue(23, 'must be a whole hour from 0 to 23'),
);

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
const weekdaySchema = v.pipe(
  v.number('must be a number'),
  v.integer('must be a weekday from 1 (Monday) to 7 (Sunday)'),
  v.minValue(1, 'must be a weekday from 1 (Monday) to 7 (Sunday)'),
  v.maxValue(7, 'must be a weekday from 1 (Monday) to 7 (Sunday)'),
);

/** A day every month has (1 to 28), or its last day. */
const dayOfMonthSchema = v.union(
  [v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(28)), v.literal('last')],
  'must be a day from 1 to 28, or "last"',
);

const languageSchema = v.picklist(DIGEST_LANGUAGES, `must be one of ${DIGEST_LANGUAGES.join(', ')}`);

/**
 * When a view is sent, in its store's zone and business days: at `hour` every day, every week on
 * `weekday`, or every month on `dayOfMonth`; in `language`, to the user's own address.
 */
export const viewScheduleInputSchema = v.variant(
  'every',
  [
    v.strictObject({ every: v.literal('day'), hour: hourSchema, language: languageSchema }),
    v.strictObject({
      every: v.literal('week'),
      weekday: weekdaySchema,
      hour: hourSchema,
      language: languageSchema,
    }),
    v.strictObject({
      every: v.literal('month'),
      dayOfMonth: dayOfMonthSchema,
      hour: hourSchema,
      language: languageSchema,
    }),
  ],
  `must be one of ${SCHEDULE_EVERY.join(', ')}`,
);
export type ViewScheduleInput = v.InferOutput<typeof viewScheduleInputSchema>;

/** A view's schedule as stored, with when it is next sent and when it last went out. */
export const viewScheduleSchema = v.object({
  viewId: savedViewIdSchema,
  every: v.picklist(SCHEDULE_EVERY),
  hour: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(23)),
  weekday: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
  dayOfMonth: v.optional(
    v.union([v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(28)), v.literal('last')]),
  ),
  language: v.picklist(DIGEST_LANGUAGES),
  /** The next sending, in milliseconds since 1970. */
  nextAt: v.number(),
  /** The last one that went out, in milliseconds since 1970; null before the first. */
  lastSentAt: v.nullable(v.number()),
  updatedAt: v.number(),
});
export type ViewSchedule = v.InferOutput<typeof viewScheduleSchema>;

/** The user's schedules, one per scheduled view, and whether this server sends e-mail at all. */
export const viewSchedulesResponseSchema = v.object({
  items: v.array(viewScheduleSchema),
  mailEnabled: v.boolean(),
});
export type ViewSchedules = v.InferOutput<typeof viewSchedulesResponseSchema>;
