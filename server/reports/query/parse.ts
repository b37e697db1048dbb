import * as v from 'valibot';
import { PAID_STATUSES, UNCATEGORIZED } from '../../../src/contract/constants';
import type { Endpoint } from '../../../src/contract/endpoints';
import type { reportQueryEntries } from '../../../src/contract/reportQuery';
import { badParameter, RequestRefused } from '../../errors';
import type { Mode } from '../time/range';

export type RawReportQuery = v.InferOutput<v.ObjectSchema<typeof reportQueryEntries, undefined>>;

/** The order filters of a request, resolved: `undefined` means "no restriction". */
export interface OrderFilters {
  source?: 'in_store' | 'online' | undefined;
  /** Empty means "none selected" (`-1`): nothing matches. */
  outletIds?: number[] | undefined;
  registerIds?: number[] | undefined;
  /** `undefined` is the report's default (see `defaultStates` of a definition). */
  states?: string[] | undefined;
  statuses?: string[] | undefined;
  salesmen?: number[] | undefined;
  productTypes?: string[] | undefined;
  categoryIds?: number[] | undefined;
  uncategorized?: boolean;
}

export interface ParsedReportQuery extends RawReportQuery {
  mode: Mode;
  page: number;
  filters: OrderFilters;
}

function bad(name: string, message: string): never {
  throw badParameter(name, message);
}

/** `-1` stands for "none selected": it is dropped, and a list of only `-1` matches nothing. */
function idFilter(ids: number[] | undefined): number[] | undefined {
  if (!ids) return undefined;
  return ids.filter((id) => id !== -1);
}

/** Validates a request's query against what the endpoint reads; anything else is a 400 naming it. */
function validate(endpoint: Endpoint, query: Record<string, string>): RawReportQuery {
  const result = v.safeParse(endpoint.query, query);
  if (result.success) return result.output as RawReportQuery;
  const issue = result.issues[0];
  const name = v.getDotPath(issue) ?? 'query';
  if (issue.type === 'strict_object') {
    throw new RequestRefused(
      400,
      `Unknown query parameter '${name}': report '${endpoint.name}' reads ${endpoint.params.join(', ')}`,
    );
  }
  const received = typeof issue.input === 'string' ? ` (got '${issue.input.slice(0, 60)}')` : '';
  throw badParameter(name, `${issue.message}${received}`);
}

export function parseReportQuery(
  endpoint: Endpoint,
  query: Record<string, string>,
  pathStoreId: number,
): ParsedReportQuery {
  const raw = validate(endpoint, query);
  if (raw.storeId !== undefined && raw.storeId !== pathStoreId) {
    bad('storeId', `${raw.storeId} differs from the path's store ${pathStoreId}`);
  }
  if (raw.source && raw.reportingMode && raw.source !== raw.reportingMode) {
    bad('reportingMode', `'${raw.reportingMode}' contradicts source '${raw.source}'`);
  }
  let sourceChoice = raw.source ?? raw.reportingMode;
  // Sales orders are the orders taken at a register: isSalesOrder=true is source=in_store.
  if (raw.isSalesOrder) {
    if (sourceChoice === 'online')
      bad('isSalesOrder', `sales orders are in-store orders; source is 'online'`);
    sourceChoice = 'in_store';
  }
  let outletIds = idFilter(raw.outletIds);
  if (raw.outletId !== undefined) outletIds = [...(outletIds ?? []), raw.outletId].filter((id) => id !== -1);
  const showAll = raw.showAllOrders;
  const filters: OrderFilters = {
    source: sourceChoice === 'all' ? undefined : sourceChoice,
    outletIds: showAll ? undefined : outletIds,
    registerIds: showAll ? undefined : idFilter(raw.registerIds),
    states: raw.states?.length ? raw.states : undefined,
    statuses: raw.revenueType === 'paid' ? paidStatuses(raw.statuses) : nonEmpty(raw.statuses),
    salesmen: raw.salesmen?.length ? raw.salesmen : undefined,
    productTypes: raw.productTypes?.length ? raw.productTypes : undefined,
    categoryIds:
      typeof raw.productCategoryId === 'number'
        ? [raw.productCategoryId]
        : raw.categoryIds?.length
          ? raw.categoryIds
          : undefined,
    uncategorized: raw.productCategoryId === UNCATEGORIZED,
  };
  return { ...raw, mode: raw.mode ?? 'DATE', filters };
}

function nonEmpty<T>(values: T[] | undefined): T[] | undefined {
  return values?.length ? values : undefined;
}

/** `revenueType=paid` narrows any `statuses` given to the paid ones. */
function paidStatuses(statuses: string[] | undefined): string[] {
  const paid: readonly string[] = PAID_STATUSES;
  return statuses?.length ? statuses.filter((s) => paid.includes(s)) : [...PAID_STATUSES];
}
