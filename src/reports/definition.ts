import type { I18n, MessageDescriptor } from '@lingui/core';
import type * as v from 'valibot';
import type { ChartKind, ChartPoint, ChartSeries } from '../charts/types';
import type { Platform } from '../contract/auth';
import type { OrdersBehindKind, ReportMode, ReportSortField, SortDirection } from '../contract/constants';
import type { Endpoint } from '../contract/endpoints';
import type { ReportQueryParam } from '../contract/reportQuery';
import type { FilterSearch } from '../filters/filterSearch';
import type { Metric } from './metrics';

/** The menus reports are listed in; the dashboard belongs to none. */
export type ReportGroup = 'revenue' | 'orders' | 'products' | 'tax' | 'global';

/** Filter controls a report may show in the filter bar, beside the date picker that every report shows. */
export type FilterControl =
  | 'stores'
  | 'source'
  | 'outlets'
  | 'registers'
  | 'productTypes'
  | 'states'
  | 'statuses'
  | 'salesmen'
  | 'categories'
  | 'productCategory';

/** How a value is formatted: money is converted into the chosen currency, days keep 2 decimals. */
export type ValueKind = 'money' | 'count' | 'decimal' | 'percent' | 'text' | 'period' | 'dateTime' | 'days';

export type Row = Record<string, unknown>;

/** What a column needs to turn a value into text: the language, the store's state labels, money. */
export interface ValueContext {
  i18n: I18n;
  /** Labels of the store's published custom order statuses, by value. */
  stateLabels: ReadonlyMap<string, string>;
  /** An amount of the store's currency as shown (converted, with the currency's symbol). */
  money: (amount: number) => string;
}

/**
 * What a report reads: an endpoint of the catalogue, the params this report always sends to it, and
 * the item shape it expects (narrower than the endpoint's when a fixed param picks one: the global
 * report by country).
 */
export interface ReportEndpoint {
  endpoint: Endpoint;
  fixedParams: Readonly<Partial<Record<ReportQueryParam, string>>>;
  item: v.GenericSchema;
  /** The screen shows the previous period beside this read (`compare=previous`). */
  comparesPrevious: boolean;
}

export function reads(
  endpoint: Endpoint,
  options: Partial<Omit<ReportEndpoint, 'endpoint'>> = {},
): ReportEndpoint {
  return { endpoint, fixedParams: {}, item: endpoint.item, comparesPrevious: false, ...options };
}

export interface ColumnDefinition<Item extends Row = Row, Total extends Row = Row> {
  /** Stable id, used in the URL's `columns` list. */
  key: string;
  header: MessageDescriptor | ((context: ValueContext) => string);
  kind: ValueKind;
  value: (item: Item, context: ValueContext) => string | number | null | undefined;
  /** The column's figure in the summary row. */
  total?: ((total: Total) => number | null | undefined) | undefined;
  /** Shown until the user customises the columns (default true). */
  defaultVisible?: boolean;
  /** Only stores of these platforms have this column. */
  onlyOn?: readonly Platform[];
  /** Stores of these platforms never show this column. */
  notOn?: readonly Platform[];
  /** The API sorts by this field when the column header is clicked. */
  sortField?: ReportSortField;
  /** What the figure means (every column of money, counts, decimals, percentages or days has one). */
  metric?: Metric;
}

export interface ChartDefinition {
  kind: ChartKind;
  /** Kind of the plotted values, for axes and tooltips. */
  valueKind: ValueKind;
  /**
   * The chart reads another report than the table (the first `limit` items of the range, in one
   * request). Without it, a chart of periods reads the table's report over the whole range the same
   * way, and a chart of items (categories, products) draws the table's page (`chartSourceOf`).
   */
  source?: ReportEndpoint;
  /** Items the chart reads in its request; default the API's page maximum. */
  limit?: number;
  /**
   * Figures the chart can show, one at a time, chosen beside it (the link's `figure`; default the
   * first); `valueKind` then follows the chosen one.
   */
  figures?: readonly { key: string; label: MessageDescriptor; valueKind: ValueKind }[];
  /** The row a click on the chart stands for (a heatmap's cell), when it is not a whole period. */
  rowOf?: (x: string, seriesId: string) => Row;
  /**
   * Items of the report the chart reads; `figure` is the chosen one of `figures`. `periods`, for a chart
   * of periods, are every period of the range (`rangePeriods`): a period without a row had no sales, so a
   * sum draws 0 there and an average nothing.
   */
  series: (
    items: readonly Row[],
    i18n: I18n,
    figure?: string,
    periods?: readonly string[] | null,
  ) => ChartSeries[];
}

/** The figure a chart shows: the link's choice among its figures, else its first; none without figures. */
export function chartFigure(chart: ChartDefinition, search: FilterSearch) {
  return chart.figures?.find((figure) => figure.key === search.figure) ?? chart.figures?.[0];
}

/** A pie of the answer's shares of the whole range (the global report's stores, outlets or countries). */
export interface PieDefinition {
  title: MessageDescriptor;
  points: (answer: { slices?: readonly Row[] | undefined }, context: ValueContext) => ChartPoint[];
}

/** Options of a report shown as checkboxes beside its title; each is a boolean of the URL. */
export type ReportOption = 'paidOnly' | 'withoutVariant' | 'paymentInfo' | 'countedOnly';

