import { Trans, useLingui } from '@lingui/react/macro';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { dayStartText } from '../contract/businessDay';
import { dateTimeFormat, formatWallClock } from '../i18n/intlFormats';
import { businessNow, isWholeBusinessDays, toBusiness } from './businessDay';
import { CompareTab } from './CompareTab';
import { type CompareForm, compareRange, initialCompareForm } from './compareChoices';
import { checkCustomRange, type DateRange } from './dateRanges';
import { FilterPopup } from './FilterPopup';
import { type RangeForm, RangeTab, rangeFormValue, rangeFromForm } from './RangeTab';
import { Tabs } from './Tabs';
import { usePopupDraft } from './usePopupDraft';
import './date-picker.css';

type PickerTab = 'compare' | 'range';

/**
 * From the start of a day to the end of a day (to the second): business days when the store's days
 * start `dayStart` minutes after midnight (`businessDay.ts`).
 */
export function isWholeDays(range: DateRange, dayStart = 0): boolean {
  return isWholeBusinessDays(range, dayStart);
}

/**
 * How a range reads on the button, in the language's own range pattern: whole (business) days as dates
 * ("Jan 1 – 22, 2026", "1–22 janv. 2026", "2026년 1월 1일~22일"), otherwise with times on its clock.
 */
export function formatRange(range: DateRange, locale: string, dayStart = 0): string {
  if (isWholeDays(range, dayStart)) {
    const days = toBusiness(range, dayStart);
    return dateTimeFormat(locale, { dateStyle: 'medium' }).formatRange(days.min.toDate(), days.max.toDate());
  }
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).formatRange(
    range.min.toDate(),
    range.max.toDate(),
  );
}

/**
 * The custom-range form for a range: its (business) days, or with times where the range does not
 * cover whole days.
 */
function rangeForm(range: DateRange, dayStart: number): RangeForm {
  const withTime = !isWholeDays(range, dayStart);
  const shown = withTime ? range : toBusiness(range, dayStart);
  return { withTime, from: rangeFormValue(shown.min, withTime), to: rangeFormValue(shown.max, withTime) };
}

/** What the picker says of a store whose days do not start at midnight ("Business days start at 4:00 AM"). */
export function useDayStartHint(dayStart: number): string | null {
  const { t, i18n } = useLingui();
  if (!dayStart) return null;
  const time = formatWallClock(dayStartText(dayStart), i18n.locale);
  return t`Business days start at ${time}`;
}

interface DatePickerProps {
  id: string;
  range: DateRange;
  /** Now on the wall clock of the report's zone: presets, "today" and the future limit are its. */
  now: Dayjs;
  /** The report's zone (an IANA name or an offset), null when reports use the device's clock. */
  zone: string | null;
  /**
   * Minutes after midnight the store's business days start (`businessDay.ts`): presets, "today" and
   * whole days are business days; hours stay the clock's. Default midnight.
   */
  dayStart?: number;
  onApply: (range: DateRange, byHours: boolean) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The date display and its picker: compare-date choices and a custom range, applied with one button. */
export function DatePicker({
  id,
  range,
  now,
  zone,
  dayStart = 0,
  onApply,
  open,
  onOpenChange,
}: DatePickerProps) {
  const { t, i18n } = useLingui();
  const tabsId = useId();
  const [tab, setTab] = useState<PickerTab>('compare');
  // Both tabs open on the range in force: until a choice is made, Apply keeps it as it is.
  const [compare, setCompare, compareChosen] = usePopupDraft<CompareForm>(
    open,
    initialCompareForm(now, dayStart),
  );
  const [custom, setCustom, customChosen] = usePopupDraft<RangeForm>(open, rangeForm(range, dayStart));
  const [error, setError] = useState<string | null>(null);
  const dayStartHint = useDayStartHint(dayStart);
  if (!open && error !== null) setError(null);

  const chosen = tab === 'compare' ? compareChosen : customChosen;
  const preview = !chosen
    ? range
    : tab === 'compare'
      ? compareRange(compare, now, dayStart)
      : rangeFromForm(custom, dayStart);
  const time = formatWallClock(now.format('HH:mm'), i18n.locale);
  const zoneHint = zone
    ? t`Dates and times are the store's, in ${zone} (now ${time}).`
    : t`Dates and times are your device's (now ${time}).`;

  const apply = () => {
    if (!preview) return;
    if (!chosen) return onOpenChange(false);
    if (tab === 'range') {
      const problem = checkCustomRange(toBusiness(preview, dayStart), businessNow(now, dayStart));
      if (problem === 'future') return setError(t`Time must not exceed today`);
      if (problem === 'order') return setError(t`The start must be before the end`);
    }
    onApply(preview, tab === 'compare' && compare.unit === 'hours');
    onOpenChange(false);
  };

  return (
    <FilterPopup
      id={id}
      label={t`Date`}
      value={formatRange(range, i18n.locale, dayStart)}
      open={open}
      onOpenChange={onOpenChange}
      wide
      footer={
        <>
          <output className="date-picker__preview" aria-live="polite">
            {preview ? (
              formatRange(preview, i18n.locale, dayStart)
            ) : tab === 'compare' ? (
              <Trans>Enter a number of at least 1</Trans>
            ) : (
              <Trans>Choose both ends of the range</Trans>
            )}
          </output>
          <button type="button" className="button" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="button button--primary" onClick={apply} disabled={!preview}>
            <Trans>Apply</Trans>
          </button>
        </>
      }
    >
      <Tabs
        id={tabsId}
        label={t`Choose dates`}
        tabs={[
          { value: 'compare', label: t`Compare date` },
          { value: 'range', label: t`Date range` },
        ]}
        selected={tab}
        onSelect={(next) => {
          setTab(next);
          setError(null);
        }}
      >
        {tab === 'compare' ? (
          <CompareTab
            chosen={compareChosen}
            form={compare}
            now={businessNow(now, dayStart)}
            onChange={(form) => setCompare(() => form)}
          />
        ) : (
          <RangeTab
            form={custom}
            now={now}
            dayStart={dayStart}
            zoneHint={zoneHint}
            error={error}
            onChange={(form) => {
              setCustom(() => form);
              setError(null);
            }}
          />
        )}
      </Tabs>
      {dayStartHint && <p className="date-picker__day-start">{dayStartHint}</p>}
    </FilterPopup>
  );
}
