import { redirect } from '@tanstack/react-router';
import type { SessionDeps } from './changeStore';
import { signOut } from './signOut';

/**
 * Guard of the routes that need sign-in (spec §2), run before every navigation: without a stored user
 * and a token whose expiry has not come, the session is cleared and the user goes to /login.
 */
export function requireSignIn(deps: SessionDeps) {
  const check = deps.session.check();
  if (!check.signedIn) {
    signOut(deps);
    throw redirect({ to: '/login', replace: true });
  }
  return { user: check.user };
}
