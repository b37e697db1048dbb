import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PAYMENT_STATUSES, PRODUCT_TYPES } from '../contract/constants';

/** Built-in order states (spec §4), in the order the pickers list them. */
export const ORDER_STATES = [
  'new',
  'confirmed',
  'processing',
  'shipping',
  'partially_delivered',
  'delivered',
  'returned',
  'partially_returned',
  'exchanged',
  'completed',
  'canceled',
] as const;

const ORDER_STATE_LABELS: Record<(typeof ORDER_STATES)[number], MessageDescriptor> = {
  new: msg`New`,
  confirmed: msg`Confirmed`,
  processing: msg`Processing`,
  shipping: msg`Shipping`,
  partially_delivered: msg`Partially delivered`,
  delivered: msg`Delivered`,
  returned: msg`Returned`,
  partially_returned: msg`Partially returned`,
  exchanged: msg`Exchanged`,
  completed: msg`Completed`,
  canceled: msg`Canceled`,
};

/** Spec §4: a published custom status's label first, then the built-in label, else the raw value spaced out. */
export function orderStateLabel(
  i18n: I18n,
  value: string,
  customLabels: ReadonlyMap<string, string>,
): string {
  const custom = customLabels.get(value);
  if (custom) return custom;
  const builtIn = ORDER_STATE_LABELS[value as (typeof ORDER_STATES)[number]];
  return builtIn ? i18n._(builtIn) : value.replaceAll('_', ' ');
}

export const PAYMENT_STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], MessageDescriptor> = {
  paid: msg`Paid`,
  unpaid: msg`Unpaid`,
  partially_paid: msg`Partially Paid`,
  refunded: msg`Refunded`,
  partially_refunded: msg`Partially Refunded`,
  exchanged: msg`Exchanged`,
};

export const PRODUCT_TYPE_LABELS: Record<(typeof PRODUCT_TYPES)[number], MessageDescriptor> = {
  simple: msg`Simple`,
  configurable: msg`Configurable`,
  bundle: msg`Bundle`,
  composite: msg`Composite`,
  grouped: msg`Grouped`,
  virtual: msg`Virtual`,
  giftcard: msg`Gift card`,
};

/** Spec §4: the time-in-status report's default state choices. */
export const TIME_IN_STATUS_DEFAULT_STATES = [
  'new',
  'confirmed',
  'partially_delivered',
  'delivered',
  'partially_returned',
  'returned',
  'completed',
  'canceled',
] as const;
