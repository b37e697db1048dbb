import { describe, expect, it } from 'vitest';
import { percentChange } from './percentChange';

describe('percentChange', () => {
  it('is the change in percent to 2 decimals, against the absolute compared figure', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(-5, -10)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.33);
  });

  it('reads figures to the hundredth, as the answers give them', () => {
    expect(percentChange(0.1 + 0.2, 0.3)).toBe(0);
    expect(percentChange(100, 100)).toBe(0);
  });

  it('has no percent of nothing', () => {
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(10, 0)).toBeNull();
    expect(percentChange(0.004, 0)).toBe(0);
  });
});
