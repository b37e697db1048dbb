/** The local storage keys of a session. Sign-out removes all of them (and everything else but the language). */
export const STORAGE_KEYS = {
  token: 'token',
  currentUser: 'currentUser',
  currentOutletId: 'currentOutletId',
  storeID: 'storeID',
  storeExternalID: 'storeExternalID',
  currentPlatform: 'currentPlatform',
  storeConfig: 'storeConfig',
  currentCurrency: 'currentCurrency',
  listOutlet: 'listOutlet',
  refreshed: 'refreshed',
  statesFilter: 'statesFilter',
  reportColumns: 'reportColumns',
} as const;

/** Not a session key: the language is a choice about the device, kept across sign-out. */
export const LOCALE_STORAGE_KEY = 'locale';

/** Empties local storage but keeps the chosen language. */
export function clearLocalStorage(storage: Storage): void {
  const locale = storage.getItem(LOCALE_STORAGE_KEY);
  storage.clear();
  if (locale !== null) storage.setItem(LOCALE_STORAGE_KEY, locale);
}
