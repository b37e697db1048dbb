import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dayStartMinutes } from '../contract/businessDay';
import type { CompareWith } from '../contract/constants';
import { offsetMinutesIn } from '../filters/reportZone';
import { dateTimeFormat, formatWallClock } from '../i18n/intlFormats';

/** The compared period as an answer gives it (`previous.range`, `previous.until`). */
export interface ComparedSpan {
  /** First instant (UTC, ISO). */
  from: string;
  /** First instant excluded (UTC, ISO). */
  to: string;
  /** The zone its days and hours are counted in. */
  timeZone: string;
  /** Where the store's business days start (`HH:mm`), when not at midnight: its days start there. */
  dayStartsAt?: string | undefined;
  /** While the range is under way: both are counted up to this wall-clock time (`HH:mm`). */
  until?: string | undefined;
}

const DAY_MS = 86_400_000;

/** The wall clock of an instant in a zone, as a Date read in UTC. */
function wallClock(iso: string, zone: string): Date {
  const instant = new Date(iso);
  return new Date(instant.getTime() + offsetMinutesIn(zone, instant) * 60_000);
}

const isMidnight = (wall: Date) => wall.getTime() % DAY_MS === 0;

/** The business clock of an instant (the wall clock its store's day start behind), as a Date read in UTC. */
function dayClock(iso: string, span: ComparedSpan): Date {
  const behind = span.dayStartsAt ? dayStartMinutes(span.dayStartsAt) * 60_000 : 0;
  return new Date(wallClock(iso, span.timeZone).getTime() - behind);
}

/**
 * The compared period's dates in the language's own range pattern ("Nov 18 – 22", "18–22 nov.",
 * "Oct 1 – 31, 2025"): whole days as dates (the year where it is not `currentYear`), a span of hours
 * with its times. A period cut while under way reads as the days it touches.
 */
export function comparedSpanDates(span: ComparedSpan, locale: string, currentYear: number): string {
  // Days are the store's business days; a span of hours reads on the clock.
  const first = dayClock(span.from, span);
  const end = dayClock(span.to, span);
  const last = new Date(end.getTime() - 1);
  if (Number.isNaN(first.getTime()) || Number.isNaN(last.getTime())) return '';
  const wholeDays = isMidnight(first) && (span.until !== undefined || isMidnight(end));
  if (!wholeDays) {
    const format = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    return format.formatRange(
      wallClock(span.from, span.timeZone),
      new Date(wallClock(span.to, span.timeZone).getTime() - 1),
    );
  }
  const otherYear = first.getUTCFullYear() !== currentYear || last.getUTCFullYear() !== currentYear;
  const format = dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(otherYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  const oneDay = Math.floor(first.getTime() / DAY_MS) === Math.floor(last.getTime() / DAY_MS);
  return oneDay ? format.format(first) : format.formatRange(first, last);
}

/** Whether the compared period is one whole local (business) day (so "the day before" names it). */
function isOneDay(span: ComparedSpan): boolean {
  const first = dayClock(span.from, span);
  const last = new Date(dayClock(span.to, span).getTime() - 1);
  return isMidnight(first) && Math.floor(first.getTime() / DAY_MS) === Math.floor(last.getTime() / DAY_MS);
}

/**
 * What a figure is compared with, in words and dates: "Nov 18 – 22", "the day before (Nov 26)",
 * "the same days a week before (Nov 16 – 20)", "52 weeks before (Nov 23 – 27, 2025)", with ", until
 * 9:05 PM" while the range is under way.
 */
export function comparedSpanPhrase(
  i18n: I18n,
  kind: CompareWith,
  span: ComparedSpan,
  currentYear: number,
): string {
  const dates = comparedSpanDates(span, i18n.locale, currentYear);
  const named =
    kind === 'week'
      ? i18n._(msg`the same days a week before (${dates})`)
      : kind === 'year'
        ? i18n._(msg`52 weeks before (${dates})`)
        : kind === 'previous' && isOneDay(span)
          ? i18n._(msg`the day before (${dates})`)
          : dates;
  if (span.until === undefined) return named;
  const time = formatWallClock(span.until, i18n.locale);
  return i18n._(msg`${named}, until ${time}`);
}

/**
 * The compared period's name with its dates, as a comparison table's row and a chart's legend show it:
 * "Previous period (Nov 18 – 22, until 9:05 PM)".
 */
export function comparedPeriodLabel(
  i18n: I18n,
  name: string,
  span: ComparedSpan,
  currentYear: number,
): string {
  const dates = comparedSpanDates(span, i18n.locale, currentYear);
  if (span.until === undefined) return i18n._(msg`${name} (${dates})`);
  const time = formatWallClock(span.until, i18n.locale);
  return i18n._(msg`${name} (${dates}, until ${time})`);
}

/** The compared period of an answer with its dates, as `comparedPeriodLabel`; its name alone when it has none. */
export function comparedAnswerLabel(
  i18n: I18n,
  name: string,
  answer: { previous?: Parameters<typeof comparedSpanOf>[0] | null | undefined } | undefined,
  currentYear: number,
): string {
  return answer?.previous
    ? comparedPeriodLabel(i18n, name, comparedSpanOf(answer.previous), currentYear)
    : name;
}

/** The compared period of an answer, when it has one. */
export function comparedSpanOf(previous: {
  range: { from: string; to: string; timeZone: string; dayStartsAt?: string | undefined };
  until?: string | undefined;
}): ComparedSpan {
  return { ...previous.range, until: previous.until };
}
