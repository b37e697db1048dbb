import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportMode } from '../contract/constants';
import { dateTimeFormat, numberFormat } from '../i18n/intlFormats';

/** ISO 4217 codes the runtime knows (its currency data); others are not written as a currency. */
const KNOWN_CURRENCIES: ReadonlySet<string> = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
);

function isKnownCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && (KNOWN_CURRENCIES.size === 0 || KNOWN_CURRENCIES.has(code));
}

/** Digits after the decimal point of a currency's amounts (KRW 0, EUR 2); 2 for an unknown code. */
export function currencyDigits(code: string): number {
  if (!isKnownCurrency(code)) return 2;
  return (
    numberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * Money in the language's own currency pattern, with the currency's own minor units: "₩84,619,844",
 * "1 234,56 €", "US$1,234.56". This deliberately replaces the older "symbol, space, amount with 2
 * decimals" rule, which wrote decimals a currency does not have and the symbol where the language
 * does not put it. An empty or unknown code gives the plain number with 2 decimals.
 */
export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  if (!isKnownCurrency(currencyCode)) {
    return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  }
  return numberFormat(locale, { style: 'currency', currency: currencyCode }).format(amount);
}

/** An amount without its currency, with the currency's minor units (where a header names the currency). */
export function formatAmount(amount: number, currencyCode: string, locale: string): string {
  const digits = currencyDigits(currencyCode);
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    amount,
  );
}

export function formatCount(value: number, locale: string, fractionDigits = 0): string {
  return numberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Durations in days: 2 decimals, and at least two digits before them (`05.25`). */
export function formatDays(days: number, locale: string): string {
  return numberFormat(locale, {
    minimumIntegerDigits: 2,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(days);
}

/** A percentage (out of 100) in the language's pattern ("39.22%", "39,22 %"); up to 2 decimals, or exactly `fractionDigits`. */
export function formatPercent(value: number, locale: string, fractionDigits?: number): string {
  const digits =
    fractionDigits === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return numberFormat(locale, { style: 'percent', ...digits }).format(value / 100);
}

/** A change in percent (out of 100) with its sign and one decimal, in the language's pattern ("+57.2%", "−3,1 %"). */
export function formatChange(value: number, locale: string): string {
  return numberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100);
}

function utcDate(text: string): Date | null {
  const date = new Date(`${text}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A period key of the API in the user's language: `2026-11-18` (a day, or the Monday of a week),
 * `2026-11`, `2026`, `2026-11-18 09:00`, `09:00` (an hour of the day), `1 09:00` (Monday at 09:00: an
 * hour of the week). Given the catalogue, a week is named as one: "Week of Oct 26" (its Monday);
 * without it, by its Monday's date.
 */
export function formatPeriod(key: string, mode: ReportMode, locale: string, i18n?: I18n): string {
  const inUtc = { timeZone: 'UTC' } as const;
  switch (mode) {
    case 'WEEK': {
      const monday = utcDate(`${key}T00:00:00`);
      if (!monday) return key;
      if (!i18n) return dateTimeFormat(locale, { ...inUtc, dateStyle: 'short' }).format(monday);
      const day = dateTimeFormat(locale, { ...inUtc, month: 'short', day: 'numeric' }).format(monday);
      return i18n._(msg`Week of ${day}`);
    }
    case 'DATE': {
      const date = utcDate(`${key}T00:00:00`);
      return date ? dateTimeFormat(locale, { ...inUtc, dateStyle: 'short' }).format(date) : key;
    }
    case 'MONTH': {
      const date = utcDate(`${key}-01T00:00:00`);
      return date ? dateTimeFormat(locale, { ...inUtc, year: 'numeric', month: 'short' }).format(date) : key;
    }
    case 'DATETIME': {
      const date = utcDate(key.replace(' ', 'T'));
      return date
        ? dateTimeFormat(locale, { ...inUtc, dateStyle: 'short', timeStyle: 'short' }).format(date)
        : key;
    }
    case 'WEEKHOURS': {
      // 2024-01-01 was a Monday: the weekday's name and the hour in the language's own forms.
      const date = utcDate(`2024-01-0${key.slice(0, 1)}T${key.slice(2, 7)}:00`);
      return date
        ? dateTimeFormat(locale, { ...inUtc, weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(
            date,
          )
        : key;
    }
    default:
      return key;
  }
}

/**
 * An hour of the day as the API names it (`09:00`) on the language's clock: "9 AM" in English, "09 h"
 * in French, "오전 9시" in Korean; with `minutes`, as the tables write times ("9:00 AM", "09:00").
 */
export function formatHourOfDay(key: string, locale: string, minutes = false): string {
  const match = /^(\d{2}):(\d{2})$/.exec(key);
  if (!match) return key;
  const date = new Date(Date.UTC(2024, 0, 1, Number(match[1]), Number(match[2])));
  return dateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: 'numeric',
    ...(minutes ? { minute: '2-digit' } : {}),
  }).format(date);
}

/** A day of the API (`YYYY-MM-DD`) with its weekday, in the user's language ("Tue, Nov 18, 2025"); else as given. */
export function formatDay(day: string, locale: string): string {
  const date = utcDate(`${day}T00:00:00`);
  return date
    ? dateTimeFormat(locale, {
        timeZone: 'UTC',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(date)
    : day;
}

export { formatWallClock } from '../i18n/intlFormats';
