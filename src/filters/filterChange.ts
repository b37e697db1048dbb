import type { FilterSearch } from './filterSearch';

/**
 * The next filters after a change: any filter change returns to page 1; choosing online clears outlets
 * and registers; on product sold any change but the page turns "without variant" off.
 */
export function withFilterChange(
  reportId: string | undefined,
  previous: FilterSearch,
  patch: Partial<FilterSearch>,
): FilterSearch {
  const keys = Object.keys(patch) as (keyof FilterSearch)[];
  const onlyPage = keys.every((key) => key === 'page');
  const next: FilterSearch = { ...previous, ...patch };
  if (!onlyPage && !('page' in patch)) next.page = undefined;
  if (patch.source === 'online') {
    next.outletIds = undefined;
    next.registerIds = undefined;
  }
  if (reportId === 'productSold' && !onlyPage && !('withoutVariant' in patch))
    next.withoutVariant = undefined;
  return next;
}

/** On a store change the page and the choices that belong to the old store reset; the rest of the view is kept. */
export function withStoreChange(previous: FilterSearch): FilterSearch {
  return {
    ...previous,
    page: undefined,
    outletIds: undefined,
    registerIds: undefined,
    categoryIds: undefined,
    productCategoryId: undefined,
    salesmen: undefined,
  };
}
