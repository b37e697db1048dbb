import type { ColumnDefinition, ReportDefinition } from './definition';

const NOT_FIGURES: readonly ColumnDefinition['kind'][] = ['text', 'period', 'dateTime'];

/** A column of figures, not of names, periods or instants. */
export const isFigureColumn = (column: ColumnDefinition) => !NOT_FIGURES.includes(column.kind);

/**
 * The key figure columns among those shown: the report's own list, else its last figure column (most
 * reports end with the figure they are named after: net revenue, net quantity sold, the total).
 */
export function keyColumnsOf(report: ReportDefinition, shown: readonly ColumnDefinition[]): string[] {
  const keys = new Set(shown.map((column) => column.key));
  const named = report.keyColumns?.filter((key) => keys.has(key)) ?? [];
  if (named.length > 0) return named;
  const lastFigure = shown.findLast(isFigureColumn);
  return lastFigure ? [lastFigure.key] : [];
}
