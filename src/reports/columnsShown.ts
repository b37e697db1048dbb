import type { Platform } from '../contract/auth';
import type { FilterSearch } from '../filters/filterSearch';
import type { ColumnDefinition, ReportDefinition, Row } from './definition';
import { chosenColumns } from './reportRequest';

/** Whether a store of this platform has the column at all. */
export function columnOnPlatform(column: ColumnDefinition, platform: Platform | null): boolean {
  if (column.onlyOn && (platform === null || !column.onlyOn.includes(platform))) return false;
  if (column.notOn && platform !== null && column.notOn.includes(platform)) return false;
  return true;
}

/** Every column the report can show on this platform, the fixed ones then those that follow the rows. */
export function availableColumns(
  report: ReportDefinition,
  platform: Platform | null,
  items: readonly Row[],
  search: FilterSearch = {},
): ColumnDefinition[] {
  return [...report.columns, ...(report.rowColumns?.(items, search) ?? [])].filter((column) =>
    columnOnPlatform(column, platform),
  );
}

/**
 * The columns shown: the user's choice from the URL when the report lets them choose, else the
 * defaults. Columns that follow the rows (numbered payments, chosen states) always show.
 */
export function shownColumns(
  report: ReportDefinition,
  platform: Platform | null,
  items: readonly Row[],
  search: FilterSearch,
): ColumnDefinition[] {
  const chosen = chosenColumns(report, search);
  const fixedKeys = new Set(report.columns.map((column) => column.key));
  const byOption = new Set(
    (report.options ?? []).flatMap((option) => {
      const key = report.optionColumns?.[option];
      return key && search[option] ? [key] : [];
    }),
  );
  return availableColumns(report, platform, items, search).filter((column) => {
    if (!fixedKeys.has(column.key) || byOption.has(column.key)) return true;
    return chosen ? chosen.includes(column.key) : column.defaultVisible !== false;
  });
}
