import * as v from 'valibot';
import { platformSchema } from './auth';
import { savedViewIdSchema, savedViewInputSchema } from './savedViews';

export const SHARE_DAYS_MIN = 1;
export const SHARE_DAYS_MAX = 90;
export const SHARE_DAYS_DEFAULT = 7;

/** A share link's page on the app's origin: `/shared/<token>`. */
export const SHARED_PAGE_PREFIX = '/shared/';

/** A share token as it travels: 32 random bytes in base64url (256 bits). */
export const shareTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a share token'));

export const shareInputSchema = v.strictObject({
  expiresInDays: v.optional(
    v.pipe(
      v.number('must be a number'),
      v.integer(`must be a whole number of days from ${SHARE_DAYS_MIN} to ${SHARE_DAYS_MAX}`),
      v.minValue(
        SHARE_DAYS_MIN,
        `must be a whole number of days from ${SHARE_DAYS_MIN} to ${SHARE_DAYS_MAX}`,
      ),
      v.maxValue(
        SHARE_DAYS_MAX,
        `must be a whole number of days from ${SHARE_DAYS_MIN} to ${SHARE_DAYS_MAX}`,
      ),
    ),
    SHARE_DAYS_DEFAULT,
  ),
});
export type ShareInput = v.InferOutput<typeof shareInputSchema>;

export const shareIdSchema = v.pipe(v.string(), v.uuid('must be a UUID'));

/** A link just made: its address carries the token, which the server keeps only hashed (shown once). */
export const createdShareSchema = v.object({
  id: shareIdSchema,
  url: v.string(),
  createdAt: v.number(),
  expiresAt: v.number(),
});
export type CreatedShare = v.InferOutput<typeof createdShareSchema>;

/** A view's link as listed: when it was made, ends, and was last opened (milliseconds since 1970). */
export const viewShareSchema = v.object({
  id: shareIdSchema,
  viewId: savedViewIdSchema,
  createdAt: v.number(),
  expiresAt: v.number(),
  lastUsedAt: v.nullable(v.number()),
});
export type ViewShare = v.InferOutput<typeof viewShareSchema>;

export const viewSharesResponseSchema = v.object({ items: v.array(viewShareSchema) });

/**
 * What a share link's page reads first (`GET /api/shared/v0/<token>`): the view (its report path,
 * filters and dates), the store as its report needs it, who shared it and until when. Nothing else of
 * the owner, the store or their other views.
 */
export const sharedViewSchema = v.object({
  name: savedViewInputSchema.entries.name,
  path: savedViewInputSchema.entries.path,
  search: savedViewInputSchema.entries.search,
  range: savedViewInputSchema.entries.range,
  store: v.object({
    name: v.string(),
    /** The store's platform: the columns its reports show. */
    platform: platformSchema,
    currency: v.string(),
    symbol: v.string(),
    timeZone: v.nullable(v.string()),
    dayStartsAt: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
    /** The store's published custom order states: value and label. */
    stateLabels: v.array(v.tuple([v.string(), v.string()])),
  }),
  /**
   * The currency the view shows money in: the one it names when the store has a rate for it (the
   * store's rate at the time the link is read), else the store's own at rate 1.
   */
  shownCurrency: v.object({ code: v.string(), symbol: v.string(), rate: v.number() }),
  sharedBy: v.string(),
  expiresAt: v.number(),
});
export type SharedView = v.InferOutput<typeof sharedViewSchema>;

/** What a share link's page may ask of its report: the table's page and sort, or the chart's read. */
export const SHARED_PURPOSES = ['table', 'chart', 'pie'] as const;
