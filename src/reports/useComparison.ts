import { useLingui } from '@lingui/react/macro';
import { useComparisonChoices } from '../filters/ComparisonSelect';
import { type Comparison, comparisonOf } from '../filters/comparison';
import type { DateRange } from '../filters/dateRanges';
import { type FilterSearch, resolveRange } from '../filters/filterSearch';
import { formatDay } from './format';
import { useStoreDayStart, useStoreNow } from './useStoreNow';

/** The range a link shows and what it is compared with, with the compared period's name. */
export function useComparison(search: FilterSearch): {
  range: DateRange;
  comparison: Comparison;
  name: string;
} {
  const dayStart = useStoreDayStart();
  const range = resolveRange(search, useStoreNow(), dayStart);
  const comparison = comparisonOf(search, range.min, dayStart);
  return { range, comparison, name: useComparedPeriodName(comparison) };
}

/** The name of a compared period, as legends, tooltips and the comparison table show it. */
export function useComparedPeriodName(comparison: Comparison): string {
  const { t, i18n } = useLingui();
  const names = useComparisonChoices();
  if (comparison.kind === 'custom' && comparison.from) {
    const day = formatDay(comparison.from, i18n.locale);
    return t`Period from ${day}`;
  }
  return names[comparison.kind];
}
