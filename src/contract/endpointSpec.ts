import * as v from 'valibot';
import { EXPORT_LIMIT_MAX, LIMIT_MAX } from './constants';
import { BASE_PARAMS, ORDER_FILTER_PARAMS, type ReportQueryParam, reportQueryEntries } from './reportQuery';

/**
 * The shape of an endpoint of the catalogue (`endpoints.ts`): what a spec says, and what `endpoint`
 * works out from it (every parameter it reads and the schema that validates them).
 */

export type ItemSchema =
  | v.ObjectSchema<v.ObjectEntries, undefined>
  | v.LooseObjectSchema<v.ObjectEntries, undefined>;

/** Which pair of query parameters bounds a report's range. */
export const RANGE_PARAMS = {
  createdAt: ['createdAtMin', 'createdAtMax'],
  orderCreatedAt: ['orderCreatedAtMin', 'orderCreatedAtMax'],
} as const;
export type RangeParams = keyof typeof RANGE_PARAMS;
const RANGE_PARAM_NAMES: ReadonlySet<string> = new Set(Object.values(RANGE_PARAMS).flat());

interface EndpointSpec {
  service: 'v0' | 'v1';
  /** Path segment after `/stores/{storeId}/`. */
  name: string;
  /** Shape of one item; its keys are what `fields=` may pick. */
  item: ItemSchema;
  total?: v.GenericSchema;
  /** The whole answer when it carries more than items, totals and the range (the global report). */
  response?: (item: v.GenericSchema) => v.GenericSchema;
  /** Parameters this report reads beyond the common ones, the filters and those its flags imply. */
  extraParams?: readonly ReportQueryParam[];
  range?: RangeParams;
  /** Groups its items by `mode` (day, week…). */
  periods?: boolean;
  /** Answers `compare=previous`: the same report over the previous period of the same length. */
  comparable?: boolean;
  /** Answers `compare=day`: the range's last day against the day before. */
  dayComparison?: boolean;
  sortable?: readonly string[];
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  defaultLimit: number;
  /** The most local days its range may span (the brief: a week). */
  maxDays?: number;
  /** False for a report of its own span (month-pace: its `month`), which reads no range parameters. */
  ranged?: boolean;
}

/** One endpoint of the reports API, as app and server both read it. */
export interface Endpoint extends Omit<EndpointSpec, 'extraParams'> {
  range: RangeParams;
  periods: boolean;
  comparable: boolean;
  dayComparison: boolean;
  /** Every query parameter it reads; the server refuses any other. */
  params: readonly ReportQueryParam[];
  /** Validates a request's query (text values) into typed values; unknown parameters are refused. */
  query: v.GenericSchema<Record<string, string>, Record<string, unknown>>;
  /** Most items per page, and most per page of an export (`isExport=true`). */
  maxLimit: number;
  exportLimit: number;
}

export function endpoint({ extraParams = [], ...spec }: EndpointSpec): Endpoint {
  const periods = spec.periods ?? false;
  const comparable = spec.comparable ?? false;
  const dayComparison = spec.dayComparison ?? false;
  const params: ReportQueryParam[] = [
    ...BASE_PARAMS.filter((name) => spec.ranged !== false || !RANGE_PARAM_NAMES.has(name)),
    ...ORDER_FILTER_PARAMS,
    ...(periods ? (['mode'] as const) : []),
    ...(comparable || dayComparison ? (['compare', 'compareWith', 'compareFrom'] as const) : []),
    ...(spec.sortable?.length ? (['sortBy', 'sortDirection'] as const) : []),
    ...extraParams,
  ];
  const entries = Object.fromEntries(params.map((name) => [name, reportQueryEntries[name]]));
  return {
    ...spec,
    range: spec.range ?? 'createdAt',
    periods,
    comparable,
    dayComparison,
    params,
    query: v.strictObject(entries) as unknown as Endpoint['query'],
    maxLimit: LIMIT_MAX,
    exportLimit: EXPORT_LIMIT_MAX,
  };
}
