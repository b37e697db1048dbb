import { Plural, Trans, useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { Fragment, type ReactNode, useId } from 'react';
import { CountInput, parseCount } from './CountInput';
import { CHOICES_OF, type CompareChoice, type CompareForm, type CompareUnit } from './compareChoices';
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
import { Tabs } from './Tabs';

interface Option<T extends string | number> {
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
function DateSelects({
  fields,
  form,
  set,
}: {
  fields: DateFields;
  form: CompareForm;
  set: (patch: Partial<CompareForm>) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const controls: Record<DateField, ReactNode> = {
    year: (
      <CompactSelect
        label={t`Year`}
        value={form.year}
        options={selectableYears(dayjs()).map((y) => ({ value: y, label: yearLabel(locale, y) }))}
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
function TimeSelects({ form, set }: { form: CompareForm; set: (patch: Partial<CompareForm>) => void }) {
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

/** The compare-date tab: year, month, week, day and hours sub-tabs, each with its choices. */
export function CompareTab({ form, onChange }: { form: CompareForm; onChange: (form: CompareForm) => void }) {
  const { t } = useLingui();
  const groupId = useId();
  const now = dayjs();
  const set = (patch: Partial<CompareForm>) => onChange({ ...form, ...patch });

  const countLabels: Record<CompareUnit, string> = {
    year: t`Number of years`,
    month: t`Number of months`,
    week: t`Number of weeks`,
    day: t`Number of days`,
    hours: t`Number of hours`,
  };
  // One count is shared by a sub-tab's choices; only the chosen line edits it, the others show it.
  const countFor = (choice: CompareChoice) =>
    form.choice === choice ? (
      <CountInput
        label={countLabels[form.unit]}
        value={form.count}
        onChange={(value) => set({ count: value })}
      />
    ) : (
      <span className="count-static">{form.count || '…'}</span>
    );
  // The number the wording agrees with ("1 day", "4 days"); an unfinished count reads as plural.
  const count = parseCount(form.count) ?? 0;
  const lastCount = countFor('last');
  const fromCount = countFor('from');
  const year = <DateSelects fields="year" form={form} set={set} />;
  const month = <DateSelects fields="yearMonth" form={form} set={set} />;
  const date = <DateSelects fields="date" form={form} set={set} />;
  const time = <TimeSelects form={form} set={set} />;
  const weekInput = (
    <input
      aria-label={t`A day in the first week`}
      className="input input--date"
      type="date"
      max={now.format('YYYY-MM-DD')}
      value={form.week}
      onChange={(event) => set({ week: event.target.value })}
    />
  );

  const lines: Record<CompareUnit, Partial<Record<CompareChoice, ReactNode>>> = {
    year: {
      toDate: <Trans>Year to date</Trans>,
      last: (
        <Plural
          value={count}
          one={<Trans>Last {lastCount} year</Trans>}
          other={<Trans>Last {lastCount} years</Trans>}
        />
      ),
      from: (
        <Plural
          value={count}
          one={
            <Trans>
              From {year} for {fromCount} year
            </Trans>
          }
          other={
            <Trans>
              From {year} for {fromCount} years
            </Trans>
          }
        />
      ),
    },
    month: {
      toDate: <Trans>Month to date</Trans>,
      last: (
        <Plural
          value={count}
          one={<Trans>Last {lastCount} month</Trans>}
          other={<Trans>Last {lastCount} months</Trans>}
        />
      ),
      from: (
        <Plural
          value={count}
          one={
            <Trans>
              From {month} for {fromCount} month
            </Trans>
          }
          other={
            <Trans>
              From {month} for {fromCount} months
            </Trans>
          }
        />
      ),
    },
    week: {
      toDate: <Trans>Week to date</Trans>,
      last: (
        <Plural
          value={count}
          one={<Trans>Last {lastCount} week</Trans>}
          other={<Trans>Last {lastCount} weeks</Trans>}
        />
      ),
      from: (
        <Plural
          value={count}
          one={
            <Trans>
              From the week of {weekInput} for {fromCount} week
            </Trans>
          }
          other={
            <Trans>
              From the week of {weekInput} for {fromCount} weeks
            </Trans>
          }
        />
      ),
    },
    day: {
      last: (
        <Plural
          value={count}
          one={<Trans>Last {lastCount} day</Trans>}
          other={<Trans>Last {lastCount} days</Trans>}
        />
      ),
      from: (
        <Plural
          value={count}
          one={
            <Trans>
              From {date} for {fromCount} day
            </Trans>
          }
          other={
            <Trans>
              From {date} for {fromCount} days
            </Trans>
          }
        />
      ),
    },
    hours: {
      toDate: <Trans>Hour to date</Trans>,
      last: (
        <Plural
          value={count}
          one={<Trans>Last {lastCount} hour</Trans>}
          other={<Trans>Last {lastCount} hours</Trans>}
        />
      ),
      from: (
        <Plural
          value={count}
          one={
            <Trans>
              {fromCount} hour from {date} at {time}
            </Trans>
          }
          other={
            <Trans>
              {fromCount} hours from {date} at {time}
            </Trans>
          }
        />
      ),
    },
  };
  const unitTabs: Option<CompareUnit>[] = [
    { value: 'year', label: t`Year` },
    { value: 'month', label: t`Month` },
    { value: 'week', label: t`Week` },
    { value: 'day', label: t`Day` },
    { value: 'hours', label: t`Hours` },
  ];

  return (
    <Tabs
      id={`${groupId}-unit`}
      label={t`Compare by`}
      tabs={unitTabs}
      selected={form.unit}
      small
      onSelect={(unit) =>
        set({ unit, choice: CHOICES_OF[unit].includes(form.choice) ? form.choice : 'last' })
      }
    >
      <fieldset className="choice-list">
        <legend className="visually-hidden">{unitTabs.find((tab) => tab.value === form.unit)?.label}</legend>
        {CHOICES_OF[form.unit].map((choice) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: focus moving into a line's inputs chooses that line, so typing a count is enough; the radio stays the keyboard control.
          <div
            key={choice}
            className="choice-list__item"
            onFocus={() => form.choice !== choice && set({ choice })}
          >
            <input
              id={`${groupId}-${choice}`}
              type="radio"
              name={`${groupId}-choice`}
              checked={form.choice === choice}
              onChange={() => set({ choice })}
            />
            <label htmlFor={`${groupId}-${choice}`} className="choice-list__text">
              {lines[form.unit][choice]}
            </label>
          </div>
        ))}
      </fieldset>
    </Tabs>
  );
}
