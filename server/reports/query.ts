import type { Context } from 'hono';
import * as v from 'valibot';
import { PRODUCT_TYPES } from '../../src/api/schemas/catalog';
import { PAYMENT_STATUSES } from '../../src/api/schemas/reports';
import { apiError } from '../http/errors';
import { booleanParam, idListParam, intParam, parseQuery, textListParam } from '../http/query';
import { MODES, type Mode } from './time';

/** The spellings spec §4 also uses for payment statuses. */
const PAYMENT_STATUS_ALIASES: Record<string, string> = {
  no_paid: 'unpaid',
  partial_paid: 'partially_paid',
  exchange: 'exchanged',
};
/** `revenueType=paid`: orders paid in full at checkout (later refunds are reported as refunds). */
export const PAID_STATUSES = ['paid', 'partially_refunded', 'refunded', 'exchanged'] as const;

export const LIMIT_MAX = 1000;
export const EXPORT_LIMIT_MAX = 10000;
export const COMPARE_KINDS = ['previous', 'day'] as const;

const stateList = v.pipe(
  textListParam(),
  v.check(
    (values) => values.every((value) => /^[a-z][a-z0-9_]{0,39}$/.test(value)),
    'must be a comma-separated list of order states such as completed,delivered',
  ),
);

const statusList = v.pipe(
  textListParam([...PAYMENT_STATUSES, ...Object.keys(PAYMENT_STATUS_ALIASES)]),
  v.transform((values) => [...new Set(values.map((value) => PAYMENT_STATUS_ALIASES[value] ?? value))]),
);

const upper = <const T extends readonly string[]>(values: T, message: string) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.trim().toUpperCase()),
    v.picklist(values, message),
  );
const lower = <const T extends readonly string[]>(values: T, message: string) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.trim().toLowerCase()),
    v.picklist(values, message),
  );

const sourceParam = lower(['in_store', 'online', 'all'], 'must be in_store, online or all');

/** Every query parameter a report reads (spec §3 "Report query" and §7); each report uses its own subset. */
export const reportParams = {
  page: v.optional(intParam(1, 1_000_000), '1'),
  limit: v.optional(intParam(1, EXPORT_LIMIT_MAX)),
  mode: v.optional(upper(MODES, `must be one of ${MODES.join(', ')}`), 'DATE'),
  timeZone: v.optional(v.pipe(v.string(), v.maxLength(20, 'must be a UTC offset such as +05:30'))),
  createdAtMin: v.optional(v.string()),
  createdAtMax: v.optional(v.string()),
  orderCreatedAtMin: v.optional(v.string()),
  orderCreatedAtMax: v.optional(v.string()),
  outletIds: v.optional(idListParam),
  outletId: v.optional(intParam(-1)),
  registerIds: v.optional(idListParam),
  states: v.optional(stateList),
  statuses: v.optional(statusList),
  productTypes: v.optional(textListParam(PRODUCT_TYPES)),
  salesmen: v.optional(idListParam),
  categoryIds: v.optional(idListParam),
  productCategoryId: v.optional(
    v.union([v.literal('uncategorized'), intParam(1)], "must be a category id or 'uncategorized'"),
  ),
  source: v.optional(sourceParam),
  reportingMode: v.optional(sourceParam),
  showAllOrders: v.optional(booleanParam, 'false'),
  revenueType: v.optional(lower(['all', 'paid'], 'must be all or paid'), 'all'),
  type: v.optional(lower(['all', 'revenue'], 'must be all or revenue'), 'all'),
  fieldsIncluded: v.optional(textListParam(['tip', 'charge'] as const)),
  fields: v.optional(textListParam()),
  isIncludeReferenceNumber: v.optional(booleanParam, 'false'),
  isExport: v.optional(booleanParam, 'false'),
  isSalesOrder: v.optional(booleanParam, 'false'),
  search: v.optional(v.pipe(v.string(), v.maxLength(100, 'must be at most 100 characters'))),
  sortBy: v.optional(v.pipe(v.string(), v.maxLength(40, 'is not a sortable field'))),
  sortDirection: v.optional(lower(['asc', 'desc'], 'must be asc or desc')),
  withoutVariant: v.optional(booleanParam, 'false'),
  groupBy: v.optional(lower(['outlet', 'store'], 'must be outlet or store'), 'outlet'),
  storeIds: v.optional(idListParam),
  storeId: v.optional(intParam(1)),
  orderByType: v.optional(upper(['ASC', 'DESC'], 'must be ASC or DESC'), 'DESC'),
  compare: v.optional(textListParam(COMPARE_KINDS)),
};

export type RawReportQuery = v.InferOutput<v.ObjectSchema<typeof reportParams, undefined>>;

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
  throw apiError(400, `Invalid query parameter '${name}': ${message}`);
}

/** `-1` stands for "none selected" (spec §5): it is dropped, and a list of only `-1` matches nothing. */
function idFilter(ids: number[] | undefined): number[] | undefined {
  if (!ids) return undefined;
  return ids.filter((id) => id !== -1);
}

export function parseReportQuery(c: Context, pathStoreId: number): ParsedReportQuery {
  const raw = parseQuery(c, reportParams);
  if (raw.storeId !== undefined && raw.storeId !== pathStoreId) {
    bad('storeId', `${raw.storeId} differs from the path's store ${pathStoreId}`);
  }
  if (raw.source && raw.reportingMode && raw.source !== raw.reportingMode) {
    bad('reportingMode', `'${raw.reportingMode}' contradicts source '${raw.source}'`);
  }
  const sourceChoice = raw.source ?? raw.reportingMode;
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
    uncategorized: raw.productCategoryId === 'uncategorized',
  };
  return { ...raw, filters };
}

function nonEmpty<T>(values: T[] | undefined): T[] | undefined {
  return values?.length ? values : undefined;
}

/** `revenueType=paid` narrows any `statuses` given to the paid ones. */
function paidStatuses(statuses: string[] | undefined): string[] {
  const paid: readonly string[] = PAID_STATUSES;
  return statuses?.length ? statuses.filter((s) => paid.includes(s)) : [...PAID_STATUSES];
}
