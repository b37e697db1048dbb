import dayjs from 'dayjs';
import type { EndpointRequest } from '../api/reportQueries';
import { endpointPath, RANGE_PARAMS } from '../contract/endpoints';
import type { ReportQueryWire } from '../contract/reportQuery';
import { comparisonOf, comparisonParams } from '../filters/comparison';
import { type FilterSearch, formatLocal, resolveRange } from '../filters/filterSearch';
import { choosesOnline } from '../filters/onlineOrders';
import { zoneNow } from '../filters/reportZone';
import { savedOrDefaultStates } from '../filters/savedStates';
import { type ReportDefinition, type ReportEndpoint, type ReportOption, reportMode } from './definition';
import { ordersBehindParams } from './ordersBehind';
import { visibleFilters } from './visibleFilters';

/**
 * What a request is for: the table's page, the chart's own read over the whole range, the pie's own
 * read (the dashboard's payment methods), or an export (every page, `isExport`, no comparison).
 */
export type RequestPurpose = 'table' | 'chart' | 'pie' | 'export';

/** Whose data a request reads and the zone its days are counted in (the store's IANA name, if known). */
export interface ReportScope {
  userId: number;
  storeId: number;
  timeZone: string | null;
  /**
   * Minutes after midnight the store's business days start (its config's `dayStartsAt`): the default
   * range and the first day of a comparison are business days (`src/filters/businessDay.ts`). Absent:
   * at midnight.
   */
  dayStart?: number | undefined;
}

/** The browser's fixed offset as the API reads it: `+02:00`, `-05:30`. */
export function browserTimeZone(now = dayjs()): string {
  return now.format('Z');
}

/**
 * The zone a report's days are counted in: the store's own (an IANA name, so days follow daylight
 * saving), else the browser's offset.
 */
export function reportTimeZone(storeZone: string | null, now = dayjs()): string {
  return storeZone || browserTimeZone(now);
}

/**
 * The filters a report's requests and row columns read: the link's, with the states chosen last on
 * this device when the report keeps them there and the link names none.
 */
export function requestSearch(report: ReportDefinition, linked: FilterSearch): FilterSearch {
  return report.statesSavedOnDevice && !linked.states
    ? { ...linked, states: savedOrDefaultStates() }
    : linked;
}

/** The column keys a report shows: the URL's choice when it names columns of this report, else the defaults. */
export function chosenColumns(report: ReportDefinition, search: FilterSearch): string[] | undefined {
  if (!report.customizableColumns || !search.columns) return undefined;
  const known = new Set(report.columns.map((column) => column.key));
  const chosen = search.columns.filter((key) => known.has(key));
  return chosen.length ? chosen : undefined;
}

/** Every id selected is sent as no filter (absent), none selected as -1. */
function idsParam(ids: readonly number[] | undefined): string | undefined {
  if (ids === undefined) return undefined;
  return ids.length ? ids.join(',') : '-1';
}

function listParam(values: readonly (string | number)[] | undefined): string | undefined {
  return values?.length ? values.join(',') : undefined;
}

/** What a purpose reads: the report's own endpoint, its chart's, or its pie's; null when it has none. */
export function readOf(report: ReportDefinition, purpose: RequestPurpose): ReportEndpoint | null {
  switch (purpose) {
    case 'table':
    case 'export':
      return report.endpoint;
    case 'pie':
      return report.pieSource ?? null;
    case 'chart':
      // A chart of periods reads the report's periods over the whole range (one table page would end
      // mid-range); a chart of items (categories, products) draws the table's page.
      if (!report.chart) return null;
      return report.chart.source ?? (report.endpoint.endpoint.periods ? report.endpoint : null);
  }
}

function pageOf(
  report: ReportDefinition,
  search: FilterSearch,
  purpose: RequestPurpose,
  read: ReportEndpoint,
) {
  if (purpose === 'export') return {};
  if (purpose === 'table')
    return { page: String(search.page ?? 1), limit: String(search.limit ?? report.pageSize) };
  const limit = purpose === 'chart' ? report.chart?.limit : undefined;
  return { page: '1', limit: String(limit ?? read.endpoint.maxLimit) };
}

