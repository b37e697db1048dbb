import { createApiClient } from './client';

interface ApiWiring {
  /** The bearer token of the session, or null when nobody is signed in. */
  getToken: () => string | null;
  /** Told when a request could not reach the server at all. */
  onUnreachable: () => void;
  /** The user whose sign-in is valid now (its token has not expired); null otherwise. */
  signedInUser: () => number | null;
  /** Calls the listener whenever the session changes; returns the function that stops it. */
  subscribeSession: (listener: () => void) => () => void;
}

let wiring: ApiWiring = {
  getToken: () => null,
  onUnreachable: () => {},
  signedInUser: () => null,
  subscribeSession: () => () => {},
};

/** Gives the API client the session's token and the connectivity it reports to; done once at start-up. */
export function connectApi(next: ApiWiring): void {
  wiring = next;
}

/** The app's API client: the current session's bearer token on every request but sign-in. */
export const api = createApiClient({
  getToken: () => wiring.getToken(),
  onUnreachable: () => wiring.onUnreachable(),
});

/**
 * Resolves once `userId` is signed in with a valid token: a change made while the sign-in had expired
 * waits for the same user's next sign-in instead of being sent with a token the server refuses.
 * It never resolves for a change of another user (their changes are discarded with their data).
 */
export function untilSignedInAs(userId: number): Promise<void> {
  if (wiring.signedInUser() === userId) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = wiring.subscribeSession(() => {
      if (wiring.signedInUser() !== userId) return;
      stop();
      resolve();
    });
  });
}
