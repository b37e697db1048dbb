import dayjs from 'dayjs';
import { dayStartText } from '../../src/contract/businessDay';
import { RANGE_PARAMS } from '../../src/contract/endpoints';
import { cached } from '../db/cache';
import type { Database } from '../db/database';
import { badParameter, RequestRefused } from '../errors';
import { type ParsedReportQuery, parseReportQuery } from './query/parse';
import type { EndpointRunner, ReportContext, ReportItem, ReportResult, StoreInfo } from './runner';
import { ensureReportFacts } from './tables/facts';
import { businessZone } from './time/businessZone';
import { comparedSpan, comparisonShift } from './time/comparison';
import { periodCount } from './time/periods';
import {
  type Bound,
  defaultRange,
  exclusiveEnd,
  localDayCount,
  parseBound,
  parseZone,
  type Range,
} from './time/range';
import { storeZone, type Zone } from './time/zone';

/** Periods one answer may hold (a year of DATETIME is 8,760). */
export const MAX_PERIODS = 20_000;

function bad(name: string, message: string): never {
  throw badParameter(name, message);
}

export function loadStore(db: Database, storeId: number): Promise<StoreInfo> {
  return cached(db, `store:${storeId}`, () => readStore(db, storeId));
}

async function readStore(db: Database, storeId: number): Promise<StoreInfo> {
  const [row] = await db.all<{
    id: number;
    name: string;
    currency: string;
    timezone: string | null;
    utc_offset_minutes: number;
    day_starts_at: number | null;
  }>(
    'SELECT id, name, currency, timezone, utc_offset_minutes, day_starts_at FROM stores WHERE id = CAST($1 AS INTEGER)',
    [storeId],
  );
  if (!row) throw new RequestRefused(404, `Store ${storeId} not found`);
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    zone: storeZone(row),
    offsetMinutes: row.utc_offset_minutes,
    dayStartsAt: row.day_starts_at ?? 0,
  };
}

function resolveRange(def: EndpointRunner, query: ParsedReportQuery, zone: Zone, now: dayjs.Dayjs): Range {
  // The report's own pair of bound parameters first; the other pair is accepted too, so a client
  // may use one spelling everywhere.
  const pairs =
    def.endpoint.range === 'orderCreatedAt'
      ? ([RANGE_PARAMS.orderCreatedAt, RANGE_PARAMS.createdAt] as const)
      : ([RANGE_PARAMS.createdAt, RANGE_PARAMS.orderCreatedAt] as const);
  const given = (end: 0 | 1) => {
    for (const pair of pairs) {
      const text = query[pair[end]];
      if (text !== undefined) return { name: pair[end], text };
    }
    return undefined;
  };
  const [minName, maxName] = pairs[0];
  const minText = given(0);
  const maxText = given(1);
  const parse = (given: { name: string; text: string }): Bound => {
    const parsed = parseBound(given.text, zone);
    if (!parsed.ok) bad(given.name, `${parsed.message} (got '${given.text.slice(0, 60)}')`);
    return parsed.value;
  };
  const fallback = defaultRange(now, zone);
  const min = minText ? parse(minText).instant : undefined;
  const maxBound = maxText ? parse(maxText) : undefined;
  const max = maxBound ? exclusiveEnd(maxBound) : undefined;
  const range: Range = {
    min: min ?? (max ? defaultRange(max.subtract(1, 'millisecond'), zone).min : fallback.min),
    max: max ?? fallback.max,
  };
  if (!range.min.isBefore(range.max)) {
    bad(minText?.name ?? minName, `must not be after ${maxText?.name ?? maxName}`);
  }
  return range;
}

function resolveSort(def: EndpointRunner, query: ParsedReportQuery): ReportContext['sort'] {
  const fallback = def.endpoint.defaultSort ?? { field: '', direction: 'desc' as const };
  if (query.sortBy === undefined)
    return { ...fallback, direction: query.sortDirection ?? fallback.direction };
  const sortable = def.endpoint.sortable ?? [];
  if (!sortable.includes(query.sortBy)) bad('sortBy', `must be one of ${sortable.join(', ')}`);
  return { field: query.sortBy, direction: query.sortDirection ?? 'desc' };
}

/** One request of a report: its query as sent (text values), the store of its path, and who asks. */
export interface ReportRequest {
  query: Record<string, string>;
  storeId: number;
  userId: number;
  /** The moment the answer is for (default: now); tests fix it. */
  now?: Date;
}

