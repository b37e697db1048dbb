import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  PAYMENT_STATUS_ALIASES,
  type PAYMENT_STATUSES,
  type PaymentStatus,
  type PRODUCT_TYPES,
} from '../contract/constants';

/** Built-in order states, in the order the pickers list them. */
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
  shipping: msg({ message: 'Shipping', context: 'order status' }),
  partially_delivered: msg`Partially delivered`,
  delivered: msg`Delivered`,
  returned: msg`Returned`,
  partially_returned: msg`Partially returned`,
  exchanged: msg`Exchanged`,
  completed: msg`Completed`,
  canceled: msg`Canceled`,
};

/** A published custom status's label first, then the built-in label, else the raw value spaced out. */
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
  paid: msg({ message: 'Paid', context: 'payment status' }),
  unpaid: msg({ message: 'Unpaid', context: 'payment status' }),
  partially_paid: msg({ message: 'Partially Paid', context: 'payment status' }),
  refunded: msg({ message: 'Refunded', context: 'payment status' }),
  partially_refunded: msg({ message: 'Partially Refunded', context: 'payment status' }),
  exchanged: msg({ message: 'Exchanged', context: 'payment status' }),
};

/** Older spellings with a label of their own; the others read as the status they stand for. */
const PAYMENT_ALIAS_LABELS: Record<string, MessageDescriptor> = {
  no_paid: msg({ message: 'Not paid', context: 'payment status' }),
};

/** A payment status's label; older spellings read as their current status, anything else as written. */
export function paymentStatusLabel(i18n: I18n, value: string): string {
  const own = PAYMENT_ALIAS_LABELS[value];
  if (own) return i18n._(own);
  const status = PAYMENT_STATUS_ALIASES[value] ?? value;
  const label = PAYMENT_STATUS_LABELS[status as PaymentStatus];
  return label ? i18n._(label) : spaced(value);
}

function spaced(value: string): string {
  return value.replaceAll('_', ' ');
}

const FULFILLMENT_LABELS: Record<string, MessageDescriptor> = {
  fulfilled: msg`Fulfilled`,
  unfulfilled: msg`Unfulfilled`,
  partially_fulfilled: msg`Partially fulfilled`,
  partially_restocked: msg`Partially restocked`,
  restocked: msg`Restocked`,
};

export function fulfillmentLabel(i18n: I18n, value: string): string {
  const label = FULFILLMENT_LABELS[value];
  return label ? i18n._(label) : spaced(value);
}

/** Sales channels keep their product names. */
const SALES_CHANNEL_LABELS: Record<string, MessageDescriptor> = {
  pos: msg`POS`,
  msi: msg`MSI`,
  ecommerce: msg`Ecommerce`,
  import: msg`Import`,
  in_store: msg`In Store`,
};

export function salesChannelLabel(i18n: I18n, value: string): string {
  const label = SALES_CHANNEL_LABELS[value];
  return label ? i18n._(label) : spaced(value);
}

export const PRODUCT_TYPE_LABELS: Record<(typeof PRODUCT_TYPES)[number], MessageDescriptor> = {
  simple: msg`Simple`,
  configurable: msg`Configurable`,
  bundle: msg`Bundle`,
  composite: msg`Composite`,
  grouped: msg`Grouped`,
  virtual: msg`Virtual`,
  giftcard: msg`Gift card`,
};
