import { infiniteQueryOptions } from '@tanstack/react-query';
import { categoryFilterResponseSchema } from '../contract/catalog';
import { serviceUrl } from './client';
import { api } from './http';
import { queryKeys, type StoreId, type UserId } from './queryKeys';

export const CATEGORY_PAGE_SIZE = 30;

export interface CategoryFilterQuery {
  filterBy: 'all' | 'parent' | 'child';
  search: string;
}

/** The category picker's list, 30 a page, loaded page by page as the list scrolls. */
export const categoryFilterQuery = (userId: UserId, storeId: StoreId, filter: CategoryFilterQuery) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.store(userId, storeId), 'category-filter', filter] as const,
    queryFn: ({ pageParam, signal }) =>
      api({
        url: serviceUrl('catalog', `/v0/stores/${storeId}/categories/filter`, {
          page: pageParam,
          limit: CATEGORY_PAGE_SIZE,
          filterBy: filter.filterBy,
          search: filter.search || undefined,
        }),
        schema: categoryFilterResponseSchema,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.maxPage ? last.currentPage + 1 : undefined),
    staleTime: 5 * 60_000,
  });
