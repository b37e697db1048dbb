import dayjs from 'dayjs';
import { LIMIT_MAX } from '../contract/constants';
import type { ReportQueryWire } from '../contract/reportQuery';
import { type FilterSearch, formatLocal, resolveRange } from '../filters/filterSearch';
import type { ApiReport, ReportDefinition } from './definition';
import { visibleFilters } from './visibleFilters';

/** The browser's fixed offset as the API reads it: `+02:00`, `-05:30`. */
export function browserTimeZone(now = dayjs()): string {
  return now.format('Z');
}

/**
 * The zone a report's days are counted in: the store's own (an IANA name, so days follow daylight
 * saving), else the browser's offset.
 */
export function reportTimeZone(storeZone: string | null | undefined, now = dayjs()): string {
  return storeZone || browserTimeZone(now);
}

/** Every id selected is sent as no filter (absent), none selected as -1. */
function idsParam(ids: readonly number[] | undefined): string | undefined {
  if (ids === undefined) return undefined;
  return ids.length ? ids.join(',') : '-1';
}

function listParam(values: readonly (string | number)[] | undefined): string | undefined {
  return values?.length ? values.join(',') : undefined;
}

export interface RequestPage {
  page: number;
  limit: number;
}

/** The page of the table: the URL's page and the report's page size. */
export function tablePage(report: ReportDefinition, search: FilterSearch): RequestPage {
  return { page: search.page ?? 1, limit: search.limit ?? report.pageSize };
}

/** What a chart reads: the first items of the range in one request. */
export function chartPage(report: ReportDefinition): RequestPage {
  return { page: 1, limit: report.chart?.limit ?? LIMIT_MAX };
}

/** The column keys a report shows: the URL's choice when it names columns of this report, else the defaults. */
export function chosenColumns(report: ReportDefinition, search: FilterSearch): string[] | undefined {
  if (!report.customizableColumns || !search.columns) return undefined;
  const known = new Set(report.columns.map((column) => column.key));
  const chosen = search.columns.filter((key) => known.has(key));
  return chosen.length ? chosen : undefined;
}

/**
 * The request of one API report for a report screen. Filters are sent only when the report shows them,
 * so a choice kept in the URL from another report never narrows this one. Dates go as local wall time
 * with the browser's offset in `timeZone`, so the server groups by the day the user sees.
 */
export function reportRequestParams(
  report: ReportDefinition,
  api: ApiReport,
  search: FilterSearch,
  page: RequestPage,
  now = dayjs(),
  storeZone?: string | null,
): ReportQueryWire {
  const shown = visibleFilters(report, search.source);
  const range = resolveRange(search, now);
  const online = search.source === 'online';
  const min = formatLocal(range.min);
  const max = formatLocal(range.max);
  const sortField = report.sort?.fields.find((field) => field === search.sort);
  const options = new Set(report.options ?? []);
  const visibleColumns =
    chosenColumns(report, search) ??
    report.columns.filter((column) => column.defaultVisible !== false).map((c) => c.key);
  const { compare: fixedCompare, ...fixedParams } = api.fixedParams ?? {};
  const compare = [fixedCompare, api.comparable && search.compare ? 'previous' : undefined].filter(Boolean);
  const params: Record<string, string | undefined> = {
    ...(api.orderCreatedAtRange
      ? { orderCreatedAtMin: min, orderCreatedAtMax: max }
      : { createdAtMin: min, createdAtMax: max }),
    timeZone: reportTimeZone(storeZone, now),
    mode: api.periods ? (search.mode ?? 'DATE') : undefined,
    page: String(page.page),
    limit: String(page.limit),
    source: shown.has('source') && search.source && search.source !== 'all' ? search.source : undefined,
    showAllOrders: shown.has('source') && online ? 'true' : undefined,
    outletIds: shown.has('outlets') ? idsParam(search.outletIds) : undefined,
    registerIds: shown.has('registers') ? idsParam(search.registerIds) : undefined,
    states: shown.has('states') ? listParam(search.states) : undefined,
    statuses: shown.has('statuses') ? listParam(search.statuses) : undefined,
    productTypes: shown.has('productTypes') ? listParam(search.productTypes) : undefined,
    salesmen: shown.has('salesmen') ? listParam(search.salesmen) : undefined,
    categoryIds: shown.has('categories') ? listParam(search.categoryIds) : undefined,
    productCategoryId:
      shown.has('productCategory') && search.productCategoryId !== undefined
        ? String(search.productCategoryId)
        : undefined,
    storeIds: shown.has('stores') ? listParam(search.stores) : undefined,
    revenueType: options.has('paidOnly') && search.paidOnly ? 'paid' : undefined,
    withoutVariant: options.has('withoutVariant') && search.withoutVariant ? 'true' : undefined,
    isIncludeReferenceNumber: options.has('paymentInfo') && search.paymentInfo ? 'true' : undefined,
    sortBy: sortField,
    sortDirection: sortField ? (search.direction ?? 'desc') : undefined,
    compare: compare.length ? compare.join(',') : undefined,
    ...report.columnParams?.(visibleColumns),
    ...fixedParams,
  };
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ) as ReportQueryWire;
}
