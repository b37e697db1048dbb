import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { withFilterChange } from '../filters/filterChange';
import { type FilterSearch, parseFilterSearch } from '../filters/filterSearch';
import { useCurrentReport } from './currentReport';

/**
 * The filters of a search object, worked out once per object: every part of a screen that reads them
 * (the screen, its filter bar, its save button) gets the same answer without parsing the dates again.
 */
const parsedSearches = new WeakMap<object, FilterSearch>();
function filtersOf(raw: Record<string, unknown>): FilterSearch {
  let search = parsedSearches.get(raw);
  if (!search) {
    search = parseFilterSearch(raw);
    parsedSearches.set(raw, search);
  }
  return search;
}

/**
 * The current report's filters, read from the URL, and a setter that writes a change back as a new
 * history entry, so back and forward step through filter changes and a copied link shows the view.
 */
export function useReportFilters() {
  // Not strict: /outlet shows reports outside the signed-in layout, and reads the same filters.
  // Structurally shared: the router hands out a new search object whenever its state changes (a load
  // settling, a preload); an equal one keeps its identity, so screens memoised on it are not rendered
  // again for nothing (a report's table, each row with its link to the orders behind it).
  const raw = useSearch({ strict: false, structuralSharing: true });
  const search = useMemo(() => filtersOf(raw), [raw]);
  const navigate = useNavigate();
  const report = useCurrentReport();
  const resetOptions = report?.optionsResetByChanges;
  const setFilters = useCallback(
    (patch: Partial<FilterSearch>) =>
      navigate({
        to: '.',
        search: (previous: FilterSearch) => withFilterChange(resetOptions, previous, patch),
      }),
    [navigate, resetOptions],
  );
  return { search, setFilters, reportId: report?.id };
}
