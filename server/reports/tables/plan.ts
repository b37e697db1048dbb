import type { Database } from '../../db/database';
import {
  type DefaultStates,
  type FilterColumns,
  filterKeys,
  type OrderFilters,
} from '../query/filterColumns';
import type { Mode, Range } from '../time/range';
import type { Zone } from '../time/zone';
import { type Family, type Rollup, UTC_STEPS } from './families';

/**
 * Which precomputed table can answer a request exactly: a rollup is usable when it keeps every column
 * the request groups or filters by; `rollups.ts` then cuts the range into the parts each one reads.
 */

const MINUTE = 60_000;

/**
 * What each store's data looks like, to choose between plans that give the same answer: its orders
 * per local hour of day and the rows of the rollups by steps of UTC time, each per day of data; for
 * those that keep the order state, also by state (they are stored by state within a store, so a
 * state filter reads only its states' rows).
 */
export interface StoreStats {
  ordersPerDayByHour: readonly number[];
  rollupRowsPerDay: Readonly<Record<string, number>>;
  rollupRowsPerDayByState: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

const stats = new WeakMap<Database, ReadonlyMap<number, StoreStats>>();

export function setStoreStats(db: Database, byStore: ReadonlyMap<number, StoreStats>): void {
  stats.set(db, byStore);
}

/** Databases whose reports read only the per-row tables (tests compare both ways). */
const rawOnly = new WeakSet<Database>();

export function setRollupsEnabled(db: Database, enabled: boolean): void {
  if (enabled) rawOnly.delete(db);
  else rawOnly.add(db);
}

export interface FactsRequest {
  db: Database;
  family: Family;
  /** The stores and their own zones (local days of the rollups). */
  stores: readonly { id: number; zone: Zone }[];
  /** The report's zone, for periods. */
  zone: Zone;
  range: Range;
  mode: Mode;
  periods: boolean;
  /** Columns the query groups by (besides the period). */
  dimensions: readonly string[];
  defaultStates: DefaultStates;
  filters: OrderFilters;
  /** Filter columns the per-row table has. */
  columns: FilterColumns;
  /** Summable columns to read. */
  sums: readonly string[];
}

/**
 * The states a rollup's rows are filtered by when the request names none: a rollup of the default
 * set holds only those, so it keeps them without a condition.
 */
export function rollupDefaultStates(request: FactsRequest, rollup: Rollup): DefaultStates {
  return rollup.defaultSetOnly ? 'all' : request.defaultStates;
}

/** The columns a rollup needs to answer: those grouped by, and those the filters compare. */
function neededKeys(request: FactsRequest, rollup: Rollup): string[] {
  const filtered = filterKeys(request.filters, rollupDefaultStates(request, rollup), request.columns);
  return [...new Set([...request.dimensions, ...filtered])];
}

export function usable(request: FactsRequest, rollup: Rollup): boolean {
  const defaultSet = request.defaultStates === 'counted' && !request.filters.states;
  if (rollup.defaultSetOnly && !defaultSet) return false;
  // Every rollup is by store.
  return neededKeys(request, rollup).every((key) => key === 'store_id' || rollup.keys.includes(key));
}

/** The first usable day rollup, and the month rollup with the same keys if there is one. */
export function pickRollups(request: FactsRequest): { day: Rollup; month: Rollup | undefined } | undefined {
  if (rawOnly.has(request.db)) return undefined;
  const day = request.family.rollups.find((r) => r.grain === 's_day' && usable(request, r));
  if (!day) return undefined;
  const month = request.family.rollups.find(
    (r) =>
      r.grain === 's_month' &&
      r.defaultSetOnly === day.defaultSetOnly &&
      r.keys.length === day.keys.length &&
      r.keys.every((key) => day.keys.includes(key)),
  );
  return { day, month };
}

/**
 * The usable rollup by steps of UTC time (hours, hours from 15, 30 or 45 minutes past, quarter
 * hours), the coarsest whose steps the report's zone keeps inside the range: its local midnights
 * and hours fall on steps (its offsets are whole steps from the steps' start) and its offset
 * changes on steps. Every zone since 1972 keeps quarter hours; `+05:30` keeps hours from :30.
 * Its periods are then unions of steps. `at`: where steps start past a whole UTC hour (ms).
 */
export function pickSubDaily(
  request: FactsRequest,
): { rollup: Rollup; step: number; at: number } | undefined {
  if (rawOnly.has(request.db) || !request.periods) return undefined;
  const segments = request.zone.segments(request.range.min.valueOf(), request.range.max.valueOf());
  for (const [grain, { minutes, at }] of Object.entries(UTC_STEPS)) {
    const rollup = request.family.rollups.find((r) => r.grain === grain && usable(request, r));
    const step = minutes * MINUTE;
    const kept = segments.every(
      (segment, i) =>
        (-segment.offset - at) % minutes === 0 && (i === 0 || (segment.start - at * MINUTE) % step === 0),
    );
    if (rollup && kept) return { rollup, step, at: at * MINUTE };
  }
  return undefined;
}

/** What is known of the stores' data, once the report tables have been read. */
export function storeStatsOf(db: Database): ReadonlyMap<number, StoreStats> | undefined {
  return stats.get(db);
}
