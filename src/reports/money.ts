/** The currency amounts are shown in: the store's own at rate 1, or one the user chose with its rate. */
export interface DisplayCurrency {
  code: string;
  symbol: string;
  rate: number;
}

/** A row's own currency, when the API says in which currency and at which rate it was sold. */
export interface RowCurrency {
  code: string;
  rate: number;
}

/**
 * An amount in the store's currency converted for display: times the chosen rate, or times the row's
 * own exchange rate when the row was sold in the chosen currency (its rate is the one of that sale).
 */
export function convertAmount(
  amount: number,
  currency: Pick<DisplayCurrency, 'code' | 'rate'>,
  row?: RowCurrency | null,
): number {
  if (row && row.code === currency.code) return amount * row.rate;
  return amount * currency.rate;
}
