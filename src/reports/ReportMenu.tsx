import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { useSession } from '../session/useSession';
import { useDisclosure } from '../ui/useDisclosure';
import { GROUP_TITLES, type ReportGroup, reportsInGroup } from './registry';

/** The report list menu of a report page: the other reports of its group (spec §2 'Navigation'). */
export function ReportMenu({ group, currentRoute }: { group: ReportGroup; currentRoute: string }) {
  const { i18n } = useLingui();
  const { platform } = useSession();
  const menu = useDisclosure<HTMLUListElement>();
  const reports = reportsInGroup(group, platform);
  return (
    <div className="report-menu" ref={menu.containerRef}>
      <button type="button" className="button" {...menu.buttonProps}>
        {i18n._(GROUP_TITLES[group])}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul className="report-menu__list popover" {...menu.panelProps}>
        {reports.map(([path, page]) => (
          <li key={path}>
            <Link
              to={path}
              className="report-menu__link"
              aria-current={page.routeName === currentRoute ? 'page' : undefined}
              onClick={() => menu.setOpen(false)}
            >
              {i18n._(page.menuLabel ?? page.title)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
