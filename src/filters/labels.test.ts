import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fulfillmentLabel, orderStateLabel, paymentStatusLabel, salesChannelLabel } from './labels';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('labels of order, payment and fulfilment statuses', () => {
  it('names an order state by its published custom label, else the built-in one, else the value spaced out', () => {
    const custom = new Map([['in_transit', 'On the road']]);
    expect(orderStateLabel(i18n, 'in_transit', custom)).toBe('On the road');
    expect(orderStateLabel(i18n, 'partially_delivered', custom)).toBe('Partially delivered');
    expect(orderStateLabel(i18n, 'waiting_for_parts', custom)).toBe('waiting for parts');
  });

  it('reads payment status aliases, with "Not paid" for no_paid', () => {
    expect(paymentStatusLabel(i18n, 'paid')).toBe('Paid');
    expect(paymentStatusLabel(i18n, 'no_paid')).toBe('Not paid');
    expect(paymentStatusLabel(i18n, 'partial_paid')).toBe('Partially Paid');
    expect(paymentStatusLabel(i18n, 'exchange')).toBe('Exchanged');
    expect(paymentStatusLabel(i18n, 'voided_twice')).toBe('voided twice');
  });

  it('names fulfilment states and sales channels', () => {
    expect(fulfillmentLabel(i18n, 'partially_restocked')).toBe('Partially restocked');
    expect(salesChannelLabel(i18n, 'in_store')).toBe('In Store');
    expect(salesChannelLabel(i18n, 'pos')).toBe('POS');
  });
});
