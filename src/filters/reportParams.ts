import dayjs from 'dayjs';
import type { FilterSearch } from './filterSearch';
import { formatLocal, resolveRange } from './filterSearch';

/** Reports that ignore order and payment status filters (spec §4). */
const WITHOUT_STATES = new Set(['productSold', 'revenueByProduct', 'paymentStatus']);
const WITHOUT_STATUSES = new Set(['productSold', 'revenueByProduct']);

/** The browser's fixed offset as the API reads it (spec §9): `+02:00`, `-05:30`. */
export function browserTimeZone(now = dayjs()): string {
  return now.format('Z');
}

/** Spec §5: every id selected is sent as no filter (absent), none selected as -1 in in-store mode. */
function idsParam(ids: readonly number[] | undefined): string | undefined {
  if (ids === undefined) return undefined;
  return ids.length ? ids.join(',') : '-1';
}

function listParam(values: readonly string[] | undefined): string | undefined {
  return values?.length ? values.join(',') : undefined;
}

/**
 * The report query of spec §3 for a route and its filters. Dates go as local wall time with the
 * browser's offset in `timeZone`, so the server groups by the same local day the user sees.
 */
export function reportQueryParams(
  routeName: string,
  search: FilterSearch,
  now = dayjs(),
): Record<string, string> {
  const range = resolveRange(search, now);
  const online = search.source === 'online';
  const params: Record<string, string | undefined> = {
    createdAtMin: formatLocal(range.min),
    createdAtMax: formatLocal(range.max),
    timeZone: browserTimeZone(now),
    mode: search.mode ?? 'DATE',
    page: String(search.page ?? 1),
    limit: search.limit ? String(search.limit) : undefined,
    source: search.source && search.source !== 'all' ? search.source : undefined,
    showAllOrders: online ? 'true' : undefined,
    outletIds: online ? undefined : idsParam(search.outletIds),
    registerIds: online ? undefined : idsParam(search.registerIds),
    states: WITHOUT_STATES.has(routeName) ? undefined : listParam(search.states),
    statuses: WITHOUT_STATUSES.has(routeName) ? undefined : listParam(search.statuses),
    productTypes: listParam(search.productTypes),
    salesmen: search.salesmen?.length ? search.salesmen.join(',') : undefined,
    categoryIds: search.categoryIds?.length ? search.categoryIds.join(',') : undefined,
    productCategoryId: search.productCategoryId === undefined ? undefined : String(search.productCategoryId),
    revenueType: search.paidOnly ? 'paid' : undefined,
    sortBy: search.sort,
    sortDirection: search.sort ? (search.direction ?? 'desc') : undefined,
    withoutVariant: search.withoutVariant ? 'true' : undefined,
    storeIds: search.stores?.length ? search.stores.join(',') : undefined,
  };
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
