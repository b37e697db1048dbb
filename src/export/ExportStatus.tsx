import { Trans } from '@lingui/react/macro';
import type { ExportState } from './useExport';

/** What the export is doing, in words, for the polite live region under the buttons. */
export function ExportStatus({ state, number }: { state: ExportState; number: (value: number) => string }) {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'running': {
      if (state.file === 'pdf') return <Trans>Preparing the PDF…</Trans>;
      const cached = state.fromCache ? (
        <>
          {' '}
          <Trans>(from the data saved on this device)</Trans>
        </>
      ) : null;
      if (state.total === null)
        return (
          <>
            <Trans>Exporting…</Trans>
            {cached}
          </>
        );
      const rows = number(state.rows);
      const total = number(state.total);
      return (
        <>
          <Trans>
            Exporting: {rows} of {total} rows
          </Trans>
          {cached}
        </>
      );
    }
    case 'done': {
      const { fileName } = state;
      return (
        <>
          <Trans>{fileName} is ready.</Trans>
          {state.fromCache && (
            <>
              {' '}
              <Trans>It was made offline from the data saved on this device.</Trans>
            </>
          )}
        </>
      );
    }
    case 'failed': {
      const { message } = state;
      return <Trans>The export failed, no file was made: {message}</Trans>;
    }
    case 'cancelled':
      return <Trans>The export was cancelled. No file was made.</Trans>;
    case 'needsConnection':
      return (
        <Trans>The export needs a connection: not every page of this report is saved on this device.</Trans>
      );
  }
}
