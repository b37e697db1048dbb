import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { reportResponseSchema, summaryItemSchema, summaryTotalSchema } from '../contract/reports';
import { serviceUrl } from './client';
import { api } from './http';
import { queryKeys, type StoreId, type UserId } from './queryKeys';

const summaryResponse = reportResponseSchema(summaryItemSchema);
/** The generic report answer with its totals typed as sale-summary's. */
const saleSummaryResponseSchema = v.object({
  ...summaryResponse.entries,
  total: v.optional(summaryTotalSchema),
  previous: v.optional(
    v.object({ ...summaryResponse.entries.previous.wrapped.entries, total: v.optional(summaryTotalSchema) }),
  ),
});

/**
 * The totals of a range and of the previous range of the same length (sale-summary with
 * compare=previous). One period is enough: the totals cover the whole range.
 */
export const periodTotalsQuery = (userId: UserId, storeId: StoreId, params: Record<string, string>) => {
  const query = { ...params, type: 'all', compare: 'previous', page: '1', limit: '1' };
  return queryOptions({
    queryKey: queryKeys.report(userId, storeId, 'sale-summary-totals', query),
    queryFn: ({ signal }) =>
      api({
        url: serviceUrl('reports', `/v0/stores/${storeId}/sale-summary`, query),
        schema: saleSummaryResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};
