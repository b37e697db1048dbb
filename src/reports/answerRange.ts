import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dayStartMinutes } from '../contract/businessDay';
import type { ReportMode } from '../contract/constants';
import { offsetMinutesIn } from '../filters/reportZone';
import { dateTimeFormat } from '../i18n/intlFormats';

/**
 * The range of a report's answer as the server read it: the UTC instants `[from, to)`, the zone its days
 * and hours are counted in, where its store's business days start when not at midnight (`HH:mm`: its
 * days, weeks, months and years start there, its hours are the clock's), and its grouping.
 */
export interface AnswerRange {
  from: string;
  to: string;
  timeZone: string;
  dayStartsAt?: string | undefined;
  mode: string;
}

const MINUTE_MS = 60_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The zone's offsets over `[fromMs, toMs)`: `[first instant, offset in minutes]`, each holding until the
 * next. Read once a day and, where a day's two ends differ, narrowed down to the quarter hour of the
 * change (zones change offset on a quarter hour), so a long range costs a few reads, not one an hour.
 */
function offsetSegments(zone: string, fromMs: number, toMs: number): [number, number][] {
  const at = (ms: number) => offsetMinutesIn(zone, new Date(ms));
  let offset = at(fromMs);
  const segments: [number, number][] = [[fromMs, offset]];
  for (let start = fromMs; start < toMs; start += DAY_MS) {
    const end = Math.min(start + DAY_MS, toMs);
    const next = at(end);
    if (next === offset) continue;
    let low = Math.floor(start / QUARTER_HOUR_MS);
    let high = Math.floor(end / QUARTER_HOUR_MS);
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (at(middle * QUARTER_HOUR_MS) === offset) low = middle;
      else high = middle;
    }
    segments.push([high * QUARTER_HOUR_MS, next]);
    offset = next;
  }
  return segments;
}

/**
 * Wall-clock time of the range's zone, as a Date read in UTC, for instants within the range: `wall` on
 * the clock (hours), `day` on the business clock, the clock its store's day start behind (days, weeks,
 * months and years; the clock itself when days start at midnight).
 */
function wallClock(range: AnswerRange): {
  fromMs: number;
  toMs: number;
  wall: (ms: number) => Date;
  day: (ms: number) => Date;
} | null {
  const fromMs = Date.parse(range.from);
  const toMs = Date.parse(range.to);
  if (!(toMs > fromMs)) return null;
  const segments = offsetSegments(range.timeZone, fromMs, toMs);
  const wall = (ms: number) => {
    let offset = segments[0]?.[1] ?? 0;
    for (const [start, minutes] of segments) {
      if (start > ms) break;
      offset = minutes;
    }
    return new Date(ms + offset * MINUTE_MS);
  };
  const behind = range.dayStartsAt ? dayStartMinutes(range.dayStartsAt) * MINUTE_MS : 0;
  const day = behind ? (ms: number) => new Date(wall(ms).getTime() - behind) : wall;
  return { fromMs, toMs, wall, day };
}

const dayKey = (wall: Date) => wall.toISOString().slice(0, 10);
const hourKey = (wall: Date) => `${wall.toISOString().slice(0, 10)} ${wall.toISOString().slice(11, 13)}:00`;

/** The first and last local (business) days of an answer's range (`YYYY-MM-DD`); null for an empty range. */
export function rangeDays(range: AnswerRange): { first: string; last: string } | null {
  const clock = wallClock(range);
  if (!clock) return null;
  return { first: dayKey(clock.day(clock.fromMs)), last: dayKey(clock.day(clock.toMs - 1)) };
}

/**
 * Every period of an answer's range, keyed as the API keys them (`2026-11-01`, the Monday of a week,
 * `2026-11`, `2026`, `2026-11-01 09:00`, `09:00`), in order, up to `until` when given: the periods a
 * chart draws, so that a period without a row is a period without sales, not a missing one. Hours the
 * zone's clocks skip are no period, an hour they repeat is one (as the server counts them). Days, weeks,
 * months and years are the store's business ones (`dayStartsAt`), hours the clock's. Null for the
 * hours of the week (the server answers all 168).
 */
