import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { version } from '../../package.json';
import { idbStorage } from './idbStorage';

/** How long answers read on this device stay readable offline; the in-memory cache keeps them as long. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const PERSISTED_DATABASE = 'pos-offline';
const PERSISTED_KEY = 'pos-query-cache';

/** A cache written by another version of the app or for another user is thrown away, never restored. */
export function busterFor(userId: number | null): string {
  return `${version}:${userId ?? 'signed-out'}`;
}

/** Only answers that arrived whole are kept: no errors, no pending reads. */
export function shouldPersist(query: Query): boolean {
  return query.state.status === 'success' && query.state.data !== undefined;
}

export interface QueryPersistence {
  /** Reads the saved answers of this user into the query cache; resolves before any screen reads it. */
  restore(userId: number | null): Promise<void>;
  /** From now on, saves the cache for this user (null: stop saving). */
  follow(userId: number | null): void;
  /** Forgets everything saved on this device. */
  purge(): Promise<void>;
}

export function createQueryPersistence(
  queryClient: QueryClient,
  onQuotaExceeded: () => void,
  databaseName = PERSISTED_DATABASE,
): QueryPersistence {
  const storage = idbStorage(databaseName, onQuotaExceeded);
  /**
   * A persister whose writes stop when it is closed: saving is throttled, so a save of the previous
   * user could otherwise still land after a sign-out has cleared the device.
   */
  const openPersister = () => {
    let open = true;
    const persister = createAsyncStoragePersister({
      storage: {
        ...storage,
        setItem: (key, value) => (open ? storage.setItem(key, value) : Promise.resolve()),
      },
      key: PERSISTED_KEY,
      throttleTime: 1000,
    });
    return { persister, close: () => (open = false) };
  };
  const reader = openPersister().persister;
  let saving: { stop: () => void } | null = null;
  let followed: number | null | undefined;
  const stopSaving = () => {
    saving?.stop();
    saving = null;
  };
  return {
    async restore(userId) {
      await persistQueryClientRestore({
        queryClient,
        persister: reader,
        maxAge: OFFLINE_MAX_AGE_MS,
        buster: busterFor(userId),
      });
    },
    follow(userId) {
      if (userId === followed) return;
      followed = userId;
      stopSaving();
      if (userId === null) return;
      const { persister, close } = openPersister();
      const unsubscribe = persistQueryClientSubscribe({
        queryClient,
        persister,
        buster: busterFor(userId),
        dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
      });
      saving = {
        stop: () => {
          unsubscribe();
          close();
        },
      };
    },
    async purge() {
      stopSaving();
      followed = undefined;
      await reader.removeClient();
    },
  };
}
