import type { Database } from './database';

/**
 * Small per-database memo for rows that every request would otherwise re-read (store settings,
 * names, catalog, a user's store access): each query costs ~2 ms of fixed overhead. Entries live a
 * minute unless the caller asks for less, and are dropped when the report tables are rebuilt.
 */
const TTL_MS = 60_000;
const caches = new WeakMap<Database, Map<string, { at: number; value: Promise<unknown> }>>();

export function cached<T>(db: Database, key: string, load: () => Promise<T>, ttlMs = TTL_MS): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  const age = hit ? Date.now() - hit.at : -1;
  // A clock set back makes the age negative: the entry is then read again rather than kept longer.
  if (hit && age >= 0 && age < ttlMs) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Drops one entry, so the next read of it goes to the database. */
export function forget(db: Database, key: string): void {
  caches.get(db)?.delete(key);
}

export function clearCache(db: Database): void {
  caches.delete(db);
}