/**
 * The one place a report request is built, for tables, charts, the dashboard and exports alike.
 * Filters are sent only when the report shows them, so a choice kept in the URL from another report
 * never narrows this one. Dates go as local wall time with the zone in `timeZone`, so the server
 * groups by the days the screen names. Null when the report has nothing to read for the purpose.
 */
export function reportRequest(
  report: ReportDefinition,
  scope: ReportScope,
  linked: FilterSearch,
  purpose: 'table' | 'export',
  now?: dayjs.Dayjs,
): EndpointRequest;
export function reportRequest(
  report: ReportDefinition,
  scope: ReportScope,
  linked: FilterSearch,
  purpose: RequestPurpose,
  now?: dayjs.Dayjs,
): EndpointRequest | null;
export function reportRequest(
  report: ReportDefinition,
  scope: ReportScope,
  linked: FilterSearch,
  purpose: RequestPurpose,
  now = zoneNow(scope.timeZone),
): EndpointRequest | null {
  const read = readOf(report, purpose);
  if (!read) return null;
  const { endpoint } = read;
  const search = requestSearch(report, linked);
  const shown = visibleFilters(report, search.source);
  const dayStart = scope.dayStart ?? 0;
  const range = resolveRange(search, now, dayStart);
  const [minParam, maxParam] = RANGE_PARAMS[endpoint.range];
  // Sorting, row options and optional fields belong to the report's own endpoint; a chart that reads
  // another one gets the filters only.
  const own = endpoint === report.endpoint.endpoint;
  const sortField = own ? report.sort?.fields.find((field) => field === search.sort) : undefined;
  const options = new Set(report.options ?? []);
  const ownOption = (option: ReportOption) => own && options.has(option);
  const visibleColumns =
    chosenColumns(report, search) ??
    report.columns.filter((column) => column.defaultVisible !== false).map((c) => c.key);
  const { compare: fixedCompare, ...fixedParams } = read.fixedParams;
  const previous = purpose !== 'export' && read.comparesPrevious && search.compare ? 'previous' : undefined;
  const compare = [purpose === 'export' ? undefined : fixedCompare, previous].filter(Boolean);
  const params: Record<string, string | undefined> = {
    [minParam]: formatLocal(range.min),
    [maxParam]: formatLocal(range.max),
    timeZone: reportTimeZone(scope.timeZone, now),
    mode: endpoint.periods ? reportMode(report, search) : undefined,
    ...pageOf(report, search, purpose, read),
    source: shown.has('source') && search.source && search.source !== 'all' ? search.source : undefined,
    showAllOrders: shown.has('source') && choosesOnline(search) ? 'true' : undefined,
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
    withoutVariant: ownOption('withoutVariant') && search.withoutVariant ? 'true' : undefined,
    isIncludeReferenceNumber: ownOption('paymentInfo') && search.paymentInfo ? 'true' : undefined,
    countedOnly: ownOption('countedOnly') && search.countedOnly ? 'true' : undefined,
    sortBy: sortField,
    sortDirection: sortField ? (search.direction ?? 'desc') : undefined,
    compare: compare.length ? compare.join(',') : undefined,
    ...(compare.length ? comparisonParams(comparisonOf(search, range.min, dayStart)) : undefined),
    ...(own ? report.columnParams?.(visibleColumns) : undefined),
    ...(own && report.listsOrdersBehind ? ordersBehindParams(search.behind) : undefined),
    ...fixedParams,
    isExport: purpose === 'export' ? 'true' : undefined,
  };
  return {
    endpoint,
    item: read.item,
    path: endpointPath(endpoint, scope.storeId),
    params: Object.fromEntries(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ) as ReportQueryWire,
  };
}
