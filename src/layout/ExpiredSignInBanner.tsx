import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { relativeAge } from '../offline/relativeAge';
import { useOnline } from '../offline/useOnline';
import { expiredSignIn } from '../session/sessionStore';
import { useSession } from '../session/useSession';

/**
 * After the sign-in expired, offline: the figures kept on the device are shown read-only under this
 * banner, with their age. Once the connection is back, the sign-in form asks for the password (the
 * same user finds the figures again; another user's sign-in clears them).
 */
export function ExpiredSignInBanner() {
  const { i18n } = useLingui();
  const snapshot = useSession();
  const online = useOnline();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const expired = snapshot.user ? expiredSignIn(snapshot) : null;
  const isExpired = expired !== null;
  useEffect(() => {
    if (isExpired && online) void navigate({ to: '/login', search: { redirect: href }, replace: true });
  }, [isExpired, online, navigate, href]);
  if (!expired) return null;
  const updatedAt = Math.max(
    0,
    ...queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.dataUpdatedAt),
  );
  const age = updatedAt > 0 ? relativeAge(updatedAt, Date.now(), i18n.locale) : null;
  return (
    <div className="banner banner--expired" role="status">
      {age ? (
        <Trans>
          Your sign-in has expired: figures from this device, updated {age}; sign in when you are back online.
        </Trans>
      ) : (
        <Trans>Your sign-in has expired: figures from this device; sign in when you are back online.</Trans>
      )}
    </div>
  );
}
