// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type CellContext, cellOf, moneyFormat, periodCell, wallClock } from './cells';
import { DATE_FORMATS, ordinalSuffix, spreadsheetDateFormat } from './dateFormats';

const won: CellContext = {
  currency: { code: 'KRW', symbol: '₩', rate: 1 },
  mode: 'DATE',
  dateFormat: 'DD/MM/YYYY HH:mm',
  offsetMinutes: () => 540,
};

describe('cells per column kind', () => {
  it("writes money as numbers to the cent, shown with the symbol and the currency's minor units", () => {
    expect(cellOf('money', 1234.5, won)).toEqual({ value: 1234.5, type: Number, format: '"₩ "#,##0' });
    const dollars = { ...won, currency: { code: 'USD', symbol: '$', rate: 0.00075 } };
    expect(cellOf('money', 1000, dollars)).toEqual({ value: 0.75, type: Number, format: '"$ "#,##0.00' });
    // A row sold in the chosen currency converts at its own rate.
    expect(cellOf('money', 1000, dollars, { code: 'USD', rate: 0.0008 })).toMatchObject({ value: 0.8 });
    expect(moneyFormat('')).toBe('#,##0.00');
    expect(moneyFormat('R"$')).toBe('"R$ "#,##0.00');
    expect(moneyFormat('₩', 0)).toBe('"₩ "#,##0');
    expect(moneyFormat('BD', 3)).toBe('"BD "#,##0.000');
  });

  it('writes counts as integers, decimals with 2 places, percents as fractions, days as on screen', () => {
    expect(cellOf('count', 12, won)).toEqual({ value: 12, type: Number, format: '#,##0' });
    expect(cellOf('decimal', 2.345, won)).toEqual({ value: 2.345, type: Number, format: '#,##0.00' });
    expect(cellOf('percent', 35.5, won)).toEqual({ value: 0.355, type: Number, format: '0.00%' });
    expect(cellOf('days', 1.25, won)).toEqual({ value: 1.25, type: Number, format: '00.00' });
  });

  it('writes text as text and leaves missing values empty', () => {
    expect(cellOf('text', 'Gangnam', won)).toBe('Gangnam');
    expect(cellOf('text', 42, won)).toBe('42');
    for (const missing of [null, undefined, '']) expect(cellOf('money', missing, won)).toBeNull();
    expect(cellOf('money', Number.NaN, won)).toBeNull();
  });

  it('writes instants as date cells at the wall-clock time they are read in', () => {
    const cell = cellOf('dateTime', '2026-11-22T15:30:00.000Z', won);
    expect(cell).toEqual({
      value: new Date('2026-11-23T00:30:00.000Z'),
      type: Date,
      format: 'dd/mm/yyyy hh:mm',
    });
    expect(wallClock(new Date('2026-01-01T00:00:00Z'), -330).toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(cellOf('dateTime', 'not a date', won)).toBe('not a date');
  });

  it('writes period keys as dates, years as numbers, hours of the day as text', () => {
    expect(periodCell('2026-11-18', 'DATE')).toEqual({
      value: new Date('2026-11-18T00:00:00Z'),
      type: Date,
      format: 'yyyy-mm-dd',
    });
    expect(periodCell('2026-11-16', 'WEEK')).toMatchObject({ format: 'yyyy-mm-dd' });
    expect(periodCell('2026-11', 'MONTH')).toEqual({
      value: new Date('2026-11-01T00:00:00Z'),
      type: Date,
      format: 'yyyy-mm',
    });
    expect(periodCell('2026-11-18 09:00', 'DATETIME')).toEqual({
      value: new Date('2026-11-18T09:00:00Z'),
      type: Date,
      format: 'yyyy-mm-dd hh:mm',
    });
    expect(periodCell('2026', 'YEAR')).toEqual({ value: 2026, type: Number, format: '0' });
    expect(periodCell('09:00', 'HOURS')).toBe('09:00');
  });
});

describe('date formats', () => {
  it('turns each dayjs format into a spreadsheet format that reads the same', () => {
    expect(DATE_FORMATS.map((format) => spreadsheetDateFormat(format, 23))).toEqual([
      'dd/mm/yyyy hh:mm',
      'dd/mm/yyyy',
      'mm/dd/yyyy',
      'mm/dd/yyyy hh:mm',
      'mmmm d"rd" yyyy',
      'mmmm d"rd" yyyy hh:mm',
    ]);
  });

  it('gives ordinal days their English suffix', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30, 31].map(ordinalSuffix)).toEqual([
      'st',
      'nd',
      'rd',
      'th',
      'th',
      'th',
      'th',
      'st',
      'nd',
      'rd',
      'th',
      'st',
    ]);
  });

  it('formats a date cell with the chosen format and the ordinal of its own local day', () => {
    const cell = cellOf('dateTime', '2026-11-21T16:00:00.000Z', { ...won, dateFormat: 'MMMM Do YYYY HH:mm' });
    // 16:00 UTC at +09:00 is 01:00 on the 22nd.
    expect(cell).toMatchObject({ format: 'mmmm d"nd" yyyy hh:mm' });
  });
});
