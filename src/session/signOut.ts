import { revokeToken } from '../api/logout';
import { showAppBadge } from '../offline/appBadge';
import { askWorkerToPurge, deleteDataCaches } from '../offline/purgeDeviceData';
import type { SessionDeps } from './changeStore';

/**
 * Sign-out (and an expired session) clears local storage and the bearer token (the token lives only
 * in the session store) and drops every answer kept on the device: in memory, in IndexedDB and in the
 * service worker's caches, so the next user of a shared tablet sees nothing of this one, online or
 * offline, nor a count on the app's icon. A token still valid is also revoked on the server, without
 * waiting for the answer.
 */
export function signOut({ queryClient, session, offline }: SessionDeps): Promise<void> {
  const check = session.check();
  if (check.signedIn) revokeToken(check.token);
  session.clear();
  void queryClient.cancelQueries();
  queryClient.clear();
  askWorkerToPurge();
  showAppBadge(0);
  return Promise.all([offline?.purge(), deleteDataCaches()]).then(
    () => undefined,
    () => undefined,
  );
}
