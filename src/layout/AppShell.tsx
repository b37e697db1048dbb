import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { useDisclosure } from '../ui/useDisclosure';
import { usePhone } from '../ui/usePhone';
import { ExpiredSignInBanner } from './ExpiredSignInBanner';
import { Header } from './Header';
import { KidzaniaBanner } from './KidzaniaBanner';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavList } from './NavList';
import { PosSiteLink } from './PosSiteLink';
import { SavedViewsNav } from './SavedViewsNav';
import { StoreSwitcher } from './StoreSwitcher';

/** Header, banner, sidebar (a menu below 640 px) and the page. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const menu = useDisclosure<HTMLElement>();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { setOpen } = menu;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes.
  useEffect(() => setOpen(false), [pathname, setOpen]);
  // Opening the menu moves the keyboard into it.
  const { open, panelRef } = menu;
  useEffect(() => {
    if (open) panelRef.current?.querySelector('a')?.focus();
  }, [open, panelRef]);
  // The shell's first render draws the header and menus at once and the page in a background render,
  // which yields to the browser every few milliseconds: the router's first render is not a transition,
  // and the whole signed-in screen in one go holds a phone's main thread for a long task.
  const pageShown = useDeferredValue(true, false);
  // A phone never shows the sidebar nor the header's switchers: they are not rendered there (the
  // sidebar's links are each worked out by the router), and the menu button shows (`.wide-only` and
  // `.narrow-only` in src/theme/base.css).
  const wide = !usePhone();

  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <div className="shell__top" ref={menu.containerRef}>
        <Header
          wide={wide}
          menuButton={
            <button type="button" className="header__menu-button narrow-only" {...menu.buttonProps}>
              <span className="hamburger" aria-hidden="true" />
              <span className="visually-hidden">{t`Menu`}</span>
            </button>
          }
        />
        <nav className="mobile-menu narrow-only" aria-label={t`Menu`} {...menu.panelProps}>
          {/* Rendered only while open, so the header's switchers are the only ones on the page otherwise. */}
          {menu.open && (
            <>
              <NavList onNavigate={() => menu.setOpen(false)} />
              <SavedViewsNav onNavigate={() => menu.setOpen(false)} />
              <div className="mobile-menu__tools">
                <StoreSwitcher />
                <LanguageSwitcher />
                <PosSiteLink />
              </div>
            </>
          )}
        </nav>
      </div>
      <KidzaniaBanner />
      <ExpiredSignInBanner />
      <div className="shell__body">
        {wide && (
          <nav className="sidebar wide-only" aria-label={t`Reports`}>
            <NavList />
            <SavedViewsNav />
          </nav>
        )}
        <main id="main" className="shell__main" tabIndex={-1}>
          {pageShown && children}
        </main>
      </div>
    </div>
  );
}
