import type { SavedView } from '../contract/savedViews';

/** A saved view of store 2 as the server lists it: the total revenue by day over fixed dates. */
export const savedView = (id: string, name: string): SavedView => ({
  id,
  storeId: 2,
  name,
  path: '/total-revenue',
  search: { mode: 'DATE' },
  range: { kind: 'fixed' },
  isDefault: false,
  updatedAt: 1,
});
