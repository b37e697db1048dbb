import type { I18n } from '@lingui/core';
import type { ValueContext } from '../reports/definition';
import { formatMoney } from '../reports/format';
import { convertAmount, type DisplayCurrency } from '../reports/money';

/**
 * What the report definitions' accessors read, outside React: the language, the store's published
 * state labels, and money inside text (payment lines) converted and formatted as on screen.
 */
export function exportValueContext(
  i18n: I18n,
  currency: DisplayCurrency,
  stateLabels: Iterable<readonly [string, string]>,
): ValueContext {
  return {
    i18n,
    stateLabels: new Map(stateLabels),
    money: (amount) => formatMoney(convertAmount(amount, currency), currency.code, i18n.locale),
  };
}