/**
 * A report whose rows are sums of orders opens the orders behind a row: the sales orders of the row's
 * period (and dimension), with the report's filters, whose totals are the row's figures.
 */
export interface OrdersBehind {
  /** The column whose cells link to the orders. */
  linkColumn: string;
  /**
   * The row's dimension: an order filter it sets (outlet, register, seller), or what the order list is
   * narrowed to (`behind`: cashier, payment method, product, category, named by the row's label), and
   * the row field holding its id (a payment method's code).
   */
  dimension?:
    | { filter: 'outletIds' | 'registerIds' | 'salesmen'; idField: string }
    | { behind: OrdersBehindKind; idField: string; labelField: string };
}

export interface ReportDefinition<Item extends Row = Row, Total extends Row = Row> {
  id: string;
  path: `/${string}`;
  title: MessageDescriptor;
  /** Shorter label in the report menu, when the title is long. */
  menuLabel?: MessageDescriptor;
  group: ReportGroup | null;
  /** The report exists only on stores of these platforms. */
  platforms?: readonly Platform[];
  /** The screen that renders it: the generic report screen, or a dedicated one. */
  screen: 'report' | 'dashboard';
  endpoint: ReportEndpoint;
  filters: readonly FilterControl[];
  /** Rows per page. */
  pageSize: number;
  /** Grouping choices; null when the report has no periods. */
  modes: readonly ReportMode[] | null;
  /** The one grouping of a report that offers none (the heatmap's hour of the week). */
  fixedMode?: ReportMode;
  /** Other menus that list the report besides its group's. */
  alsoInGroups?: readonly ReportGroup[];
  sort?: {
    fields: readonly ReportSortField[];
    default: { field: ReportSortField; direction: SortDirection };
  };
  columns: readonly ColumnDefinition<Item, Total>[];
  /** Columns that depend on the rows, after the fixed ones (numbered payment columns). */
  rowColumns?: (items: readonly Item[], search: FilterSearch) => ColumnDefinition<Item, Total>[];
  /** The user may choose the columns (Customize). */
  customizableColumns: boolean;
  /**
   * The figures the report exists for (column keys): they stay in view at the table's end edge while
   * a wide table scrolls. Without it, the last figure column shown (`keyColumnsOf`).
   */
  keyColumns?: readonly string[];
  /**
   * The first table row: the answer's totals, or the average it carries (order durations); null
   * without a summary row.
   */
  summary: 'total' | 'average' | null;
  chart: ChartDefinition | null;
  pie?: PieDefinition;
  /** What the pie reads when it has a request of its own (the dashboard's payment methods). */
  pieSource?: ReportEndpoint;
  /** The currency selector applies (money in the store's currency). */
  currencySelector: boolean;
  /** Converts money of a row with the row's own rate when its presentment currency is the chosen one. */
  rowCurrency?: (item: Item) => { code: string; rate: number } | null;
  /** Amounts are already in the row's `presentmentCurrency` (the global report converts every store). */
  amountsInPresentmentCurrency?: boolean;
  options?: readonly ReportOption[];
  ordersBehind?: OrdersBehind;
  /** The order list that the orders behind a figure open in: it reads the link's `behind`. */
  listsOrdersBehind?: boolean;
  /** Options that any other change of the view turns off (product sold's "without variant"). */
  optionsResetByChanges?: readonly ReportOption[];
  /** How a value the report cannot give is shown: `n_a` where a dash would read as zero. */
  missingValue?: 'n_a';
  /** The export asks which date format the spreadsheet's dates take. */
  exportAsksDateFormat?: boolean;
  /** The report also prints to PDF (its chart and table). */
  exportsPdf?: boolean;
  /** Without states in the link, the states chosen last on this device apply (time in status). */
  statesSavedOnDevice?: boolean;
  /**
   * The orders the report's endpoint counts when the request names no states, as its server
   * definition's `defaultStates`: every state but canceled (`counted`, the default: the revenue
   * figures), or every state (`all`: order lists, whose `countedOnly` option counts as the figures do).
   * See `statesLeaveCanceledOut`.
   */
  statesByDefault?: 'counted' | 'all';
  /** Columns an option shows while it is on, whatever the column choice. */
  optionColumns?: Partial<Record<ReportOption, string>>;
  /** Request params that follow from the visible columns (optional order-list fields). */
  columnParams?: (visibleKeys: readonly string[]) => Record<string, string>;
  /** `{route}` of the export file name `CReport_{route}_by_{grouping}.xlsx`. */
  exportName: string;
}

/**
 * A definition with its item and total types checked against its columns, widened to the registry's
 * common type (the screen reads rows through the definition's own accessors only).
 */
export function defineReport<Item extends Row, Total extends Row = Row>(
  definition: ReportDefinition<Item, Total>,
): ReportDefinition {
  return definition as unknown as ReportDefinition;
}

/**
 * The grouping a report's periods are read and shown in: its fixed one, else the link's when the
 * report offers it (a link may name the heatmap's hour of the week on any report), else by day.
 */
export function reportMode(report: ReportDefinition, search: FilterSearch): ReportMode {
  if (report.fixedMode) return report.fixedMode;
  const mode = search.mode ?? 'DATE';
  return !report.modes || report.modes.includes(mode) ? mode : 'DATE';
}
