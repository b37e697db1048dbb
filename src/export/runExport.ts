import type { I18n } from '@lingui/core';
import writeXlsxFile from 'write-excel-file/universal';
import { offsetMinutesIn } from '../filters/reportZone';
import type { ColumnDefinition, Row } from '../reports/definition';
import { reportById } from '../reports/registry';
import type { ExportJob } from './job';
import { readReport, summaryOf } from './readReport';
import type { RetryPolicy } from './retry';
import { type BuiltSheet, createSheetBuilder, sheetRows } from './sheet';
import { exportValueContext } from './valueContext';

export interface ExportRun {
  i18n: I18n;
  signal: AbortSignal;
  onProgress?: (rows: number, total: number) => void;
  fetch?: typeof fetch;
  /** Writes the finished sheet; the default writes an .xlsx with write-excel-file. */
  write?: (sheet: BuiltSheet, sheetName: string) => Promise<Blob>;
  offsetMinutes?: (instant: Date) => number;
  retry?: RetryPolicy;
  random?: () => number;
}

export interface ExportResult {
  blob: Blob;
  rows: number;
  fromCache: boolean;
  /** The columns written, in order. */
  columns: ColumnDefinition[];
  /** The figures of the summary row (the totals, or the average), when the report has one. */
  summary: Row | undefined;
}

/** A sheet name as spreadsheets accept it: at most 31 characters, none of `[]:*?/\`. */
export function sheetName(title: string): string {
  const name = title
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return name || 'Report';
}

export function writeSheet(sheet: BuiltSheet, name: string): Promise<Blob> {
  return writeXlsxFile(sheetRows(sheet), {
    sheet: name,
    columns: sheet.widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBlob();
}

function abortIfCancelled(signal: AbortSignal) {
  if (signal.aborted) throw signal.reason ?? new DOMException('The export was cancelled', 'AbortError');
}

/**
 * An export from start to file: every page of the report (from the API, or from the device's cache
 * when the job carries it), each page turned into rows of cells as it arrives, then the workbook.
 * Cancelling through the signal stops the requests in flight and writes nothing.
 */
export async function runExport(job: ExportJob, run: ExportRun): Promise<ExportResult> {
  const report = reportById(job.reportId);
  const { i18n, signal } = run;
  const builder = createSheetBuilder({
    report,
    values: exportValueContext(i18n, job.currency, job.stateLabels),
    search: job.search,
    platform: job.platform,
    columnKeys: job.columnKeys,
    dayStartsAt: job.dayStartsAt,
    cells: {
      currency: job.currency,
      mode: job.mode,
      dateFormat: job.dateFormat,
      // The zone the request counted days in, which the screen names: its wall clock for every instant.
      offsetMinutes: run.offsetMinutes ?? ((instant) => offsetMinutesIn(job.params.timeZone, instant)),
    },
  });
  const fromCache = job.cached !== undefined;
  abortIfCancelled(signal);
  const first = await readReport({
    read: report.endpoint,
    baseUrl: job.baseUrl,
    path: job.path,
    params: job.params,
    token: job.token,
    pageSize: job.pageSize,
    concurrency: job.concurrency,
    cached: job.cached,
    signal,
    fetch: run.fetch,
    retry: run.retry,
    random: run.random,
    onPage: (answer, rows, total) => {
      builder.addItems(answer.items);
      run.onProgress?.(rows, total);
    },
  });
  const summary = report.summary ? summaryOf(report.summary, first) : undefined;
  if (report.summary) builder.setSummary(summary, report.summary);

  abortIfCancelled(signal);
  const rows = builder.rowCount;
  const columns = builder.columns();
  const write = run.write ?? writeSheet;
  const blob = await write(builder.build(), sheetName(i18n._(report.title)));
  abortIfCancelled(signal);
  return { blob, rows, fromCache, columns, summary };
}
