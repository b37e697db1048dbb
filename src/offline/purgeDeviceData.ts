/** Caches of API answers the service worker keeps; the app shell's precache is not user data. */
export const DATA_CACHE_PREFIX = 'pos-data-';

/** Deletes every cache of API answers on this device. */
export async function deleteDataCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  const names = await storage.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(DATA_CACHE_PREFIX)).map((name) => storage.delete(name)),
  );
}

/** Asks the service worker to forget its data caches and their expiry records too. */
export function askWorkerToPurge(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): void {
  container?.controller?.postMessage({ type: 'PURGE_DATA' });
}
