import type { I18n } from '@lingui/core';
import type { ReportMode } from '../contract/constants';
import { formatInstant } from '../filters/reportZone';
import type { ColumnDefinition, ReportDefinition, Row, ValueContext, ValueKind } from './definition';
import { formatAmount, formatCount, formatDays, formatMoney, formatPercent, formatPeriod } from './format';
import { convertAmount, type DisplayCurrency, type RowCurrency } from './money';

export interface FormatContext {
  locale: string;
  mode: ReportMode;
  currency: DisplayCurrency;
  /** Shown where a value is missing. */
  missing: string;
  /** The zone of the report's days and hours (the answer's `range.timeZone`): instants show its wall clock. */
  timeZone?: string | undefined;
  /** Money without its currency sign (the currency is named elsewhere, as in the column header). */
  plainMoney?: boolean;
  /** The catalogue periods are named with ("Week of Oct 26"); without it, a week is its Monday's date. */
  i18n?: I18n | undefined;
}

/** A value of a report in its kind's format; money is converted into the display currency first. */
export function formatValue(
  kind: ValueKind,
  value: string | number | null | undefined,
  context: FormatContext,
  rowCurrency?: RowCurrency | null,
): string {
  if (value === null || value === undefined || value === '') return context.missing;
  if (typeof value === 'string') {
    if (kind === 'period') return formatPeriod(value, context.mode, context.locale, context.i18n);
    if (kind === 'dateTime') return formatInstant(value, context.locale, context.timeZone);
    return value;
  }
  switch (kind) {
    case 'money': {
      const amount = convertAmount(value, context.currency, rowCurrency);
      return context.plainMoney
        ? formatAmount(amount, context.currency.code, context.locale)
        : formatMoney(amount, context.currency.code, context.locale);
    }
    case 'count':
      return formatCount(value, context.locale);
    case 'decimal':
      return formatCount(value, context.locale, 2);
    case 'percent':
      return formatPercent(value, context.locale);
    case 'days':
      return formatDays(value, context.locale);
    default:
      return String(value);
  }
}

/** A column's name, and for money its currency in brackets ("[USD]"). */
export function columnHeaderParts(
  column: ColumnDefinition,
  context: ValueContext,
  currencyCode: string,
): { name: string; unit?: string } {
  const name = typeof column.header === 'function' ? column.header(context) : context.i18n._(column.header);
  return column.kind === 'money' && currencyCode ? { name, unit: `[${currencyCode}]` } : { name };
}

/** A column's header; money columns name the currency in brackets: "Total revenue [USD]". */
export function columnHeader(column: ColumnDefinition, context: ValueContext, currencyCode: string): string {
  const { name, unit } = columnHeaderParts(column, context, currencyCode);
  return unit ? `${name} ${unit}` : name;
}

/** The currency of a row's money, when the report converts with the row's own rate. */
export function rowCurrencyOf(report: ReportDefinition, item: Row): RowCurrency | null {
  return report.rowCurrency?.(item) ?? null;
}
