import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { onlineManager, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { isApiError } from './api/errors';
import { createQueryClient } from './api/queryClient';
import { connectApp } from './connectApp';
import { activateLocale, initialLocale } from './i18n/activate';
import { nextTask } from './nextTask';
import { connectivity } from './offline/appConnectivity';
import { askPersistentStorage } from './offline/deviceStorage';
import { OFFLINE_MESSAGES } from './offline/messages';
import {
  createQueryPersistence,
  OFFLINE_MAX_AGE_MS,
  type QueryPersistence,
} from './offline/queryPersistence';
import { createAppRouter } from './router';
import { loadedOrSkeletonDue } from './screens/pending';
import { session } from './session/session';
import { finishSignIn } from './session/signIn';
import { signOut } from './session/signOut';
import type { TokenClaims } from './session/token';
import { uiMessageOf } from './ui/messages';
import { toasts } from './ui/toasts';
import './styles.css';

interface App {
  queryClient: QueryClient;
  offline: QueryPersistence;
  /** Made when the app is shown: it reads the address then. */
  router: () => ReturnType<typeof createAppRouter>;
}

function createApp(): App {
  connectApp(connectivity.reportUnreachable);
  void connectivity.check();
  let router: ReturnType<typeof createAppRouter> | undefined;
  // Answers stay in memory as long as they are kept on the device for offline reading.
  const queryClient = createQueryClient(OFFLINE_MAX_AGE_MS, (error) => {
    toasts.show('error', uiMessageOf(error));
    // The server no longer accepts this session (expired or revoked token): back to sign-in, and back here after.
    if (isApiError(error) && error.status === 401 && session.check().signedIn) {
      void signOut({ queryClient, session, offline });
      void router?.navigate({ to: '/login', search: { redirect: router.state.location.href } });
    }
  });
  const offline = createQueryPersistence(queryClient, () =>
    toasts.show('error', OFFLINE_MESSAGES.storageFull),
  );
  // The query cache learns of connection changes from events; a page opened offline has seen none yet.
  onlineManager.setOnline(navigator.onLine);
  return {
    queryClient,
    offline,
    router: () => {
      router ??= createAppRouter({ queryClient, session, offline });
      return router;
    },
  };
}

let theApp: App | undefined;
const app = () => {
  theApp ??= createApp();
  return theApp;
};

/**
 * Whose answers the device keeps: the signed-in user's, or, after the sign-in expired, its user's
 * within the figures' lifetime on the device (read offline; kept for the same user's next sign-in).
 */
const signedInUser = () => session.deviceUser();

/**
 * A signed-in user's saved answers are back in the cache before the first screen reads it. Signed out,
 * restoring only drops what other users or versions left, which need not hold up the sign-in page.
 * The changes waiting on the device are sent by the saved views' functions: registered first, and
 * loaded with the signed-in app only (a sign-in registers them too).
 */
function restoreSavedAnswers({ queryClient, offline }: App): Promise<void> {
  const user = signedInUser();
  const savedViewChanges =
    user === null
      ? Promise.resolve()
      : import('./api/savedViewQueries').then((module) => module.registerSavedViewMutations(queryClient));
  const restored = savedViewChanges
    .catch(() => undefined)
    .then(nextTask)
    .then(() => offline.restore(user))
    .then(({ evicted }) => {
      if (evicted) toasts.show('info', OFFLINE_MESSAGES.evicted);
    })
    .catch(() => undefined);
  return user === null ? Promise.resolve() : restored;
}

function followSession({ offline }: App): void {
  // The reports kept for offline reading should survive the browser's clean-ups (asked at sign-in too).
  if (signedInUser() !== null) void askPersistentStorage();
  offline.follow(signedInUser());
  session.subscribe(() => offline.follow(signedInUser()));
}

/**
 * The router is made, then starts matching the address and running its loaders (the first screen's
 * requests), each in a task of its own before the first render: in the render's commit they would make
 * one long task. The first render comes once the screen is loaded, or once its skeleton is due
 * (`PENDING_MS`). As a transition, it yields to the browser every few milliseconds instead of holding
 * the main thread (and a phone's first tap) until the whole screen is built; what is on screen (the
 * boot mark, or the sign-in form) stays until then.
 */
async function show(root: Root, { queryClient, router }: App): Promise<void> {
  const appRouter = router();
  await nextTask();
  // Its errors are the router's to show, once rendered (as for every later load). The router publishes
  // the screen it loaded through a store that React renders at once, in one task: loaded before the
  // first render, the shell and the screen are built in the transition's slices instead.
  await loadedOrSkeletonDue(appRouter.load());
  await nextTask();
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={appRouter} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
}

/**
 * Shows the app in `root` once the language is loaded. Called by the entry rather than awaited at the
 * top level: the language's chunks import from this module's chunk, and a dynamic import of a chunk
 * waiting for this module to finish evaluating would never resolve.
 */
export async function start(root: Root): Promise<void> {
  // Each step in a task of its own, after the one that evaluated this chunk: together they would hold
  // a phone's main thread for one long task.
  await nextTask();
  const started = app();
  await nextTask();
  await Promise.all([activateLocale(initialLocale()), restoreSavedAnswers(started)]);
  followSession(started);
  await show(root, started);
}

/**
 * The sign-in page's hand-over (signInBoot.tsx), once the password is accepted: the user's saved answers
 * are restored, the sign-in is finished (stores, saved views, the store to open), and the app replaces
 * the form in the same root at `target`, the link asked for, without a reload.
 */
export async function openSignedIn(root: Root, claims: TokenClaims, target: string): Promise<void> {
  const started = app();
  await restoreSavedAnswers(started);
  followSession(started);
  await finishSignIn(claims, { queryClient: started.queryClient, session, offline: started.offline });
  window.history.replaceState(null, '', target);
  await show(root, started);
}
