import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { answerSchema } from '../contract/answers';
import type { Endpoint } from '../contract/endpoints';
import type { ReportQueryWire } from '../contract/reportQuery';
import { serviceUrl } from './client';
import { api } from './http';
import { queryKeys, type StoreId, type UserId } from './queryKeys';

/** Report answers stay fresh this long: revisiting a report within it reads the cache without a request. */
export const REPORT_STALE_MS = 60_000;

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
        schema: answerSchema(endpoint, item),
        signal,
      }),
    staleTime: REPORT_STALE_MS,
  });
