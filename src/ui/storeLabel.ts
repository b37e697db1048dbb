import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * How a store is named everywhere (switcher, filters, menu, saved views): its name, else its address
 * (a pop-up store is often known by its web address), else its number.
 */
export function storeLabel(
  i18n: I18n,
  store: { id: number; name?: string | null; url?: string | null },
): string {
  return store.name || store.url || i18n._(msg`Store ${store.id}`);
}
