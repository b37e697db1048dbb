import { describe, expect, it } from 'vitest';
import { paymentShares } from './paymentShares';

describe('payment shares of the dashboard', () => {
  it('sums each method over the periods, to the cent, largest first', () => {
    const series = paymentShares(
      [
        { paymentCode: 'cash', paymentName: 'Cash', netAmount: 10.1 },
        { paymentCode: 'card', paymentName: 'Card', netAmount: 30 },
        { paymentCode: 'cash', paymentName: 'Cash', netAmount: 20.2 },
      ],
      'Payments',
    );
    expect(series.points).toEqual([
      { x: 'Cash', y: 30.3 },
      { x: 'Card', y: 30 },
    ]);
  });

  it('has no points without payments', () => {
    expect(paymentShares([], 'Payments').points).toEqual([]);
  });
});
