import { describe, expect, it } from 'vitest';
import { averageOf, roundMoney } from './money';

describe('money rounding', () => {
  it('rounds amounts to the cent, halves up, whatever bits a float sum leaves', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(0.125)).toBe(0.13);
    expect(roundMoney(-2.5 / 100)).toBe(-0.02);
    expect(roundMoney(19.999)).toBe(20);
  });

  it("averages as the server does: on the sum's cents, halves up, 0 without anything to divide by", () => {
    // Revenue 10 over 3 orders, and 5 items over 3 orders (avgItemCount, server/reports/query/sums.ts).
    expect(averageOf(10, 3)).toBe(3.33);
    expect(averageOf(5, 3)).toBe(1.67);
    expect(averageOf(0.05, 2)).toBe(0.03);
    expect(averageOf(100.1 + 0.2, 1)).toBe(100.3);
    expect(averageOf(25, 0)).toBe(0);
  });
});
