import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { deleteDataCaches } from './purgeDeviceData';
import { busterFor, createQueryPersistence } from './queryPersistence';

let databases = 0;
function setup() {
  const name = `pos-offline-test-${++databases}`;
  const client = new QueryClient();
  const onQuota = vi.fn();
  return { name, client, onQuota, persistence: createQueryPersistence(client, onQuota, name) };
}

async function saved(name: string): Promise<string | undefined> {
  const db = await openDB(name, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('entries');
    },
  });
  return db.get('entries', 'pos-query-cache');
}

/** Saving is throttled; wait until the database holds what the test expects. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

describe('answers kept on the device', () => {
  it('keeps successful answers only, and gives them back to the same user', async () => {
    const { name, client, persistence } = setup();
    persistence.follow(7);
    client.setQueryData(['pos', 'user', 7, 'store', 1, 'report', 'sale-summary'], { items: [1, 2] });
    await client
      .fetchQuery({
        queryKey: ['pos', 'user', 7, 'failed'],
        queryFn: () => Promise.reject(new Error('no')),
        retry: false,
      })
      .catch(() => undefined);
    await until(async () => (await saved(name))?.includes('sale-summary') ?? false);
    expect(await saved(name)).not.toContain('failed');
    expect(await saved(name)).toContain(busterFor(7));

    const later = new QueryClient();
    await createQueryPersistence(later, vi.fn(), name).restore(7);
    expect(later.getQueryData(['pos', 'user', 7, 'store', 1, 'report', 'sale-summary'])).toEqual({
      items: [1, 2],
    });
  });

  it("never restores one user's answers for another user (or for nobody), and forgets them", async () => {
    const { name, client, persistence } = setup();
    persistence.follow(7);
    client.setQueryData(['pos', 'user', 7, 'secret'], 'figures of user 7');
    await until(async () => (await saved(name)) !== undefined);

    for (const other of [8, null]) {
      const next = new QueryClient();
      await createQueryPersistence(next, vi.fn(), name).restore(other);
      expect(next.getQueryCache().getAll()).toHaveLength(0);
    }
    expect(await saved(name)).toBeUndefined();
  });

  it('forgets everything on purge and stops saving', async () => {
    const { name, client, persistence } = setup();
    persistence.follow(7);
    client.setQueryData(['pos', 'user', 7, 'a'], 1);
    await until(async () => (await saved(name)) !== undefined);
    await persistence.purge();
    expect(await saved(name)).toBeUndefined();
    client.setQueryData(['pos', 'user', 7, 'b'], 2);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await saved(name)).toBeUndefined();
  });
});

describe('service worker data caches', () => {
  it('deletes the caches of API answers and keeps the app shell', async () => {
    const names = ['pos-precache-0.1.0', 'pos-data-reports-0.1.0', 'pos-data-settings-0.1.0'];
    const deleted: string[] = [];
    const storage = {
      keys: async () => names,
      delete: async (cacheName: string) => {
        deleted.push(cacheName);
        return true;
      },
    } as unknown as CacheStorage;
    await deleteDataCaches(storage);
    expect(deleted.sort()).toEqual(['pos-data-reports-0.1.0', 'pos-data-settings-0.1.0']);
  });
});
