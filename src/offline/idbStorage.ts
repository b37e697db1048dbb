import { type IDBPDatabase, openDB } from 'idb';

const STORE = 'entries';

/** An async key-value store on IndexedDB, the shape TanStack Query's async persister writes to. */
export interface AsyncStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

/**
 * IndexedDB storage. A full device is reported once through `onQuotaExceeded` and the write is dropped:
 * the reports keep working online, they are only not kept for offline reading.
 */
export function idbStorage(databaseName: string, onQuotaExceeded: () => void): AsyncStorage {
  let database: Promise<IDBPDatabase> | null = null;
  const db = () => {
    database ??= openDB(databaseName, 1, {
      upgrade(upgrading) {
        upgrading.createObjectStore(STORE);
      },
    });
    return database;
  };
  return {
    async getItem(key) {
      return ((await (await db()).get(STORE, key)) as string | undefined) ?? null;
    },
    async setItem(key, value) {
      try {
        await (await db()).put(STORE, value, key);
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        onQuotaExceeded();
      }
    },
    async removeItem(key) {
      await (await db()).delete(STORE, key);
    },
  };
}
