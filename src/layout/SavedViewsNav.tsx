import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useSavedViews, viewTarget } from '../reports/savedViews';
import { useStoreDayStart, useStoreNow } from '../reports/useStoreNow';
import { useSession } from '../session/useSession';

/**
 * The current store's saved views in the menu, each opening its report with its filters (dates that
 * move with today are those of today), and the way to all views, those of other stores included.
 * Nothing when the user has no views.
 */
export function SavedViewsNav({ onNavigate }: { onNavigate?: () => void }) {
  const headingId = useId();
  const { user, storeId } = useSession();
  const { views, waitingIds } = useSavedViews(user?.id ?? null);
  // The views listed are the current store's: their moving dates are those of its calendar.
  const now = useStoreNow();
  const dayStart = useStoreDayStart();
  const here = views.filter((view) => view.storeId === storeId);
  if (views.length === 0) return null;
  return (
    <section className="saved-views-nav" aria-labelledby={headingId}>
      <h2 id={headingId} className="saved-views-nav__title">
        <Trans>Saved views</Trans>
      </h2>
      <ul className="nav-list">
        {here.map((view) => {
          const target = viewTarget(view, now, dayStart);
          if (!target) return null;
          return (
            <li key={view.id}>
              <Link
                to={target.to}
                search={target.search}
                className="nav-list__link nav-list__link--view"
                onClick={onNavigate}
              >
                {view.name}
                {waitingIds.has(view.id) && (
                  <span className="saved-views-nav__waiting">
                    {' '}
                    <Trans>(not sent yet)</Trans>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
        <li>
          <Link to="/saved-views" className="nav-list__link nav-list__link--view" onClick={onNavigate}>
            <Trans>All saved views</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}
