import { loginUrl } from '../config';
import { createConnectivity } from '../offline/connectivity';
import { session } from '../session/session';
import { createApiClient } from './client';

/** The server's health check sits beside sign-in: `{api}/health`. */
const healthUrl = loginUrl.replace(/\/login(?=$|[?#])/, '/health');

export const connectivity = createConnectivity(healthUrl);

/** The app's API client: the current session's bearer token on every request but sign-in. */
export const api = createApiClient({
  getToken: () => session.getSnapshot().token,
  onUnreachable: connectivity.reportUnreachable,
});
