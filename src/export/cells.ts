import type { CellObject } from 'write-excel-file/universal';
import type { ReportMode } from '../contract/constants';
import { roundMoney } from '../contract/money';
import type { ValueKind } from '../reports/definition';
import { currencyDigits } from '../reports/format';
import { convertAmount, type DisplayCurrency, type RowCurrency } from '../reports/money';
import { type DateFormat, formatDependsOnDay, spreadsheetDateFormat } from './dateFormats';

/** One cell of the sheet: empty, text as is, or a typed value with its display format. */
export type SheetCell = CellObject | string | null;

/** How values of each kind are written: numbers stay numbers, dates stay dates, with a display format. */
export interface CellContext {
  /** The currency money is converted into; its symbol leads the money format (none: plain 2 decimals). */
  currency: DisplayCurrency;
  mode: ReportMode;
  dateFormat: DateFormat;
  /** Minutes to add to a UTC instant to get its wall-clock time in the report's zone. */
  offsetMinutes: (instant: Date) => number;
}

/** A literal text inside a number format: quoted, with its own quotes dropped. */
function quoted(text: string): string {
  return `"${text.replaceAll('"', '')}"`;
}

/**
 * Money's number format: the currency's symbol, a space, thousands separated, and the currency's own
 * minor units (none for KRW). The spreadsheet applies the reader's separators to the raw number.
 */
export function moneyFormat(symbol: string, digits = 2): string {
  const number = digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  return symbol ? `${quoted(`${symbol} `)}${number}` : number;
}

export const NUMBER_FORMATS = {
  count: '#,##0',
  decimal: '#,##0.00',
  /** Percent values of the API are out of 100; the cell holds the fraction. */
  percent: '0.00%',
  /** Durations in days: at least two digits before 2 decimals, as on screen. */
  days: '00.00',
} as const;

const PERIOD_FORMATS: Partial<Record<ReportMode, string>> = {
  DATE: 'yyyy-mm-dd',
  WEEK: 'yyyy-mm-dd',
  MONTH: 'yyyy-mm',
  DATETIME: 'yyyy-mm-dd hh:mm',
};

function isoAt(text: string): Date | null {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A wall-clock time as a date cell value: spreadsheets have no time zones and read a date's UTC
 * fields, so the instant is moved by the offset it is read at.
 */
export function wallClock(instant: Date, offsetMinutes: number): Date {
  return new Date(instant.getTime() + offsetMinutes * 60_000);
}

/** An instant of the API (ISO, UTC) as a date cell in the chosen date format, at the report zone's wall clock. */
export function dateTimeCell(value: string, context: CellContext): SheetCell {
  const instant = isoAt(value);
  if (!instant) return value;
  const local = wallClock(instant, context.offsetMinutes(instant));
  const day = formatDependsOnDay(context.dateFormat) ? local.getUTCDate() : 1;
  return { value: local, type: Date, format: spreadsheetDateFormat(context.dateFormat, day) };
}

/**
 * A period key of the API as a cell: days, weeks (their Monday), months and hours of a date as date
 * cells; years as a number; hours of the day as text. Keys are already local wall time.
 */
export function periodCell(key: string, mode: ReportMode): SheetCell {
  const format = PERIOD_FORMATS[mode];
  if (mode === 'YEAR' && /^\d{4}$/.test(key)) return { value: Number(key), type: Number, format: '0' };
  if (!format) return key;
  const text =
    mode === 'MONTH'
      ? `${key}-01T00:00:00Z`
      : mode === 'DATETIME'
        ? `${key.replace(' ', 'T')}Z`
        : `${key}T00:00:00Z`;
  const date = isoAt(text);
  return date ? { value: date, type: Date, format } : key;
}

/** A value of a column as a typed cell; money is converted into the chosen currency first. */
export function cellOf(
  kind: ValueKind,
  value: string | number | null | undefined,
  context: CellContext,
  rowCurrency?: RowCurrency | null,
): SheetCell {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    if (kind === 'dateTime') return dateTimeCell(value, context);
    if (kind === 'period') return periodCell(value, context.mode);
    return value;
  }
  if (!Number.isFinite(value)) return null;
  switch (kind) {
    case 'money':
      return {
        value: roundMoney(convertAmount(value, context.currency, rowCurrency)),
        type: Number,
        format: moneyFormat(context.currency.symbol, currencyDigits(context.currency.code)),
      };
    case 'count':
      return { value: Math.round(value), type: Number, format: NUMBER_FORMATS.count };
    case 'decimal':
      return { value, type: Number, format: NUMBER_FORMATS.decimal };
    case 'percent':
      return { value: value / 100, type: Number, format: NUMBER_FORMATS.percent };
    case 'days':
      return { value, type: Number, format: NUMBER_FORMATS.days };
    default:
      return String(value);
  }
}

/** Characters a column needs to show a cell, for the column's width. */
export function cellWidth(cell: SheetCell): number {
  if (cell === null) return 0;
  if (typeof cell === 'string') return cell.length;
  if (cell.type === Date)
    return typeof cell.format === 'string' ? cell.format.replaceAll('"', '').length + 2 : 16;
  if (typeof cell.value === 'number') return String(Math.round(cell.value)).length + 8;
  return String(cell.value ?? '').length;
}
