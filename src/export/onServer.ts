import { setupI18n } from '@lingui/core';
import * as v from 'valibot';
import { createApiClient } from '../api/client';
import { readCurrencyRates, readCustomStatuses } from '../api/settingsQueries';
import { dayStartMinutes, dayStartText } from '../contract/businessDay';
import type {
  ViewRequest,
  ViewRequestInput,
  ViewStore,
  ViewTools,
  ViewWorkbook,
  ViewWorkbookInput,
  ViewWorkbookJob as ViewWorkbookReads,
} from '../contract/viewTools';
import { type FilterSearch, filterSearchSchema } from '../filters/filterSearch';
import { zoneNow } from '../filters/reportZone';
import { searchOfView } from '../filters/viewRange';
import { catalogs } from '../i18n/activate';
import { columnHeader, formatValue } from '../reports/cellValue';
import { shownColumns } from '../reports/columnsShown';
import { comparedSpanDates } from '../reports/comparedSpan';
import { type ReportDefinition, reportMode } from '../reports/definition';
import { keyColumnsOf } from '../reports/keyColumns';
import type { DisplayCurrency } from '../reports/money';
import { reportById, reportByPath } from '../reports/registry';
import { reportRequest, requestSearch } from '../reports/reportRequest';
import { DEFAULT_DATE_FORMAT } from './dateFormats';
import { exportFileName } from './fileName';
import { type CachedAnswer, type ExportJob, exportCurrency } from './job';
import { readReport } from './readReport';
import { runExport } from './runExport';
import { exportValueContext } from './valueContext';

/**
 * The app's own code about a saved view, for the server (built for Node by `npm run build` into
 * `dist-server/`, see `vite.server.config.ts`): the request its report makes, for a shared link, and
 * its spreadsheet, for a scheduled e-mail, written by the export's own code (`runExport`), so both show
 * what the app shows. `src/contract/viewTools.ts` is what the server asks of it.
 */

/**
 * Rows per page the server reads a view's report in: each page is parsed and checked on the server's
 * event loop, so pages stay small enough to leave it answering between them (pages of 5,000 order
 * rows held it up to 230 ms, pages of 1,000 up to 55 ms).
 */
const SERVER_PAGE_SIZE = 1_000;

/** The reports service as the server reads itself in process: any origin does, only the path counts. */
const IN_PROCESS_REPORTS = 'http://localhost/api/reports';

export class UnknownViewReport extends Error {
  constructor(path: string) {
    super(`No report is at ${path}`);
  }
}

function reportOfView(view: ViewRequestInput['view']): ReportDefinition {
  const report = reportByPath(view.path);
  if (!report) throw new UnknownViewReport(view.path);
  return report;
}

/** The view's search at `now`: its filters, and its dates moved to today when they move. */
function viewSearch(view: ViewRequestInput['view'], store: ViewStore, now: Date) {
  const clockNow = zoneNow(store.timeZone, now);
  const dayStart = dayStartMinutes(store.dayStartsAt);
  return { clockNow, dayStart, search: searchOfView(view, clockNow, dayStart) };
}

const scopeOf = (store: ViewStore, dayStart: number) => ({
  userId: 0,
  storeId: store.id,
  timeZone: store.timeZone,
  dayStart,
});

/** The request a view's report makes at `now` for its table's page (sorted as asked), chart or pie. */
export function viewRequest(input: ViewRequestInput): ViewRequest | null {
  const report = reportOfView(input.view);
  const { clockNow, dayStart, search } = viewSearch(input.view, input.store, input.now);
  const paged: FilterSearch = {
    ...search,
    page: input.paging?.page ?? search.page,
    sort: v.parse(filterSearchSchema.entries.sort, input.paging?.sortBy) ?? search.sort,
    direction: input.paging?.sortDirection ?? search.direction,
  };
  const request = reportRequest(report, scopeOf(input.store, dayStart), paged, input.purpose, clockNow);
  return request && { path: request.path, params: { ...request.params } };
}

/** The view's dates as the app writes a span of days ("Nov 20 – 26"), from the request's bounds. */
function rangeText(params: Record<string, string>, store: ViewStore, locale: string, year: number) {
  const min = params.createdAtMin ?? params.dateFrom;
  const max = params.createdAtMax ?? params.dateTo;
  if (!min || !max) return '';
  const end = new Date(`${max.replace(' ', 'T')}Z`).getTime() + 1000;
  return comparedSpanDates(
    {
      from: `${min.replace(' ', 'T')}Z`,
      to: new Date(end).toISOString(),
      timeZone: 'UTC',
      dayStartsAt: store.dayStartsAt,
    },
    locale,
    year,
  );
}

