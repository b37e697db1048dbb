/** Spec §5/§9: money is the symbol, a space, the amount times the chosen rate, 2 decimals. */
export function formatMoney(
  amount: number,
  currency: { symbol: string; rate: number },
  locale: string,
): string {
  const value = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount * currency.rate,
  );
  return `${currency.symbol} ${value}`;
}

export function formatCount(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Change against a previous value in percent, or null when there is nothing to compare with (previous 0). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return ((current - previous) / Math.abs(previous)) * 100;
}
