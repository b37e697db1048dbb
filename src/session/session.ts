import { SessionStore } from './sessionStore';

/** The one session of this tab. Another tab signing out or switching store updates it too. */
export const session = new SessionStore(window.localStorage);

window.addEventListener('storage', (event) => {
  if (event.storageArea === window.localStorage) session.reload();
});
