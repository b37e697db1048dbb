import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { DateFormatDialog } from './DateFormatDialog';
import { DEFAULT_DATE_FORMAT } from './dateFormats';
import { ExportStatus } from './ExportStatus';
import { type ExportSubject, useExport } from './useExport';
import './export.css';

/**
 * The Export button of a report's controls (and PDF where the report makes one): progress and Cancel
 * in a polite live region; the screen's own queries are never touched.
 */
export function ExportControls(props: ExportSubject) {
  const { i18n } = useLingui();
  const { report } = props;
  const { state, busy, exportButton, cancelButton, exportSpreadsheet, exportPdf, cancel, isRunning } =
    useExport(props);
  const dialog = useRef<HTMLDialogElement>(null);
  const asksDateFormat = report.exportAsksDateFormat ?? false;

  const onExport = () => {
    if (busy) return;
    if (asksDateFormat) dialog.current?.showModal();
    else void exportSpreadsheet(DEFAULT_DATE_FORMAT);
  };

  const number = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);

  return (
    <div className="export">
      <button
        ref={exportButton}
        type="button"
        className="button"
        data-export="xlsx"
        aria-haspopup={asksDateFormat ? 'dialog' : undefined}
        aria-disabled={busy || undefined}
        onClick={onExport}
      >
        <Trans>Export</Trans>
      </button>
      {report.exportsPdf && (
        <button
          type="button"
          className="button"
          data-export="pdf"
          aria-disabled={busy || undefined}
          onClick={() => void exportPdf()}
        >
          <Trans>PDF</Trans>
        </button>
      )}
      {busy && (
        <button ref={cancelButton} type="button" className="button" data-export="cancel" onClick={cancel}>
          <Trans>Cancel the export</Trans>
        </button>
      )}
      {state.kind === 'running' && state.total !== null && state.total > 0 && (
        <progress className="export__progress" max={state.total} value={state.rows} aria-hidden="true" />
      )}
      <p className="export__status" role="status" aria-live="polite">
        <ExportStatus state={state} number={number} />
      </p>
      {asksDateFormat && (
        <DateFormatDialog
          dialog={dialog}
          title={i18n._(report.title)}
          onConfirm={(format) => {
            dialog.current?.close();
            void exportSpreadsheet(format);
            requestAnimationFrame(() => cancelButton.current?.focus());
          }}
          onClose={() => {
            if (!isRunning()) exportButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
