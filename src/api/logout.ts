import { loginUrl } from '../config';

/** Sign-out sits beside sign-in: `{api}/logout`. */
export const logoutUrl: string = loginUrl.replace(/\/login(?=$|[?#])/, '/logout');

/** Sign-out never waits on the server longer than this. */
const LOGOUT_TIMEOUT_MS = 3_000;

/**
 * Asks the server to revoke the token, without waiting: the caller clears the session at once, and an
 * offline device or a server without the call simply leaves the token to expire.
 */
export function revokeToken(
  token: string,
  { fetch: fetchImpl = globalThis.fetch, timeoutMs = LOGOUT_TIMEOUT_MS } = {},
): void {
  try {
    fetchImpl(logoutUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      // The request outlives the page when sign-out navigates away.
      keepalive: true,
      signal: AbortSignal.timeout(timeoutMs),
    }).catch(() => {});
  } catch {
    // No fetch at all: nothing to tell the server.
  }
}
