import { Trans, useLingui } from '@lingui/react/macro';
import dayjs, { type Dayjs } from 'dayjs';
import { useId } from 'react';
import { COMPARE_WITH, type CompareWith } from '../contract/constants';
import { useChoiceShownAtOnce } from '../ui/useChoiceShownAtOnce';
import { type Comparison, DAY_FORMAT, isDay } from './comparison';
import type { FilterSearch } from './filterSearch';

type ComparisonPatch = Pick<FilterSearch, 'compare' | 'compareWith' | 'compareFrom'>;

/** A custom comparison starts four weeks before: the same weekdays, a month back. */
const DEFAULT_CUSTOM_WEEKS = 4;

/**
 * What the range is compared with. For a report (`of="period"`) the first choice is no comparison and
 * a chosen period is given by its first day; for the dashboard's cards (`of="day"`) there is always a
 * comparison of the range's last day, and a chosen day is the day compared with it. Either way the link
 * keeps the compared period's first day (`compareFrom`).
 */
export function ComparisonSelect({
  of,
  enabled = true,
  comparison,
  firstDay,
  lastDay,
  onChange,
}: {
  of: 'period' | 'day';
  /** Reports only: whether a comparison is shown at all. */
  enabled?: boolean;
  comparison: Comparison;
  firstDay: Dayjs;
  lastDay: Dayjs;
  onChange: (patch: ComparisonPatch) => void;
}) {
  const { t } = useLingui();
  const selectId = useId();
  const choices = useComparisonChoices(of);
  const value = enabled ? comparison.kind : 'none';
  const [shown, choose] = useChoiceShownAtOnce<CompareWith | 'none'>(value);
  // The day the date field shows: the compared period's first day, or the day compared with the last one.
  const anchor = (of === 'day' ? lastDay : firstDay).startOf('day');
  const offset = anchor.diff(firstDay.startOf('day'), 'day');
  const fromShown = (from: string) => dayjs(from, DAY_FORMAT).add(offset, 'day').format(DAY_FORMAT);

  const pick = (kind: CompareWith | 'none') => {
    choose(kind);
    if (kind === 'none')
      return onChange({ compare: undefined, compareWith: undefined, compareFrom: undefined });
    const compare = of === 'period' ? true : undefined;
    if (kind !== 'custom')
      return onChange({
        compare,
        compareWith: kind === 'previous' ? undefined : kind,
        compareFrom: undefined,
      });
    const from = comparison.from ?? firstDay.subtract(DEFAULT_CUSTOM_WEEKS, 'week').format(DAY_FORMAT);
    onChange({ compare, compareWith: 'custom', compareFrom: from });
  };
  const pickDay = (text: string) => {
    if (!isDay(text) || !dayjs(text, DAY_FORMAT).isBefore(anchor)) return;
    onChange({ compareFrom: dayjs(text, DAY_FORMAT).subtract(offset, 'day').format(DAY_FORMAT) });
  };

  return (
    <div className="field field--inline comparison-select">
      <label htmlFor={selectId} className="field__label">
        {of === 'period' ? <Trans>Compare with</Trans> : <Trans>Compare the last day with</Trans>}
      </label>
      <select
        id={selectId}
        className="select"
        value={shown}
        onChange={(event) => pick(event.target.value as CompareWith | 'none')}
      >
        {of === 'period' && <option value="none">{t`No comparison`}</option>}
        {COMPARE_WITH.map((kind) => (
          <option key={kind} value={kind}>
            {choices[kind]}
          </option>
        ))}
      </select>
      {shown === 'custom' && comparison.from && (
        <input
          aria-label={
            of === 'period' ? t`First day of the compared period` : t`Day compared with the last day`
          }
          className="input input--date"
          type="date"
          max={anchor.subtract(1, 'day').format(DAY_FORMAT)}
          value={fromShown(comparison.from)}
          onChange={(event) => pickDay(event.target.value)}
        />
      )}
    </div>
  );
}

/** The choices of the comparison control: periods for a report, days for the dashboard's cards. */
export function useComparisonChoices(of: 'period' | 'day'): Record<CompareWith, string> {
  const { t } = useLingui();
  return of === 'period'
    ? {
        previous: t`Previous period`,
        week: t`Same days last week`,
        year: t`Same weekdays last year`,
        custom: t`Chosen period`,
      }
    : {
        previous: t`The day before`,
        week: t`The same day last week`,
        year: t`The same weekday last year`,
        custom: t`A chosen day`,
      };
}
