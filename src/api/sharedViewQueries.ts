import { QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import type * as v from 'valibot';
import { answerSchema } from '../contract/answers';
import type { ReportSortField, SortDirection } from '../contract/constants';
import type { Endpoint } from '../contract/endpoints';
import { type SHARED_PURPOSES, sharedViewSchema } from '../contract/viewShares';
import { buildUrl } from './client';
import { isApiError } from './errors';
import { api } from './http';
import { readRetryDelay, retryRead } from './readRetry';
import { REPORT_STALE_MS } from './reportQueries';

/**
 * A share link's reads (`/api/shared/v0/<token>`, on the app's origin): sent without the session's
 * bearer token, so whoever opens the link, signed in or not, reads what a stranger reads; cached in a
 * query client of their own, under keys that carry the share, which nothing keeps on the device.
 */
const SHARED_API = '/api/shared/v0';

export type SharedPurpose = (typeof SHARED_PURPOSES)[number];

/** What the viewer of a link may change of its table: its page and sort (absent: the view's own). */
export interface SharedPaging {
  page?: number | undefined;
  sortBy?: ReportSortField | undefined;
  sortDirection?: SortDirection | undefined;
}

/** Every key of a share's reads starts with `['shared', token]`: never a user's, never kept. */
export const sharedKeys = {
  all: ['shared'] as const,
  share: (token: string) => [...sharedKeys.all, token] as const,
  view: (token: string) => [...sharedKeys.share(token), 'view'] as const,
  answer: (token: string, purpose: SharedPurpose, paging: SharedPaging) =>
    [...sharedKeys.share(token), 'answer', purpose, paging] as const,
};

/**
 * A share's read is asked again as any read is (no answer, a busy server), except when the server says
 * the link was asked too often (429): the page then says when to try again rather than waiting in
 * silence. A link that ended, does not exist or is refused (410, 404, 403) is never asked again.
 */
export function retrySharedRead(failures: number, error: unknown): boolean {
  if (isApiError(error) && error.status === 429) return false;
  return retryRead(failures, error);
}

/** The shared page's own query client: nothing of it is kept on the device, and errors are the page's to show. */
export function createSharedQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retrySharedRead,
        retryDelay: readRetryDelay,
        refetchOnWindowFocus: false,
        staleTime: REPORT_STALE_MS,
      },
    },
  });
}

let sharedClient: QueryClient | undefined;
/** The one query client of share links in this page (made when a link is first opened). */
export function sharedQueryClient(): QueryClient {
  sharedClient ??= createSharedQueryClient();
  return sharedClient;
}

const url = (token: string, path = '', query: Record<string, string | number | undefined> = {}) =>
  buildUrl(SHARED_API, `/${encodeURIComponent(token)}${path}`, query);

/** What the link shows: the view, its store, who shared it and until when. */
export const sharedViewQuery = (token: string) =>
  queryOptions({
    queryKey: sharedKeys.view(token),
    queryFn: ({ signal }) => api({ url: url(token), schema: sharedViewSchema, auth: false, signal }),
  });

/**
 * The view's report answer for a purpose (the table's page, sorted as the viewer chose, or the chart's
 * or pie's own read), read with the schema of what its report reads for that purpose; never asked when
 * the report reads nothing of its own for it (`read` null). The server builds the request itself from
 * the view: only the purpose, page and sort are sent.
 */
export const sharedAnswerQuery = (
  token: string,
  purpose: SharedPurpose,
  paging: SharedPaging,
  read: { endpoint: Endpoint; item: v.GenericSchema } | null,
) =>
  queryOptions({
    queryKey: sharedKeys.answer(token, purpose, paging),
    queryFn: read
      ? ({ signal }) =>
          api({
            url: url(token, '/answer', { purpose, ...paging }),
            schema: answerSchema(read.endpoint, read.item),
            auth: false,
            signal,
          })
      : skipToken,
  });
