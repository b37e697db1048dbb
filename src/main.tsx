/**
 * The entry: once the boot mark of index.html is on screen, starts the sign-in page (`signInBoot.tsx`)
 * at /login, else the app (`boot.tsx`). The sign-in page's modules are one chunk that the page preloads
 * (vite.config.ts); the app's are another, which the sign-in page fetches while the user types. The
 * bundler's dynamic-import helper lives in the sign-in chunk, so the entry imports it statically and
 * that chunk, React included, is evaluated before this code runs.
 */
import { warmDateFormats } from './i18n/intlFormats';

const painted = new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve));
  // A page opened in the background gets no animation frame until shown: it starts anyway.
  setTimeout(resolve, 100);
});

/**
 * The app could not start (its language's catalog could not be fetched, on a first visit that lost the
 * connection): the boot mark says so and offers to reload, rather than spinning for ever. In English:
 * the catalogs may be what failed to load.
 */
function showLoadFailure(rootElement: HTMLElement) {
  const message = document.createElement('p');
  message.textContent = 'The app could not be loaded. Check the connection, then reload.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  const panel = document.createElement('div');
  panel.className = 'boot';
  panel.setAttribute('role', 'alert');
  panel.append(message, reload);
  rootElement.replaceChildren(panel);
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const opened =
  window.location.pathname === '/login'
    ? () => import('./signInBoot').then(({ startAtSignIn }) => startAtSignIn(rootElement))
    : () => {
        // Every signed-in screen shows dates; the sign-in page warms them while the user types.
        warmDateFormats();
        return Promise.all([import('react-dom/client'), import('./boot')]).then(
          ([{ createRoot }, { start }]) => start(createRoot(rootElement)),
        );
      };
painted.then(opened).catch(() => showLoadFailure(rootElement));
