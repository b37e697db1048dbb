import type { ReactNode } from 'react';
import type { ReportAnswer } from '../contract/answers';
import type { FilterSearch } from '../filters/filterSearch';
import {
  columnHeader,
  columnHeaderParts,
  type FormatContext,
  formatValue,
  rowCurrencyOf,
} from '../reports/cellValue';
import type { ColumnDefinition, ReportDefinition, Row, ValueContext } from '../reports/definition';
import { columnHelp, helpParagraphs } from '../reports/figureHelp';
import type { TableColumn, TableSort } from '../tables/types';

export function summaryLabel(report: ReportDefinition, total: string, average: string): string | undefined {
  if (report.summary === 'total') return total;
  if (report.summary === 'average') return average;
  return undefined;
}

/** The summary row's figures: the answer's totals, or the average it carries. */
export function summaryRow(report: ReportDefinition, response: ReportAnswer): Row | undefined {
  if (report.summary === 'average')
    return response.averageDuration === undefined ? undefined : { avg_duration: response.averageDuration };
  return response.total;
}

export function isNumeric(column: ColumnDefinition): boolean {
  return !['text', 'period', 'dateTime'].includes(column.kind);
}

/**
 * The table's columns; with `ordersOf`, the cells of the report's link column open the orders behind
 * their row.
 */
export function tableColumns(
  report: ReportDefinition,
  columns: ColumnDefinition[],
  response: ReportAnswer,
  format: FormatContext,
  context: ValueContext,
  ordersOf?: (row: Row, text: ReactNode) => ReactNode,
): TableColumn<Row>[] {
  const summary = summaryRow(report, response);
  const linkColumn = ordersOf ? report.ordersBehind?.linkColumn : undefined;
  return columns.map((column) => {
    const { name, unit } = columnHeaderParts(column, context, format.currency.code);
    return {
      id: column.key,
      header: columnHeader(column, context, format.currency.code),
      ...(unit && { headerLines: [name, unit] as const }),
      align: isNumeric(column) ? 'end' : 'start',
      cell: (row: Row) => {
        const text = formatValue(column.kind, column.value(row, context), format, rowCurrencyOf(report, row));
        return column.key === linkColumn && ordersOf ? ordersOf(row, text) : text;
      },
      summary:
        summary && column.total && isNumeric(column)
          ? formatValue(column.kind, column.total(summary), format)
          : undefined,
      sortable: Boolean(column.sortField && report.sort?.fields.includes(column.sortField)),
      definition: figureDefinition(report, column, context),
    };
  });
}

function figureDefinition(report: ReportDefinition, column: ColumnDefinition, context: ValueContext) {
  const help = columnHelp(report, column, context);
  return help ? { term: help.term, paragraphs: helpParagraphs(help) } : undefined;
}

/** The URL's sort when the report sorts by it, else the report's default. */
export function tableSort(
  report: ReportDefinition,
  columns: ColumnDefinition[],
  search: FilterSearch,
): TableSort | null {
  if (!report.sort) return null;
  const field =
    report.sort.fields.find((candidate) => candidate === search.sort) ?? report.sort.default.field;
  const direction = search.sort === field ? (search.direction ?? 'desc') : report.sort.default.direction;
  const column = columns.find((candidate) => candidate.sortField === field);
  return column ? { columnId: column.key, direction } : null;
}
