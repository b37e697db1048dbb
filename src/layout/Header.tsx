import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { appConfig } from '../config';
import { useSession } from '../session/useSession';
import { currentTheme } from '../theme/themes';
import { storeLabel } from '../ui/storeLabel';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PosSiteLink } from './PosSiteLink';
import { StoreSwitcher } from './StoreSwitcher';
import { UserMenu } from './UserMenu';
import { useCurrentStore } from './useCurrentStore';

/** Whose figures these are, on a phone whose header has no store switcher (it is in the menu). */
function CurrentStoreName() {
  const { i18n } = useLingui();
  const { store } = useCurrentStore();
  if (!store) return null;
  const name = storeLabel(i18n, store);
  return (
    <span className="header__store" title={name}>
      {name}
    </span>
  );
}

/**
 * The top bar. `wide`: the sidebar's width, where the header also holds the store and language
 * switchers; narrower, they are in the menu and not rendered here at all (a phone's first render is
 * shorter without them).
 */
export function Header({ menuButton, wide }: { menuButton: React.ReactNode; wide: boolean }) {
  const { t } = useLingui();
  const { user } = useSession();
  const productName = appConfig.productName;
  return (
    <header className="header">
      {menuButton}
      <Link to="/dashboard" className="header__brand">
        <img src={currentTheme.logoUrl} alt={t`${productName} home`} className="header__logo" />
      </Link>
      {!wide && user && <CurrentStoreName />}
      <div className="header__tools">
        {wide && (
          <>
            <StoreSwitcher className="wide-only" />
            <LanguageSwitcher className="wide-only" />
            <PosSiteLink className="wide-only" />
          </>
        )}
        {user ? (
          <UserMenu />
        ) : (
          <Link to="/login" className="button button--primary">
            <Trans>Sign in</Trans>
          </Link>
        )}
      </div>
    </header>
  );
}
