import { periodSql, type Sql } from '../query/sql';
import type { Mode } from '../time/range';
import type { Zone } from '../time/zone';
import { partSql, rowConditions, rowPeriod } from './parts';
import type { FactsRequest } from './plan';
import { type shiftRuns, zoneShift } from './storeDays';
import type { DayWindow } from './utcSteps';

/**
 * Periods of another zone than the store's over its whole local days (`rollups.ts`): a day's sums
 * go to the period holding most of it, and the rows of a window of the day that belong to another
 * period are moved there.
 */

/** The window of a store's day whose rows may lie in another period than their day's. */
export interface MoveWindow extends DayWindow {
  /** Its condition on `s_minute`, bound only once used (DuckDB refuses parameters left unused). */
  condition: () => string;
}

/** Where the report zone's midnights fall in the store's days `[a, b)`, and the window they need. */
export interface MidnightShift {
  /** The report zone's midnights are the store's: days are periods as they are. */
  aligned: boolean;
  /** Undefined when aligned, or when the midnights fall in both halves of the day. */
  window?: MoveWindow;
  /** The minute of the store's day whose period is the day's period. */
  anchor: number;
}

export function midnightShift(sql: Sql, storeZone: Zone, zone: Zone, a: number, b: number): MidnightShift {
  const midnights = zoneShift(storeZone, zone, a, b);
  const aligned = midnights.every((minute) => minute === 0);
  if (aligned) return { aligned, anchor: 720 };
  // The store's wall clock is not monotonic in the hour it repeats: widen the window by an hour
  // whenever the store's offset changes inside the range.
  const margin = storeZone.segments(a, b).length > 1 ? 60 : 0;
  if (midnights.every((minute) => minute < 720)) {
    const end = Math.min(1440, Math.max(...midnights) + 1 + margin);
    const window = {
      condition: () => `s_minute < ${sql.bind(end, 'INTEGER')}`,
      width: end,
      from: 0,
      to: end,
    };
    return { aligned, window, anchor: Math.floor((end + 1440) / 2) };
  }
  if (midnights.every((minute) => minute >= 720)) {
    const start = Math.max(0, Math.min(...midnights) - margin);
    const window = {
      condition: () => `s_minute >= ${sql.bind(start, 'INTEGER')}`,
      width: 1440 - start,
      from: start,
      to: 1440,
    };
    return { aligned, window, anchor: Math.floor(start / 2) };
  }
  return { aligned, anchor: 720 };
}

/**
 * The period of a store day (`dayColumn`): the period of its `anchor` minute, the report zone's
 * offset from the store's taken run by run (`shiftRuns`) over the days `[firstDay, endDay)`.
 */
export function dayPeriodSql(
  sql: Sql,
  mode: Mode,
  runs: ReturnType<typeof shiftRuns>,
  anchor: number,
  dayColumn: string,
): string {
  const whens = runs
    .slice(1)
    .map(
      (run, i) =>
        `WHEN ${dayColumn} < ${sql.bind(run.from, 'DATE')} THEN ${sql.bind(runs[i]?.delta ?? 0, 'INTEGER')}`,
    );
  const last = sql.bind(runs.at(-1)?.delta ?? 0, 'INTEGER');
  const delta = whens.length ? `CASE ${whens.join(' ')} ELSE ${last} END` : last;
  return periodSql(mode, `CAST(${dayColumn} AS TIMESTAMP)`, `(${sql.bind(anchor, 'INTEGER')} + ${delta})`);
}

/**
 * The rows of the window whose own period is not their day's (`dayPeriod`): once in their own
 * period, once negatively in their day's, from one read of the rows ordered by time of day.
 */
export function movedRowsPart(
  sql: Sql,
  request: FactsRequest,
  ids: readonly number[],
  [a, b]: [number, number],
  window: MoveWindow,
  dayPeriod: () => string,
): string {
  const own = () => rowPeriod(sql, request, a, b);
  const conditions = [
    ...rowConditions(sql, request, ids, a, b),
    window.condition(),
    `${own()} <> ${dayPeriod()}`,
  ];
  const period = `CASE WHEN moves.sign = 1 THEN ${own()} ELSE ${dayPeriod()} END`;
  const table = request.family.rowsByMinute ?? request.family.rows;
  const moves = `${table} CROSS JOIN (SELECT 1 AS sign UNION ALL SELECT -1) moves`;
  return partSql(request, moves, conditions, period, { factor: 'moves.sign' });
}
