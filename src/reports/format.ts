import type { ReportMode } from '../contract/constants';

/** Money is the symbol, a space and the amount with 2 decimals. */
export function formatMoney(amount: number, symbol: string, locale: string): string {
  const value = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  );
  return symbol ? `${symbol} ${value}` : value;
}

export function formatCount(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Durations in days: 2 decimals, and at least two digits before them (`05.25`). */
export function formatDays(days: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumIntegerDigits: 2,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(days);
}

export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** Change against a previous value in percent, or null when there is nothing to compare with (previous 0). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

function utcDate(text: string): Date | null {
  const date = new Date(`${text}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A period key of the API in the user's language: `2026-11-18` (a day, or the Monday of a week),
 * `2026-11`, `2026`, `2026-11-18 09:00`, `09:00` (an hour of the day).
 */
export function formatPeriod(key: string, mode: ReportMode, locale: string): string {
  const inUtc = { timeZone: 'UTC' } as const;
  switch (mode) {
    case 'DATE':
    case 'WEEK': {
      const date = utcDate(`${key}T00:00:00`);
      return date ? new Intl.DateTimeFormat(locale, { ...inUtc, dateStyle: 'short' }).format(date) : key;
    }
    case 'MONTH': {
      const date = utcDate(`${key}-01T00:00:00`);
      return date
        ? new Intl.DateTimeFormat(locale, { ...inUtc, year: 'numeric', month: 'short' }).format(date)
        : key;
    }
    case 'DATETIME': {
      const date = utcDate(key.replace(' ', 'T'));
      return date
        ? new Intl.DateTimeFormat(locale, { ...inUtc, dateStyle: 'short', timeStyle: 'short' }).format(date)
        : key;
    }
    default:
      return key;
  }
}

/** An instant of the API (ISO, UTC) in the user's time zone and language. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
