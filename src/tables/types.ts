import type { ReactNode } from 'react';

/** One column of a report table, already translated and formatted by the caller. */
export interface TableColumn<Row> {
  id: string;
  /** Header text, e.g. "Total revenue [USD]". */
  header: string;
  /**
   * The header as the table writes it, its name then its unit on a line of its own ("Total revenue",
   * "[USD]"): the column is then as wide as its name, not as its name and unit on one line.
   */
  headerLines?: readonly [name: string, unit: string] | undefined;
  /** Numbers align to the end, text to the start. */
  align: 'start' | 'end';
  cell: (row: Row) => ReactNode;
  /** Content of the summary row's cell; absent leaves it empty. */
  summary?: ReactNode;
  /** True when the API sorts by this column: the header becomes a sort button. */
  sortable?: boolean;
  /** What the column's figure means, shown by an info button beside the header. */
  definition?: ColumnDefinitionText | undefined;
  /** Set by the table: where the column stays while the table scrolls sideways. */
  pin?: ColumnPin | undefined;
}

/**
 * Where a column stays while a wide table scrolls: the first column at the start edge, the key
 * figures at the end edge (`after`: how many pinned columns follow it, which sets its offset;
 * `nearest`: the first of them, beside the columns that scroll).
 */
export type ColumnPin = { edge: 'start' } | { edge: 'end'; after: number; nearest: boolean };

export interface ColumnDefinitionText {
  /** The figure's name, without the currency: "What is {term}?". */
  term: string;
  paragraphs: readonly string[];
}

export interface TableSort {
  columnId: string;
  direction: 'asc' | 'desc';
}

export interface ReportTableProps<Row> {
  /** Element id, so a chart can point at its data with `aria-describedby`. */
  id: string;
  /** Caption read by screen readers (visually hidden). */
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row, index: number) => string;
  /** Label of the first cell of the summary row ("Total", "Average"); no summary row when absent. */
  summaryLabel?: string | undefined;
  /** Current sort, driven by the URL; null when the API's default order applies. */
  sort: TableSort | null;
  /**
   * Called with a sortable column's id when its header is clicked (the caller decides the direction),
   * or with the direction too when a phone's "Sort by" list is chosen.
   */
  onSortChange?: ((columnId: string, direction?: TableSort['direction']) => void) | undefined;
  /** Text of the single row shown when `rows` is empty. */
  emptyText: string;
  /** While the next page loads the previous one stays visible, dimmed and marked busy. */
  busy?: boolean | undefined;
  /** Ids of the key figure columns, kept in view at the end edge when the table is wider than its frame. */
  keyColumns?: readonly string[] | undefined;
}

export interface PaginationProps {
  page: number;
  maxPage: number;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Builds the link of a page (a URL-driven page change keeps back/forward and shared links right). */
  renderLink: (page: number, content: ReactNode, props: PageLinkProps) => ReactNode;
}

export interface PageLinkProps {
  className: string;
  'aria-label': string;
  'aria-current'?: 'page' | undefined;
  'aria-disabled'?: true | undefined;
}

export interface ColumnChoice {
  id: string;
  label: string;
  visible: boolean;
}

export interface ColumnPickerProps {
  columns: ColumnChoice[];
  /** Called with the ids of the columns to show, in their order. */
  onChange: (visibleIds: string[]) => void;
  /** Button text; default "Customize". */
  buttonLabel?: string | undefined;
  /** Extra options shown above the column list (e.g. "include payment info"). */
  children?: ReactNode;
}
