import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { type CategoryFilterQuery, categoryFilterQuery } from '../api/catalogQueries';
import type { Category } from '../contract/catalog';
import { FilterPopup } from './FilterPopup';
import { selectionTexts } from './selectionTexts';
import { usePopupDraft } from './usePopupDraft';

interface CategoryPanelProps {
  id: string;
  userId: number;
  storeId: number;
  /** Undefined: every category (no filter). */
  selected: readonly number[] | undefined;
  onApply: (selected: number[] | undefined) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function flatten(categories: readonly Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.children)]);
}

/** Waits for typing to pause before searching, so each key press is not a request. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The category picker: search, filtered-by radio, an all-categories box that selects only
 * enabled ones, a tree of checkboxes loaded 30 at a time as it scrolls, Reset and Apply.
 */
export function CategoryPanel({
  id,
  userId,
  storeId,
  selected,
  onApply,
  open,
  onOpenChange,
}: CategoryPanelProps) {
  const { t, i18n } = useLingui();
  const texts = selectionTexts(i18n, 'categories');
  const fieldId = useId();
  const [search, setSearch] = useState('');
  const [filterBy, setFilterBy] = useState<CategoryFilterQuery['filterBy']>('all');
  const [draft, setDraft] = usePopupDraft<ReadonlySet<number> | 'all'>(
    open,
    selected ? new Set(selected) : 'all',
  );
  const sentinel = useRef<HTMLLIElement>(null);
  const query = useDebounced<CategoryFilterQuery>({ filterBy, search: search.trim() }, 300);
  const list = useInfiniteQuery({ ...categoryFilterQuery(userId, storeId, query), enabled: open });
  const loaded = flatten(list.data?.pages.flatMap((page) => page.data) ?? []);
  const enabled = loaded.filter((category) => !category.isDisabled);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const target = sentinel.current;
    if (!open || !target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [open, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const isChecked = (category: Category) => draft === 'all' || draft.has(category.id);
  const toggle = (category: Category) =>
    setDraft((current) => {
      const next = new Set(current === 'all' ? enabled.map((c) => c.id) : current);
      const ids = [
        category.id,
        ...flatten(category.children)
          .filter((c) => !c.isDisabled)
          .map((c) => c.id),
      ];
      const adding = !next.has(category.id);
      for (const categoryId of ids) {
        if (adding) next.add(categoryId);
        else next.delete(categoryId);
      }
      return next;
    });
  const allChecked = draft === 'all' || (enabled.length > 0 && enabled.every((c) => draft.has(c.id)));
  // Unfiltered, "all categories" is no filter at all; while a search or a type narrows the list, it
  // checks the enabled categories shown, since the others are not known here.
  const unfiltered = filterBy === 'all' && search.trim() === '';
  const toggleAll = () => {
    if (allChecked) return setDraft(() => new Set());
    if (unfiltered) return setDraft(() => 'all');
    setDraft((current) => new Set([...(current === 'all' ? [] : current), ...enabled.map((c) => c.id)]));
  };
  const count = draft === 'all' ? null : draft.size;

  const renderTree = (categories: readonly Category[]) =>
    categories.map((category) => (
      <li key={category.id}>
        <label className={`checklist__item${category.isDisabled ? ' checklist__item--disabled' : ''}`}>
          <input
            type="checkbox"
            disabled={category.isDisabled}
            checked={!category.isDisabled && isChecked(category)}
            onChange={() => toggle(category)}
          />
          <span>
            {category.name}
            {category.isDisabled && (
              <span className="checklist__detail">
                <Trans>disabled</Trans>
              </span>
            )}
          </span>
        </label>
        {category.children.length > 0 && <ul className="category-tree">{renderTree(category.children)}</ul>}
      </li>
    ));

  return (
    <FilterPopup
      id={id}
      label={t`Categories`}
      value={selected === undefined ? texts.all : texts.selected(selected.length)}
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <>
          <button type="button" className="button" onClick={() => setDraft(() => 'all')}>
            <Trans>Reset</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={count === 0}
            onClick={() => {
              onApply(draft === 'all' || (unfiltered && allChecked) ? undefined : [...draft]);
              onOpenChange(false);
            }}
          >
            <Trans>Apply</Trans>
          </button>
        </>
      }
    >
      <div className="category-panel">
        <label className="visually-hidden" htmlFor={`${fieldId}-search`}>
          <Trans>Search categories</Trans>
        </label>
        <input
          id={`${fieldId}-search`}
          className="input"
          type="search"
          placeholder={t`Search categories`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <fieldset className="segmented">
          <legend className="visually-hidden">
            <Trans>Filtered by</Trans>
          </legend>
          {(
            [
              ['all', t({ message: 'All', context: 'category levels' })],
              ['parent', t({ message: 'Parent', context: 'category levels' })],
              ['child', t({ message: 'Child', context: 'category levels' })],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="segmented__option">
              <input
                type="radio"
                name={`${fieldId}-filter-by`}
                checked={filterBy === value}
                onChange={() => setFilterBy(value)}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <label className="checklist__item checklist__item--all">
          <input type="checkbox" checked={allChecked} onChange={toggleAll} />
          <span>
            <Trans>All categories</Trans>
          </span>
        </label>
        {list.isError ? (
          <p className="form-error" role="alert">
            {list.error.message}{' '}
            <button type="button" className="button" onClick={() => void list.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : list.isPending ? (
          <p className="filter-popup__empty" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : loaded.length === 0 ? (
          <p className="filter-popup__empty">
            <Trans>No category matches.</Trans>
          </p>
        ) : (
          <ul className="category-tree category-tree--root" aria-label={t`Categories`}>
            {renderTree(list.data.pages.flatMap((page) => page.data))}
            {hasNextPage && (
              <li ref={sentinel}>
                <button
                  type="button"
                  className="button button--link"
                  disabled={isFetchingNextPage}
                  onClick={() => void fetchNextPage()}
                >
                  {isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Show more</Trans>}
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
    </FilterPopup>
  );
}
