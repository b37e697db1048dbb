import { revokeToken } from '../api/logout';
import type { SessionDeps } from './changeStore';

/**
 * sign-out clears local storage and the bearer token (the token lives only in the session
 * store) and drops every cached answer so the next user on this device sees nothing of this one.
 * A token still valid is also revoked on the server, without waiting for the answer.
 */
export function signOut({ queryClient, session }: SessionDeps): void {
  const check = session.check();
  if (check.signedIn) revokeToken(check.token);
  session.clear();
  void queryClient.cancelQueries();
  queryClient.clear();
}
