import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { FilterBar } from '../filters/FilterBar';
import { useCurrentPage } from '../layout/useCurrentPage';
import { useSession } from '../session/useSession';
import { PeriodSummary } from './PeriodSummary';
import { ReportMenu } from './ReportMenu';

/**
 * The frame every report page renders in: its title, its group's report menu and, until the report
 * screens arrive, an empty state that says so (no invented figures).
 */
export function ReportFrame() {
  const { i18n } = useLingui();
  const page = useCurrentPage();
  const { user, storeId } = useSession();
  if (!page) return null;
  const title = i18n._(page.title);
  return (
    <div className="page">
      <div className="page__head">
        <h1 className="page__title">{title}</h1>
        {page.group && <ReportMenu group={page.group} currentRoute={page.routeName} />}
      </div>
      {user && storeId === null ? (
        <section className="panel panel--empty">
          <h2 className="panel__title">
            <Trans>No store selected</Trans>
          </h2>
          <p>
            <Trans>Choose one of your stores in the header to see its reports.</Trans>
          </p>
        </section>
      ) : (
        <>
          {user && (
            <>
              <FilterBar />
              <PeriodSummary />
            </>
          )}
          <section className="panel panel--empty">
            <div className="panel__illustration" aria-hidden="true" />
            <h2 className="panel__title">
              <Trans>Nothing to show yet</Trans>
            </h2>
            <p>
              <Trans>The detailed {title} report arrives with the report screens.</Trans>
            </p>
          </section>
        </>
      )}
    </div>
  );
}
