import { type IDBPDatabase, openDB } from 'idb';

const STORE = 'entries';

/** Text entries under string keys, in one IndexedDB object store. */
export interface EntryStore {
  /** Every entry, as key and value. */
  all(): Promise<Array<[string, string]>>;
  /**
   * Writes the changes in one transaction (null deletes the key). `wanted` is asked once the database
   * is open, just before the transaction starts: a writer stopped meanwhile must not write after a clear.
   */
  write(changes: ReadonlyMap<string, string | null>, wanted?: () => boolean): Promise<void>;
  clear(): Promise<void>;
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

/**
 * IndexedDB entries. A full device is reported once through `onQuotaExceeded` and the write is dropped:
 * the reports keep working online, they are only not kept for offline reading.
 */
export function idbEntries(databaseName: string, onQuotaExceeded: () => void): EntryStore {
  let database: Promise<IDBPDatabase> | null = null;
  let quotaReported = false;
  const db = () => {
    database ??= openDB(databaseName, 1, {
      upgrade(upgrading) {
        upgrading.createObjectStore(STORE);
      },
    });
    return database;
  };
  return {
    async all() {
      const transaction = (await db()).transaction(STORE);
      const [keys, values] = await Promise.all([
        transaction.store.getAllKeys(),
        transaction.store.getAll(),
        transaction.done,
      ]);
      return keys.map((key, index) => [String(key), values[index] as string]);
    },
    async write(changes, wanted = () => true) {
      if (changes.size === 0) return;
      const opened = await db();
      if (!wanted()) return;
      const transaction = opened.transaction(STORE, 'readwrite');
      for (const [key, value] of changes) {
        // A failed request fails the transaction, whose error is the one handled below.
        (value === null ? transaction.store.delete(key) : transaction.store.put(value, key)).catch(
          () => undefined,
        );
      }
      try {
        await transaction.done;
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        if (!quotaReported) onQuotaExceeded();
        quotaReported = true;
      }
    },
    async clear() {
      await (await db()).clear(STORE);
    },
  };
}
