import type { Messages } from '@lingui/core';
import type { ReportAnswer } from '../contract/answers';
import type { Platform } from '../contract/auth';
import { REPORTS_AT_ONCE, type ReportMode } from '../contract/constants';
import type { FilterSearch } from '../filters/filterSearch';
import type { ReportDefinition } from '../reports/definition';
import type { DisplayCurrency } from '../reports/money';
import type { ReportId } from '../reports/registry';
import type { DateFormat } from './dateFormats';

/** Rows asked per page: within the API's export limit, few requests without huge answers. */
export const EXPORT_PAGE_SIZE = 5000;
/**
 * Pages asked at once: as many as the reference server runs report queries at once (a third would
 * wait in its queue and be refused with 503 after a second); the next request of a lane leaves as
 * soon as its page arrived, so the server never idles while pages are read.
 */
export const EXPORT_CONCURRENCY = REPORTS_AT_ONCE;

const NO_CURRENCY: DisplayCurrency = { code: '', symbol: '', rate: 1 };

/**
 * The currency an export writes money in, which every money header names: the one chosen on screen,
 * or the one a report converts every store into (the global report's US dollars, as the screen shows
 * them); none for a report without money in one currency.
 */
export function exportCurrency(report: ReportDefinition, shown: DisplayCurrency): DisplayCurrency {
  return report.currencySelector || report.amountsInPresentmentCurrency ? shown : NO_CURRENCY;
}

/** A page of a report as the device's query cache kept it. */
export type CachedAnswer = Pick<
  ReportAnswer,
  'items' | 'countItems' | 'maxPage' | 'total' | 'averageDuration'
>;

/**
 * Everything the export worker needs, as plain data: the worker imports the report registry itself
 * and translates with the catalog it is given, so it writes the same columns, headers and labels as
 * the screen, including columns only later pages bring.
 */
export interface ExportJob {
  reportId: ReportId;
  /** Absolute base URL of the reports service, e.g. `https://host/api/reports`. */
  baseUrl: string;
  /** Path of the report under the base, e.g. `/v1/stores/1/orders`. */
  path: string;
  /** The report's request params as the screen sends them, without `page` and `limit`. */
  params: Record<string, string>;
  token: string | null;
  pageSize: number;
  concurrency: number;
  locale: string;
  /** The compiled catalog of `locale`. */
  messages: Messages;
  platform: Platform | null;
  /**
   * The screen's filters as the report's row columns read them (the time-in-status states, with the
   * browser's saved choice filled in: the worker has no storage of its own).
   */
  search: FilterSearch;
  /** The store's published custom order states: value and label. */
  stateLabels: Array<[string, string]>;
  /** Keys of the fixed columns to write (the screen's choice); columns that follow the rows are added. */
  columnKeys: string[];
  /** The currency money is shown in; code '' for reports without money. */
  currency: DisplayCurrency;
  mode: ReportMode;
  dateFormat: DateFormat;
  /** Where the store's business days start (`HH:mm`), when not at midnight: the sheet says so. */
  dayStartsAt?: string | undefined;
  /** Every page of the report from the device's cache, when the export must work offline. */
  cached?: CachedAnswer[] | undefined;
}

export type ToWorker = { type: 'start'; job: ExportJob } | { type: 'cancel' };

export type FromWorker =
  | { type: 'progress'; rows: number; total: number }
  | { type: 'done'; blob: Blob; rows: number; fromCache: boolean }
  | { type: 'failed'; message: string; detail: string }
  | { type: 'cancelled' };
