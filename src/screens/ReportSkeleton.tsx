import { Trans } from '@lingui/react/macro';
import './report-screen.css';

/** What a report shows while its first figures arrive: the shape of the screen, announced as loading. */
export function ReportSkeleton() {
  return (
    <div className="page" aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Loading the report…</Trans>
      </p>
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--bar" />
      <div className="skeleton skeleton--chart" />
      <div className="skeleton skeleton--table" />
    </div>
  );
}
