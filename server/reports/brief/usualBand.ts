import { BAND_FLOOR, BAND_MADS, BRIEF_MIN_DAYS, type BriefFlag } from '../../../src/contract/brief';

/** 1.4826 × MAD estimates the standard deviation of normally spread values. */
const MAD_TO_SIGMA = 1.4826;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface UsualBand {
  median: number | null;
  low: number | null;
  high: number | null;
}

/**
 * The usual range of a figure from its values on the same weekdays (null: a day without orders, left
 * out): median ± BAND_MADS × 1.4826 × MAD, at least BAND_FLOOR of the median and `minWidth` either
 * side, never below zero; no band with fewer than BRIEF_MIN_DAYS days. `round` keeps money to the cent.
 */
export function usualBand(
  usual: readonly (number | null)[],
  minWidth: number,
  round: (value: number) => number,
): UsualBand {
  const days = usual.filter((value): value is number => value !== null);
  if (days.length === 0) return { median: null, low: null, high: null };
  const middle = median(days);
  if (days.length < BRIEF_MIN_DAYS) return { median: round(middle), low: null, high: null };
  const mad = median(days.map((value) => Math.abs(value - middle)));
  const width = Math.max(BAND_MADS * MAD_TO_SIGMA * mad, BAND_FLOOR * Math.abs(middle), minWidth);
  return { median: round(middle), low: round(Math.max(0, middle - width)), high: round(middle + width) };
}

/** Whether a value lies above or below its band (on the edge is usual). */
export function flagOf(value: number, band: UsualBand): BriefFlag | null {
  if (band.low === null || band.high === null) return null;
  if (value > band.high) return 'high';
  if (value < band.low) return 'low';
  return null;
}
