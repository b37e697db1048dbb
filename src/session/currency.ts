import type { StoreConfig } from '../api/schemas/auth';
import type { CurrencyRate } from '../api/schemas/settings';
import type { CurrentCurrency } from './sessionStore';

/**
 * Spec §4/§5 on a store change: keep a chosen foreign currency when the new store has a rate for it,
 * otherwise fall back to the store's own currency at rate 1. Null when the store config is unknown.
 */
export function currencyAfterStoreChange(
  current: CurrentCurrency | null,
  config: StoreConfig | null,
  rates: readonly CurrencyRate[],
): CurrentCurrency | null {
  if (!config) return null;
  const own: CurrentCurrency = { code: config.currency, symbol: config.symbol, rate: 1 };
  if (!current || current.code === config.currency) return own;
  const rate = rates.find((r) => r.fromCurrency === config.currency && r.toCurrency === current.code);
  return rate ? { ...current, rate: rate.rate } : own;
}
