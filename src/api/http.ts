import { session } from '../session/session';
import { createApiClient } from './client';

/** The app's API client: the current session's bearer token on every request but sign-in. */
export const api = createApiClient({ getToken: () => session.getSnapshot().token });