/** The reads of a saved view's spreadsheet, done: plain data, which may cross to a worker thread. */
export interface ViewWorkbookJob extends ViewWorkbookReads {
  /** The export's job, every page of the report in `cached`; its catalog is loaded where it is written. */
  job: Omit<ExportJob, 'messages'>;
  rangeText: string;
}

/**
 * What a saved view's spreadsheet at `now` reads, in `language`: every page of its report through
 * `fetch` with the owner's `token`, the store's custom states, and the currency the view names (when
 * the store has a rate for it). Reading only: the sheet is written by `writeViewWorkbook`.
 */
export async function readViewWorkbook(input: ViewWorkbookInput): Promise<ViewWorkbookJob> {
  const { view, store, language } = input;
  const report = reportOfView(view);
  const { clockNow, dayStart, search } = viewSearch(view, store, input.now);
  const client = createApiClient({ getToken: () => input.token, fetch: input.fetch });
  const [statuses, rates] = await Promise.all([
    readCustomStatuses(client, store.id),
    search.currency && search.currency !== store.currency ? readCurrencyRates(client, store.id) : [],
  ]);
  const rate = rates.find(
    (each) => each.fromCurrency === store.currency && each.toCurrency === search.currency,
  );
  const shown: DisplayCurrency = rate
    ? { code: rate.toCurrency, symbol: rate.toCurrency, rate: rate.rate }
    : { code: store.currency, symbol: store.symbol, rate: 1 };
  const { path, params } = reportRequest(report, scopeOf(store, dayStart), search, 'export', clockNow);
  const pages: CachedAnswer[] = [];
  await readReport({
    read: report.endpoint,
    baseUrl: IN_PROCESS_REPORTS,
    path,
    params,
    token: input.token,
    pageSize: SERVER_PAGE_SIZE,
    concurrency: 1,
    signal: new AbortController().signal,
    fetch: input.fetch,
    onPage: (page) => pages.push(page),
  });
  return {
    language,
    rangeText: rangeText(params, store, language, clockNow.year()),
    job: {
      reportId: report.id,
      baseUrl: IN_PROCESS_REPORTS,
      path,
      params,
      token: null,
      pageSize: SERVER_PAGE_SIZE,
      concurrency: 1,
      locale: language,
      platform: store.platform,
      search: requestSearch(report, search),
      stateLabels: statuses.map((status): [string, string] => [status.value, status.label]),
      columnKeys: shownColumns(report, store.platform, [], search).map((column) => column.key),
      currency: exportCurrency(report, shown),
      mode: reportMode(report, search),
      dateFormat: DEFAULT_DATE_FORMAT,
      dayStartsAt: dayStart ? dayStartText(dayStart) : undefined,
      cached: pages,
    },
  };
}

/**
 * A saved view's spreadsheet as the app's export writes it (`runExport`, from the pages read), with
 * its title and the total row's key figures for the e-mail. The CPU's part: the server runs it on a
 * thread of its own.
 */
export async function writeViewWorkbook({
  language,
  job,
  rangeText,
}: ViewWorkbookJob): Promise<ViewWorkbook> {
  const report = reportById(job.reportId);
  const { messages } = await catalogs[language]();
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  const result = await runExport({ ...job, messages }, { i18n, signal: new AbortController().signal });
  const values = exportValueContext(i18n, job.currency, job.stateLabels);
  const { summary } = result;
  const keys = new Set(keyColumnsOf(report, result.columns));
  const headline = summary
    ? result.columns
        .filter((column) => keys.has(column.key) && column.total)
        .map((column) => ({
          label: columnHeader(column, values, ''),
          value: formatValue(column.kind, column.total?.(summary), {
            locale: language,
            mode: job.mode,
            currency: job.currency,
            missing: '—',
            i18n,
          }),
        }))
    : [];
  return {
    title: i18n._(report.title),
    rangeText,
    headline,
    fileName: exportFileName(report, job.mode, 'xlsx'),
    bytes: new Uint8Array(await result.blob.arrayBuffer()),
    rows: result.rows,
  };
}

/** A saved view's spreadsheet at `now`: read, then written, here. */
export async function viewWorkbook(input: ViewWorkbookInput): Promise<ViewWorkbook> {
  return writeViewWorkbook(await readViewWorkbook(input));
}

export const viewTools = {
  viewRequest,
  viewWorkbook,
  readViewWorkbook,
  writeViewWorkbook,
} satisfies ViewTools<ViewWorkbookJob>;
