import type { Category } from '../../src/contract/catalog';
import type { Database } from '../db/database';
import { toPage } from '../db/paging';

export interface CategoryFilter {
  filterBy: 'all' | 'parent' | 'child';
  search?: string | undefined;
  categoryIds?: readonly number[] | undefined;
  page: number;
  limit: number;
  /** Keep only categories whose products (or whose children's products) are in this set. */
  usedCategoryIds?: ReadonlySet<number> | undefined;
}

interface CategoryRow extends Record<string, unknown> {
  id: number;
  parent_id: number | null;
  name: string;
  is_disabled: boolean;
}

function node(row: CategoryRow, children: Category[] = []): Category {
  return { id: row.id, name: row.name, parentId: row.parent_id, isDisabled: row.is_disabled, children };
}

/**
 * The category picker's list: `all` pages over top-level categories with their matching
 * children nested; `parent` over top-level ones alone; `child` over sub-categories, flat. A search
 * matches names case-insensitively; a parent that matches brings all its children.
 */
export async function filterCategories(db: Database, storeId: number, filter: CategoryFilter) {
  const rows = await db.all<CategoryRow>(
    'SELECT id, parent_id, name, is_disabled FROM categories WHERE store_id = CAST($1 AS INTEGER) ORDER BY position, id',
    [storeId],
  );
  const needle = filter.search?.trim().toLowerCase() ?? '';
  const wanted = filter.categoryIds ? new Set(filter.categoryIds) : undefined;
  const keep = (row: CategoryRow) =>
    (!needle || row.name.toLowerCase().includes(needle)) &&
    (!wanted || wanted.has(row.id)) &&
    (!filter.usedCategoryIds || filter.usedCategoryIds.has(row.id));

  const roots = rows.filter((r) => r.parent_id === null);
  const childrenOf = (parent: CategoryRow) => rows.filter((r) => r.parent_id === parent.id);
  let list: Category[];
  if (filter.filterBy === 'parent') {
    list = roots.filter(keep).map((r) => node(r));
  } else if (filter.filterBy === 'child') {
    list = rows.filter((r) => r.parent_id !== null && keep(r)).map((r) => node(r));
  } else {
    list = roots.flatMap((root) => {
      const children = childrenOf(root);
      const matching = keep(root)
        ? children.filter((c) => !filter.usedCategoryIds || filter.usedCategoryIds.has(c.id))
        : children.filter(keep);
      return keep(root) || matching.length
        ? [
            node(
              root,
              matching.map((c) => node(c)),
            ),
          ]
        : [];
    });
  }
  const start = (filter.page - 1) * filter.limit;
  const page = toPage(list.slice(start, start + filter.limit), list.length, filter.page, filter.limit);
  return { data: page.items, currentPage: page.page, maxPage: page.maxPage };
}
