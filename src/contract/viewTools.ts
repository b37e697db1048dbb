import type { Platform } from './auth';
import type { DigestLanguage } from './digest';
import type { SavedViewInput } from './savedViews';

/**
 * What the server asks of the app's own code about a saved view (`src/export/onServer.ts`, built for
 * Node by `npm run build` into `dist-server/`, and read from source in tests): the request its report
 * makes, and its spreadsheet, so that a shared link and a scheduled e-mail show the same rows, columns
 * and totals as the app and its export. The server never rebuilds a report's request on its own.
 * `Job` is the spreadsheet's reads, which only the app's code looks into.
 */
export interface ViewTools<Job extends ViewWorkbookJob = ViewWorkbookJob> {
  viewRequest(input: ViewRequestInput): ViewRequest | null;
  /** The spreadsheet, read and written here (`readViewWorkbook` then `writeViewWorkbook`). */
  viewWorkbook(input: ViewWorkbookInput): Promise<ViewWorkbook>;
  /** The spreadsheet's reads: every page of its report, as plain data. */
  readViewWorkbook(input: ViewWorkbookInput): Promise<Job>;
  /** The spreadsheet written from its reads: CPU work, which the server runs on a thread of its own. */
  writeViewWorkbook(job: Job): Promise<ViewWorkbook>;
}

/** A spreadsheet's reads as the app's code hands them over: plain data, which a thread may receive. */
export interface ViewWorkbookJob {
  language: DigestLanguage;
}

/** A saved view's report: its store, report path, filters and dates. */
export type ServerView = Pick<SavedViewInput, 'storeId' | 'path' | 'search' | 'range'>;

/** The store as a view's report reads it. */
export interface ViewStore {
  id: number;
  platform: Platform;
  /** IANA zone, or null when unknown. */
  timeZone: string | null;
  /** `HH:mm` */
  dayStartsAt: string;
  currency: string;
  symbol: string;
}

export interface ViewRequestInput {
  view: ServerView;
  store: ViewStore;
  purpose: 'table' | 'chart' | 'pie';
  /** The table's page and sort the viewer chose (only they may change). */
  paging?: {
    page?: number | undefined;
    sortBy?: string | undefined;
    sortDirection?: 'asc' | 'desc' | undefined;
  };
  now: Date;
}

/** A report request: its path under `/api/reports` and its query parameters. */
export interface ViewRequest {
  path: string;
  params: Record<string, string>;
}

export interface ViewWorkbookInput {
  view: ServerView;
  store: ViewStore;
  language: DigestLanguage;
  now: Date;
  /** Reads a report URL as the view's owner (the server's own routes, in process). */
  fetch: typeof fetch;
  /** The owner's bearer token for those reads. */
  token: string;
}

export interface ViewWorkbook {
  /** The report's title in the language asked. */
  title: string;
  /** The dates the view covered at `now`, written out ("Nov 20 – 26, 2026"). */
  rangeText: string;
  /** The total row's key figures, labelled and formatted: the e-mail's headline. */
  headline: Array<{ label: string; value: string }>;
  fileName: string;
  bytes: Uint8Array;
  rows: number;
}
