import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { currenciesQuery, currencyRatesQuery } from '../api/settingsQueries';
import { session } from '../session/session';
import { useSession } from '../session/useSession';
import type { DisplayCurrency } from './money';
import { useReportFilters } from './useReportFilters';

export interface CurrencyChoice {
  code: string;
  symbol: string;
  rate: number;
}

/**
 * The currency a report shows amounts in: the link's `currency` when the store has a rate for it, else
 * the one chosen earlier on this device, else the store's own at rate 1. Choosing one writes it to the
 * link (so a shared link shows the same figures) and remembers it on the device.
 */
export function useDisplayCurrency(userId: number, storeId: number) {
  const { search, setFilters } = useReportFilters();
  const { storeConfig, currency: remembered } = useSession();
  const rates = useQuery(currencyRatesQuery(userId, storeId));
  const currencies = useQuery(currenciesQuery(userId, storeId));

  const choices = useMemo<CurrencyChoice[]>(() => {
    if (!storeConfig?.currency) return [];
    const symbols = new Map((currencies.data ?? []).map((c) => [c.code, c.symbol]));
    const own = { code: storeConfig.currency, symbol: storeConfig.symbol, rate: 1 };
    const foreign = (rates.data ?? [])
      .filter(
        (rate) => rate.fromCurrency === storeConfig.currency && rate.toCurrency !== storeConfig.currency,
      )
      .map((rate) => ({
        code: rate.toCurrency,
        symbol: symbols.get(rate.toCurrency) ?? rate.toCurrency,
        rate: rate.rate,
      }));
    return [own, ...foreign];
  }, [storeConfig, rates.data, currencies.data]);

  const wanted = search.currency ?? remembered?.code;
  const found = choices.find((choice) => choice.code === wanted);
  const own = choices[0];
  const currency: DisplayCurrency = found ??
    own ?? { code: storeConfig?.currency ?? '', symbol: storeConfig?.symbol ?? '', rate: 1 };
  /** The link asks for a currency this store has no rate for (figures stay in the store's currency). */
  const missingRate = search.currency !== undefined && rates.isSuccess && !found;

  const choose = useCallback(
    (code: string) => {
      const choice = choices.find((candidate) => candidate.code === code);
      if (!choice) return;
      session.setCurrency(choice);
      setFilters({ currency: choice.code === own?.code ? undefined : choice.code, page: search.page });
    },
    [choices, own, setFilters, search.page],
  );

  return { currency, choices, missingRate, choose };
}
