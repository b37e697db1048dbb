import { hundredths } from './money';

/**
 * The change of a figure against the one it is compared with, in percent to 2 decimals, worked out
 * on hundredths as the answers give them (so 0.1 + 0.2 against 0.3 is no change): 0 when both are
 * equal, null when the compared figure is 0 and this one is not (no percent of nothing).
 */
export function percentChange(current: number, previous: number): number | null {
  if (hundredths(current) === hundredths(previous)) return 0;
  if (hundredths(previous) === 0) return null;
  return (
    Math.round(((hundredths(current) - hundredths(previous)) * 10000) / Math.abs(hundredths(previous))) / 100
  );
}
