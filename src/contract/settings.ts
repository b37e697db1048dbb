import * as v from 'valibot';
import { type Platform, platformSchema } from './auth';
import { idSchema, itemsSchema, pagedListSchema } from './common';

export type { Platform };

export const storeSchema = v.object({
  id: idSchema,
  url: v.string(),
  type: platformSchema,
  store_external_id: v.string(),
  name: v.string(),
  visible: v.boolean(),
  currency: v.string(),
  symbol: v.string(),
  authLogoUrl: v.nullable(v.string()),
  /** ISO 3166-1 alpha-2 code of the store's country ('' when unknown). */
  country: v.string(),
  /** The store's IANA time zone (its reports' default `timeZone`). */
  timezone: v.optional(v.string()),
});
export type Store = v.InferOutput<typeof storeSchema>;
export const storesResponseSchema = itemsSchema(storeSchema);

export const shopResponseSchema = v.object({
  ...storeSchema.entries,
  viewCode: v.string(),
  websiteId: idSchema,
});

export const taxConfigSchema = v.object({
  id: idSchema,
  name: v.string(),
  rate: v.number(),
  isDefault: v.boolean(),
});
export const taxConfigsResponseSchema = pagedListSchema(taxConfigSchema);

export const viewSchema = v.object({ id: idSchema, code: v.string(), name: v.string(), websiteId: idSchema });
export const viewsResponseSchema = pagedListSchema(viewSchema);

export const registerSchema = v.object({
  id: idSchema,
  name: v.string(),
  nameDisplay: v.string(),
  visible: v.boolean(),
});
export const outletSchema = v.object({
  id: idSchema,
  name: v.string(),
  status: v.boolean(),
  visible: v.boolean(),
  registers: v.array(registerSchema),
});
export type Outlet = v.InferOutput<typeof outletSchema>;
export const outletsResponseSchema = itemsSchema(outletSchema);

export const salespersonSchema = v.object({
  id: idSchema,
  username: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  status: v.boolean(),
  visible: v.boolean(),
});
export type Salesperson = v.InferOutput<typeof salespersonSchema>;
export const salespeopleResponseSchema = pagedListSchema(salespersonSchema);

export const customStatusSchema = v.object({
  value: v.string(),
  label: v.string(),
  is_published: v.boolean(),
  visible: v.boolean(),
});
export const salesOrderSettingResponseSchema = v.object({ customStatuses: v.array(customStatusSchema) });

export const currencyRateSchema = v.object({
  id: idSchema,
  fromCurrency: v.string(),
  toCurrency: v.string(),
  rate: v.pipe(v.number(), v.gtValue(0)),
  storeId: idSchema,
});
export type CurrencyRate = v.InferOutput<typeof currencyRateSchema>;
export const currencyRatesResponseSchema = pagedListSchema(currencyRateSchema);

export const currencySchema = v.object({
  code: v.pipe(v.string(), v.length(3)),
  symbol: v.string(),
  currency_symbol: v.string(),
  name: v.string(),
});
export const currenciesResponseSchema = pagedListSchema(currencySchema);
