import type { Dayjs } from 'dayjs';
import type { Endpoint } from '../../src/contract/endpoints';
import type { Database } from '../db/database';
import type { OrderFilters, ParsedReportQuery } from './query/parse';
import type { ComparisonShift } from './time/comparison';
import type { Mode, Range } from './time/range';
import type { Zone } from './time/zone';

export interface StoreInfo {
  id: number;
  name: string;
  currency: string;
  /** The store's own zone (its IANA `timezone`): the default `timeZone` of its reports. */
  zone: Zone;
  /** Its standard offset (`utc_offset_minutes`), which the demo data is generated with. */
  offsetMinutes: number;
  /** Minutes after local midnight its business days start at (`day_starts_at`). */
  dayStartsAt: number;
}

/** Everything a report needs to answer one request, already validated. */
export interface ReportContext {
  db: Database;
  store: StoreInfo;
  userId: number;
  query: ParsedReportQuery;
  filters: OrderFilters;
  mode: Mode;
  /**
   * The caller's zone or fixed offset (`timeZone`, else the store's zone), whose days are the store's
   * business days (`businessZone`); its `clock` is the wall clock's, for hours and times of day.
   */
  zone: Zone;
  range: Range;
  /** Where the compared period lies (`compareWith`, `compareFrom`), for `compare=previous` and `compare=day`. */
  comparison: ComparisonShift;
  page: number;
  limit: number;
  now: Dayjs;
  /** Sort chosen from the runner's `sortable` fields (or its default). */
  sort: { field: string; direction: 'asc' | 'desc' };
}

export type ReportItem = Record<string, unknown>;

/** Either every row (the engine pages them) or one page plus the count of all rows. */
export type ReportResult = (
  | { rows: ReportItem[]; total?: ReportItem; extra?: Record<string, unknown> }
  | { page: ReportItem[]; countItems: number; total?: ReportItem; extra?: Record<string, unknown> }
) & {
  /** The span the answer covers when the report sets its own (month-pace: its month). */
  range?: Range;
};

/** One report: the endpoint of the catalogue it answers, and the function that computes it. */
export interface EndpointRunner {
  endpoint: Endpoint;
  run(ctx: ReportContext): Promise<ReportResult>;
}
