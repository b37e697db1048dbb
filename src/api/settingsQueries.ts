import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { storeConfigSchema, userStoresResponseSchema } from '../contract/auth';
import {
  currenciesResponseSchema,
  currencyRatesResponseSchema,
  outletsResponseSchema,
  salesOrderSettingResponseSchema,
  salespeopleResponseSchema,
  storesResponseSchema,
  taxConfigsResponseSchema,
  viewsResponseSchema,
} from '../contract/settings';
import { type ApiClient, serviceUrl } from './client';
import { api } from './http';
import { queryKeys, type StoreId, type UserId } from './queryKeys';

/** Settings change rarely; a store switch or sign-out is what makes them stale. */
const SETTINGS_STALE_MS = 5 * 60_000;
const LIST = { page: 1, limit: 100 } as const;

/** Some settings fall back silently (empty list or empty config) instead of failing the screen. */
async function orFallback<T>(load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return fallback;
  }
}

/** The stores the user may see (general service), for the store switcher and sign-in. */
export const userStoresQuery = (userId: UserId) =>
  queryOptions({
    queryKey: queryKeys.userStores(userId),
    queryFn: async ({ signal }) =>
      (
        await api({
          url: serviceUrl('general', `/v0/users/${userId}/stores`),
          schema: userStoresResponseSchema,
          signal,
        })
      ).items,
    staleTime: SETTINGS_STALE_MS,
  });

/** Stores with their settings (authLogoUrl among them). */
export const settingsStoresQuery = (userId: UserId) =>
  queryOptions({
    queryKey: queryKeys.settingsStores(userId),
    queryFn: async ({ signal }) =>
      (
        await api({
          url: serviceUrl('settings', '/v0/stores', { customerId: userId }),
          schema: storesResponseSchema,
          signal,
        })
      ).items,
    staleTime: SETTINGS_STALE_MS,
  });

export const storeConfigQuery = (userId: UserId, storeId: StoreId, viewCode = 'default') =>
  queryOptions({
    queryKey: queryKeys.storeConfig(userId, storeId, viewCode),
    queryFn: ({ signal }) =>
      orFallback(
        api({
          url: serviceUrl('general', `/v0/stores/${storeId}/config`, { viewCode }),
          schema: storeConfigSchema,
          signal,
        }),
        null,
      ),
    staleTime: SETTINGS_STALE_MS,
  });

export const taxConfigsQuery = (userId: UserId, storeId: StoreId) =>
  queryOptions({
    queryKey: queryKeys.taxConfigs(userId, storeId),
    queryFn: async ({ signal }) =>
      (
        await api({
          url: serviceUrl('settings', `/v0/stores/${storeId}/tax-configs`, LIST),
          schema: taxConfigsResponseSchema,
          signal,
        })
      ).items,
    staleTime: SETTINGS_STALE_MS,
  });

export const viewsQuery = (userId: UserId, storeId: StoreId) =>
  queryOptions({
    queryKey: queryKeys.views(userId, storeId),
    queryFn: async ({ signal }) =>
      (
        await api({
          url: serviceUrl('settings', `/v0/stores/${storeId}/views`, LIST),
          schema: viewsResponseSchema,
          signal,
        })
      ).items,
    staleTime: SETTINGS_STALE_MS,
  });

/** Outlets with a truthy status only. */
export const outletsQuery = (userId: UserId, storeId: StoreId) =>
  queryOptions({
    queryKey: queryKeys.outlets(userId, storeId),
    queryFn: async ({ signal }) =>
      (
        await api({
          url: serviceUrl('settings', `/v0/stores/${storeId}/outlets`),
          schema: outletsResponseSchema,
          signal,
        })
      ).items.filter((outlet) => outlet.status),
    staleTime: SETTINGS_STALE_MS,
  });

/** The store's published custom order statuses, read with `client`; a failure gives an empty list. */
export function readCustomStatuses(client: ApiClient, storeId: StoreId, signal?: AbortSignal) {
  return orFallback(
    client({
      url: serviceUrl('settings', `/v0/stores/${storeId}/setting/sales-order`, { storeId, ...LIST }),
      schema: salesOrderSettingResponseSchema,
      signal,
    }).then((setting) => setting.customStatuses.filter((status) => status.is_published)),
    [],
  );
}

/** The store's currency rates, read with `client`; a failure gives an empty list. */
export function readCurrencyRates(client: ApiClient, storeId: StoreId, signal?: AbortSignal) {
  return orFallback(
    client({
      url: serviceUrl('settings', `/v0/stores/${storeId}/currency-rates`, { storeId, ...LIST }),
      schema: currencyRatesResponseSchema,
      signal,
    }).then((page) => page.items),
    [],
  );
}

/** Published custom order statuses; a failure gives an empty list. */
export const customStatusesQuery = (userId: UserId, storeId: StoreId) =>
  queryOptions({
    queryKey: queryKeys.customStatuses(userId, storeId),
    queryFn: ({ signal }) => readCustomStatuses(api, storeId, signal),
    staleTime: SETTINGS_STALE_MS,
  });

/** Currency rates of the store; a failure gives an empty list. */
export const currencyRatesQuery = (userId: UserId, storeId: StoreId) =>
  queryOptions({
    queryKey: queryKeys.currencyRates(userId, storeId),
    queryFn: ({ signal }) => readCurrencyRates(api, storeId, signal),
    staleTime: SETTINGS_STALE_MS,
  });

export const currenciesQuery = (userId: UserId, storeId: StoreId) =>
  queryOptions({
    queryKey: queryKeys.currencies(userId, storeId),
    queryFn: ({ signal }) =>
      orFallback(
        api({
          url: serviceUrl('settings', `/v0/stores/${storeId}/currencies`, { storeId, ...LIST }),
          schema: currenciesResponseSchema,
          signal,
        }).then((page) => page.items),
        [],
      ),
    staleTime: SETTINGS_STALE_MS,
  });

export type SalespersonList = v.InferOutput<typeof salespeopleResponseSchema>['items'];

/** Every page of salespeople, keeping those with a truthy status. */
export const salespeopleQuery = (userId: UserId, storeId: StoreId) =>
  queryOptions({
    queryKey: queryKeys.salespeople(userId, storeId),
    queryFn: async ({ signal }) => {
      const all: SalespersonList = [];
      for (let page = 1, maxPage = 1; page <= maxPage; page++) {
        const answer = await api({
          url: serviceUrl('settings', `/v1/stores/${storeId}/users`, { page, limit: 100 }),
          schema: salespeopleResponseSchema,
          signal,
        });
        all.push(...answer.items);
        maxPage = answer.maxPage;
      }
      return all.filter((person) => person.status);
    },
    staleTime: SETTINGS_STALE_MS,
  });
