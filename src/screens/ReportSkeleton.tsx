import { Trans } from '@lingui/react/macro';
import { useBusyServerPause } from '../api/useBusyServerPause';
import './report-screen.css';

/**
 * What a report shows while its first figures arrive: the shape of the screen, announced as loading,
 * and a line while a busy server has asked for a pause before its reads are asked again.
 */
export function ReportSkeleton() {
  const seconds = useBusyServerPause();
  return (
    <div className="page" aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Loading the report…</Trans>
      </p>
      {seconds !== null && (
        <p className="report__busy" role="status">
          <Trans>The server is busy: the report is asked for again in {seconds} s.</Trans>
        </p>
      )}
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--bar" />
      <div className="skeleton skeleton--chart" />
      <div className="skeleton skeleton--table" />
    </div>
  );
}
