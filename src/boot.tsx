import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isApiError } from './api/errors';
import { connectApi } from './api/http';
import { createQueryClient } from './api/queryClient';
import { activateLocale, initialLocale } from './i18n/activate';
import { connectivity } from './offline/appConnectivity';
import { OFFLINE_MESSAGES } from './offline/messages';
import { createQueryPersistence, OFFLINE_MAX_AGE_MS } from './offline/queryPersistence';
import { createAppRouter } from './router';
import { session } from './session/session';
import { signOut } from './session/signOut';
import { applyTheme, currentTheme } from './theme/themes';
import { uiMessageOf } from './ui/messages';
import { toasts } from './ui/toasts';
import './styles.css';

connectApi({ getToken: () => session.getSnapshot().token, onUnreachable: connectivity.reportUnreachable });
// Answers stay in memory as long as they are kept on the device for offline reading.
const queryClient = createQueryClient(OFFLINE_MAX_AGE_MS, (error) => {
  toasts.show('error', uiMessageOf(error));
  // The server no longer accepts this session (expired or revoked token): back to sign-in, and back here after.
  if (isApiError(error) && error.status === 401 && session.check().signedIn) {
    void signOut({ queryClient, session, offline });
    void router.navigate({ to: '/login', search: { redirect: router.state.location.href } });
  }
});
const offline = createQueryPersistence(queryClient, () => toasts.show('error', OFFLINE_MESSAGES.storageFull));
const router = createAppRouter({ queryClient, session, offline });

// The query cache learns of connection changes from events; a page opened offline has seen none yet.
onlineManager.setOnline(navigator.onLine);
void connectivity.check();
applyTheme(currentTheme);
const signedInUser = () => (session.check().signedIn ? (session.getSnapshot().user?.id ?? null) : null);

/**
 * Shows the app in `rootElement` once the language is loaded. Called by the entry rather than awaited at
 * the top level: the language's chunks import from this module's chunk, and a dynamic import of a chunk
 * waiting for this module to finish evaluating would never resolve.
 */
export async function start(rootElement: HTMLElement): Promise<void> {
  const user = signedInUser();
  // A signed-in user's saved answers are back in the cache before the first screen reads it. Signed out,
  // restoring only drops what other users or versions left, which need not hold up the sign-in page.
  // The changes waiting on the device are sent by the saved views' functions: registered first, and
  // loaded with the signed-in app only (a sign-in registers them too).
  const savedViewChanges =
    user === null
      ? Promise.resolve()
      : import('./api/savedViewQueries').then((module) => module.registerSavedViewMutations(queryClient));
  const restored = savedViewChanges
    .catch(() => undefined)
    .then(() => offline.restore(user))
    .catch(() => undefined);
  await Promise.all([activateLocale(initialLocale()), user === null ? undefined : restored]);
  offline.follow(signedInUser());
  session.subscribe(() => offline.follow(signedInUser()));
  const root = createRoot(rootElement);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread (and a phone's first tap) until the whole screen is built; the boot mark stays until then.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
}