export async function buildContext(
  def: EndpointRunner,
  request: ReportRequest,
  db: Database,
): Promise<ReportContext> {
  const { storeId, userId } = request;
  const query = parseReportQuery(def.endpoint, request.query, storeId);
  const store = await loadStore(db, storeId);
  let zone = store.zone;
  if (query.timeZone !== undefined) {
    const parsed = parseZone(query.timeZone);
    if (!parsed.ok) bad('timeZone', `${parsed.message} (got '${query.timeZone}')`);
    zone = parsed.value;
  }
  zone = businessZone(zone, store.dayStartsAt);
  const now = dayjs.utc(request.now ?? new Date());
  const range = resolveRange(def, query, zone, now);
  if (def.endpoint.periods && periodCount(query.mode, range) > MAX_PERIODS) {
    bad(
      'mode',
      `${query.mode} would give more than ${MAX_PERIODS} periods over this range; pick a longer period`,
    );
  }
  const { maxDays } = def.endpoint;
  if (maxDays !== undefined) {
    const days = localDayCount(range, zone);
    if (days > maxDays)
      bad(RANGE_PARAMS[def.endpoint.range][1], `covers at most ${maxDays} days here (got ${days})`);
  }
  const maxLimit = query.isExport ? def.endpoint.exportLimit : def.endpoint.maxLimit;
  const limit = query.limit ?? def.endpoint.defaultLimit;
  if (limit > maxLimit) {
    bad(
      'limit',
      `must be at most ${maxLimit}${query.isExport ? '' : ` (or ${def.endpoint.exportLimit} with isExport=true)`}`,
    );
  }
  const itemFields = Object.keys(def.endpoint.item.entries);
  const unknownField = query.fields?.find((field) => !itemFields.includes(field));
  if (unknownField)
    bad(
      'fields',
      `'${unknownField}' is not a field of ${def.endpoint.name}; fields are ${itemFields.join(', ')}`,
    );
  for (const kind of query.compare ?? []) {
    if (kind === 'previous' && !def.endpoint.comparable)
      bad('compare', `report '${def.endpoint.name}' has no previous-period comparison`);
    if (kind === 'day' && !def.endpoint.dayComparison)
      bad('compare', `report '${def.endpoint.name}' has no previous-day comparison`);
  }
  return {
    db,
    store,
    userId,
    query,
    filters: query.filters,
    mode: query.mode,
    zone,
    range,
    comparison: comparisonShift(query, range, zone),
    page: query.page,
    limit,
    now,
    sort: resolveSort(def, query),
  };
}

function project(items: ReportItem[], fields: readonly string[] | undefined): ReportItem[] {
  if (!fields?.length) return items;
  return items.map((item) => Object.fromEntries(fields.map((field) => [field, item[field]])));
}

function paged(result: ReportResult, ctx: ReportContext) {
  if ('rows' in result) {
    const start = (ctx.page - 1) * ctx.limit;
    return { items: result.rows.slice(start, start + ctx.limit), countItems: result.rows.length };
  }
  return { items: result.page, countItems: result.countItems };
}

function rangeInfo(ctx: ReportContext, range: Range) {
  return {
    from: range.min.toISOString(),
    to: range.max.toISOString(),
    timeZone: ctx.zone.label,
    ...(ctx.zone.dayStartsAt ? { dayStartsAt: dayStartText(ctx.zone.dayStartsAt) } : {}),
    mode: ctx.mode,
  };
}

/**
 * Runs one report for one request: validate, compute, page, compare, project. Between validating and
 * computing it waits for `tablesReady` (by default for the report tables' first bring-up, a build
 * included; a request's instead refuses at once while they are built).
 */
export async function answerReport(
  def: EndpointRunner,
  request: ReportRequest,
  db: Database,
  tablesReady: (db: Database) => Promise<unknown> = ensureReportFacts,
) {
  const ctx = await buildContext(def, request, db);
  await tablesReady(db);
  const compare = ctx.query.compare ?? [];
  const compared = compare.includes('previous')
    ? comparedSpan(ctx.range, ctx.comparison, ctx.zone, ctx.now)
    : undefined;
  const previousCtx = compared ? { ...ctx, range: compared.range } : undefined;
  const [result, previousResult] = await Promise.all([
    def.run(ctx),
    previousCtx ? def.run(previousCtx) : undefined,
  ]);
  const { items, countItems } = paged(result, ctx);
  const body: Record<string, unknown> = {
    items: project(items, ctx.query.fields),
    maxPage: Math.ceil(countItems / ctx.limit),
    page: ctx.page,
    countItems,
    ...(result.total ? { total: result.total } : {}),
    range: rangeInfo(ctx, result.range ?? ctx.range),
    // The moment the figures are of: a copy kept on a device (the worker's cache, the app's) keeps it,
    // so the app says how old the figures it shows are, not when it stored them.
    generatedAt: ctx.now.toISOString(),
    ...result.extra,
  };
  if (previousCtx && previousResult) {
    const previous = paged(previousResult, previousCtx);
    body.previous = {
      items: project(previous.items, ctx.query.fields),
      countItems: previous.countItems,
      ...(previousResult.total ? { total: previousResult.total } : {}),
      range: rangeInfo(previousCtx, previousCtx.range),
      ...(compared?.until ? { until: compared.until } : {}),
    };
  }
  return body;
}
