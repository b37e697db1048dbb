/** Caches of API answers the service worker keeps start with this; the app shell's precache is not user data. */
export const DATA_CACHE_PREFIX = 'pos-data-';

/** Messages between the page and the service worker (`type` of the message's data). */
export const WORKER_MESSAGES = {
  /** Page → worker: take over now (the user chose to reload into the new version). */
  skipWaiting: 'SKIP_WAITING',
  /** Page → worker: delete the data caches and their expiry records (sign-out). */
  purgeData: 'PURGE_DATA',
  /** Worker → page, on the message's port: the data caches are gone. */
  purged: 'PURGED',
} as const;
