import { addMoney, convertMoney, type revenueFields } from '../query/sums';

/** The global report's figures in the presentment currency: each store's at its rate, then added. */

export const CONVERTED = [
  ['convertedTotalRevenue', 'totalRevenue'],
  ['convertedNetRevenue', 'netRevenue'],
  ['convertedTotalTax', 'totalTax'],
  ['convertedTotalRefund', 'totalRefund'],
  ['convertedTotalDiscount', 'totalDiscount'],
] as const;

export type ConvertedKey = (typeof CONVERTED)[number][0];
export type Converted = Record<ConvertedKey, number | null>;
type Figures = ReturnType<typeof revenueFields>;

/** Store-currency figures × the store's rate, to the cent; null without a rate. */
export function convert(figures: Figures, rate: string | null): Converted {
  return Object.fromEntries(
    CONVERTED.map(([key, source]) => [key, rate ? convertMoney(figures[source], rate) : null]),
  ) as Converted;
}

/** Converted figures added up in USD: null as soon as one part has none. */
export function addConverted(parts: readonly Converted[]): Converted {
  return Object.fromEntries(
    CONVERTED.map(([key]) => {
      const values = parts.map((part) => part[key]);
      return [key, values.some((value) => value === null) ? null : addMoney(...(values as number[]))];
    }),
  ) as Converted;
}
