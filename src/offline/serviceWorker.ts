import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { nextTask } from '../nextTask';

/**
 * The service worker's registration and its update flow. A new version of the app waits until the
 * user chooses to reload: then it takes over and the page reloads on the same URL (so with its
 * filters). Declining leaves everything as it is; the new version starts once every tab is closed.
 */
export type UpdateStatus =
  /** Nothing waits (or no service worker here). */
  | 'idle'
  /** A new version waits for the user's choice. */
  | 'ready'
  /** The user chose to reload; the page reloads once the new version is in control. */
  | 'applying'
  /** The user chose "later" for this version. */
  | 'dismissed';

/** The part of workbox-window's `Workbox` the flow uses. */
export type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'update' | 'messageSkipWaiting'>;

/** How often a page that stays open (a counter tablet) asks whether a new version exists. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** Coming back to the tab asks too, at most this often. */
const VISIBLE_CHECK_MS = 10 * 60 * 1000;

export interface UpdateFlow {
  subscribe(listener: () => void): () => void;
  getSnapshot(): UpdateStatus;
  /** Starts following a registration (once); resolves when it is registered. */
  attach(workbox: WorkboxLike): Promise<void>;
  /** Activates the waiting version, then reloads the page. */
  accept(): void;
  /** Hides the offer for this version; nothing changes. */
  dismiss(): void;
}

export function createUpdateFlow({ reload }: { reload: () => void }): UpdateFlow {
  let status: UpdateStatus = 'idle';
  let workbox: WorkboxLike | undefined;
  let registration: ServiceWorkerRegistration | undefined;
  const listeners = new Set<() => void>();
  const set = (next: UpdateStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => status,
    async attach(next) {
      if (workbox) return;
      workbox = next;
      // A new version installed and waiting, found now or while this page was open.
      workbox.addEventListener('waiting', () => {
        if (status !== 'applying') set('ready');
      });
      // The new version took control: this page reloads only if its user asked for it. Otherwise (another
      // tab applied it) the offer stays, and accepting it simply reloads.
      workbox.addEventListener('controlling', () => {
        if (status === 'applying') reload();
      });
      registration = await workbox.register();
    },
    accept() {
      if (!workbox || status === 'applying') return;
      set('applying');
      // The waiting worker may already be active (accepted in another tab): then a reload is enough.
      if (registration && !registration.waiting) reload();
      else workbox.messageSkipWaiting();
    },
    dismiss() {
      if (status === 'ready') set('dismissed');
    },
  };
}

export const updateFlow = createUpdateFlow({ reload: () => window.location.reload() });

let registering: Promise<void> | undefined;

/**
 * Registers `/sw.js` in a production build, where the browser has service workers; once per page.
 * Registration waits for the page's load event and runs in a task of its own, so it never competes
 * with the first screen.
 */
export function registerServiceWorker(flow: UpdateFlow = updateFlow): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve();
  registering ??= (async () => {
    const { Workbox } = await import('workbox-window');
    await nextTask();
    const workbox = new Workbox('/sw.js', { scope: '/' });
    await flow.attach(workbox);
    let lastCheck = Date.now();
    const check = () => {
      lastCheck = Date.now();
      workbox.update().catch(() => {});
    };
    setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= VISIBLE_CHECK_MS) check();
    });
  })().catch(() => {
    // No service worker (private mode, blocked by policy): the app works online as before.
  });
  return registering;
}

/** The update offer, for React. */
export function useServiceWorkerUpdate(flow: UpdateFlow = updateFlow) {
  const status = useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
  return { status, accept: flow.accept, dismiss: flow.dismiss };
}
