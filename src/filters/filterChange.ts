import type { FilterSearch } from './filterSearch';

/**
 * The next filters after a change (spec §4): any filter change returns to page 1; choosing online
 * clears outlets and registers; on product sold any change but the page turns "without variant" off.
 */
export function withFilterChange(
  routeName: string,
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
  if (routeName === 'productSold' && !onlyPage && !('withoutVariant' in patch))
    next.withoutVariant = undefined;
  return next;
}

/** Spec §4: on a store change the page, outlets and registers reset; the rest of the view is kept. */
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
