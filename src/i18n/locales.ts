import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const LOCALES = ['en', 'fr', 'ko', 'zh-Hant'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Spec §1: English and French are offered; Korean and Traditional Chinese catalogs exist too. */
export const OFFERED_LOCALES: readonly Locale[] = ['en', 'fr'];

/** Each language is named in itself, so a user who cannot read the current one still finds theirs. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  ko: '한국어',
  'zh-Hant': '繁體中文',
};

export const LANGUAGE_LABEL: MessageDescriptor = msg`Language`;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Browser language prefixes of spec §1 (en, ko, cn, fr); any Chinese uses the one Chinese catalog. */
const BROWSER_PREFIXES: Record<string, Locale> = {
  en: 'en',
  fr: 'fr',
  ko: 'ko',
  cn: 'zh-Hant',
  zh: 'zh-Hant',
};

/** The remembered choice if any, else the first browser language we have, else English. */
export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const prefix = language.toLowerCase().split(/[-_]/)[0] ?? '';
    const locale = BROWSER_PREFIXES[prefix];
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** dayjs names Traditional Chinese zh-tw. */
export const DAYJS_LOCALES: Record<Locale, string> = { en: 'en', fr: 'fr', ko: 'ko', 'zh-Hant': 'zh-tw' };
