import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { useCurrentReport } from '../reports/currentReport';
import { NAV_ITEMS, routeOf } from '../reports/registry';

/** The sidebar's and the mobile menu's links; an item is current while one of its group's reports is open. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const current = useCurrentReport();
  return (
    <ul className="nav-list">
      {NAV_ITEMS.map(({ report, label }) => {
        const isCurrent =
          current !== undefined &&
          (report.group === null ? current.id === report.id : current.group === report.group);
        return (
          <li key={report.id}>
            <Link
              to={routeOf(report)}
              className={`nav-list__link${isCurrent ? ' nav-list__link--current' : ''}`}
              aria-current={isCurrent ? 'page' : undefined}
              onClick={onNavigate}
            >
              {i18n._(label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
