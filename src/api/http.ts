import { createApiClient } from './client';

interface ApiWiring {
  /** The bearer token of the session, or null when nobody is signed in. */
  getToken: () => string | null;
  /** Told when a request could not reach the server at all. */
  onUnreachable: () => void;
}

let wiring: ApiWiring = { getToken: () => null, onUnreachable: () => {} };

/** Gives the API client the session's token and the connectivity it reports to; done once at start-up. */
export function connectApi(next: ApiWiring): void {
  wiring = next;
}

/** The app's API client: the current session's bearer token on every request but sign-in. */
export const api = createApiClient({
  getToken: () => wiring.getToken(),
  onUnreachable: () => wiring.onUnreachable(),
});
