import { describe, expect, it } from 'vitest';
import { flagOf, usualBand } from './usualBand';

const asIs = (value: number) => value;

describe('usualBand', () => {
  it('is the median ± 3 × 1.4826 × MAD, a far day moving neither', () => {
    // median 100, deviations 0,10,10,20,20,900 → MAD 15; width 3 × 1.4826 × 15 = 66.717
    const band = usualBand([100, 90, 110, 80, 120, 1000], 0, asIs);
    expect(band.median).toBe(105);
    const width = 3 * 1.4826 * 15;
    expect(band.low).toBeCloseTo(105 - width, 9);
    expect(band.high).toBeCloseTo(105 + width, 9);
    expect(flagOf(180, band)).toBe('high');
    expect(flagOf(30, band)).toBe('low');
    expect(flagOf(105 + width, band)).toBeNull();
  });

  it('is never narrower than a fifth of the median or the minimum width, nor below zero', () => {
    expect(usualBand([50, 50, 50, 50], 0, asIs)).toEqual({ median: 50, low: 40, high: 60 });
    expect(usualBand([0, 0, 0, 0], 2, asIs)).toEqual({ median: 0, low: 0, high: 2 });
  });

  it('leaves closed days out and gives no band with fewer than four days', () => {
    expect(usualBand([10, null, 12, null, 14], 0, asIs)).toEqual({ median: 12, low: null, high: null });
    expect(flagOf(1000, usualBand([10, null, 12, null, 14], 0, asIs))).toBeNull();
    expect(usualBand([null, null], 0, asIs)).toEqual({ median: null, low: null, high: null });
  });

  it('rounds with the figure’s own rounding (money in cents: half a cent up)', () => {
    const band = usualBand([1001, 1002, 1003, 1004], 0, Math.round);
    expect(band.median).toBe(1003);
  });
});
