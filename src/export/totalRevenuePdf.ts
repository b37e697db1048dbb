import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Platform } from '../contract/auth';
import { dayStartText } from '../contract/businessDay';
import { LIMIT_MAX } from '../contract/constants';
import { businessNow } from '../filters/businessDay';
import { type FilterSearch, resolveRange } from '../filters/filterSearch';
import { zoneNow } from '../filters/reportZone';
import { type AnswerRange, rangeBoundsText } from '../reports/answerRange';
import type { FormatContext } from '../reports/cellValue';
import { shownColumns } from '../reports/columnsShown';
import type { ComparedSpan } from '../reports/comparedSpan';
import { type ReportDefinition, type Row, reportMode } from '../reports/definition';
import { figureNotes } from '../reports/figureHelp';
import { MODE_LABELS } from '../reports/modeLabels';
import type { DisplayCurrency } from '../reports/money';
import { reportRequest } from '../reports/reportRequest';
import { chartImage } from './chartImage';
import { type CachedAnswer, EXPORT_CONCURRENCY } from './job';
import { businessDayLine, comparisonLine, type FilterNames, filterLines } from './pdfDetails';
import { readReport, summaryOf } from './readReport';
import { reportPdfTable, writeReportPdf } from './reportPdf';
import { exportValueContext } from './valueContext';

export { failureMessage } from './failure';

/** The chart the screen draws, as the PDF shows it. */
export const CHART_SELECTOR = '.report__chart figure svg, .report__chart figure .chart-canvas';
/** Periods read per request: a year of days in one page. */
const PDF_PAGE_SIZE = LIMIT_MAX;

export interface TotalRevenuePdfOptions {
  report: ReportDefinition;
  userId: number;
  storeId: number;
  platform: Platform | null;
  search: FilterSearch;
  /** The zone the screen counts days in. */
  timeZone: string | null;
  /** Minutes after midnight the store's business days start (`src/filters/businessDay.ts`); default 0. */
  dayStart?: number | undefined;
  currency: DisplayCurrency;
  i18n: I18n;
  stateLabels: Array<[string, string]>;
  /** The names of the outlets and registers the filters may choose, by id. */
  filterNames?: Pick<FilterNames, 'outlets' | 'registers'> | undefined;
  /**
   * What the screen's chart, and so the PDF's, is compared with: the comparison's name and the compared
   * period the API answered (null when not known); null without a comparison.
   */
  comparison?: { name: string; span: ComparedSpan | null } | null | undefined;
  /** The screen's pages from the device's cache, when offline. */
  cached?: CachedAnswer[] | undefined;
  token: string | null;
  baseUrl: string;
  signal: AbortSignal;
}

/**
 * Total revenue as a PDF: title, range, grouping and currency, the filters in force ("Paid orders
 * only" among them) and the comparison the chart draws with its dates, the chart as the screen draws
 * it, and every period of the range in a table with the screen's columns and its totals row.
 */
export async function totalRevenuePdf(options: TotalRevenuePdfOptions): Promise<Blob> {
  const { report, search, currency, i18n, signal } = options;
  const dayStart = options.dayStart ?? 0;
  const scope = {
    userId: options.userId,
    storeId: options.storeId,
    timeZone: options.timeZone,
    dayStart,
  };
  const { path, params } = reportRequest(report, scope, search, 'export');
  const items: Row[] = [];
  // The range the API read (pages from the device's cache carry it too).
  let answered: AnswerRange | undefined;
  const first = await readReport({
    read: report.endpoint,
    baseUrl: options.baseUrl,
    path,
    params,
    token: options.token,
    pageSize: PDF_PAGE_SIZE,
    concurrency: EXPORT_CONCURRENCY,
    cached: options.cached,
    signal,
    onPage: (answer: CachedAnswer & { range?: AnswerRange }) => {
      items.push(...answer.items);
      answered ??= answer.range;
    },
  });
  const values = exportValueContext(i18n, currency, options.stateLabels);
  const mode = reportMode(report, search);
  const format: FormatContext = {
    locale: i18n.locale,
    mode,
    currency,
    missing: '-',
    timeZone: params.timeZone,
    i18n,
  };
  const figures = summaryOf(report.summary, first);
  const summary =
    figures && report.summary
      ? { label: i18n._(report.summary === 'total' ? msg`Total` : msg`Average`), figures }
      : null;
  const columns = shownColumns(report, options.platform, items, search);
  const table = reportPdfTable(report, columns, items, summary, values, format);
  const notes = { title: i18n._(msg`What the figures mean`), lines: figureNotes(report, columns, values) };
  // The range as the API read it, in the store's days; else as the link gives it.
  const bounds = answered ? rangeBoundsText(answered, i18n.locale) : null;
  const storeNow = zoneNow(params.timeZone);
  const range = resolveRange(search, storeNow, dayStart);
  // The range's days are the store's business days: the PDF says where they start (as the API read them).
  const dayStartsAt = answered ? answered.dayStartsAt : dayStart ? dayStartText(dayStart) : undefined;
  const from = bounds ? ('day' in bounds ? bounds.day : bounds.from) : range.min.format('L LT');
  const to = bounds ? ('day' in bounds ? bounds.day : bounds.to) : range.max.format('L LT');
  const grouping = i18n._(MODE_LABELS[mode]);
  const names: FilterNames = {
    outlets: options.filterNames?.outlets ?? new Map(),
    registers: options.filterNames?.registers ?? new Map(),
    stateLabels: values.stateLabels,
  };
  const details = [
    i18n._(msg`Range: ${from} to ${to}`),
    ...(dayStartsAt ? [businessDayLine(dayStartsAt, i18n)] : []),
    i18n._(msg`Grouped by: ${grouping}`),
    ...(currency.code ? [i18n._(msg`Currency: ${currency.code}`)] : []),
    ...filterLines(params, report.filters.includes('states'), names, i18n),
    ...(options.comparison
      ? [comparisonLine(options.comparison, i18n, businessNow(storeNow, dayStart).year())]
      : []),
  ];
  const drawing = document.querySelector<SVGSVGElement | HTMLElement>(CHART_SELECTOR);
  const chart = drawing ? await chartImage(drawing).catch(() => null) : null;
  if (signal.aborted) throw signal.reason;
  return writeReportPdf({ title: i18n._(report.title), details, chart, table, notes });
}
