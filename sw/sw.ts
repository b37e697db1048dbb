/// <reference lib="webworker" />
import { setCacheNameDetails, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { version } from '../package.json';
import { OFFLINE_MAX_AGE_MS, serviceBaseUrls } from '../src/config';
import {
  DATA_CACHE_PREFIX,
  FRESH_ONLY_PATH,
  FROM_DEVICE_HEADER,
  KEPT_ANSWERS_FORMAT,
  SHARED_API_PATH,
  WORKER_MESSAGES,
} from '../src/contract/serviceWorker';
import { manifestId, userCacheKey, userOfRequest, userOfToken } from './userKey';

declare let self: ServiceWorkerGlobalScope;

/**
 * The app shell, the data caches and the update flow.
 *
 * - The shell (scripts, styles, index.html, images) is precached; every page the app routes on the
 *   client opens from the precached index.html, offline too. API paths are never answered with it.
 * - GETs of settings lists are stale-while-revalidate: the cached answer at once, refreshed from the
 *   network behind it. Report answers are network first: the page shows its own copy (with the time
 *   the server produced it) while it asks, and the fresh figures replace it; the worker's copy answers
 *   only when the network does not, marked `X-Pos-From-Device` so the page knows it is offline. Only
 *   200 answers are kept, bounded by count and age.
 * - Cached API answers are keyed by user (from the bearer token), so a second user of this browser
 *   never receives the first one's answers. A request without an unexpired bearer token is never
 *   cached nor answered from the cache. Sign-in and sign-out are not intercepted: always the network.
 * - Share links' reads (`/api/shared/…`) are the network's only, matched before anything else: never
 *   kept, never answered from a cache, never keyed by a user, whoever is signed in on this browser.
 * - The shell's cache names end with the version (app version and an id of the shell's files), the
 *   data caches' with the format of the answers they keep (`KEPT_ANSWERS_FORMAT`): when this worker
 *   activates it deletes the shells of other versions and the data of other formats only, so a new
 *   version taking over offline still reads the answers the old one kept.
 * - A new worker waits until the page says `{type: 'SKIP_WAITING'}` (the user chose to reload).
 */

const manifest = self.__WB_MANIFEST;
const VERSION = `${version}-${manifestId(manifest)}`;

setCacheNameDetails({ prefix: 'pos', suffix: VERSION });
const DATA_FORMAT = `answers-v${KEPT_ANSWERS_FORMAT.version}`;
const SETTINGS_CACHE = `${DATA_CACHE_PREFIX}settings-${DATA_FORMAT}`;
const REPORTS_CACHE = `${DATA_CACHE_PREFIX}reports-${DATA_FORMAT}`;

const DAY_SECONDS = 24 * 60 * 60;
const settingsExpiration = new ExpirationPlugin({
  maxEntries: 100,
  maxAgeSeconds: 30 * DAY_SECONDS,
  purgeOnQuotaError: true,
});
const reportsExpiration = new ExpirationPlugin({
  maxEntries: 300,
  // As long as the app keeps its answers, and an expired sign-in still reads them offline.
  maxAgeSeconds: OFFLINE_MAX_AGE_MS / 1000,
  purgeOnQuotaError: true,
});

/** A share link's read: same origin, under `/api/shared/`. */
const isShared = (url: URL) => url.origin === self.location.origin && SHARED_API_PATH.test(url.pathname);

/** Keeps 200 answers of a known user only (never a share's), and keys every read and write by that user. */
const perUserPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const user = bearerUser(request);
    // Unreachable for the routes below (they only take requests with a user); a key no read asks for.
    return userCacheKey(request.url, user ?? 'none');
  },
  cacheWillUpdate: async ({ request, response }) =>
    response.status === 200 && bearerUser(request) !== null && !isShared(new URL(request.url))
      ? response
      : null,
};

