import { Trans, useLingui } from '@lingui/react/macro';
import dayjs, { type Dayjs } from 'dayjs';
import { COMPARE_WITH, type CompareWith } from '../contract/constants';
import { useStoreDayStart } from '../session/storeDay';
import { SelectField } from '../ui/fields';
import { useChoiceShownAtOnce } from '../ui/useChoiceShownAtOnce';
import { businessDayOf } from './businessDay';
import { type Comparison, DAY_FORMAT, isDay } from './comparison';
import type { FilterSearch } from './filterSearch';

type ComparisonPatch = Pick<FilterSearch, 'compare' | 'compareWith' | 'compareFrom'>;

/** A custom comparison starts four weeks before: the same weekdays, a month back. */
const DEFAULT_CUSTOM_WEEKS = 4;

/**
 * What the range is compared with: the previous period of the same length, the same days a week or 52
 * weeks before, or a period chosen by its first day (kept in the link as `compareFrom`). A report's
 * comparison is optional (its first choice is none); the dashboard's cards always compare.
 */
export function ComparisonSelect({
  optional = true,
  enabled = true,
  comparison,
  firstDay,
  onChange,
}: {
  /** Whether "No comparison" is a choice (reports); the dashboard's cards always compare. */
  optional?: boolean;
  /** Reports only: whether a comparison is shown at all. */
  enabled?: boolean;
  comparison: Comparison;
  firstDay: Dayjs;
  onChange: (patch: ComparisonPatch) => void;
}) {
  const { t } = useLingui();
  const choices = useComparisonChoices();
  const value = enabled || !optional ? comparison.kind : 'none';
  const [shown, choose] = useChoiceShownAtOnce<CompareWith | 'none'>(value);
  // The range's first day is the store's business day its start falls in.
  const anchor = businessDayOf(firstDay, useStoreDayStart());
  const fromShown = (from: string) => dayjs(from, DAY_FORMAT).format(DAY_FORMAT);

  const pick = (kind: CompareWith | 'none') => {
    choose(kind);
    if (kind === 'none')
      return onChange({ compare: undefined, compareWith: undefined, compareFrom: undefined });
    const compare = optional ? true : undefined;
    if (kind !== 'custom')
      return onChange({
        compare,
        compareWith: kind === 'previous' ? undefined : kind,
        compareFrom: undefined,
      });
    const from = comparison.from ?? anchor.subtract(DEFAULT_CUSTOM_WEEKS, 'week').format(DAY_FORMAT);
    onChange({ compare, compareWith: 'custom', compareFrom: from });
  };
  const pickDay = (text: string) => {
    if (!isDay(text) || !dayjs(text, DAY_FORMAT).isBefore(anchor)) return;
    onChange({ compareFrom: dayjs(text, DAY_FORMAT).format(DAY_FORMAT) });
  };

  return (
    <SelectField
      inline
      className="comparison-select"
      label={<Trans>Compare with</Trans>}
      value={shown}
      onChange={(kind) => pick(kind as CompareWith | 'none')}
      after={
        shown === 'custom' &&
        comparison.from && (
          <input
            aria-label={t`First day of the compared period`}
            className="input input--date"
            type="date"
            max={anchor.subtract(1, 'day').format(DAY_FORMAT)}
            value={fromShown(comparison.from)}
            onChange={(event) => pickDay(event.target.value)}
          />
        )
      }
    >
      {optional && <option value="none">{t`No comparison`}</option>}
      {COMPARE_WITH.map((kind) => (
        <option key={kind} value={kind}>
          {choices[kind]}
        </option>
      ))}
    </SelectField>
  );
}

/** The choices of the comparison control. */
export function useComparisonChoices(): Record<CompareWith, string> {
  const { t } = useLingui();
  return {
    previous: t`Previous period`,
    week: t`Same days last week`,
    year: t`Same weekdays last year`,
    custom: t`Chosen period`,
  };
}
