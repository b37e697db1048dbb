import type { SessionDeps } from './changeStore';

/**
 * sign-out clears local storage and the bearer token (the token lives only in the session
 * store) and drops every cached answer so the next user on this device sees nothing of this one.
 */
export function signOut({ queryClient, session }: SessionDeps): void {
  session.clear();
  void queryClient.cancelQueries();
  queryClient.clear();
}
