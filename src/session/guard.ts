import { redirect } from '@tanstack/react-router';
import type { CurrentUser, Platform } from '../contract/auth';
import type { SessionDeps } from './changeStore';
import { signOut } from './signOut';

/** What every signed-in route knows: who is signed in and which store they look at (none chosen yet: null). */
export interface SignedInContext {
  user: CurrentUser;
  storeId: number | null;
  platform: Platform | null;
  /** The current store's time zone, when its config is known. */
  timeZone: string | null;
}

/**
 * Guard of the routes that need sign-in, run before every navigation: without a stored user and a
 * token whose expiry has not come, the session is cleared and the user goes to sign-in, which comes
 * back to the link that was asked for.
 */
export function requireSignIn(deps: SessionDeps, location: { href: string }): SignedInContext {
  const check = deps.session.check();
  if (!check.signedIn) {
    void signOut(deps);
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  }
  const { storeId, platform, storeConfig } = deps.session.getSnapshot();
  return { user: check.user, storeId, platform, timeZone: storeConfig?.timezone || null };
}
