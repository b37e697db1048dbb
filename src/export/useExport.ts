import { useLingui } from '@lingui/react/macro';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { customStatusesQuery, outletsQuery } from '../api/settingsQueries';
import { serviceBaseUrls } from '../config';
import type { Platform } from '../contract/auth';
import { dayStartText } from '../contract/businessDay';
import { shownColumns } from '../reports/columnsShown';
import { comparedSpanOf } from '../reports/comparedSpan';
import { type ReportDefinition, reportMode } from '../reports/definition';
import type { DisplayCurrency } from '../reports/money';
import { reportRequest, requestSearch } from '../reports/reportRequest';
import { reportScreenQueries } from '../reports/screenQueries';
import { useComparison } from '../reports/useComparison';
import { useReportFilters } from '../reports/useReportFilters';
import { session } from '../session/session';
import type { DateFormat } from './dateFormats';
import { downloadBlob } from './download';
import { cachedPages } from './exportRequest';
import { exportFileName } from './fileName';
import { EXPORT_CONCURRENCY, EXPORT_PAGE_SIZE, type ExportJob, exportCurrency } from './job';
import { type RunningExport, startExport } from './startExport';

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; file: 'xlsx' | 'pdf'; rows: number; total: number | null; fromCache: boolean }
  | { kind: 'done'; fileName: string; rows: number | null; fromCache: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' }
  | { kind: 'needsConnection' };

export interface ExportSubject {
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
 * The exports of a report screen: a spreadsheet of every page with the screen's filters and columns
 * (made in a worker), or the PDF of total revenue, from the API or, offline, from the pages saved on
 * the device. One export at a time; leaving the screen cancels it. When an export ends while Cancel
 * has the focus, the focus goes back to the Export button.
 */
export function useExport({ report, userId, storeId, platform, currency, columnKeys }: ExportSubject) {
  const { t, i18n } = useLingui();
  const { search } = useReportFilters();
  // The zone the screen counts days in: its requests, and so the cached pages, carry it.
  const { timeZone, dayStart = 0 } = useRouteContext({ from: '/_app' });
  // Its business days too (`src/filters/businessDay.ts`), which the requests' ranges are of.
  const scope = { userId, storeId, timeZone, dayStart };
  const queryClient = useQueryClient();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const exportButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const running = useRef<{ cancel: () => void } | null>(null);
  const busy = state.kind === 'running';
  const shownCurrency = exportCurrency(report, currency);
  const compared = useComparison(search);

  // Leaving the screen stops an export in progress.
  useEffect(() => () => running.current?.cancel(), []);

  /** The cached pages the export must use offline; null when it can read the API. */
  const offlinePages = () => {
    if (onlineManager.isOnline()) return { online: true as const };
    const table = reportScreenQueries(report, scope, search).table;
    return { online: false as const, pages: cachedPages(queryClient, table.queryKey) };
  };

  const stateLabels = async (online: boolean): Promise<Array<[string, string]>> => {
    const query = customStatusesQuery(userId, storeId);
    const statuses = online
      ? await queryClient.fetchQuery(query).catch(() => [])
      : (queryClient.getQueryData(query.queryKey) ?? []);
    return statuses.map((status) => [status.value, status.label]);
  };

  /** The outlets' and registers' names by id, from the list the filter bar chooses them from. */
  const filterNames = async (online: boolean) => {
    const query = outletsQuery(userId, storeId);
    const outlets = online
      ? await queryClient.fetchQuery(query).catch(() => [])
      : (queryClient.getQueryData(query.queryKey) ?? []);
    return {
      outlets: new Map(outlets.map((outlet) => [outlet.id, outlet.name])),
      registers: new Map(
        outlets.flatMap((outlet) =>
          outlet.registers.map((register) => [register.id, register.name] as const),
        ),
      ),
    };
  };

  /** What the screen's chart is compared with, and the compared period its answer names; null without. */
  const chartComparison = async (online: boolean) => {
    if (!search.compare || !report.chart || !(report.chart.source ?? report.endpoint).comparesPrevious)
      return null;
    const queries = reportScreenQueries(report, scope, search);
    const query = queries.chart ?? queries.table;
    const answer =
      queryClient.getQueryData(query.queryKey) ??
      (online ? await queryClient.fetchQuery(query).catch(() => undefined) : undefined);
    return { name: compared.name, span: answer?.previous ? comparedSpanOf(answer.previous) : null };
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
    const { path, params } = reportRequest(report, scope, search, 'export');
    const job: ExportJob = {
      reportId: report.id,
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
      mode: reportMode(report, search),
      dateFormat: format,
      dayStartsAt: dayStart ? dayStartText(dayStart) : undefined,
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
        dayStart,
        currency: shownCurrency,
        i18n,
        stateLabels: await stateLabels(source.online),
        filterNames: await filterNames(source.online),
        comparison: await chartComparison(source.online),
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

  return {
    state,
    busy,
    exportButton,
    cancelButton,
    exportSpreadsheet,
    exportPdf,
    cancel,
    /** Whether an export is under way (the dialog's close then leaves the focus to Cancel). */
    isRunning: () => running.current !== null,
  };
}
