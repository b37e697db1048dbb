import {
  type DehydratedState,
  dehydrate,
  dehydrateQuery,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import * as v from 'valibot';
import { OFFLINE_MAX_AGE_MS } from '../config';
import { KEPT_ANSWERS_FORMAT } from '../contract/serviceWorker';
import { type EntryStore, idbEntries } from './idbStorage';

/** How long answers read on this device stay readable offline; the in-memory cache keeps them as long. */
export { OFFLINE_MAX_AGE_MS };
export const PERSISTED_DATABASE = 'pos-offline';

/**
 * An answer saved in another format or for another user is thrown away, never restored. A new version
 * of the app in the same format keeps the answers and the changes waiting to be sent.
 */
export function busterFor(userId: number | null): string {
  return `answers-v${KEPT_ANSWERS_FORMAT.version}:${userId ?? 'signed-out'}`;
}

/** Only answers that arrived whole are kept: no errors, no pending reads. */
export function shouldPersist(query: Query): boolean {
  return query.state.status === 'success' && query.state.data !== undefined;
}

/** One saved answer, under its query hash: whose it is, and the query as the cache restores it. */
const savedAnswerSchema = v.object({
  buster: v.string(),
  query: v.looseObject({
    queryHash: v.string(),
    queryKey: v.array(v.unknown()),
    state: v.looseObject({ status: v.literal('success'), dataUpdatedAt: v.number() }),
  }),
});

type DehydratedQuery = DehydratedState['queries'][number];
type DehydratedMutation = DehydratedState['mutations'][number];

/**
 * The changes waiting for a connection (paused mutations), kept under one entry beside the answers: a
 * change made offline is sent when the connection is back, even after the app was closed meanwhile.
 */
const WAITING_CHANGES_KEY = '#waiting-changes';
const savedChangesSchema = v.object({
  buster: v.string(),
  mutations: v.array(v.looseObject({ mutationKey: v.array(v.unknown()), state: v.looseObject({}) })),
});

/** An entry as the schema reads it; null when it is not JSON or not of that shape (it is then dropped). */
function readEntry<T extends v.GenericSchema>(schema: T, text: string): v.InferOutput<T> | null {
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Local storage key of the mark left when answers are saved (whose, and when): answers the mark says
 * were saved within their lifetime but that are gone at the next start were removed by the browser.
 */
export const ANSWERS_KEPT_KEY = 'answersKept';
const answersKeptSchema = v.object({ buster: v.string(), at: v.number() });
type Marks = Pick<Storage, 'getItem' | 'setItem'>;

export interface Restored {
  /** How many answers came back. */
  restored: number;
  /** Answers of this user saved within their lifetime are gone: the browser removed them (eviction). */
  evicted: boolean;
}

export interface QueryPersistence {
  /** Reads the saved answers of this user into the query cache; resolves before any screen reads it. */
  restore(userId: number | null): Promise<Restored>;
  /** From now on, saves the cache for this user (null: stop saving). */
  follow(userId: number | null): void;
  /** Forgets everything saved on this device. */
  purge(): Promise<void>;
}

/**
 * Saves each answer as soon as it arrives, one entry per query, and forgets a query the cache drops.
 * Saving later (throttled, or the whole cache at once) loses the last answers whenever the page is left
 * within that delay (a reload, a link opened in place, the app closed), which is often the report just
 * read; and a query whose refetch failed would drop out of a whole-cache copy although its answer is
 * still good. Changes of the same tick share one transaction. Returns the function that stops saving.
 */
function saveAnswers(
  queryClient: QueryClient,
  entries: EntryStore,
  buster: string,
  marks: Marks | undefined,
): () => void {
  let open = true;
  /** The answer time saved per query hash, so a query's other updates (fetching, paused) write nothing. */
  const saved = new Map<string, number>();
  let pending: Map<string, Query | null> | null = null;
  let mutationsChanged = false;
  const flush = () => {
    const batch = pending ?? new Map<string, Query | null>();
    pending = null;
    if (!open) return;
    const changes = new Map<string, string | null>();
    if ([...batch.values()].some((query) => query !== null)) {
      try {
        marks?.setItem(ANSWERS_KEPT_KEY, JSON.stringify({ buster, at: Date.now() }));
      } catch {
        // Without the mark, an eviction goes unnoticed; the answers are saved all the same.
      }
    }
    for (const [hash, query] of batch) {
      changes.set(
        hash,
        query && JSON.stringify({ buster, query: dehydrateQuery(query) satisfies DehydratedQuery }),
      );
    }
    if (mutationsChanged) {
      mutationsChanged = false;
      const { mutations } = dehydrate(queryClient, {
        shouldDehydrateQuery: () => false,
        shouldDehydrateMutation: (mutation) => mutation.state.status === 'pending',
      });
      // A change being tried again, or sent when the app closes, is resumed at the next start as a
      // change that waited for the connection (sending it twice is harmless: saves and deletes repeat).
      for (const mutation of mutations) mutation.state = { ...mutation.state, isPaused: true };
      changes.set(WAITING_CHANGES_KEY, mutations.length ? JSON.stringify({ buster, mutations }) : null);
    }
    entries.write(changes, () => open).catch(() => undefined);
  };
  const schedule = () => {
    if (!pending) {
      pending = new Map();
      queueMicrotask(flush);
    }
    return pending;
  };
  const queue = (hash: string, query: Query | null) => {
    schedule().set(hash, query);
  };
  const changesMoved = () => {
    mutationsChanged = true;
    schedule();
  };
  const unsubscribeMutations = queryClient.getMutationCache().subscribe(changesMoved);
  // What waits now, written at once: a restored change sent before saving began must not be restored
  // (and sent) again at the next start, and one still waiting must stay kept.
  changesMoved();
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (event.type === 'removed') {
      saved.delete(query.queryHash);
      queue(query.queryHash, null);
    } else if (
      (event.type === 'added' || event.type === 'updated') &&
      shouldPersist(query) &&
      saved.get(query.queryHash) !== query.state.dataUpdatedAt
    ) {
      saved.set(query.queryHash, query.state.dataUpdatedAt);
      queue(query.queryHash, query);
    }
  });
  return () => {
    open = false;
    unsubscribe();
    unsubscribeMutations();
  };
}

