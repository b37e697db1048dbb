import { PAID_STATUSES, UNCATEGORIZED } from '../../../src/contract/constants';
import { badParameter } from '../../errors';
import type { RawReportQuery } from './parse';
import type { SqlType } from './sql';

/**
 * The order filters, each written once (REPORTS.md, "Adding a filter"): how it is read from the
 * request's query, the column(s) it compares, by the same names in the per-row tables and in the
 * rollups that keep them, its SQL type and how it compares them. The planner (`tables/plan.ts`)
 * reads it to know which rollup can answer, the SQL builder (`sql.ts`, `dimensionConditions`) to
 * write the conditions.
 */

/** Which filter columns a per-row table has beyond the order's, which every one has. */
export interface FilterColumns {
  register?: boolean;
  salesman?: boolean;
  /** The line's product, its type and category (`rf_lines`). */
  product?: boolean;
}

/** States counted when the request names none: every state but canceled, or every state. */
export type DefaultStates = 'counted' | 'all';

/**
 * How a condition compares the column(s) with the value: `equals` one value; `in` a list (an empty
 * list matches nothing); `inEither` a list, in either of two columns; `isNull` the column is NULL.
 */
export type Comparison = 'equals' | 'in' | 'inEither' | 'isNull';

export interface FilterSpec<V> {
  /** Its value from the query; `undefined` (or `false`) is no restriction. */
  read: (raw: RawReportQuery) => V | undefined;
  /** The column(s) compared: `inEither` compares two. */
  columns: readonly [string, ...string[]];
  type: SqlType;
  compare: Comparison;
  /** Held only by the per-row tables with this flag (`FilterColumns`); else by every one. */
  heldBy?: keyof FilterColumns;
  /** Left out when this other filter is set (it says more). */
  yieldsTo?: string;
  /** When unset on a report that counts the default set: the column's value it leaves out (SQL text). */
  leftOutByDefault?: string;
}

const filter = <V>(spec: FilterSpec<V>) => spec;

/** `-1` stands for "none selected": it is dropped, and a list of only `-1` matches nothing. */
function idFilter(ids: number[] | undefined): number[] | undefined {
  return ids?.filter((id) => id !== -1);
}

function nonEmpty<T>(values: T[] | undefined): T[] | undefined {
  return values?.length ? values : undefined;
}

/** `source` or `reportingMode`; sales orders (`isSalesOrder=true`) are the orders taken in store. */
function readSource(raw: RawReportQuery): 'in_store' | 'online' | undefined {
  if (raw.source && raw.reportingMode && raw.source !== raw.reportingMode)
    throw badParameter('reportingMode', `'${raw.reportingMode}' contradicts source '${raw.source}'`);
  let choice = raw.source ?? raw.reportingMode;
  if (raw.isSalesOrder) {
    if (choice === 'online')
      throw badParameter('isSalesOrder', `sales orders are in-store orders; source is 'online'`);
    choice = 'in_store';
  }
  return choice === 'all' ? undefined : choice;
}

/** `outletIds` and `outletId` together; `showAllOrders` ignores both. */
function readOutlets(raw: RawReportQuery): number[] | undefined {
  if (raw.showAllOrders) return undefined;
  const outletIds = idFilter(raw.outletIds);
  if (raw.outletId === undefined) return outletIds;
  return [...(outletIds ?? []), raw.outletId].filter((id) => id !== -1);
}

/** `revenueType=paid` narrows any `statuses` given to the paid ones. */
function readStatuses(raw: RawReportQuery): string[] | undefined {
  if (raw.revenueType !== 'paid') return nonEmpty(raw.statuses);
  const paid: readonly string[] = PAID_STATUSES;
  return raw.statuses?.length ? raw.statuses.filter((s) => paid.includes(s)) : [...PAID_STATUSES];
}

