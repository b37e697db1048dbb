import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const LOCALES = ['en', 'fr', 'ko', 'zh-Hant', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** English and French are offered; the Korean and Chinese catalogs serve browsers asking for them. */
export const OFFERED_LOCALES: readonly Locale[] = ['en', 'fr'];

/** Each language is named in itself, so a user who cannot read the current one still finds theirs. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  ko: '한국어',
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
};

export const LANGUAGE_LABEL: MessageDescriptor = msg`Language`;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Browser language prefixes we have a catalog for; Chinese is chosen by its script (see chineseLocale). */
const BROWSER_PREFIXES: Record<string, Locale> = {
  en: 'en',
  fr: 'fr',
  ko: 'ko',
};

/**
 * Chinese by script: Traditional for Taiwan, Hong Kong and Macau (zh-TW, zh-HK, zh-MO, zh-Hant…),
 * Simplified for the mainland and Singapore (zh-CN, zh-SG, zh-Hans, bare zh). `cn` is taken as China.
 */
function chineseLocale(tag: string): Locale {
  try {
    return new Intl.Locale(tag).maximize().script === 'Hant' ? 'zh-Hant' : 'zh-Hans';
  } catch {
    return 'zh-Hans';
  }
}

/** The remembered choice if any, else the first browser language we have, else English. */
export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const tag = language.trim().replaceAll('_', '-');
    const prefix = tag.toLowerCase().split('-')[0] ?? '';
    if (prefix === 'zh') return chineseLocale(tag);
    if (prefix === 'cn') return 'zh-Hans';
    const locale = BROWSER_PREFIXES[prefix];
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** dayjs names Traditional Chinese zh-tw and Simplified Chinese zh-cn. */
export const DAYJS_LOCALES: Record<Locale, string> = {
  en: 'en',
  fr: 'fr',
  ko: 'ko',
  'zh-Hant': 'zh-tw',
  'zh-Hans': 'zh-cn',
};