/** The user named by the bearer token, expired or not: a write keys by the same user as its read. */
function bearerUser(request: Request): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  return token ? (userOfToken(token)?.id ?? null) : null;
}

/** Marks an answer given from the cache in place of the network's (it runs after the expiry check). */
const fromDevicePlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_DEVICE_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

const absolute = (url: string) => new URL(url, self.location.origin);
/** A URL under one of the bases (a base is a folder: `/api/reports` matches `/api/reports/…`). */
function under(bases: readonly URL[]) {
  return (url: URL) =>
    bases.some((base) => url.origin === base.origin && url.pathname.startsWith(`${base.pathname}/`));
}
const isSettings = under(
  [serviceBaseUrls.settings, serviceBaseUrls.general, serviceBaseUrls.catalog].map(absolute),
);
const isReports = under([serviceBaseUrls.reports].map(absolute));

precacheAndRoute(manifest);

// First of the API's routes, so no other takes them: a share link's reads go to the network, and nothing
// of them is kept (nor keyed by the user signed in here, who reads a share as a stranger would).
registerRoute(({ url }) => isShared(url), new NetworkOnly());

// Pages the app routes on the client: the precached shell, which routes itself. The API and files
// opened directly (a name with an extension: the manifest, an icon, robots.txt) are not pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^[^?]*\/[^/?]+\.[a-z0-9]+(\?|$)/i],
  }),
);

registerRoute(
  ({ url, request }) =>
    isSettings(url) && !FRESH_ONLY_PATH.test(url.pathname) && userOfRequest(request) !== null,
  new StaleWhileRevalidate({ cacheName: SETTINGS_CACHE, plugins: [perUserPlugin, settingsExpiration] }),
);
// Exports read every page fresh from the server (pages of thousands of rows are not kept either).
registerRoute(
  ({ url, request }) =>
    isReports(url) && !url.searchParams.has('isExport') && userOfRequest(request) !== null,
  // Network first: a report reopened online shows the server's figures of now, never a copy stored
  // days ago presented as fresh; the copy answers when the server cannot be reached.
  new NetworkFirst({
    cacheName: REPORTS_CACHE,
    plugins: [perUserPlugin, reportsExpiration, fromDevicePlugin],
  }),
);
// Nothing else is intercepted: sign-in and sign-out, requests without an unexpired token and every other
// call go to the network as if there were no worker, and nothing of them is kept.

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === WORKER_MESSAGES.skipWaiting) {
    void self.skipWaiting();
  } else if (type === WORKER_MESSAGES.purgeData) {
    // The data caches and their expiry records; the reply (on the given port) says when they are gone.
    event.waitUntil(
      purgeDataCaches().then(() => event.ports[0]?.postMessage({ type: WORKER_MESSAGES.purged })),
    );
  }
});

/** Deletes a cache and, for a data cache, the records of its entries' ages (they name the URLs). */
async function dropCache(name: string): Promise<void> {
  await caches.delete(name);
  if (name.startsWith(DATA_CACHE_PREFIX)) await new CacheExpiration(name, { maxEntries: 1 }).delete();
}

async function purgeDataCaches(): Promise<void> {
  const names = new Set([SETTINGS_CACHE, REPORTS_CACHE, ...(await caches.keys())]);
  await Promise.all([...names].filter((name) => name.startsWith(DATA_CACHE_PREFIX)).map(dropCache));
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const kept = (name: string) =>
        name.startsWith(DATA_CACHE_PREFIX) ? name.endsWith(`-${DATA_FORMAT}`) : name.endsWith(`-${VERSION}`);
      await Promise.all(names.filter((name) => name.startsWith('pos-') && !kept(name)).map(dropCache));
      // A first install takes the open pages at once, so they work offline without a reload. An update
      // activates only when the user chose to reload, and the pages it served switch to it by themselves.
      const controlled = await self.clients.matchAll({ type: 'window' });
      if (controlled.length === 0) await self.clients.claim();
    })(),
  );
});