/** The order filters, in the order their conditions are written. */
export const FILTERS = {
  source: filter({ read: readSource, columns: ['source'], type: 'VARCHAR', compare: 'equals' }),
  outletIds: filter({ read: readOutlets, columns: ['outlet_id'], type: 'INTEGER', compare: 'in' }),
  registerIds: filter({
    read: (raw) => (raw.showAllOrders ? undefined : idFilter(raw.registerIds)),
    columns: ['register_id'],
    type: 'INTEGER',
    compare: 'in',
    heldBy: 'register',
  }),
  states: filter({
    read: (raw) => nonEmpty(raw.states),
    columns: ['state'],
    type: 'VARCHAR',
    compare: 'in',
    leftOutByDefault: "'canceled'",
  }),
  statuses: filter({ read: readStatuses, columns: ['payment_status'], type: 'VARCHAR', compare: 'in' }),
  salesmen: filter({
    read: (raw) => nonEmpty(raw.salesmen),
    columns: ['salesman_id'],
    type: 'INTEGER',
    compare: 'in',
    heldBy: 'salesman',
  }),
  productTypes: filter({
    read: (raw) => nonEmpty(raw.productTypes),
    columns: ['product_type'],
    type: 'VARCHAR',
    compare: 'in',
    heldBy: 'product',
  }),
  /** A category or its sub-categories: the line's category or that category's parent. */
  categoryIds: filter({
    read: (raw) =>
      typeof raw.productCategoryId === 'number' ? [raw.productCategoryId] : nonEmpty(raw.categoryIds),
    columns: ['category_id', 'category_parent_id'],
    type: 'INTEGER',
    compare: 'inEither',
    heldBy: 'product',
    yieldsTo: 'uncategorized',
  }),
  uncategorized: filter({
    read: (raw) => raw.productCategoryId === UNCATEGORIZED,
    columns: ['category_id'],
    type: 'INTEGER',
    compare: 'isNull',
    heldBy: 'product',
  }),
};

export type FilterName = keyof typeof FILTERS;

type ValueOf<S> = S extends FilterSpec<infer V> ? V : never;

/** The order filters of a request, resolved: `undefined` means "no restriction". */
export type OrderFilters = { [K in FilterName]?: ValueOf<(typeof FILTERS)[K]> | undefined };

/** The order filters of a validated query. */
export function readFilters(raw: RawReportQuery): OrderFilters {
  const filters: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(FILTERS)) filters[name] = spec.read(raw);
  return filters as OrderFilters;
}

const isSet = (value: unknown) => value !== undefined && value !== false;

/** A filter a table applies: with its value, or unset (`value` undefined) for its default condition. */
export interface AppliedFilter {
  spec: FilterSpec<unknown>;
  value?: unknown;
}

/**
 * The filters a table holding `columns` applies to a request, in order: those set (but those that
 * yield to another set) and, unset, those with a default condition on a report counting the default set.
 */
export function appliedFilters(
  filters: OrderFilters,
  defaultStates: DefaultStates,
  columns: FilterColumns,
): AppliedFilter[] {
  const applied: AppliedFilter[] = [];
  for (const [name, spec] of Object.entries(FILTERS) as [FilterName, FilterSpec<unknown>][]) {
    if (spec.heldBy && !columns[spec.heldBy]) continue;
    const value = filters[name];
    if (isSet(value)) {
      if (!(spec.yieldsTo && isSet(filters[spec.yieldsTo as FilterName]))) applied.push({ spec, value });
    } else if (spec.leftOutByDefault && defaultStates === 'counted') applied.push({ spec });
  }
  return applied;
}

/** The columns a table must hold to apply the request's filters (a rollup without one cannot answer). */
export function filterKeys(
  filters: OrderFilters,
  defaultStates: DefaultStates,
  columns: FilterColumns,
): string[] {
  return appliedFilters(filters, defaultStates, columns).flatMap(({ spec }) => spec.columns);
}

/** Whether a filter held only by the tables with this flag is set (product filters: the lines'). */
export function filtersOn(filters: OrderFilters, flag: keyof FilterColumns): boolean {
  return appliedFilters(filters, 'all', { [flag]: true }).some(({ spec }) => spec.heldBy === flag);
}
