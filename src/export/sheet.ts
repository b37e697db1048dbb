import { msg } from '@lingui/core/macro';
import type { Platform } from '../contract/auth';
import type { FilterSearch } from '../filters/filterSearch';
import { columnHeader, rowCurrencyOf } from '../reports/cellValue';
import { columnOnPlatform } from '../reports/columnsShown';
import type { ColumnDefinition, ReportDefinition, Row, ValueContext } from '../reports/definition';
import { figureNotes } from '../reports/figureHelp';
import { type CellContext, cellOf, cellWidth, type SheetCell } from './cells';
import { businessDayLine } from './pdfDetails';

/** Rows whose cells are measured for the column widths; later rows rarely change them. */
const MEASURED_ROWS = 500;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/**
 * Where keys first seen on a later page go among the keys known so far: each before the first key
 * after it (in that page's own order) that is already known, else at the end. Numbered payment
 * columns then stay numbered in order, and a column every page ends with stays last.
 */
export function mergeKeys(known: readonly string[], incoming: readonly string[]): string[] {
  const merged = [...known];
  const present = new Set(known);
  incoming.forEach((key, index) => {
    if (present.has(key)) return;
    const follower = incoming.slice(index + 1).find((later) => present.has(later));
    const at = follower === undefined ? merged.length : merged.indexOf(follower);
    merged.splice(at, 0, key);
    present.add(key);
  });
  return merged;
}

function isNumeric(column: ColumnDefinition): boolean {
  return !['text', 'period', 'dateTime'].includes(column.kind);
}

/**
 * What the totals row needs said. A report that converts each store's amounts (the global report)
 * converts every row to the cent on its own, and its total once per store (so that it is the stores'
 * converted totals, as on screen and in the pie): the rows as written may add up to a little more or
 * less than the Total, and the sheet says so.
 */
function totalNotes(
  report: ReportDefinition,
  summary: { label: string; figures: Row } | null,
  values: ValueContext,
  cells: CellContext,
): string[] {
  if (!summary || !report.amountsInPresentmentCurrency) return [];
  const currency = cells.currency.code || String(summary.figures.presentmentCurrency ?? 'USD');
  const total = summary.label;
  return [
    values.i18n._(
      msg`Each row is converted to ${currency} and rounded to the cent on its own, while the ${total} row converts each store's whole total once: the rows may add up to slightly more or less than the ${total} row.`,
    ),
  ];
}

export interface SheetOptions {
  report: ReportDefinition;
  /** What the definitions' accessors read: the language, the store's state labels, money as text. */
  values: ValueContext;
  /** The screen's filters, as the report's row columns read them (the time-in-status states). */
  search: FilterSearch;
  platform: Platform | null;
  /** Keys of the report's fixed columns to write, as shown on screen; the rows' own columns always follow. */
  columnKeys: readonly string[];
  cells: CellContext;
  /** Where the store's business days start (`HH:mm`), when not at midnight: said under the table. */
  dayStartsAt?: string | undefined;
}

export interface BuiltSheet {
  /** The header row, the rows in the API's order, then the totals row when there is one. */
  data: SheetCell[][];
  /** Width of each column, in characters. */
  widths: number[];
  headers: string[];
  /**
   * Rows written under the table, after an empty one: where the store's business days start (when not
   * at midnight), and what each figure of the sheet means.
   */
  notes: SheetCell[][];
}

/** Every row of the sheet: the table, then its notes. */
export function sheetRows(sheet: BuiltSheet): SheetCell[][] {
  return sheet.notes.length ? [...sheet.data, [], ...sheet.notes] : sheet.data;
}

/**
 * Builds a report's sheet page by page: each page's rows become cells as they arrive (so the raw
 * answers can be dropped), and columns that follow the rows (numbered payments) widen the sheet as
 * later pages bring more of them.
 */
