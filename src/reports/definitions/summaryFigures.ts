import type { MessageDescriptor } from '@lingui/core';
import { averageOf } from '../../contract/money';
import type { SummaryItem } from '../../contract/reports';
import {
  type ChartDefinition,
  type ColumnDefinition,
  defineReport,
  type ReportDefinition,
  type ReportGroup,
  type Row,
} from '../definition';
import type { OwnMetric } from '../metrics';
import { figureSeries } from '../series';
import {
  ALL_MODES,
  ORDER_FILTERS,
  rowOwnCurrency,
  type SummaryFigure,
  saleSummaryEndpoint,
  summaryChart,
  summaryColumns,
} from './saleSummary';

/**
 * A figure worked out from two sums of sale-summary, in each period and over the range: `sum / by` to
 * 2 decimals, worked out as the server works out its averages (`averageOf`: money to the cent), 0
 * with nothing to divide by.
 */
export interface RatioFigure {
  /** The column's key, as the link's `columns` names it. */
  key: string;
  label: MessageDescriptor;
  ratio: readonly [sum: SummaryFigure, by: SummaryFigure];
  /** Money (converted into the currency shown, like the sum), or a number such as items per order. */
  kind: 'money' | 'decimal';
  /** What the figure means, in one to three short sentences (the figure's info button, the export's notes). */
  meaning: MessageDescriptor;
}

/** A report of one figure of sale-summary per period: one of its own, or a ratio of two of them. */
export type SummaryFigureReport = Pick<ReportDefinition, 'id' | 'path' | 'title'> & {
  group: ReportGroup;
  figure: SummaryFigure | RatioFigure;
} & Partial<
    Pick<ReportDefinition, 'filters' | 'customizableColumns' | 'options' | 'exportsPdf' | 'alsoInGroups'>
  >;

/** What a report of one figure has besides its id, path, title, menu and figure. */
type FigureOptions = Omit<SummaryFigureReport, 'id' | 'path' | 'title' | 'group' | 'figure'>;

/** The ratio's value in a row or the total; none when the row lacks either sum. */
function ratioOf([sum, by]: RatioFigure['ratio']) {
  return (row: Row): number | null => {
    const [a, b] = [row[sum], row[by]];
    return typeof a === 'number' && typeof b === 'number' ? averageOf(a, b) : null;
  };
}

/** The table's columns and the chart of a ratio: the period, the ratio shown, every sum to choose from. */
function ratioView(figure: RatioFigure): {
  columns: ColumnDefinition<SummaryItem>[];
  chart: ChartDefinition;
} {
  // A ratio of a period's orders, like the averages the server answers: a period without orders has none.
  const metric: OwnMetric = { text: figure.meaning, average: true };
  const value = ratioOf(figure.ratio);
  const { key, label, kind } = figure;
  const column: ColumnDefinition<SummaryItem> = { key, header: label, kind, metric, value, total: value };
  const series = figureSeries<SummaryItem>([{ key, label, metric, value }]);
  return { columns: [...summaryColumns([]), column], chart: { kind: 'bar', valueKind: kind, series } };
}

/**
 * A report of sale-summary's periods that exists for one figure: the figure's column and chart, the
 * store's or the row's currency, the orders behind each period. The other figures are columns the user
 * may add when `customizableColumns`. Order filters unless `filters` says otherwise.
 */
export function summaryFigureReport({
  figure,
  customizableColumns = false,
  filters = ORDER_FILTERS,
  ...report
}: SummaryFigureReport): ReportDefinition {
  const view =
    typeof figure === 'string'
      ? { columns: summaryColumns([figure]), chart: summaryChart([figure]) }
      : ratioView(figure);
  return defineReport<SummaryItem>({
    screen: 'report',
    endpoint: saleSummaryEndpoint,
    filters,
    pageSize: 20,
    modes: ALL_MODES,
    ...view,
    customizableColumns,
    summary: 'total',
    currencySelector: true,
    rowCurrency: rowOwnCurrency,
    ordersBehind: { linkColumn: 'date' },
    exportName: report.path.slice(1),
    ...report,
  });
}

/**
 * The reports of one figure of a menu (`group`), each given by its id, title and figure; `shared` is
 * what all of them have. A report's path is its id's words in lower case, joined by hyphens.
 */
export function figureReports(group: ReportGroup, shared: FigureOptions = {}) {
  return (
    id: string,
    title: MessageDescriptor,
    figure: SummaryFigure | RatioFigure,
    options?: FigureOptions,
  ) =>
    summaryFigureReport({
      id,
      path: `/${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
      title,
      group,
      figure,
      ...shared,
      ...options,
    });
}
