import { onlineManager } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { CurrentUser, Platform } from '../contract/auth';
import { dayStartMinutes } from '../contract/businessDay';
import { connectivity } from '../offline/appConnectivity';
import type { SessionDeps } from './changeStore';
import { signOut } from './signOut';

/** What every signed-in route knows: who is signed in and which store they look at (none chosen yet: null). */
export interface SignedInContext {
  user: CurrentUser;
  storeId: number | null;
  platform: Platform | null;
  /** The current store's time zone, when its config is known. */
  timeZone: string | null;
  /**
   * Minutes after midnight the current store's business days start (its config's `dayStartsAt`; 0 when
   * not known): its days, weeks, months and years run from there (`src/filters/businessDay.ts`).
   */
  dayStart?: number;
  /**
   * Set when the sign-in has expired and the device is offline: the instant it expired. The figures
   * kept on the device are shown read-only until the connection returns and the user signs in again.
   */
  expiredAt?: number | undefined;
}

/**
 * Guard of the routes that need sign-in, run before every navigation: without a stored user and a
 * token whose expiry has not come, the user goes to sign-in, which comes back to the link that was
 * asked for. An expired sign-in does not cost the device its figures: offline, within the figures'
 * lifetime on the device, they open read-only; online, the sign-in form asks for the password and the
 * same user finds them again (another user's sign-in clears them). "Online" is the server answering:
 * on a network that leads nowhere (the server down, a captive portal) the server is asked once
 * (`checkServer`), and its silence opens the figures read-only too. Past that lifetime, or without a
 * user, the session is cleared.
 */
export function requireSignIn(
  deps: SessionDeps,
  location: { href: string },
  checkServer: () => Promise<void> = () => connectivity.check(),
): SignedInContext | Promise<SignedInContext> {
  const check = deps.session.check();
  const { storeId, platform, storeConfig } = deps.session.getSnapshot();
  const timeZone = storeConfig?.timezone || null;
  const dayStart = storeConfig?.dayStartsAt ? dayStartMinutes(storeConfig.dayStartsAt) : 0;
  if (check.signedIn) return { user: check.user, storeId, platform, timeZone, dayStart };
  const expired = deps.session.expired();
  const toSignIn = () => redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  if (!expired) {
    void signOut(deps);
    throw toSignIn();
  }
  const readOnly = {
    user: expired.user,
    storeId,
    platform,
    timeZone,
    dayStart,
    expiredAt: expired.expiredAt,
  };
  if (!onlineManager.isOnline()) return readOnly;
  return checkServer().then(() => {
    if (!onlineManager.isOnline()) return readOnly;
    throw toSignIn();
  });
}
