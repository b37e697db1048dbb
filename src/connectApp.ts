import { connectApi } from './api/http';
import { session } from './session/session';
import { applyTheme, currentTheme } from './theme/themes';

/**
 * What the sign-in page and the app both do before their first screen: the API client gets the session's
 * token and whom to tell when the server cannot be reached (the app's connectivity; nobody on the
 * sign-in page, which keeps no answers to pause), and the theme is applied.
 */
export function connectApp(onUnreachable: () => void = () => {}): void {
  connectApi({
    getToken: () => session.getSnapshot().token,
    onUnreachable,
    signedInUser: () => {
      const check = session.check();
      return check.signedIn ? check.user.id : null;
    },
    subscribeSession: session.subscribe,
  });
  applyTheme(currentTheme);
}
