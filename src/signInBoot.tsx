import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider, useLingui } from '@lingui/react';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { networkError } from './api/errors';
import { appConfig } from './config';
import { connectApp } from './connectApp';
import { activateLocale, initialLocale } from './i18n/activate';
import { warmDateFormats } from './i18n/intlFormats';
import { UpdatePrompt } from './offline/UpdatePrompt';
import { LoginPage } from './screens/LoginPage';
import { parseLoginSearch } from './session/redirectTarget';
import { session } from './session/session';
import { acceptCredentials, type Credentials, prepareSignIn } from './session/signIn';
import { currentTheme } from './theme/themes';
import { Toaster } from './ui/Toaster';
import './styles.css';

type App = typeof import('./boot');

let loadingApp: Promise<App> | null = null;

/** The rest of the app (router, query cache, reports), fetched while the user fills the form. */
function loadApp(): Promise<App> {
  loadingApp ??= import('./boot');
  // A failed load is not final: the next attempt fetches again.
  loadingApp.catch(() => {
    loadingApp = null;
  });
  return loadingApp;
}

function prepare(): Promise<unknown> {
  warmDateFormats();
  return Promise.all([loadApp(), prepareSignIn()]);
}

/**
 * The page opened at /login: the sign-in form with React and the language only, so a phone runs no
 * router, query cache or report code before the form can be used. Once the password is accepted, the
 * app takes over the same React root at the link asked for (`openSignedIn`). A page opened at /login by
 * someone already signed in starts the whole app, whose /login route shows the same form.
 */
export async function startAtSignIn(rootElement: HTMLElement): Promise<void> {
  connectApp();
  if (session.check().signedIn) {
    const { start } = await loadApp();
    return start(createRoot(rootElement));
  }
  const { redirect } = parseLoginSearch(Object.fromEntries(new URLSearchParams(window.location.search)));
  await activateLocale(initialLocale());
  const root = createRoot(rootElement);
  startTransition(() => root.render(<SignInScreen root={root} redirect={redirect ?? '/'} />));
}

function SignInScreen({ root, redirect }: { root: Root; redirect: string }) {
  const signIn = async (credentials: Credentials) => {
    // The app is loaded before the password is sent, so a failed load leaves the user signed out.
    const app = await loadApp().catch((cause: unknown) => {
      throw networkError('Loading the app', cause);
    });
    const claims = await acceptCredentials(credentials, session);
    await app.openSignedIn(root, claims, redirect);
  };
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SignInTitle />
        <main className="auth-layout">
          <LoginPage signIn={signIn} prepare={prepare} logoUrl={currentTheme.logoUrl} />
        </main>
        <Toaster />
        <UpdatePrompt />
      </I18nProvider>
    </StrictMode>
  );
}

/** The page's title, in the language chosen on the page. */
function SignInTitle() {
  const { i18n: current } = useLingui();
  const title = `${appConfig.productName} - ${current._(msg`Sign in`)}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
