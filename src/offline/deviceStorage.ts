/** What the browser says of this origin's storage: bytes used, and whether it is kept under pressure. */
export interface DeviceStorage {
  /** Bytes used by the app on this device (answers, caches, the app itself); null when unknown. */
  usage: number | null;
  /** Whether the browser keeps the data when space runs low (persistent storage); null when unknown. */
  persisted: boolean | null;
}

type StorageApi = Pick<StorageManager, 'estimate' | 'persisted' | 'persist'>;
const browserStorage = (): StorageApi | undefined => globalThis.navigator?.storage;

/** Reads the storage use and persistence; unknown parts are null (a browser without the API). */
export async function readDeviceStorage(
  storage: StorageApi | undefined = browserStorage(),
): Promise<DeviceStorage> {
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => null) ?? null,
    storage?.persisted?.().catch(() => null) ?? null,
  ]);
  return { usage: estimate?.usage ?? null, persisted };
}

/**
 * Asks once per start for persistent storage, so the browser does not remove the reports kept for
 * offline reading when space runs low (or after days without a visit, as Safari does for sites that
 * are not installed). Resolves to whether the storage is persistent now.
 */
export async function askPersistentStorage(
  storage: StorageApi | undefined = browserStorage(),
): Promise<boolean> {
  try {
    if (!storage?.persisted || !storage.persist) return false;
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}
