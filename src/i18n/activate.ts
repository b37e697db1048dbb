import { i18n, type Messages } from '@lingui/core';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { LOCALE_STORAGE_KEY } from '../storageKeys';
import { DAYJS_LOCALES, detectLocale, type Locale } from './locales';

dayjs.extend(localizedFormat);

/** Each language's compiled catalog, loaded on demand (the server's e-mailed spreadsheets read them too). */
export const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
  ko: () => import('../locales/ko/messages.po'),
  'zh-Hant': () => import('../locales/zh-Hant/messages.po'),
  'zh-Hans': () => import('../locales/zh-Hans/messages.po'),
};

const dayjsLocales: Record<Locale, () => Promise<unknown>> = {
  en: async () => undefined,
  fr: () => import('dayjs/locale/fr'),
  ko: () => import('dayjs/locale/ko'),
  'zh-Hant': () => import('dayjs/locale/zh-tw'),
  'zh-Hans': () => import('dayjs/locale/zh-cn'),
};

export function initialLocale(): Locale {
  return detectLocale(
    window.localStorage.getItem(LOCALE_STORAGE_KEY),
    navigator.languages ?? [navigator.language],
  );
}

/** Loads the catalog and dayjs locale, then switches both at once so no screen mixes languages. */
export async function activateLocale(locale: Locale, remember = false): Promise<void> {
  const [{ messages }] = await Promise.all([catalogs[locale](), dayjsLocales[locale]()]);
  dayjs.locale(DAYJS_LOCALES[locale]);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  if (remember) window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
}
