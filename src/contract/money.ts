/**
 * How figures are rounded, once for the server and the app: amounts to the cent with halves rounded
 * up (`Math.round` of the hundredths), averages worked out on the cents of the sum
 * (server/reports/query/sums.ts works out every average of sale-summary with these).
 */

/** A figure in whole hundredths (cents of money; counts and averages to 2 decimals alike). */
export function hundredths(amount: number): number {
  return Math.round(amount * 100);
}

/** An amount to the cent, halves rounded up: conversions at a rate and sums of floats leave long fractions. */
export function roundMoney(amount: number): number {
  return hundredths(amount) / 100;
}

/**
 * `sum / by` to 2 decimals, halves rounded up, worked out on the sum's hundredths: an average of money
 * to the cent (revenue per order), or of counts to 2 decimals (items per order); 0 when there is
 * nothing to divide by, as the server answers a period without orders.
 */
export function averageOf(sum: number, by: number): number {
  return by ? Math.round(hundredths(sum) / by) / 100 : 0;
}
