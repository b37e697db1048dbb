import { Trans, useLingui } from '@lingui/react/macro';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { useEffect, useId, useRef, useState } from 'react';
import { customStatusesQuery } from '../api/settingsQueries';
import { serviceBaseUrls } from '../config';
import type { Platform } from '../contract/auth';
import { shownColumns } from '../reports/columnsShown';
import type { ReportDefinition } from '../reports/definition';
import type { DisplayCurrency } from '../reports/money';
import type { ReportId } from '../reports/registry';
import { reportRequest, requestSearch } from '../reports/reportRequest';
import { reportScreenQueries } from '../reports/screenQueries';
import { useReportFilters } from '../reports/useReportFilters';
import { session } from '../session/session';
import { DATE_FORMATS, type DateFormat, DEFAULT_DATE_FORMAT } from './dateFormats';
import { downloadBlob } from './download';
import { cachedPages } from './exportRequest';
import { exportFileName } from './fileName';
import { EXPORT_CONCURRENCY, EXPORT_PAGE_SIZE, type ExportJob } from './job';
import { type RunningExport, startExport } from './startExport';
import './export.css';

dayjs.extend(advancedFormat);

const NO_CURRENCY: DisplayCurrency = { code: '', symbol: '', rate: 1 };

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; file: 'xlsx' | 'pdf'; rows: number; total: number | null; fromCache: boolean }
  | { kind: 'done'; fileName: string; rows: number | null; fromCache: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' }
  | { kind: 'needsConnection' };

export interface ExportControlsProps {
  report: ReportDefinition;
  userId: number;
  storeId: number;
  platform: Platform | null;
  /** The currency the screen shows money in. */
  currency: DisplayCurrency;
  /** The fixed columns to write; default the columns the screen shows. */
  columnKeys?: readonly string[];
}

/**
 * The Export button of a report's controls (and PDF on total revenue): the file is made from every
 * page of the report with the screen's filters and columns, in a worker, with progress and Cancel in
 * a polite live region. The screen's own queries are never touched.
 */
export function ExportControls({
  report,
  userId,
  storeId,
  platform,
  currency,
  columnKeys,
}: ExportControlsProps) {
  const { t, i18n } = useLingui();
  const { search } = useReportFilters();
  // The zone the screen counts days in: its requests, and so the cached pages, carry it.
  const { timeZone } = useRouteContext({ from: '/_app' });
  const queryClient = useQueryClient();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const [dateFormat, setDateFormat] = useState<DateFormat>(DEFAULT_DATE_FORMAT);
  const exportButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const running = useRef<{ cancel: () => void } | null>(null);
  const dialogTitle = useId();
  const asksDateFormat = report.exportAsksDateFormat ?? false;
  const busy = state.kind === 'running';
  const shownCurrency = report.currencySelector ? currency : NO_CURRENCY;

  // Leaving the screen stops an export in progress.
  useEffect(() => () => running.current?.cancel(), []);

  /** The cached pages the export must use offline; null when it can read the API. */
  const offlinePages = () => {
    if (onlineManager.isOnline()) return { online: true as const };
    const table = reportScreenQueries(report, { userId, storeId, timeZone }, search).table;
    return { online: false as const, pages: cachedPages(queryClient, table.queryKey) };
  };

  const stateLabels = async (online: boolean): Promise<Array<[string, string]>> => {
    const query = customStatusesQuery(userId, storeId);
    const statuses = online
      ? await queryClient.fetchQuery(query).catch(() => [])
      : (queryClient.getQueryData(query.queryKey) ?? []);
    return statuses.map((status) => [status.value, status.label]);
  };

  const finish = (next: ExportState) => {
    running.current = null;
    const hadFocus = document.activeElement === cancelButton.current;
    setState(next);
    if (hadFocus) requestAnimationFrame(() => exportButton.current?.focus());
  };

  const exportSpreadsheet = async (format: DateFormat) => {
    if (running.current) return;
    const source = offlinePages();
    if (!source.online && !source.pages) {
      setState({ kind: 'needsConnection' });
      return;
    }
    const fromCache = !source.online;
    setState({ kind: 'running', file: 'xlsx', rows: 0, total: null, fromCache });
    const { path, params } = reportRequest(report, { userId, storeId, timeZone }, search, 'export');
    const job: ExportJob = {
      reportId: report.id as ReportId,
      baseUrl: new URL(serviceBaseUrls.reports, window.location.href).href,
      path,
      params,
      token: session.getSnapshot().token,
      pageSize: EXPORT_PAGE_SIZE,
      concurrency: EXPORT_CONCURRENCY,
      locale: i18n.locale,
      messages: i18n.messages,
      platform,
      search: requestSearch(report, search),
      stateLabels: await stateLabels(source.online),
      columnKeys: [...(columnKeys ?? shownColumns(report, platform, [], search).map((column) => column.key))],
      currency: shownCurrency,
      mode: search.mode ?? 'DATE',
      dateFormat: format,
      cached: source.online ? undefined : (source.pages ?? undefined),
    };
    let started: RunningExport;
    try {
      started = startExport(job, (rows, total) =>
        setState((previous) => (previous.kind === 'running' ? { ...previous, rows, total } : previous)),
      );
    } catch (error) {
      finish({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      return;
    }
    running.current = started;
    const outcome = await started.result;
    if (running.current !== started) return;
    if (outcome.kind === 'done') {
      const fileName = exportFileName(report, search.mode, 'xlsx');
      downloadBlob(outcome.blob, fileName);
      finish({ kind: 'done', fileName, rows: outcome.rows, fromCache: outcome.fromCache });
    } else if (outcome.kind === 'failed') {
      console.error('Export failed:', outcome.detail);
      finish({ kind: 'failed', message: outcome.message || t`The file could not be written.` });
    } else finish({ kind: 'cancelled' });
  };

  const exportPdf = async () => {
    if (running.current) return;
    const source = offlinePages();
    if (!source.online && !source.pages) {
      setState({ kind: 'needsConnection' });
      return;
    }
    const controller = new AbortController();
    const handle = { cancel: () => controller.abort() };
    running.current = handle;
    setState({ kind: 'running', file: 'pdf', rows: 0, total: null, fromCache: !source.online });
    let pdf: typeof import('./totalRevenuePdf') | null = null;
    try {
      pdf = await import('./totalRevenuePdf');
      const blob = await pdf.totalRevenuePdf({
        report,
        userId,
        storeId,
        platform,
        search,
        timeZone,
        currency: shownCurrency,
        i18n,
        stateLabels: await stateLabels(source.online),
        cached: source.online ? undefined : (source.pages ?? undefined),
        token: session.getSnapshot().token,
        baseUrl: new URL(serviceBaseUrls.reports, window.location.href).href,
        signal: controller.signal,
      });
      if (running.current !== handle) return;
      const fileName = exportFileName(report, search.mode, 'pdf');
      downloadBlob(blob, fileName);
      finish({ kind: 'done', fileName, rows: null, fromCache: !source.online });
    } catch (error) {
      if (running.current !== handle) return;
      if (controller.signal.aborted) finish({ kind: 'cancelled' });
      else {
        console.error('PDF export failed:', error);
        finish({
          kind: 'failed',
          message: pdf ? pdf.failureMessage(error, i18n).message : t`The file could not be written.`,
        });
      }
    }
  };

  const cancel = () => {
    const current = running.current;
    if (!current) return;
    running.current = null;
    current.cancel();
    finish({ kind: 'cancelled' });
  };

  const onExport = () => {
    if (busy) return;
    if (asksDateFormat) dialog.current?.showModal();
    else void exportSpreadsheet(DEFAULT_DATE_FORMAT);
  };

  const confirmDialog = () => {
    dialog.current?.close();
    void exportSpreadsheet(dateFormat).then(() => undefined);
    requestAnimationFrame(() => cancelButton.current?.focus());
  };

  const number = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  const example = dayjs();

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
      {busy && state.total !== null && state.total > 0 && (
        <progress className="export__progress" max={state.total} value={state.rows} aria-hidden="true" />
      )}
      <p className="export__status" role="status" aria-live="polite">
        <ExportStatus state={state} number={number} />
      </p>
      {asksDateFormat && (
        <dialog
          ref={dialog}
          className="export__dialog"
          aria-labelledby={dialogTitle}
          onClose={() => {
            if (!running.current) exportButton.current?.focus();
          }}
        >
          <form
            method="dialog"
            onSubmit={(event) => {
              event.preventDefault();
              confirmDialog();
            }}
          >
            <h2 id={dialogTitle} className="export__dialog-title">
              <Trans>Export {i18n._(report.title)}</Trans>
            </h2>
            <fieldset className="export__formats">
              <legend>
                <Trans>Date format</Trans>
              </legend>
              {DATE_FORMATS.map((format) => (
                <label key={format} className="export__format">
                  <input
                    type="radio"
                    name="dateFormat"
                    value={format}
                    checked={dateFormat === format}
                    onChange={() => setDateFormat(format)}
                  />
                  <span>{example.format(format)}</span>
                  <span className="export__format-pattern">{format}</span>
                </label>
              ))}
            </fieldset>
            <div className="export__dialog-actions">
              <button type="button" className="button" onClick={() => dialog.current?.close()}>
                <Trans>Cancel</Trans>
              </button>
              <button type="submit" className="button button--primary">
                <Trans>Export</Trans>
              </button>
            </div>
          </form>
        </dialog>
      )}
    </div>
  );
}

function ExportStatus({ state, number }: { state: ExportState; number: (value: number) => string }) {
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
