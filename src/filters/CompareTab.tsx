import { Trans, useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { type ReactNode, useId } from 'react';
import { CountInput } from './CountInput';
import { CHOICES_OF, type CompareChoice, type CompareForm, type CompareUnit } from './compareChoices';
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

const pad = (n: number) => String(n).padStart(2, '0');

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
  const lastCount = countFor('last');
  const fromCount = countFor('from');
  const year = (
    <CompactSelect
      label={t`Year`}
      value={form.year}
      options={selectableYears(now).map((y) => ({ value: y, label: String(y) }))}
      onChange={(value) =>
        set({ year: value, day: Math.min(form.day, daysInMonth(value, form.month).length) })
      }
    />
  );
  const month = (
    <CompactSelect
      label={t`Month`}
      value={form.month}
      options={Array.from({ length: 12 }, (_, m) => ({
        value: m,
        label: dayjs(new Date(2000, m, 1)).format('MMMM'),
      }))}
      onChange={(value) =>
        set({ month: value, day: Math.min(form.day, daysInMonth(form.year, value).length) })
      }
    />
  );
  const day = (
    <CompactSelect
      label={t`Day`}
      value={form.day}
      options={daysInMonth(form.year, form.month).map((d) => ({ value: d, label: pad(d) }))}
      onChange={(value) => set({ day: value })}
    />
  );
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
  const time = (
    <>
      <CompactSelect
        label={t`Hour`}
        value={form.hour}
        options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: pad(i + 1) }))}
        onChange={(value) => set({ hour: value })}
      />
      <CompactSelect
        label={t`Minute`}
        value={form.minute}
        options={MINUTE_CHOICES.map((m) => ({ value: m, label: pad(m) }))}
        onChange={(value) => set({ minute: value })}
      />
      <CompactSelect<'AM' | 'PM'>
        label={t`AM or PM`}
        value={form.period}
        options={[
          { value: 'AM', label: dayjs(new Date(2000, 0, 1, 9)).format('A') },
          { value: 'PM', label: dayjs(new Date(2000, 0, 1, 21)).format('A') },
        ]}
        onChange={(value) => set({ period: value })}
      />
    </>
  );

  const lines: Record<CompareUnit, Partial<Record<CompareChoice, ReactNode>>> = {
    year: {
      toDate: <Trans>Year to date</Trans>,
      last: <Trans>Last {lastCount} years</Trans>,
      from: (
        <Trans>
          From {year} for {fromCount} years
        </Trans>
      ),
    },
    month: {
      toDate: <Trans>Month to date</Trans>,
      last: <Trans>Last {lastCount} months</Trans>,
      from: (
        <Trans>
          From {month} {year} for {fromCount} months
        </Trans>
      ),
    },
    week: {
      toDate: <Trans>Week to date</Trans>,
      last: <Trans>Last {lastCount} weeks</Trans>,
      from: (
        <Trans>
          From the week of {weekInput} for {fromCount} weeks
        </Trans>
      ),
    },
    day: {
      last: <Trans>Last {lastCount} days</Trans>,
      from: (
        <Trans>
          From {day} {month} {year} for {fromCount} days
        </Trans>
      ),
    },
    hours: {
      toDate: <Trans>Hour to date</Trans>,
      last: <Trans>Last {lastCount} hours</Trans>,
      from: (
        <Trans>
          {fromCount} hours from {day} {month} {year} at {time}
        </Trans>
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
