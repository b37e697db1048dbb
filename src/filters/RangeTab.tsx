import { Trans } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { useId } from 'react';
import { TextField } from '../ui/fields';
import { businessDayOf, businessNow, endOfBusinessToday, fromBusiness, shiftWall } from './businessDay';

export interface RangeForm {
  /** Whole days, or date and time to the minute. */
  withTime: boolean;
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, as the inputs give them. */
  from: string;
  to: string;
}

export function rangeFormValue(instant: dayjs.Dayjs, withTime: boolean): string {
  return instant.format(withTime ? 'YYYY-MM-DDTHH:mm' : 'YYYY-MM-DD');
}

/**
 * The custom range as instants: whole days run from the start of the first to the end of the last
 * (business days, starting `dayStart` minutes after midnight: `businessDay.ts`).
 */
export function rangeFromForm(form: RangeForm, dayStart = 0): { min: dayjs.Dayjs; max: dayjs.Dayjs } | null {
  const from = dayjs(form.from);
  const to = dayjs(form.to);
  if (!form.from || !form.to || !from.isValid() || !to.isValid()) return null;
  return form.withTime
    ? { min: from, max: to.endOf('minute') }
    : fromBusiness({ min: from.startOf('day'), max: to.endOf('day') }, dayStart);
}

/** The date-range tab: from and to without seconds, a date/time toggle, no future. */
export function RangeTab({
  form,
  now,
  dayStart = 0,
  zoneHint,
  onChange,
  error,
}: {
  form: RangeForm;
  /** Now on the report zone's wall clock: the last day that can be picked is its (business) today. */
  now: dayjs.Dayjs;
  /** Minutes after midnight the store's business days start: dates are business days. */
  dayStart?: number;
  /** Which clock the dates and times are read on. */
  zoneHint: string;
  onChange: (form: RangeForm) => void;
  error: string | null;
}) {
  const id = useId();
  const max = form.withTime
    ? rangeFormValue(endOfBusinessToday(now, dayStart), true)
    : rangeFormValue(businessNow(now, dayStart), false);
  const inputType = form.withTime ? 'datetime-local' : 'date';
  const ends = [
    { end: 'from', label: <Trans>From</Trans> },
    { end: 'to', label: <Trans>To</Trans> },
  ] as const;
  const toggle = (withTime: boolean) => {
    // A business day's date reads as the time it starts at; a time as the business day it falls in.
    const moved = (time: dayjs.Dayjs) =>
      withTime ? shiftWall(time, dayStart) : businessDayOf(time, dayStart);
    const convert = (text: string) => (text ? rangeFormValue(moved(dayjs(text)), withTime) : text);
    onChange({ withTime, from: convert(form.from), to: convert(form.to) });
  };
  return (
    <div className="range-tab">
      <fieldset className="segmented">
        <legend className="visually-hidden">
          <Trans>Pick</Trans>
        </legend>
        <label className="segmented__option">
          <input type="radio" name={`${id}-kind`} checked={!form.withTime} onChange={() => toggle(false)} />
          <span>
            <Trans>Dates</Trans>
          </span>
        </label>
        <label className="segmented__option">
          <input type="radio" name={`${id}-kind`} checked={form.withTime} onChange={() => toggle(true)} />
          <span>
            <Trans>Dates and times</Trans>
          </span>
        </label>
      </fieldset>
      <div className="range-tab__fields">
        {ends.map(({ end, label }) => (
          <TextField
            key={end}
            id={`${id}-${end}`}
            label={label}
            type={inputType}
            step={60}
            max={max}
            value={form[end]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(typed) => onChange({ ...form, [end]: typed })}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="range-tab__hint">{zoneHint}</p>
    </div>
  );
}
