import * as v from 'valibot';
import { dayStartsAtSchema, MIDNIGHT_START } from './businessDay';
import { idSchema } from './common';

export const PLATFORMS = ['shopify', 'magento2', 'bigcommerce', 'kidzania', 'msi', 'default'] as const;
export const platformSchema = v.picklist(PLATFORMS);
export type Platform = v.InferOutput<typeof platformSchema>;

/** The current-user claims, as carried by the sign-in token. */
export const currentUserSchema = v.object({
  id: idSchema,
  country: v.string(),
  username: v.string(),
  email: v.string(),
  roles: v.array(v.string()),
  is_owner: v.boolean(),
  not_allowed: v.array(v.string()),
});
export type CurrentUser = v.InferOutput<typeof currentUserSchema>;

export const tokenClaimsSchema = v.object({
  ...currentUserSchema.entries,
  sub: v.string(),
  exp: v.number(),
  iat: v.number(),
});

export const loginRequestSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('username is required'), v.maxLength(200)),
  password: v.pipe(v.string(), v.nonEmpty('password is required'), v.maxLength(1000)),
});

export const loginResponseSchema = v.object({ token: v.pipe(v.string(), v.nonEmpty()) });

/** The stores a user may see, as returned by the lookup by user id. */
export const userStoreSchema = v.object({
  id: idSchema,
  store_external_id: v.string(),
  type: platformSchema,
  url: v.string(),
  name: v.string(),
  /** ISO 3166-1 alpha-2 code of the store's country ('' when unknown). */
  country: v.string(),
  /** The store's IANA time zone (its reports' default `timeZone`). */
  timezone: v.optional(v.string()),
});
export const userStoresResponseSchema = v.object({ items: v.array(userStoreSchema) });

/** Store config by store and view: the currency the store reports in. */
export const storeConfigSchema = v.object({
  storeId: idSchema,
  viewCode: v.string(),
  currency: v.string(),
  symbol: v.string(),
  timezone: v.string(),
  /** Where the store's business days start (`HH:mm`); a copy kept from before it was answered reads midnight. */
  dayStartsAt: v.optional(dayStartsAtSchema, MIDNIGHT_START),
});
export type StoreConfig = v.InferOutput<typeof storeConfigSchema>;
