import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  formatAmount,
  formatChange,
  formatCount,
  formatDays,
  formatHourOfDay,
  formatMoney,
  formatPercent,
  formatPeriod,
  formatWallClock,
} from './format';
import { convertAmount } from './money';

describe('report formatting', () => {
  it("writes money in the language's own pattern with the currency's minor units", () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(0.005, 'EUR', 'en')).toBe('€0.01');
    expect(formatMoney(84_619_843.4, 'KRW', 'en')).toBe('₩84,619,843');
    // French puts the sign after the amount, with no-break spaces: "1 234,50 €".
    expect(formatMoney(1234.5, 'EUR', 'fr')).toBe('1\u202f234,50\u00a0€');
    expect(formatMoney(1234.5, 'KRW', 'ko')).toBe('₩1,235');
  });

  it("writes a change with its sign and one decimal in the language's pattern", () => {
    expect(formatChange(57.2, 'en')).toBe('+57.2%');
    expect(formatChange(-3.14, 'en')).toBe('-3.1%');
    expect(formatChange(0, 'en')).toBe('0.0%');
    // French writes a decimal comma and a no-break space before the sign: "+57,2 %".
    expect(formatChange(57.2, 'fr')).toMatch(/^\+57,2[\u00a0\u202f]%$/);
  });

  it('writes an empty or unknown currency as a plain number with 2 decimals', () => {
    expect(formatMoney(-12, '', 'en')).toBe('-12.00');
    expect(formatMoney(1234.5, '₩', 'en')).toBe('1,234.50');
    expect(formatMoney(1234.5, 'XYZ', 'fr')).toBe('1\u202f234,50');
  });

  it("writes a plain amount with the currency's minor units", () => {
    expect(formatAmount(2500.25, 'KRW', 'en-US')).toBe('2,500');
    expect(formatAmount(2500.25, 'EUR', 'fr')).toBe('2\u202f500,25');
    expect(formatAmount(2500.25, '', 'en-US')).toBe('2,500.25');
    expect(currencyDigits('KRW')).toBe(0);
    expect(currencyDigits('TWD')).toBe(2);
    expect(currencyDigits('BHD')).toBe(3);
    expect(currencyDigits('')).toBe(2);
  });

  it('formats counts, durations and percentages', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(2.345, 'en', 2)).toBe('2.35');
    expect(formatDays(5.254, 'en')).toBe('05.25');
    expect(formatDays(123.4, 'en')).toBe('123.40');
    expect(formatPercent(39.22, 'en')).toBe('39.22%');
  });
  it('names periods by the grouping, whatever the browser zone', () => {
    expect(formatPeriod('2026-11-18', 'DATE', 'en-US')).toBe('11/18/26');
    expect(formatPeriod('2026-11', 'MONTH', 'en-US')).toBe('Nov 2026');
    expect(formatPeriod('2026', 'YEAR', 'en-US')).toBe('2026');
    expect(formatPeriod('09:00', 'HOURS', 'en-US')).toBe('09:00');
    expect(formatPeriod('2026-11-18 09:00', 'DATETIME', 'en-US')).toBe('11/18/26, 9:00 AM');
    expect(formatPeriod('1 09:00', 'WEEKHOURS', 'en-US')).toBe('Mon 9:00 AM');
    expect(formatPeriod('7 21:00', 'WEEKHOURS', 'fr')).toBe('dim. 21:00');
    expect(formatPeriod('garbage', 'DATE', 'en-US')).toBe('garbage');
  });

  it('names a week as one, by its Monday, given the catalogue', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(formatPeriod('2026-10-26', 'WEEK', 'en-US', i18n)).toBe('Week of Oct 26');
    // The day in the language's own form (the catalogue's words aside).
    const french = setupI18n({ locale: 'fr', messages: { fr: {} } });
    expect(formatPeriod('2026-10-26', 'WEEK', 'fr', french)).toBe('Week of 26 oct.');
    // Without it (a spreadsheet's cell), the Monday's date.
    expect(formatPeriod('2026-10-26', 'WEEK', 'en-US')).toBe('10/26/26');
  });
});

describe('currency conversion', () => {
  const usd = { code: 'USD', rate: 0.00072 };

  it('multiplies by the chosen rate, or by the row rate when the row was sold in the chosen currency', () => {
    expect(convertAmount(10_000, usd)).toBeCloseTo(7.2, 10);
    expect(convertAmount(10_000, usd, { code: 'KRW', rate: 1 })).toBeCloseTo(7.2, 10);
    expect(convertAmount(10_000, usd, { code: 'USD', rate: 0.0007 })).toBeCloseTo(7, 10);
    expect(convertAmount(250, { code: 'KRW', rate: 1 })).toBe(250);
  });

  it("writes a wall-clock time of the API on the language's clock", () => {
    expect(formatWallClock('04:34', 'en')).toMatch(/^4:34\sAM$/);
    expect(formatWallClock('16:05', 'fr')).toBe('16:05');
    expect(formatWallClock('not a time', 'en')).toBe('not a time');
  });
});

describe('hours of the day', () => {
  it("writes an hour on the language's clock: 12-hour with AM/PM in English, 24-hour in French", () => {
    expect(formatHourOfDay('00:00', 'en')).toBe('12 AM');
    expect(formatHourOfDay('13:00', 'en')).toBe('1 PM');
    expect(formatHourOfDay('13:00', 'en', true)).toBe('1:00 PM');
    expect(formatHourOfDay('13:00', 'fr')).toBe('13 h');
    expect(formatHourOfDay('21:00', 'fr', true)).toBe('21:00');
    expect(formatHourOfDay('not an hour', 'en')).toBe('not an hour');
  });
});
