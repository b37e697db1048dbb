import * as v from 'valibot';
import { idSchema } from './common';
import { count, money, nullableId, periodKey } from './reportFields';
import { reportResponseSchema, revenueFieldsEntries } from './reports';

/** The global report's items: every store's figures, and their sum in the presentment currency. */

const convertedEntries = {
  convertedTotalRevenue: v.nullable(money),
  convertedNetRevenue: v.nullable(money),
  convertedTotalTax: v.nullable(money),
  convertedTotalRefund: v.nullable(money),
  convertedTotalDiscount: v.nullable(money),
};
/**
 * The figures of a country, or of a slice of the pie: counts and the converted sums. Stores of one
 * country may keep different currencies: the currency and rate are those its stores share.
 */
const countryFigureEntries = {
  country: v.string(),
  /** The slice's currency; for a country, the one its stores share (null when they differ). */
  currency: v.nullable(v.string()),
  orderCount: count,
  itemCount: count,
  presentmentCurrency: v.string(),
  /** Null when the store lacks a rate (for a country: when its stores lack one or differ). */
  currencyExchangeRate: v.nullable(v.number()),
  ...convertedEntries,
};
/** global-report: per period and store (groupBy=store) or store and outlet (groupBy=outlet). */
export const globalItemSchema = v.object({
  date: periodKey,
  storeId: idSchema,
  storeName: v.string(),
  outletId: nullableId,
  outletName: v.nullable(v.string()),
  /** The store's country, ISO 3166-1 alpha-2 ('' when unknown). */
  country: v.string(),
  currency: v.string(),
  ...revenueFieldsEntries,
  /** Always USD; the converted* fields are the store-currency figures times this rate. */
  presentmentCurrency: v.string(),
  currencyExchangeRate: v.nullable(v.number()),
  ...convertedEntries,
});
export const globalTotalSchema = v.object({
  orderCount: count,
  presentmentCurrency: v.string(),
  ...convertedEntries,
});

/**
 * global-report with groupBy=country: per period and country. Only counts and USD figures: the
 * stores of one country may keep different currencies. `currency` and `currencyExchangeRate` are
 * those its stores share (null when they differ); the converted figures add each store's own
 * conversion and are null when one of the row's stores lacks a rate.
 */
export const globalCountryItemSchema = v.object({
  date: periodKey,
  ...countryFigureEntries,
});

/**
 * One slice of the global report's pie: the figures over the whole range of one store
 * (groupBy=store), outlet (groupBy=outlet; online orders: outletId null, outletName "Online") or
 * country (groupBy=country: storeId, storeName, outletName null). Σ slices = `total`, to the cent.
 */
export const globalSliceSchema = v.object({
  /** Unique within the slices: the store id, `storeId:outletId` (`storeId:online`), or the country. */
  key: v.string(),
  storeId: nullableId,
  storeName: v.nullable(v.string()),
  outletId: nullableId,
  outletName: v.nullable(v.string()),
  ...countryFigureEntries,
});
export const globalSlicesSchema = v.array(globalSliceSchema);

/** A store of the global report without a rate to the presentment currency. */
export const globalStoreWithoutRateSchema = v.object({
  storeId: idSchema,
  storeName: v.string(),
  country: v.string(),
  currency: v.string(),
  currencyExchangeRate: v.null(),
});
/**
 * The global report's answer: the generic one plus the pie slices of the requested grouping and
 * the stores that lack a rate (the server always sends both).
 */
export function globalResponseSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    ...reportResponseSchema(item, globalTotalSchema).entries,
    slices: v.optional(globalSlicesSchema),
    storesWithoutRate: v.optional(v.array(globalStoreWithoutRateSchema)),
  });
}
