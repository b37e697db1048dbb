import type { StoreConfig } from '../contract/auth';
import type { CurrencyRate } from '../contract/settings';
import type { CurrentCurrency } from './sessionStore';

/**
 * On a store change: A currency that was merely the previous store's own follows the store:
 * The new store's currency at rate 1. A foreign currency the user chose is kept with the new store's
 * rate for it, or falls back to the store's own currency when the store has no such rate.
 * Null when the new store's config is unknown.
 */
export function currencyAfterStoreChange(
  current: CurrentCurrency | null,
  previousConfig: StoreConfig | null,
  config: StoreConfig | null,
  rates: readonly CurrencyRate[],
): CurrentCurrency | null {
  if (!config) return null;
  const own: CurrentCurrency = { code: config.currency, symbol: config.symbol, rate: 1 };
  const chosenForeign = current !== null && current.code !== previousConfig?.currency;
  if (!chosenForeign || current.code === config.currency) return own;
  const rate = rates.find((r) => r.fromCurrency === config.currency && r.toCurrency === current.code);
  return rate ? { ...current, rate: rate.rate } : own;
}
