import { ApiError, invalidResponseError, MESSAGES } from '../api/errors';
import { api } from '../api/http';
import { loginUrl } from '../config';
import { loginResponseSchema } from '../contract/auth';
import { askWorkerToPurge, deleteDataCaches } from '../offline/purgeDeviceData';
import { toasts } from '../ui/toasts';
import type { SessionDeps } from './changeStore';
import { decodeToken, mayUseReports, type TokenClaims, userFromClaims } from './token';

export interface Credentials {
  username: string;
  password: string;
}

type AfterSignIn = [
  typeof import('../api/settingsQueries'),
  typeof import('./changeStore'),
  typeof import('../api/savedViewQueries'),
];

let afterSignIn: Promise<AfterSignIn> | null = null;

/**
 * Loads what a sign-in does once the password is accepted (reading the user's stores and saved views,
 * choosing a store): not part of the sign-in page's first load, fetched as soon as the user starts
 * filling the form.
 */
export function prepareSignIn(): Promise<AfterSignIn> {
  afterSignIn ??= Promise.all([
    import('../api/settingsQueries'),
    import('./changeStore'),
    import('../api/savedViewQueries'),
  ]);
  // A failed load is not final: the next sign-in tries again.
  afterSignIn.catch(() => {
    afterSignIn = null;
  });
  return afterSignIn;
}

/**
 * The first step of sign-in: post the credentials, decode the token, refuse a non-owner denied
 * access_to_xreport, and store token and user. Needs neither the router nor the query cache, so the
 * sign-in page can run it before the rest of the app is loaded.
 */
export async function acceptCredentials(
  credentials: Credentials,
  session: SessionDeps['session'],
): Promise<TokenClaims> {
  const { token } = await api({
    url: loginUrl,
    method: 'POST',
    body: credentials,
    schema: loginResponseSchema,
    auth: false,
    credentials: 'include',
  });
  const claims = decodeToken(token);
  if (!claims) throw invalidResponseError(`POST ${loginUrl}`, 'the token carries no user');
  if (!mayUseReports(claims))
    throw new ApiError('http', 403, MESSAGES.notAllowed, 'access_to_xreport denied');
  // After an expired sign-in the device still holds its user's figures: the same user finds them
  // again; anyone else starts from nothing (their store, filters and cached answers included).
  if (otherUserThanKept(session, claims.id)) {
    session.clear();
    askWorkerToPurge();
    await deleteDataCaches().catch(() => undefined);
  }
  session.signIn(token, userFromClaims(claims));
  // Reports kept for offline reading should survive the browser's clean-ups when storage runs low.
  void globalThis.navigator?.storage?.persist?.().catch(() => false);
  return claims;
}

/** Whether the device keeps figures of a user other than `userId` (from a sign-in that expired). */
export function otherUserThanKept(session: SessionDeps['session'], userId: number): boolean {
  const kept = session.getSnapshot().user;
  return kept !== null && kept.id !== userId;
}

/**
 * The rest of sign-in, once the credentials are accepted: load the stores and the saved views and select
 * the store of the view that opens at sign-in, else the one chosen last, else the first. A store that
 * fails to load is reported but does not undo the sign-in.
 */
export async function finishSignIn(claims: TokenClaims, deps: SessionDeps): Promise<void> {
  try {
    const [{ userStoresQuery }, { changeStore }, { registerSavedViewMutations, savedViewsQuery }] =
      await prepareSignIn();
    registerSavedViewMutations(deps.queryClient);
    // A step of signing in fails or succeeds: it never waits for a connection to come back.
    const [stores, views] = await Promise.all([
      deps.queryClient.fetchQuery({ ...userStoresQuery(claims.id), networkMode: 'always' }),
      // The view chosen to open at sign-in (see routes/index.tsx) picks the store; without views, none.
      deps.queryClient
        .fetchQuery({ ...savedViewsQuery(claims.id), networkMode: 'always', retry: false })
        .catch(() => []),
    ]);
    const startView = views.find((view) => view.isDefault);
    const remembered = stores.find((store) => store.id === deps.session.getSnapshot().storeId);
    const store = stores.find((candidate) => candidate.id === startView?.storeId) ?? remembered ?? stores[0];
    if (store) await changeStore(store, deps);
  } catch (error) {
    toasts.show('error', error instanceof ApiError ? error.uiMessage : MESSAGES.other);
  }
}

/** Sign-in inside the running app: both steps. */
export async function signIn(credentials: Credentials, deps: SessionDeps): Promise<void> {
  void prepareSignIn().catch(() => undefined);
  const kept = deps.session.getSnapshot().user?.id ?? null;
  const claims = await acceptCredentials(credentials, deps.session);
  if (kept !== null && kept !== claims.id) {
    // The answers and waiting changes of the user whose sign-in expired, in memory and on the device.
    void deps.queryClient.cancelQueries();
    deps.queryClient.clear();
    await deps.offline?.purge();
    deps.offline?.follow(claims.id);
  }
  await finishSignIn(claims, deps);
}
