import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { answerSchema, type Endpoint } from '../contract/endpoints';
import type { ReportQueryWire } from '../contract/reportQuery';
import { serviceUrl } from './client';
import { api } from './http';
import { queryKeys, type StoreId, type UserId } from './queryKeys';

/** Report answers stay fresh this long: revisiting a report within it reads the cache without a request. */
export const REPORT_STALE_MS = 60_000;

/** A report answer as the screens read it: rows through the report definition's accessors. */
export interface ReportResponse {
  items: Record<string, unknown>[];
  maxPage: number;
  page: number;
  countItems: number;
  total?: Record<string, unknown> | undefined;
  /** The range as the server read it, with the zone its days and hours are counted in. */
  range: { from: string; to: string; timeZone: string; mode: string };
  /** The instant the server produced the figures (ISO 8601), kept with every copy of the answer. */
  generatedAt?: string | undefined;
  previous?:
    | {
        items: Record<string, unknown>[];
        countItems: number;
        total?: Record<string, unknown> | undefined;
        range: { from: string; to: string; timeZone: string; mode: string };
        /** While the range is under way: the compared period is cut at this wall-clock time (HH:mm). */
        until?: string | undefined;
      }
    | undefined;
  averageDuration?: number | undefined;
  /** The global report's shares of the whole range, and the stores it could not convert. */
  slices?: Record<string, unknown>[] | undefined;
  storesWithoutRate?: Array<{ storeId: number; storeName: string; currency: string | null }> | undefined;
}

/** One request of a report endpoint: the item shape its answer is read with, the path and every param. */
export interface EndpointRequest {
  endpoint: Endpoint;
  item: v.GenericSchema;
  path: string;
  params: ReportQueryWire;
}

/**
 * One report request: the key carries the user, the store, the endpoint and every param sent, so the
 * route loader, the screen and a hover preload share one cache entry, and no user or store ever reads
 * another's answer.
 */
export const reportQuery = (
  { userId, storeId }: { userId: UserId; storeId: StoreId },
  { endpoint, item, path, params }: EndpointRequest,
) =>
  queryOptions({
    queryKey: queryKeys.report(userId, storeId, `${endpoint.service}/${endpoint.name}`, params),
    queryFn: ({ signal }) =>
      api({
        url: serviceUrl('reports', path, params),
        schema: answerSchema(endpoint, item) as v.GenericSchema<unknown, ReportResponse>,
        signal,
      }),
    staleTime: REPORT_STALE_MS,
  });
