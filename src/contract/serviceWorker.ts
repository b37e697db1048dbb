/** Caches of API answers the service worker keeps start with this; the app shell's precache is not user data. */
export const DATA_CACHE_PREFIX = 'pos-data-';

/**
 * API paths the worker never answers from its caches: what the user edits (saved views with their
 * schedules and share links, daily e-mails, a store's monthly targets and business day) is read fresh
 * whenever the network answers, or a list read just after a change would come back without it. The app keeps its own copy for offline reading (the query cache
 * kept on the device).
 */
export const FRESH_ONLY_PATH =
  /\/users\/[^/]+\/(saved-views|saved-view-schedules|saved-view-shares|digests)(\/|$)|\/stores\/[^/]+\/(targets|business-day)(\/|$)/;

/**
 * Share links' reads (`/api/shared/…`, on the app's origin): the network's answer only. The worker never
 * keeps them nor answers them from a cache, and never keys anything by a share: a share's answer is never
 * kept under a signed-in user, nor a user's answer under a share.
 */
export const SHARED_API_PATH = /^\/api\/shared(\/|$)/;

/**
 * Header the worker adds to an API answer it gives from its cache because the network did not answer:
 * the page then knows the server is out of reach, and shows the figures as the device's.
 */
export const FROM_DEVICE_HEADER = 'X-Pos-From-Device';

/** Messages between the page and the service worker (`type` of the message's data). */
export const WORKER_MESSAGES = {
  /** Page → worker: take over now (the user chose to reload into the new version). */
  skipWaiting: 'SKIP_WAITING',
  /** Page → worker: delete the data caches and their expiry records (sign-out). */
  purgeData: 'PURGE_DATA',
  /** Worker → page, on the message's port: the data caches are gone. */
  purged: 'PURGED',
} as const;

/**
 * The format of the answers the device keeps: the query cache saved in IndexedDB and the worker's data
 * caches. A new version of the app keeps them (and the changes waiting to be sent) while this stays the
 * same; a new `version` drops them. `schemas` is a digest of the contract's schemas, which
 * `keptAnswersFormat.test.ts` computes: when it changes, the answers' shape may have changed, and the
 * test asks for a new `version` (also bump it when a query function changes what it returns).
 */
export const KEPT_ANSWERS_FORMAT = { version: 1, schemas: 'bdab0b953a2d95ec' } as const;
