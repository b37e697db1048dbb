import type { FilterSearch } from './filterSearch';

/** The filter bar's multiple choices, by their control's name, with what a link chooses in each. */
const FOLDED_VALUES = {
  stores: (search) => search.stores,
  outlets: (search) => search.outletIds,
  registers: (search) => search.registerIds,
  productTypes: (search) => search.productTypes,
  states: (search) => search.states,
  statuses: (search) => search.statuses,
  salesmen: (search) => search.salesmen,
  categories: (search) => search.categoryIds,
} satisfies Record<string, (search: FilterSearch) => readonly unknown[] | undefined>;

export type FoldedFilter = keyof typeof FOLDED_VALUES;

/** The filters besides the date that narrow the report, as a phone's folded bar names them ("Outlets: 2"). */
export function filtersInForce(
  search: FilterSearch,
  shown: ReadonlySet<string>,
  names: Record<FoldedFilter | 'online' | 'inStore', string>,
): string[] {
  const texts: string[] = [];
  if (shown.has('source') && search.source === 'online') texts.push(names.online);
  if (shown.has('source') && search.source === 'in_store') texts.push(names.inStore);
  for (const control of Object.keys(FOLDED_VALUES) as FoldedFilter[]) {
    const chosen = shown.has(control) ? FOLDED_VALUES[control](search) : undefined;
    if (chosen) texts.push(`${names[control]}: ${chosen.length}`);
  }
  return texts;
}
