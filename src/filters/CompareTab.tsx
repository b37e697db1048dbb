import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useId } from 'react';
import { CountInput, parseCount } from './CountInput';
import { CHOICES_OF, type CompareChoice, type CompareForm, type CompareUnit } from './compareChoices';
import { DateSelects, type Option, TimeSelects } from './DateTimeSelects';
import { Tabs } from './Tabs';

/** The compare-date tab: year, month, week, day and hours sub-tabs, each with its choices. */
export function CompareTab({
  form,
  chosen,
  now,
  onChange,
}: {
  form: CompareForm;
  /**
   * Whether the user has made a choice since the picker opened. Until then the range in force stands,
   * which no line may claim: no radio is checked.
   */
  chosen: boolean;
  /** Now on the report zone's business clock (`businessNow`): its date is today's business day. */
  now: Dayjs;
  onChange: (form: CompareForm) => void;
}) {
  const { t } = useLingui();
  const groupId = useId();
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
  const year = <DateSelects fields="year" form={form} set={set} now={now} />;
  const month = <DateSelects fields="yearMonth" form={form} set={set} now={now} />;
  const date = <DateSelects fields="date" form={form} set={set} now={now} />;
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
              checked={chosen && form.choice === choice}
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
