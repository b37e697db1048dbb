import type { FilterSearch } from './filterSearch';
import { choosesOnline, HIDDEN_ONLINE } from './onlineOrders';

/** Options of the report that any other change turns off (product sold's "without variant"). */
type ResetOptions = readonly ('paidOnly' | 'withoutVariant' | 'paymentInfo' | 'countedOnly')[];

/**
 * The next filters after a change: any filter change returns to page 1; choosing online clears outlets
 * and registers; any change but the page turns the report's `resetOptions` off.
 */
export function withFilterChange(
  resetOptions: ResetOptions | undefined,
  previous: FilterSearch,
  patch: Partial<FilterSearch>,
): FilterSearch {
  const keys = Object.keys(patch) as (keyof FilterSearch)[];
  const onlyPage = keys.every((key) => key === 'page');
  const next: FilterSearch = { ...previous, ...patch };
  if (!onlyPage && !('page' in patch)) next.page = undefined;
  if (choosesOnline(patch)) for (const key of HIDDEN_ONLINE.choices) next[key] = undefined;
  for (const option of onlyPage ? [] : (resetOptions ?? [])) if (!(option in patch)) next[option] = undefined;
  return next;
}

/** The choices that name one store's outlets, registers, categories and sellers. */
const STORE_CHOICES = ['outletIds', 'registerIds', 'categoryIds', 'productCategoryId', 'salesmen'] as const;

/** On a store change the page and the choices that belong to the old store reset; the rest of the view is kept. */
export function withStoreChange(previous: FilterSearch): FilterSearch {
  const next: FilterSearch = { ...previous, page: undefined };
  for (const key of STORE_CHOICES) next[key] = undefined;
  return next;
}
