import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { useSession } from '../session/useSession';
import { useDisclosure } from '../ui/useDisclosure';
import type { ReportDefinition, ReportGroup } from './definition';
import { GROUP_TITLES, reportsInGroup, routeOf } from './registry';

/** The report list menu of a report page: the reports of its group that the store's platform has. */
export function ReportMenu({ group, current }: { group: ReportGroup; current: ReportDefinition }) {
  const { i18n } = useLingui();
  const { platform } = useSession();
  const menu = useDisclosure<HTMLUListElement>();
  return (
    <div className="report-menu" ref={menu.containerRef}>
      <button type="button" className="button" {...menu.buttonProps}>
        {i18n._(GROUP_TITLES[group])}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul className="report-menu__list popover" {...menu.panelProps}>
        {/* Rendered only while open: each link is worked out by the router, which costs a phone's first render. */}
        {menu.open &&
          reportsInGroup(group, platform).map((report) => (
            <li key={report.id}>
              <Link
                to={routeOf(report)}
                className="report-menu__link"
                aria-current={report.id === current.id ? 'page' : undefined}
                onClick={() => menu.setOpen(false)}
              >
                {i18n._(report.menuLabel ?? report.title)}
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
