import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useBusyServerPause } from '../api/useBusyServerPause';
import { numberFormat } from '../i18n/intlFormats';
import './report-screen.css';

/**
 * What a report shows while its first figures arrive: the shape of the screen, announced as loading,
 * and a line while a busy server has asked for a pause before its reads are asked again (or, on a
 * server still building its report tables, how far it got).
 */
export function ReportSkeleton() {
  const pause = useBusyServerPause();
  const { i18n } = useLingui();
  const percent =
    pause?.preparing != null
      ? numberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 }).format(
          Math.floor(pause.preparing * 100) / 100,
        )
      : null;
  const seconds = pause?.seconds;
  return (
    <div className="page" aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Loading the report…</Trans>
      </p>
      {pause !== null && (
        <p className="report__busy" role="status">
          {percent !== null ? (
            <Trans>Preparing reports ({percent})</Trans>
          ) : (
            <Trans>The server is busy: the report is asked for again in {seconds} s.</Trans>
          )}
        </p>
      )}
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--bar" />
      <div className="skeleton skeleton--chart" />
      <div className="skeleton skeleton--table" />
    </div>
  );
}
