import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { NAV_ITEMS } from '../reports/registry';
import { useCurrentPage } from './useCurrentPage';

/** The sidebar's and the mobile menu's links; an item is current while one of its group's reports is open. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const page = useCurrentPage();
  return (
    <ul className="nav-list">
      {NAV_ITEMS.map((item) => {
        const current =
          page !== undefined &&
          (item.group === null ? page.routeName === 'dashboard' : page.group === item.group);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              className={`nav-list__link${current ? ' nav-list__link--current' : ''}`}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              {i18n._(item.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
