import type { FilterSearch } from './filterSearch';

/**
 * Online orders are taken at no outlet and no register: choosing online hides those two filters,
 * clears their choices, and asks for every order whatever its outlet (`showAllOrders`).
 */
export const HIDDEN_ONLINE = {
  controls: ['outlets', 'registers'],
  choices: ['outletIds', 'registerIds'],
} as const;

export function choosesOnline(search: Pick<FilterSearch, 'source'>): boolean {
  return search.source === 'online';
}
