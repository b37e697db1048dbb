import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { ReportQueryWire } from '../contract/reportQuery';
import { reportResponseSchema } from '../contract/reports';
import type { ApiReport } from '../reports/definition';
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
  previous?:
    | { items: Record<string, unknown>[]; countItems: number; total?: Record<string, unknown> | undefined }
    | undefined;
  dayComparison?:
    | {
        day: string;
        previousDay: string;
        current: Record<string, number>;
        previous: Record<string, number>;
        change: Record<string, number | null>;
      }
    | undefined;
  averageDuration?: number | undefined;
  /** The global report's shares of the whole range, and the stores it could not convert. */
  slices?: Record<string, unknown>[] | undefined;
  storesWithoutRate?: Array<{ storeId: number; storeName: string; currency: string | null }> | undefined;
}

const schemas = new WeakMap<ApiReport, v.GenericSchema<unknown, ReportResponse>>();

function responseSchema(report: ApiReport): v.GenericSchema<unknown, ReportResponse> {
  let schema = schemas.get(report);
  if (!schema) {
    schema = (report.response ??
      reportResponseSchema(report.item, report.total)) as unknown as v.GenericSchema<unknown, ReportResponse>;
    schemas.set(report, schema);
  }
  return schema;
}

export interface ReportScope {
  userId: UserId;
  storeId: StoreId;
  /** The store's time zone (an IANA name): reports group by its local days. */
  timeZone?: string | null | undefined;
}

/**
 * One report request: the key carries the user, the store, the endpoint and every param sent, so the
 * route loader, the screen and a hover preload share one cache entry, and no user or store ever reads
 * another's answer.
 */
export const reportQuery = ({ userId, storeId }: ReportScope, report: ApiReport, params: ReportQueryWire) =>
  queryOptions({
    queryKey: queryKeys.report(userId, storeId, `${report.service}/${report.name}`, params),
    queryFn: ({ signal }) =>
      api({
        url: serviceUrl('reports', `/${report.service}/stores/${storeId}/${report.name}`, params),
        schema: responseSchema(report),
        signal,
      }),
    staleTime: REPORT_STALE_MS,
  });
