import { useLingui } from '@lingui/react/macro';
import type { Dayjs } from 'dayjs';
import { Fragment, type ReactNode } from 'react';
import type { CompareForm } from './compareChoices';
import {
  type DateField,
  type DateFields,
  type DayPeriod,
  dateLayout,
  dayLabel,
  dayPeriodLabel,
  dayPeriodOf,
  hourLabel,
  hoursOfPeriod,
  type LayoutPart,
  minuteLabel,
  monthLabel,
  type TimeField,
  timeLayout,
  usesTwelveHours,
  withDayPeriod,
  yearLabel,
} from './dateFields';
import { daysInMonth, MINUTE_CHOICES, selectableYears } from './dateRanges';

/** The dropdowns of a date and of a time of day, in the order and with the words of the language. */

/** One choice of a dropdown. */
export interface Option<T extends string | number> {
  value: T;
  label: string;
}

function CompactSelect<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}) {
  // aria-label, not a <label>: these sit inside the label of a choice's radio, and labels do not nest.
  return (
    <select
      aria-label={label}
      className="select select--compact"
      value={value}
      onChange={(event) => {
        const picked = options.find((option) => String(option.value) === event.target.value);
        if (picked) onChange(picked.value);
      }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Year, month and day dropdowns in the language's order with its words between them ("2026년 1월 5일"). */
export function DateSelects({
  fields,
  form,
  set,
  now,
}: {
  fields: DateFields;
  form: CompareForm;
  set: (patch: Partial<CompareForm>) => void;
  /** Now on the store's clock: the years offered end with its year. */
  now: Dayjs;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const controls: Record<DateField, ReactNode> = {
    year: (
      <CompactSelect
        label={t`Year`}
        value={form.year}
        options={selectableYears(now).map((y) => ({ value: y, label: yearLabel(locale, y) }))}
        onChange={(value) =>
          set({ year: value, day: Math.min(form.day, daysInMonth(value, form.month).length) })
        }
      />
    ),
    month: (
      <CompactSelect
        label={t`Month`}
        value={form.month}
        options={Array.from({ length: 12 }, (_, m) => ({ value: m, label: monthLabel(locale, m, fields) }))}
        onChange={(value) =>
          set({ month: value, day: Math.min(form.day, daysInMonth(form.year, value).length) })
        }
      />
    ),
    day: (
      <CompactSelect
        label={t`Day`}
        value={form.day}
        options={daysInMonth(form.year, form.month).map((d) => ({ value: d, label: dayLabel(locale, d) }))}
        onChange={(value) => set({ day: value })}
      />
    ),
  };
  return <FieldGroup parts={dateLayout(locale, fields)} controls={controls} />;
}

/**
 * Hour and minute dropdowns on the language's clock: 24-hour (fr, zh-Hans), or 12-hour with the day
 * period where the language puts it ("9:30 PM", "오후 9:30", "下午9:30").
 */
export function TimeSelects({
  form,
  set,
}: {
  form: CompareForm;
  set: (patch: Partial<CompareForm>) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const period = dayPeriodOf(form.hour);
  const hours = usesTwelveHours(locale) ? hoursOfPeriod(period) : Array.from({ length: 24 }, (_, h) => h);
  const controls: Record<TimeField, ReactNode> = {
    hour: (
      <CompactSelect
        label={t`Hour`}
        value={form.hour}
        options={hours.map((h) => ({ value: h, label: hourLabel(locale, h) }))}
        onChange={(value) => set({ hour: value })}
      />
    ),
    minute: (
      <CompactSelect
        label={t`Minute`}
        value={form.minute}
        options={MINUTE_CHOICES.map((m) => ({ value: m, label: minuteLabel(locale, m) }))}
        onChange={(value) => set({ minute: value })}
      />
    ),
    dayPeriod: (
      <CompactSelect<DayPeriod>
        label={t`AM or PM`}
        value={period}
        options={(['am', 'pm'] as const).map((p) => ({ value: p, label: dayPeriodLabel(locale, p) }))}
        onChange={(value) => set({ hour: withDayPeriod(form.hour, value) })}
      />
    ),
  };
  return <FieldGroup parts={timeLayout(locale)} controls={controls} />;
}

/** Dropdowns and the language's text between them, kept together on one line. */
function FieldGroup<F extends string>({
  parts,
  controls,
}: {
  parts: readonly LayoutPart<F>[];
  controls: Record<F, ReactNode>;
}) {
  return (
    <span className="field-group">
      {parts.map((part, index) => {
        if ('field' in part) return <Fragment key={part.field}>{controls[part.field]}</Fragment>;
        const text = part.literal.trim();
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one layout, in their fixed order.
        return text ? <span key={index}>{text}</span> : null;
      })}
    </span>
  );
}
