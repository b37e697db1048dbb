import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * What a multiple-choice filter chooses. Its summary ("All", "None", "3 selected") and its hint agree
 * with the thing chosen in languages with grammatical gender, so each kind has messages of its own,
 * told apart by their context.
 */
export type SelectionKind =
  | 'stores'
  | 'outlets'
  | 'registers'
  | 'productTypes'
  | 'orderStatuses'
  | 'paymentStatuses'
  | 'salespeople'
  | 'categories';

export interface SelectionTexts {
  /** Every choice (no filter). */
  all: string;
  /** No choice at all. */
  none: string;
  /** Some of the choices. */
  selected: (count: number) => string;
  /** The hint while nothing is checked and one is needed. */
  atLeastOne: string;
}

export function selectionTexts(i18n: I18n, kind: SelectionKind): SelectionTexts {
  switch (kind) {
    case 'stores':
      return {
        all: i18n._(msg({ message: 'All', context: 'stores' })),
        none: i18n._(msg({ message: 'None', context: 'stores' })),
        selected: (count) =>
          i18n._(
            msg({ message: plural(count, { one: '# selected', other: '# selected' }), context: 'stores' }),
          ),
        atLeastOne: i18n._(msg({ message: 'Choose at least one.', context: 'stores' })),
      };
    case 'outlets':
      return {
        all: i18n._(msg({ message: 'All', context: 'outlets' })),
        none: i18n._(msg({ message: 'None', context: 'outlets' })),
        selected: (count) =>
          i18n._(
            msg({ message: plural(count, { one: '# selected', other: '# selected' }), context: 'outlets' }),
          ),
        atLeastOne: i18n._(msg({ message: 'Choose at least one.', context: 'outlets' })),
      };
    case 'registers':
      return {
        all: i18n._(msg({ message: 'All', context: 'registers' })),
        none: i18n._(msg({ message: 'None', context: 'registers' })),
        selected: (count) =>
          i18n._(
            msg({ message: plural(count, { one: '# selected', other: '# selected' }), context: 'registers' }),
          ),
        atLeastOne: i18n._(msg({ message: 'Choose at least one.', context: 'registers' })),
      };
    case 'productTypes':
      return {
        all: i18n._(msg({ message: 'All', context: 'product types' })),
        none: i18n._(msg({ message: 'None', context: 'product types' })),
        selected: (count) =>
          i18n._(
            msg({
              message: plural(count, { one: '# selected', other: '# selected' }),
              context: 'product types',
            }),
          ),
        atLeastOne: i18n._(msg({ message: 'Choose at least one.', context: 'product types' })),
      };
    case 'orderStatuses':
      return {
        all: i18n._(msg({ message: 'All', context: 'order statuses' })),
        none: i18n._(msg({ message: 'None', context: 'order statuses' })),
        selected: (count) =>
          i18n._(
            msg({
              message: plural(count, { one: '# selected', other: '# selected' }),
              context: 'order statuses',
            }),
          ),
        atLeastOne: i18n._(msg({ message: 'Choose at least one.', context: 'order statuses' })),
      };
    case 'paymentStatuses':
      return {
        all: i18n._(msg({ message: 'All', context: 'payment statuses' })),
        none: i18n._(msg({ message: 'None', context: 'payment statuses' })),
        selected: (count) =>
          i18n._(
            msg({
              message: plural(count, { one: '# selected', other: '# selected' }),
              context: 'payment statuses',
            }),
          ),
        atLeastOne: i18n._(msg({ message: 'Choose at least one.', context: 'payment statuses' })),
      };
    case 'salespeople':
      return {
        all: i18n._(msg({ message: 'All', context: 'salespeople' })),
        none: i18n._(msg({ message: 'None', context: 'salespeople' })),
        selected: (count) =>
          i18n._(
            msg({
              message: plural(count, { one: '# selected', other: '# selected' }),
              context: 'salespeople',
            }),
          ),
        atLeastOne: i18n._(msg({ message: 'Choose at least one.', context: 'salespeople' })),
      };
    case 'categories':
      return {
        all: i18n._(msg({ message: 'All', context: 'categories' })),
        none: i18n._(msg({ message: 'None', context: 'categories' })),
        selected: (count) =>
          i18n._(
            msg({
              message: plural(count, { one: '# selected', other: '# selected' }),
              context: 'categories',
            }),
          ),
        atLeastOne: i18n._(msg({ message: 'Choose at least one.', context: 'categories' })),
      };
  }
}
