import * as v from 'valibot';
import { idSchema, itemsSchema } from './common';

/** A user keeps at most this many views (the server refuses the next with 409). */
export const SAVED_VIEWS_MAX = 100;
export const SAVED_VIEW_NAME_MAX = 80;
/** The longest "last N days" a view moves with: ten years. */
export const SAVED_VIEW_DAYS_MAX = 3_660;

/** A view's id is made where it is saved (a random UUID), so a save queued offline is sent as is. */
export const savedViewIdSchema = v.pipe(v.string(), v.uuid('must be a UUID'));

/**
 * The dates a view opens on: those it was saved with (`fixed`, kept in its search), or dates that move
 * with today: the last N days including today, or this week, month or year so far.
 */
export const savedViewRangeSchema = v.variant('kind', [
  v.object({ kind: v.literal('fixed') }),
  v.object({
    kind: v.literal('lastDays'),
    days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SAVED_VIEW_DAYS_MAX)),
  }),
  v.object({ kind: v.literal('toDate'), unit: v.picklist(['week', 'month', 'year']) }),
]);
export type SavedViewRange = v.InferOutput<typeof savedViewRangeSchema>;

const searchValue = v.union([
  v.pipe(v.string(), v.maxLength(100)),
  v.number(),
  v.boolean(),
  v.pipe(v.array(v.union([v.pipe(v.string(), v.maxLength(100)), v.number()])), v.maxLength(500)),
]);

/**
 * A report link's search params as the app writes them. The server keeps them as given; the app reads
 * them back through its own filter schema, which drops what it does not know.
 */
export const savedViewSearchSchema = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[A-Za-z]{1,40}$/, 'must be a parameter name')), searchValue),
  v.check((search) => Object.keys(search).length <= 40, 'must have at most 40 parameters'),
);

/** What a user saves: a report screen of one store, with its filters, under a name. */
export const savedViewInputSchema = v.object({
  storeId: idSchema,
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(SAVED_VIEW_NAME_MAX, `must be at most ${SAVED_VIEW_NAME_MAX} characters`),
  ),
  /** The report's path, for example `/total-revenue`. */
  path: v.pipe(v.string(), v.regex(/^\/[a-z0-9-]{1,60}$/, 'must be a report path such as /total-revenue')),
  search: savedViewSearchSchema,
  range: savedViewRangeSchema,
  /** The view the app opens at sign-in; a user has one at most. */
  isDefault: v.boolean(),
});
export type SavedViewInput = v.InferOutput<typeof savedViewInputSchema>;

export const savedViewSchema = v.object({
  id: savedViewIdSchema,
  ...savedViewInputSchema.entries,
  /** When the server last stored it, in milliseconds since 1970. */
  updatedAt: v.number(),
});
export type SavedView = v.InferOutput<typeof savedViewSchema>;

export const savedViewsResponseSchema = itemsSchema(savedViewSchema);
