import * as v from 'valibot';
import { idSchema } from './common';

/** The languages a digest is written in: those of the app. */
export const DIGEST_LANGUAGES = ['en', 'fr', 'ko', 'zh-Hant', 'zh-Hans'] as const;
export type DigestLanguage = (typeof DIGEST_LANGUAGES)[number];

/** The store-local hour a digest is sent at unless the user picks another. */
export const DIGEST_DEFAULT_HOUR = 6;

/** What a user chooses for one store: the hour of the store's zone to receive it at, and its language. */
export const digestInputSchema = v.object({
  hour: v.optional(
    v.pipe(
      v.number('must be a number'),
      v.integer('must be a whole hour from 0 to 23'),
      v.minValue(0, 'must be a whole hour from 0 to 23'),
      v.maxValue(23, 'must be a whole hour from 0 to 23'),
    ),
    DIGEST_DEFAULT_HOUR,
  ),
  language: v.picklist(DIGEST_LANGUAGES, `must be one of ${DIGEST_LANGUAGES.join(', ')}`),
});
export type DigestInput = v.InferOutput<typeof digestInputSchema>;

/** A user's daily e-mail of one store: yesterday's figures against the same weekday, sent at `hour`. */
export const digestSubscriptionSchema = v.object({
  storeId: idSchema,
  hour: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(23)),
  language: v.picklist(DIGEST_LANGUAGES),
  /** When the server last stored it, in milliseconds since 1970. */
  updatedAt: v.number(),
});
export type DigestSubscription = v.InferOutput<typeof digestSubscriptionSchema>;

export const digestSubscriptionsResponseSchema = v.object({
  items: v.array(digestSubscriptionSchema),
  /**
   * The user's digests of stores they no longer see: not sent (each comes back with its store's
   * access), listed so that the user can stop them.
   */
  outOfReach: v.optional(v.array(digestSubscriptionSchema), []),
  /** Whether this server sends e-mail at all (an SMTP server is configured); when false nothing is sent. */
  mailEnabled: v.boolean(),
});
export type DigestSubscriptions = v.InferOutput<typeof digestSubscriptionsResponseSchema>;
