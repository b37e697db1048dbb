import { describe, expect, it } from 'vitest';
import { currencyAfterStoreChange } from './currency';

const krw = {
  storeId: 1,
  viewCode: 'default',
  currency: 'KRW',
  symbol: '₩',
  timezone: 'Asia/Seoul',
  dayStartsAt: '00:00',
};
const eur = {
  storeId: 2,
  viewCode: 'default',
  currency: 'EUR',
  symbol: '€',
  timezone: 'Europe/Paris',
  dayStartsAt: '00:00',
};
const eurRates = [
  { id: 1, fromCurrency: 'EUR', toCurrency: 'USD', rate: 1.08, storeId: 2 },
  { id: 2, fromCurrency: 'EUR', toCurrency: 'KRW', rate: 1500, storeId: 2 },
];

describe('currency after a store change', () => {
  it('follows the new store when the old currency was the old store’s own', () => {
    expect(currencyAfterStoreChange({ code: 'KRW', symbol: '₩', rate: 1 }, krw, eur, eurRates)).toEqual({
      code: 'EUR',
      symbol: '€',
      rate: 1,
    });
  });

  it('uses the store currency at rate 1 when none was set', () => {
    expect(currencyAfterStoreChange(null, null, eur, eurRates)).toEqual({
      code: 'EUR',
      symbol: '€',
      rate: 1,
    });
  });

  it('keeps a chosen foreign currency with the new store’s rate', () => {
    expect(currencyAfterStoreChange({ code: 'USD', symbol: '$', rate: 0.00072 }, krw, eur, eurRates)).toEqual(
      {
        code: 'USD',
        symbol: '$',
        rate: 1.08,
      },
    );
  });

  it('falls back to the store currency when the new store has no rate for the chosen one', () => {
    expect(currencyAfterStoreChange({ code: 'TWD', symbol: 'NT$', rate: 0.02 }, krw, eur, eurRates)).toEqual({
      code: 'EUR',
      symbol: '€',
      rate: 1,
    });
  });

  it('is unknown when the store config could not be loaded', () => {
    expect(currencyAfterStoreChange({ code: 'USD', symbol: '$', rate: 1.08 }, eur, null, [])).toBeNull();
  });
});
