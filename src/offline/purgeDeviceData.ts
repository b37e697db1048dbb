import { DATA_CACHE_PREFIX, WORKER_MESSAGES } from '../contract/serviceWorker';

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
  container?.controller?.postMessage({ type: WORKER_MESSAGES.purgeData });
}
