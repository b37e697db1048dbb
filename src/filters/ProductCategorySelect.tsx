import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { categoryFilterQuery } from '../api/catalogQueries';
import type { Category } from '../contract/catalog';
import { UNCATEGORIZED } from '../contract/constants';
import { SelectField } from '../ui/fields';

type ProductCategory = number | typeof UNCATEGORIZED | undefined;

interface ProductCategorySelectProps {
  userId: number;
  storeId: number;
  value: ProductCategory;
  onChange: (value: ProductCategory) => void;
}

function flatten(categories: readonly Category[], depth = 0): { category: Category; depth: number }[] {
  return categories.flatMap((category) => [{ category, depth }, ...flatten(category.children, depth + 1)]);
}

/**
 * The product reports' category dropdown: all, Uncategorized, or one category. When the
 * chosen category is no longer in the store's list (another store, a deleted category), the choice
 * returns to all.
 */
export function ProductCategorySelect({ userId, storeId, value, onChange }: ProductCategorySelectProps) {
  const { t } = useLingui();
  const list = useInfiniteQuery(categoryFilterQuery(userId, storeId, { filterBy: 'all', search: '' }));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const options = flatten(list.data?.pages.flatMap((page) => page.data) ?? []);
  const complete = list.isSuccess && !hasNextPage;
  const missing =
    typeof value === 'number' && complete && !options.some(({ category }) => category.id === value);
  useEffect(() => {
    if (missing) onChange(undefined);
  }, [missing, onChange]);

  return (
    <SelectField
      inline
      className="product-category"
      label={t`Category`}
      value={value === undefined ? '' : String(value)}
      aria-busy={list.isFetching}
      onChange={(next) => {
        onChange(next === '' ? undefined : next === UNCATEGORIZED ? UNCATEGORIZED : Number(next));
      }}
    >
      <option value="">{t`All categories`}</option>
      <option value={UNCATEGORIZED}>{t`Uncategorized`}</option>
      {typeof value === 'number' && !complete && !options.some(({ category }) => category.id === value) && (
        <option value={value}>{t`Category ${value}`}</option>
      )}
      {options.map(({ category, depth }) => (
        <option key={category.id} value={category.id} disabled={category.isDisabled}>
          {`${'\u00a0\u00a0'.repeat(depth)}${category.name}`}
        </option>
      ))}
    </SelectField>
  );
}
