import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { signOut } from '../session/signOut';
import { useSession } from '../session/useSession';
import { storeLabel } from '../ui/storeLabel';
import { useDisclosure } from '../ui/useDisclosure';
import { DeviceStorageLine } from './DeviceStorageLine';
import { PosSiteLink } from './PosSiteLink';
import { SignOutButton } from './SignOutButton';
import { useCurrentStore } from './useCurrentStore';

/**
 * Username, roles in brackets, the current store ('No store' when it has no name), the daily e-mail's
 * settings and sign-out.
 */
export function UserMenu() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const { store, loading } = useCurrentStore();
  const deps = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const menu = useDisclosure();
  if (!user) return null;

  const roles = user.roles.join(', ');
  // 'No store' only once the list is known, not while it loads.
  const storeName = loading ? '…' : store ? storeLabel(i18n, store) : t`No store`;
  return (
    <div className="user-menu" ref={menu.containerRef}>
      <button type="button" className="user-menu__button" {...menu.buttonProps}>
        <span className="user-menu__avatar" aria-hidden="true">
          {user.username.slice(0, 1).toUpperCase()}
        </span>
        <span className="user-menu__summary">
          <span className="user-menu__name">
            {user.username} {roles && <span className="user-menu__roles">({roles})</span>}
          </span>
          <span className="user-menu__store" data-testid="header-store">
            {storeName}
          </span>
        </span>
        <span className="chevron" aria-hidden="true" />
      </button>
      <div className="user-menu__panel popover" {...menu.panelProps}>
        <p className="user-menu__line">
          <strong>{user.username}</strong> {roles && <span>({roles})</span>}
        </p>
        <p className="user-menu__line user-menu__muted">{user.email}</p>
        <p className="user-menu__line">
          <Trans>Store:</Trans> <span data-testid="user-menu-store">{storeName}</span>
        </p>
        {menu.open && <DeviceStorageLine />}
        <Link to="/digest" className="user-menu__line" onClick={() => menu.close(false)}>
          <Trans>Daily e-mail</Trans>
        </Link>
        <Link to="/store-settings" className="user-menu__line" onClick={() => menu.close(false)}>
          <Trans>Store settings</Trans>
        </Link>
        <PosSiteLink className="user-menu__line user-menu__pos-link" />
        <SignOutButton
          onSignOut={() => {
            void signOut(deps);
            void navigate({ to: '/login' });
          }}
        />
      </div>
    </div>
  );
}
