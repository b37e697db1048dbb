import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedView } from '../contract/savedViews';
import { toasts } from '../ui/toasts';
import { changeRetryDelay, MOST_CHANGE_PAUSE_MS, retryChange } from './changeQueue';
import { ApiError } from './errors';
import { connectApi } from './http';
import {
  registerSavedViewMutations,
  SAVED_VIEW_MUTATIONS,
  type SaveViewVariables,
  savedViewsQuery,
} from './savedViewQueries';
import { savedView } from './testSavedViews';

const USER = 2;
const FIRST = '0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const SECOND = 'c0ffee00-0000-4000-8000-00000000000a';

/** A server that answers each request with the next of `answers` (then 200), noting what it was sent. */
function fakeServer(answers: Array<() => Response> = []) {
  const sent: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    const method = init?.method ?? 'GET';
    if (method === 'GET') return Response.json({ items: [] });
    const body = init?.body ? (JSON.parse(String(init.body)) as { name?: string }) : {};
    sent.push(`${method} ${url.split('/').pop()}${body.name ? ` ${body.name}` : ''}`);
    const answer = answers.shift();
    if (answer) return answer();
    return method === 'PUT'
      ? Response.json({ ...body, id: url.split('/').pop(), updatedAt: 2 })
      : Response.json({ message: 'Deleted' });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, mostInFlight: () => mostInFlight };
}

let signedIn: number | null = USER;
const sessionListeners = new Set<() => void>();
function signInAs(user: number | null) {
  signedIn = user;
  for (const listener of sessionListeners) listener();
}

function client() {
  const queryClient = new QueryClient();
  registerSavedViewMutations(queryClient);
  const mutate = <T>(key: readonly unknown[], variables: T) =>
    queryClient.getMutationCache().build(queryClient, { mutationKey: key }).execute(variables);
  return {
    queryClient,
    save: (v: SavedView) => mutate<SaveViewVariables>(SAVED_VIEW_MUTATIONS.save, { userId: USER, view: v }),
    remove: (id: string) => mutate(SAVED_VIEW_MUTATIONS.delete, { userId: USER, id }),
    waiting: () =>
      queryClient
        .getMutationCache()
        .getAll()
        .filter((m) => m.state.status === 'pending').length,
  };
}

beforeEach(() => {
  signedIn = USER;
  connectApi({
    getToken: () => 'token',
    onUnreachable: () => {},
    signedInUser: () => signedIn,
    subscribeSession: (listener) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  sessionListeners.clear();
  toasts.clear();
});

describe('saved view changes kept on the device', () => {
  it('are sent one at a time, in order; a save then a rename of one view is one save', async () => {
    const server = fakeServer();
    const { save, remove, queryClient } = client();
    onlineManager.setOnline(false);
    const done = Promise.all([
      save(savedView(FIRST, 'Mondays')),
      save(savedView(SECOND, 'Weekends')),
      save(savedView(FIRST, 'Mondays, renamed')),
      remove(SECOND),
    ]);
    await vi.waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(4));
    expect(server.sent).toEqual([]);
    onlineManager.setOnline(true);
    await done;
    expect(server.sent).toEqual([`PUT ${FIRST} Mondays, renamed`, `DELETE ${SECOND}`]);
    expect(server.mostInFlight()).toBe(1);
    expect(queryClient.getQueryData(savedViewsQuery(USER).queryKey)).toBeDefined();
  });

  it('are tried again while the server is busy or failing, after the pause it asks for, without an error', async () => {
    const busy = (status: number) => () =>
      Response.json({ message: 'Busy' }, { status, headers: { 'Retry-After': '0' } });
    const failing = () => Response.json({ message: 'Oops' }, { status: 500 });
    const server = fakeServer([failing, busy(503), busy(429)]);
    const { save, waiting } = client();
    const saved = save(savedView(FIRST, 'Mondays'));
    // Between the tries the change stays queued.
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.sent).toHaveLength(1);
    expect(waiting()).toBe(1);
    await expect(saved).resolves.toMatchObject({ name: 'Mondays' });
    expect(server.sent).toEqual(Array(4).fill(`PUT ${FIRST} Mondays`));
    expect(toasts.getSnapshot()).toEqual([]);
  });

  it('made after the sign-in expired wait for that user to sign in again', async () => {
    const server = fakeServer();
    const { save, waiting } = client();
    signInAs(null);
    const saved = save(savedView(FIRST, 'Mondays'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.sent).toEqual([]);
    expect(waiting()).toBe(1);
    signInAs(USER + 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.sent).toEqual([]);
    signInAs(USER);
    await saved;
    expect(server.sent).toEqual([`PUT ${FIRST} Mondays`]);
  });

  it('that the server refuses are put back and said, once', async () => {
    fakeServer([() => Response.json({ message: 'The name is too long' }, { status: 400 })]);
    const { save, queryClient } = client();
    queryClient.setQueryData(savedViewsQuery(USER).queryKey, []);
    await expect(save(savedView(FIRST, 'Mondays'))).rejects.toMatchObject({ status: 400 });
    expect(queryClient.getQueryData(savedViewsQuery(USER).queryKey)).toEqual([]);
  });
});

describe('what is tried again', () => {
  it('is what passes by itself: no answer, a timeout, a busy or failing server', () => {
    const http = (status: number) => new ApiError('http', status, 'x', 'GET /x', null);
    expect(retryChange(50, new ApiError('network', null, 'x', 'GET /x', null))).toBe(true);
    for (const status of [408, 429, 500, 502, 503])
      expect(retryChange(9, http(status)), `${status}`).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(retryChange(0, http(status)), `${status}`).toBe(false);
    expect(retryChange(0, new Error('not an API error'))).toBe(false);
  });

  it("waits the server's pause, else doubles from a second, never over a minute", () => {
    const busy = new ApiError('http', 503, 'x', 'GET /x', 7_000);
    expect(changeRetryDelay(3, busy)).toBe(7_000);
    const failing = new ApiError('http', 500, 'x', 'GET /x', null);
    expect([0, 1, 2, 10].map((failures) => changeRetryDelay(failures, failing))).toEqual([
      1_000,
      2_000,
      4_000,
      MOST_CHANGE_PAUSE_MS,
    ]);
  });
});
