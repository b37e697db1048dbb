import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, percentChange } from './format';

describe('report formatting', () => {
  it('shows money as symbol, space, amount times the rate with 2 decimals', () => {
    expect(formatMoney(1234.5, { symbol: '$', rate: 1 }, 'en')).toBe('$ 1,234.50');
    expect(formatMoney(10000, { symbol: '$', rate: 0.00072 }, 'en')).toBe('$ 7.20');
    expect(formatMoney(0.005, { symbol: '€', rate: 1 }, 'en')).toBe('€ 0.01');
    expect(formatMoney(1234.5, { symbol: '€', rate: 1 }, 'fr')).toMatch(/^€ 1\s234,50$/);
  });

  it('formats counts and percent changes', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(2.345, 'en', 2)).toBe('2.35');
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(100, 100)).toBe(0);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(10, 0)).toBeNull();
    expect(percentChange(-5, -10)).toBe(50);
  });
});
