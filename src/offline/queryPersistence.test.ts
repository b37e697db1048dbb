import 'fake-indexeddb/auto';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { deleteDataCaches } from './purgeDeviceData';
import { busterFor, createQueryPersistence, OFFLINE_MAX_AGE_MS } from './queryPersistence';

let databases = 0;
function setup() {
  const name = `pos-offline-test-${++databases}`;
  const client = new QueryClient();
  const onQuota = vi.fn();
  return { name, client, onQuota, persistence: createQueryPersistence(client, onQuota, name) };
}

/** Every entry the database holds, joined: what the tests look for in it. */
async function saved(name: string): Promise<string | undefined> {
  const db = await openDB(name, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('entries');
    },
  });
  const values = (await db.getAll('entries')) as string[];
  db.close();
  return values.length ? values.join('\n') : undefined;
}

/** Saving is asynchronous; wait until the database holds what the test expects. */
async function until(check: () => Promise<boolean>, withinMs = 2000) {
  for (const start = Date.now(); Date.now() - start < withinMs; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('timed out');
}

/** The rename of these tests' changes: the server takes each one, recorded in `sent`. */
function renameSendingTo(client: QueryClient, sent: string[]) {
  client.setMutationDefaults(['pos', 'rename'], {
    mutationFn: async (value: string) => {
      sent.push(value);
      return value;
    },
  });
}

/** A change made on the device, as the app's mutations start. */
function rename(client: QueryClient, value: string) {
  return client
    .getMutationCache()
    .build(client, { mutationKey: ['pos', 'rename'] })
    .execute(value);
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
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await saved(name)).toBeUndefined();
  });

  it('saves each answer as it arrives, not a second later: a page left at once still has it', async () => {
    const { name, client, persistence } = setup();
    persistence.follow(7);
    client.setQueryData(['pos', 'user', 7, 'first-report'], 1);
    await until(async () => (await saved(name))?.includes('first-report') ?? false);
    client.setQueryData(['pos', 'user', 7, 'next-report'], 2);
    // Well within the second a throttled save would wait.
    await until(async () => (await saved(name))?.includes('next-report') ?? false, 200);
  });

  it('keeps the answer of a query whose refresh failed, and forgets a query the cache drops', async () => {
    const { name, client, persistence } = setup();
    persistence.follow(7);
    const kept = ['pos', 'user', 7, 'kept'];
    const dropped = ['pos', 'user', 7, 'dropped'];
    await client.fetchQuery({ queryKey: kept, queryFn: () => 'figures' });
    client.setQueryData(dropped, 'other figures');
    await until(async () => (await saved(name))?.includes('other figures') ?? false);
    await client
      .fetchQuery({ queryKey: kept, queryFn: () => Promise.reject(new Error('unreachable')), staleTime: 0 })
      .catch(() => undefined);
    expect(client.getQueryState(kept)?.status).toBe('error');
    client.removeQueries({ queryKey: dropped });
    await until(async () => !((await saved(name))?.includes('other figures') ?? false));

    const later = new QueryClient();
    await createQueryPersistence(later, vi.fn(), name).restore(7);
    expect(later.getQueryData(kept)).toBe('figures');
    expect(later.getQueryData(dropped)).toBeUndefined();
  });

  it('forgets answers older than the offline reading period', async () => {
    const { name, client, persistence } = setup();
    persistence.follow(7);
    client.setQueryData(['pos', 'user', 7, 'old'], 'old figures', {
      updatedAt: Date.now() - OFFLINE_MAX_AGE_MS - 1000,
    });
    client.setQueryData(['pos', 'user', 7, 'recent'], 'recent figures');
    await until(async () => (await saved(name))?.includes('recent figures') ?? false);

    const later = new QueryClient();
    await createQueryPersistence(later, vi.fn(), name).restore(7);
    expect(later.getQueryData(['pos', 'user', 7, 'recent'])).toBe('recent figures');
    expect(later.getQueryData(['pos', 'user', 7, 'old'])).toBeUndefined();
    expect(await saved(name)).not.toContain('old figures');
  });

  it('keeps a change made offline and sends it after a restart, once online, for the same user only', async () => {
    const sent: string[] = [];
    const { name, client, persistence } = setup();
    renameSendingTo(client, sent);
    persistence.follow(7);
    onlineManager.setOnline(false);
    try {
      void rename(client, 'Mornings');
      await until(async () => (await saved(name))?.includes('Mornings') ?? false);
      expect(sent).toEqual([]);

      const later = new QueryClient();
      renameSendingTo(later, sent);
      await createQueryPersistence(later, vi.fn(), name).restore(7);
      expect(
        later
          .getMutationCache()
          .getAll()
          .map((m) => m.state.isPaused),
      ).toEqual([true]);

      const stranger = new QueryClient();
      renameSendingTo(stranger, sent);
      await createQueryPersistence(stranger, vi.fn(), name).restore(8);
      expect(stranger.getMutationCache().getAll()).toHaveLength(0);
      expect(await saved(name)).toBeUndefined();
      onlineManager.setOnline(true);
      await later.resumePausedMutations();
      expect(sent).toEqual(['Mornings']);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('keeps a change the server has not taken yet while it is tried again, and resumes it after a restart', async () => {
    const { name, client, persistence } = setup();
    persistence.follow(7);
    client.setMutationDefaults(['pos', 'rename'], {
      mutationFn: async () => {
        throw new Error('503');
      },
      retry: true,
      retryDelay: 60_000,
    });
    void rename(client, 'Nights').catch(() => undefined);
    await until(async () => (await saved(name))?.includes('Nights') ?? false);
    expect(client.getMutationCache().getAll()[0]?.state).toMatchObject({ isPaused: false, failureCount: 1 });

    const sent: string[] = [];
    const later = new QueryClient();
    renameSendingTo(later, sent);
    await createQueryPersistence(later, vi.fn(), name).restore(7);
    await until(async () => later.getMutationCache().getAll()[0]?.state.status === 'success');
    expect(sent).toEqual(['Nights']);
    client.clear();
  });

  it('forgets a restored change once it is sent, even when it was sent before saving began', async () => {
    const { name, client, persistence } = setup();
    const sent: string[] = [];
    renameSendingTo(client, sent);
    persistence.follow(7);
    onlineManager.setOnline(false);
    try {
      void rename(client, 'Evenings');
      await until(async () => (await saved(name))?.includes('Evenings') ?? false);
    } finally {
      onlineManager.setOnline(true);
    }
    const later = new QueryClient();
    renameSendingTo(later, sent);
    const restarted = createQueryPersistence(later, vi.fn(), name);
    await restarted.restore(7);
    await later.resumePausedMutations();
    await until(async () => later.getMutationCache().getAll()[0]?.state.status === 'success');
    expect(sent).toEqual(['Evenings']);
    restarted.follow(7);
    await until(async () => (await saved(name)) === undefined);
  });

  it('throws away a copy saved in the former single-entry format', async () => {
    const { name } = setup();
    const db = await openDB(name, 1, {
      upgrade(upgrading) {
        upgrading.createObjectStore('entries');
      },
    });
    await db.put(
      'entries',
      JSON.stringify({ buster: busterFor(7), timestamp: Date.now() }),
      'pos-query-cache',
    );
    db.close();
    const later = new QueryClient();
    await createQueryPersistence(later, vi.fn(), name).restore(7);
    expect(later.getQueryCache().getAll()).toHaveLength(0);
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

describe('answers the browser removed', () => {
  function marks() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  }

  it('are told apart from answers never saved, saved for someone else, or too old', async () => {
    const { name, client } = setup();
    const kept = marks();
    const persistence = createQueryPersistence(client, vi.fn(), name, kept);
    persistence.follow(7);
    client.setQueryData(['pos', 'user', 7, 'store', 1, 'report', 'sale-summary'], { items: [1] });
    await until(async () => (await saved(name))?.includes('sale-summary') ?? false);

    expect(await createQueryPersistence(new QueryClient(), vi.fn(), name, kept).restore(7)).toEqual({
      restored: 1,
      evicted: false,
    });
    // The database is gone (the browser removed it), the mark of the last save is still there.
    const elsewhere = `${name}-evicted`;
    expect(await createQueryPersistence(new QueryClient(), vi.fn(), elsewhere, kept).restore(7)).toEqual({
      restored: 0,
      evicted: true,
    });
    expect(
      (await createQueryPersistence(new QueryClient(), vi.fn(), elsewhere, kept).restore(8)).evicted,
    ).toBe(false);
    expect(
      (await createQueryPersistence(new QueryClient(), vi.fn(), elsewhere, marks()).restore(7)).evicted,
    ).toBe(false);
    kept.setItem(
      'answersKept',
      JSON.stringify({ buster: busterFor(7), at: Date.now() - OFFLINE_MAX_AGE_MS - 1 }),
    );
    expect(
      (await createQueryPersistence(new QueryClient(), vi.fn(), elsewhere, kept).restore(7)).evicted,
    ).toBe(false);
  });
});
