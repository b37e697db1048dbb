import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DIGEST_DEFAULT_HOUR, type DigestLanguage } from '../contract/digest';
import type { ScheduleEvery, ViewSchedule, ViewScheduleInput } from '../contract/viewSchedules';
import { formatInstant } from '../filters/reportZone';
import { dateTimeFormat, formatWallClock } from '../i18n/intlFormats';
import { hourText } from './digestHour';

/** ISO weekdays, Monday (1) to Sunday (7). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The days every month has; "last" stands for the 29th to the 31st. */
export const MONTH_DAYS = Array.from({ length: 28 }, (_, index) => index + 1);

/** What the schedule dialog holds: every field of every kind, so a change of kind loses nothing chosen. */
export interface ScheduleDraft {
  every: ScheduleEvery;
  hour: number;
  weekday: number;
  dayOfMonth: number | 'last';
  language: DigestLanguage;
}

/** The dialog's fields: the view's schedule, else every Monday at the digest's hour in `language`. */
export function scheduleDraft(schedule: ViewSchedule | undefined, language: DigestLanguage): ScheduleDraft {
  return {
    every: schedule?.every ?? 'week',
    hour: schedule?.hour ?? DIGEST_DEFAULT_HOUR,
    weekday: schedule?.weekday ?? 1,
    dayOfMonth: schedule?.dayOfMonth ?? 1,
    language: schedule?.language ?? language,
  };
}

/** What is sent for the draft: the fields of its kind only (the contract refuses the others). */
export function scheduleInput({
  every,
  hour,
  weekday,
  dayOfMonth,
  language,
}: ScheduleDraft): ViewScheduleInput {
  if (every === 'week') return { every, weekday, hour, language };
  if (every === 'month') return { every, dayOfMonth, hour, language };
  return { every, hour, language };
}

/** Whether the draft asks for what the schedule already is (saving it again would change nothing). */
export function sameSchedule(draft: ScheduleDraft, schedule: ViewSchedule | undefined): boolean {
  if (!schedule) return false;
  const asked: Partial<ViewSchedule> = scheduleInput(draft);
  return (
    asked.every === schedule.every &&
    asked.hour === schedule.hour &&
    asked.language === schedule.language &&
    asked.weekday === schedule.weekday &&
    asked.dayOfMonth === schedule.dayOfMonth
  );
}

/** A weekday's name in the user's language ("Monday", "Mon"): 1 January 2024 was a Monday. */
export const weekdayName = (locale: string, weekday: number, width: 'long' | 'short') =>
  dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2024, 0, weekday));

/** A whole hour on the store's clock in the user's language ("7:00 AM", "07:00"). */
export const hourOfClock = (locale: string, hour: number) => formatWallClock(hourText(hour), locale);

/** A schedule in a few words, for a view's badge: "Weekly · Mon 7:00 AM", "Monthly · last day, 7:00 AM". */
export function scheduleSummary(
  i18n: I18n,
  schedule: Pick<ViewSchedule, 'every' | 'hour' | 'weekday' | 'dayOfMonth'>,
) {
  const at = hourOfClock(i18n.locale, schedule.hour);
  if (schedule.every === 'week') {
    const day = weekdayName(i18n.locale, schedule.weekday ?? 1, 'short');
    return i18n._(msg`Weekly · ${day} ${at}`);
  }
  if (schedule.every === 'month') {
    if (schedule.dayOfMonth === 'last') return i18n._(msg`Monthly · last day, ${at}`);
    const day = schedule.dayOfMonth ?? 1;
    return i18n._(msg`Monthly · day ${day}, ${at}`);
  }
  return i18n._(msg`Daily · ${at}`);
}

/** An instant written on the store's clock, as the schedule's next sending: "Mon, Dec 7, 7:00 AM". */
export const storeClockText = (locale: string, instant: number, zone: string | undefined) =>
  formatInstant(instant, locale, zone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