export function createQueryPersistence(
  queryClient: QueryClient,
  onQuotaExceeded: () => void,
  databaseName = PERSISTED_DATABASE,
  marks: Marks | undefined = globalThis.localStorage,
): QueryPersistence {
  const entries = idbEntries(databaseName, onQuotaExceeded);
  let stopSaving: (() => void) | null = null;
  let followed: number | null | undefined;
  const stop = () => {
    stopSaving?.();
    stopSaving = null;
  };
  return {
    async restore(userId) {
      const buster = busterFor(userId);
      const oldest = Date.now() - OFFLINE_MAX_AGE_MS;
      const queries: DehydratedQuery[] = [];
      let mutations: DehydratedMutation[] = [];
      const dropped = new Map<string, null>();
      for (const [key, text] of await entries.all()) {
        if (key === WAITING_CHANGES_KEY) {
          const changes = readEntry(savedChangesSchema, text);
          if (changes?.buster === buster) mutations = changes.mutations as unknown as DehydratedMutation[];
          else dropped.set(key, null);
          continue;
        }
        const answer = readEntry(savedAnswerSchema, text);
        if (answer?.buster === buster && answer.query.state.dataUpdatedAt >= oldest)
          queries.push(answer.query as unknown as DehydratedQuery);
        else dropped.set(key, null);
      }
      hydrate(queryClient, { queries, mutations });
      await entries.write(dropped);
      // Sent now if the connection is there; otherwise when it comes back (the query client resumes
      // paused changes on its own then).
      if (mutations.length) void queryClient.resumePausedMutations();
      const mark = readEntry(answersKeptSchema, marks?.getItem(ANSWERS_KEPT_KEY) ?? '');
      const evicted = userId !== null && queries.length === 0 && mark?.buster === buster && mark.at >= oldest;
      return { restored: queries.length, evicted };
    },
    follow(userId) {
      if (userId === followed) return;
      followed = userId;
      stop();
      if (userId !== null) stopSaving = saveAnswers(queryClient, entries, busterFor(userId), marks);
    },
    async purge() {
      stop();
      followed = undefined;
      await entries.clear();
    },
  };
}
