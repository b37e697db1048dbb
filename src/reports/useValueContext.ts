import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { customStatusesQuery } from '../api/settingsQueries';
import { type FormatContext, formatValue } from './cellValue';
import type { ValueContext } from './definition';

/** What the report's columns need to write their values: language, the store's status labels, money. */
export function useValueContext(userId: number, storeId: number, format: FormatContext): ValueContext {
  const { i18n } = useLingui();
  const statuses = useQuery(customStatusesQuery(userId, storeId));
  const { locale, mode, missing } = format;
  const { code, symbol, rate } = format.currency;
  return useMemo(() => {
    const currencyFormat: FormatContext = { locale, mode, missing, currency: { code, symbol, rate } };
    return {
      i18n,
      stateLabels: new Map((statuses.data ?? []).map((status) => [status.value, status.label])),
      money: (amount: number) => formatValue('money', amount, currencyFormat),
    };
  }, [i18n, statuses.data, locale, mode, missing, code, symbol, rate]);
}