export function createSheetBuilder({
  report,
  values,
  search,
  platform,
  columnKeys,
  cells,
  dayStartsAt,
}: SheetOptions) {
  const chosen = new Set(columnKeys);
  const fixed = report.columns.filter(
    (column) => chosen.has(column.key) && columnOnPlatform(column, platform),
  );
  const rowColumnDefinitions = new Map<string, ColumnDefinition>();
  let rowColumnKeys: string[] = [];
  const fixedRows: SheetCell[][] = [];
  const rowColumnCells: Array<Map<string, SheetCell> | undefined> = [];
  const widths = new Map<string, number>();
  let summary: { label: string; figures: Row } | null = null;

  const measure = (key: string, cell: SheetCell) => {
    if (fixedRows.length > MEASURED_ROWS) return;
    const width = cellWidth(cell);
    if (width > (widths.get(key) ?? 0)) widths.set(key, width);
  };

  const rowCells = (column: ColumnDefinition, item: Row): SheetCell =>
    cellOf(column.kind, column.value(item, values), cells, rowCurrencyOf(report, item));

  const columns = (): ColumnDefinition[] => [
    ...fixed,
    ...rowColumnKeys.flatMap((key) => {
      const column = rowColumnDefinitions.get(key);
      return column ? [column] : [];
    }),
  ];

  return {
    addItems(items: readonly Row[]) {
      const pageRowColumns = (report.rowColumns?.(items, search) ?? []).filter((column) =>
        columnOnPlatform(column, platform),
      );
      if (pageRowColumns.length) {
        for (const column of pageRowColumns)
          if (!rowColumnDefinitions.has(column.key)) rowColumnDefinitions.set(column.key, column);
        rowColumnKeys = mergeKeys(
          rowColumnKeys,
          pageRowColumns.map((column) => column.key),
        );
      }
      for (const item of items) {
        const row = fixed.map((column) => {
          const cell = rowCells(column, item);
          measure(column.key, cell);
          return cell;
        });
        let extra: Map<string, SheetCell> | undefined;
        for (const column of pageRowColumns) {
          const cell = rowCells(column, item);
          if (cell === null) continue;
          measure(column.key, cell);
          extra ??= new Map();
          extra.set(column.key, cell);
        }
        fixedRows.push(row);
        rowColumnCells.push(extra);
      }
    },

    /** The report's summary: its totals ("Total") or the average it carries ("Average"). */
    setSummary(figures: Row | undefined, kind: 'total' | 'average') {
      summary = figures
        ? { label: values.i18n._(kind === 'total' ? msg`Total` : msg`Average`), figures }
        : null;
    },

    get rowCount() {
      return fixedRows.length;
    },

    columns,

    /** The finished sheet; the rows are handed over, not copied, so the builder is done afterwards. */
    build(): BuiltSheet {
      const written = columns();
      const headers = written.map((column) => columnHeader(column, values, cells.currency.code));
      const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
      const data: SheetCell[][] = [headers.map(bold)];
      const extraKeys = rowColumnKeys;
      for (let index = 0; index < fixedRows.length; index++) {
        const row = fixedRows[index] as SheetCell[];
        const extra = rowColumnCells[index];
        if (extraKeys.length) for (const key of extraKeys) row.push(extra?.get(key) ?? null);
        data.push(row);
      }
      if (summary) {
        const { label, figures } = summary;
        const totals: SheetCell[] = written.map((column) => {
          const figure = column.total && isNumeric(column) ? column.total(figures) : null;
          const cell = cellOf(column.kind, figure, cells);
          return cell && typeof cell === 'object' ? { ...cell, fontWeight: 'bold' as const } : cell;
        });
        const labelAt = Math.max(0, totals.indexOf(null));
        totals[labelAt] = bold(label);
        data.push(totals);
      }
      const widthsOut = written.map((column, index) =>
        Math.min(
          MAX_WIDTH,
          Math.max(MIN_WIDTH, (headers[index]?.length ?? 0) + 2, (widths.get(column.key) ?? 0) + 2),
        ),
      );
      const definitions = [
        ...figureNotes(report, written, values),
        ...totalNotes(report, summary, values, cells),
      ];
      const notes: SheetCell[][] = [
        ...(dayStartsAt ? [[businessDayLine(dayStartsAt, values.i18n)]] : []),
        ...(definitions.length
          ? [[bold(values.i18n._(msg`What the figures mean`))], ...definitions.map((note) => [note])]
          : []),
      ];
      return { data, widths: widthsOut, headers, notes };
    },
  };
}

export type SheetBuilder = ReturnType<typeof createSheetBuilder>;
