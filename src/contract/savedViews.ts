import * as v from 'valibot';
import { boundedIdSchema, itemsSchema } from './common';

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

/** A number of a search: finite (JSON has no Infinity, so `1e999` would come back as null). */
const searchNumber = v.pipe(v.number(), v.finite('must be a finite number'));

const searchValue = v.union([
  v.pipe(v.string(), v.maxLength(100)),
  searchNumber,
  v.boolean(),
  v.pipe(v.array(v.union([v.pipe(v.string(), v.maxLength(100)), searchNumber])), v.maxLength(500)),
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
  storeId: boundedIdSchema,
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

/** A list of saved views as sent, before its items are read one by one (`readSavedViewItems`). */
export const savedViewsListSchema = v.object({ items: v.array(v.unknown()) });

/** A list item that is no saved view, named as well as it can be: its name, else its id, else its place. */
export interface UnreadableSavedView {
  label: string;
  /** Its id, when it has one: the same item is reported once. */
  id?: string;
}

const textOf = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

/**
 * The items of a saved views list that read, in order, and those that do not: one malformed item
 * (a number the server stored as null, a rule added since) is left out alone, not the whole list.
 */
export function readSavedViewItems(items: readonly unknown[]): {
  views: SavedView[];
  unreadable: UnreadableSavedView[];
} {
  const views: SavedView[] = [];
  const unreadable: UnreadableSavedView[] = [];
  items.forEach((item, index) => {
    const read = v.safeParse(savedViewSchema, item);
    if (read.success) {
      views.push(read.output);
      return;
    }
    const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const id = textOf(fields.id, 64);
    unreadable.push({
      label: textOf(fields.name, SAVED_VIEW_NAME_MAX) ?? id ?? `#${index + 1}`,
      ...(id === undefined ? {} : { id }),
    });
  });
  return { views, unreadable };
}