export function rangePeriods(range: AnswerRange, until?: string | null): string[] | null {
  const mode = range.mode as ReportMode;
  if (mode === 'WEEKHOURS') return null;
  const clock = wallClock(range);
  if (!clock) return [];
  const { fromMs, toMs, wall } = clock;
  // Days, weeks, months and years on the business clock; hours (below) on the clock.
  const first = clock.day(fromMs);
  const last = clock.day(toMs - 1);
  const keys: string[] = [];
  const add = (key: string) => {
    if (until && key > until) return false;
    if (keys.at(-1) !== key) keys.push(key);
    return true;
  };
  const firstDay = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate());
  const lastDay = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate());
  switch (mode) {
    case 'DATE':
    case 'WEEK': {
      const monday = firstDay - ((new Date(firstDay).getUTCDay() + 6) % 7) * DAY_MS;
      const step = mode === 'WEEK' ? 7 * DAY_MS : DAY_MS;
      for (let day = mode === 'WEEK' ? monday : firstDay; day <= lastDay; day += step)
        if (!add(dayKey(new Date(day)))) break;
      return keys;
    }
    case 'MONTH':
      for (
        let month = first.getUTCFullYear() * 12 + first.getUTCMonth();
        month <= last.getUTCFullYear() * 12 + last.getUTCMonth();
        month += 1
      )
        if (!add(`${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`)) break;
      return keys;
    case 'YEAR':
      for (let year = first.getUTCFullYear(); year <= last.getUTCFullYear(); year += 1)
        if (!add(String(year))) break;
      return keys;
    case 'DATETIME':
    case 'HOURS': {
      // A day and more holds every hour of the day, whatever the clocks do that day.
      if (mode === 'HOURS' && toMs - fromMs >= DAY_MS + 2 * HOUR_MS)
        return Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`).filter(
          (key) => !until || key <= until,
        );
      const hours: string[] = [];
      // Each hour of the instants: a skipped hour of the wall clock never comes, a repeated one twice.
      for (let ms = fromMs; ms < toMs; ms += HOUR_MS) hours.push(hourKey(wall(ms)));
      hours.push(hourKey(wall(toMs - 1)));
      const unique = [...new Set(hours)];
      if (mode === 'DATETIME') {
        for (const key of unique) if (!add(key)) break;
        return keys;
      }
      for (const key of [...new Set(unique.map((key) => key.slice(11)))].sort()) add(key);
      return keys;
    }
    default:
      return null;
  }
}

/** How a day or an instant of a range is written: a short month, the day, and the year where asked. */
function formatWall(wall: Date, locale: string, options: { year: boolean; time: boolean }): string {
  return dateTimeFormat(locale, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(options.year && { year: 'numeric' }),
    ...(options.time && { hour: 'numeric', minute: '2-digit' }),
  }).format(wall);
}

/**
 * An answer's range in words: its one day ("Nov 1, 2026"), or its first and last day ("Nov 1",
 * "Nov 7, 2026"; the first with its year when the years differ), with the times when the range starts
 * or ends within a day ("Last 4 hours"). Days are the store's business days (`dayStartsAt`).
 */
export function rangeBoundsText(
  range: AnswerRange,
  locale: string,
): { day: string } | { from: string; to: string } | null {
  const clock = wallClock(range);
  if (!clock) return null;
  // Whole business days read as their dates; any other range as the clock's times.
  const dayFirst = clock.day(clock.fromMs);
  const wholeDays = dayFirst.getTime() % DAY_MS === 0 && clock.day(clock.toMs).getTime() % DAY_MS === 0;
  const read = wholeDays ? clock.day : clock.wall;
  const first = read(clock.fromMs);
  const last = read(clock.toMs - 1);
  const sameYear = first.getUTCFullYear() === last.getUTCFullYear();
  if (wholeDays && dayKey(first) === dayKey(last))
    return { day: formatWall(first, locale, { year: true, time: false }) };
  return {
    from: formatWall(first, locale, { year: !sameYear, time: !wholeDays }),
    to: formatWall(last, locale, { year: true, time: !wholeDays }),
  };
}

/**
 * What a chart's answer says of its range when it holds nothing to draw: no order at all (`sales`: its
 * totals count no order, or it has no row), no tip (`tips`: the tip chart); null when there is something.
 */
export function nothingInRange(answer: {
  countItems: number;
  total?: Record<string, unknown> | undefined;
}): 'sales' | 'tips' | null {
  const total = answer.total ?? {};
  if (typeof total.orderCount === 'number') return total.orderCount === 0 ? 'sales' : null;
  if (typeof total.tipCount === 'number') return total.tipCount === 0 ? 'tips' : null;
  return answer.countItems === 0 ? 'sales' : null;
}

/** The local days a period key of a grouping covers, first and last (`YYYY-MM-DD`); null below a day. */
function periodDays(key: string, mode: ReportMode): { first: string; last: string } | null {
  const day = (ms: number) => dayKey(new Date(ms));
  switch (mode) {
    case 'WEEK': {
      const monday = Date.parse(`${key}T00:00:00Z`);
      return Number.isNaN(monday) ? null : { first: key, last: day(monday + 6 * DAY_MS) };
    }
    case 'MONTH': {
      const [year, month] = key.split('-').map(Number);
      if (!year || !month) return null;
      return { first: `${key}-01`, last: day(Date.UTC(year, month, 0)) };
    }
    case 'YEAR':
      return /^\d{4}$/.test(key) ? { first: `${key}-01-01`, last: `${key}-12-31` } : null;
    default:
      return null;
  }
}

/**
 * A period as a tooltip names it: its label, and where the range cuts it (a week from Monday Oct 26 in a
 * range from Sunday Nov 1), the days of it the figures cover: "Week of Oct 26 (from Nov 1)".
 */
export function periodWithinRange(
  label: string,
  key: string,
  mode: ReportMode,
  days: { first: string; last: string } | null,
  i18n: I18n,
): string {
  const period = periodDays(key, mode);
  if (!period || !days) return label;
  const startsBefore = period.first < days.first;
  const endsAfter = period.last > days.last;
  if (!startsBefore && !endsAfter) return label;
  const format = (text: string) =>
    formatWall(new Date(`${text}T00:00:00Z`), i18n.locale, {
      year: days.first.slice(0, 4) !== days.last.slice(0, 4),
      time: false,
    });
  const from = format(startsBefore ? days.first : period.first);
  const to = format(endsAfter ? days.last : period.last);
  if (startsBefore && endsAfter) return i18n._(msg`${label} (${from} to ${to})`);
  if (startsBefore) return i18n._(msg`${label} (from ${from})`);
  return i18n._(msg`${label} (until ${to})`);
}
