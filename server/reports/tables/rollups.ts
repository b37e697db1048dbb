import dayjs from 'dayjs';
import type { ReportContext } from '../definition';
import { periodSql, type Sql, utcWallText } from '../query/sql';
import { localDate, SUB_DAILY_MODES } from '../time/periods';
import type { Zone } from '../time/zone';
import type { Rollup } from './families';
import { days, partSql, rawPart, rollupPart, rowConditions, rowPeriod } from './parts';
import { type FactsRequest, pickRollups, pickSubDaily, storeStatsOf, usable } from './plan';
import { dayStart, shiftRuns, startHoursOf, wholeMonths, zoneShift } from './storeDays';

/**
 * How a report's sums are read (REPORTS.md, "Precomputed tables"): from the rollups by store-local
 * day where they give exactly what the per-row table would, from the per-row table elsewhere.
 *
 * A request's range is cut, per store zone, into whole local days of the store `[a, b)` and the
 * partial days around them; the partial days are read row by row. With periods in another zone
 * than the store's, a store day's sums go to the period holding most of that day ("its" period),
 * and the rows of the day that belong to another period are moved there: a Z-period boundary
 * (a midnight of the report's zone) lies at about the same store-local time every day, so those
 * rows are the ones in a short window of the store's day (`s_minute`), read row by row, counted
 * once in their own period and once negatively in the day's period. Late-night windows are nearly
 * empty for a store, so the cost stays close to the rollup's.
 */

const HOUR = 3_600_000;
/** Minutes of a store's day beyond which moving rows costs more than reading hours of UTC. */
const WIDE_WINDOW = 360;
/**
 * What moving one row costs, in rollup rows read: the row is read twice (once per sign) from the
 * wider per-row table, each time computing and comparing two periods. At 8M orders, one such read
 * took about as long as reading three rollup rows.
 */
const MOVED_ROW_COST = 6;

/** What every single-store report's facts request shares: its database, store, zone, range and mode. */
export function storeFacts(ctx: Pick<ReportContext, 'db' | 'store' | 'zone' | 'range' | 'mode'>) {
  return {
    db: ctx.db,
    stores: [{ id: ctx.store.id, zone: ctx.store.zone }],
    zone: ctx.zone,
    range: ctx.range,
    mode: ctx.mode,
  };
}

/**
 * The SELECT (parts joined by UNION ALL) of `[period,] dimensions, sums` rows over the request's
 * stores and range, each row to be summed again by the caller. `rollup` tells whether a rollup is
 * read at all (for tests: the result is the same either way).
 */
export function factsSql(
  sql: Sql,
  original: FactsRequest,
): { inner: string; rollup: boolean; having: string | undefined } {
  const family = original.family;
  // Moved rows leave groups that sum to nothing: the count tells them from real groups.
  const request = original.sums.includes(family.count)
    ? original
    : { ...original, sums: [...original.sums, family.count] };
  const picked = pickRollups(request);
  const subDaily = pickSubDaily(request);
  const groups = new Map<string, { zone: Zone; ids: number[] }>();
  for (const store of request.stores) {
    const group = groups.get(store.zone.label) ?? { zone: store.zone, ids: [] };
    group.ids.push(store.id);
    groups.set(store.zone.label, group);
  }
  const parts: string[] = [];
  let rollupRead = false;
  let moved = false;
  const min = request.range.min.valueOf();
  const max = request.range.max.valueOf();
  if (!groups.size) {
    // No store: a part that matches nothing, so the query still has its columns.
    parts.push(rawPart(sql, request, [], min, max));
  }
  /** True when moving a window's rows would read more rows than the hour (quarter) rollup. */
  const costlier = (window: { width: number; from: number; to: number }, ids: readonly number[]) => {
    const known = storeStatsOf(request.db);
    if (!subDaily) return false;
    if (!known) return window.width > WIDE_WINDOW;
    let moving = 0;
    let steps = 0;
    for (const id of ids) {
      const store = known.get(id);
      if (!store) return window.width > WIDE_WINDOW;
      store.ordersPerDayByHour.forEach((orders, hour) => {
        if (hour * 60 + 60 > window.from && hour * 60 < window.to) moving += orders;
      });
      const rows = (rollup: Rollup | undefined) => {
        if (!rollup) return 0;
        const { states } = request.filters;
        const byState = store.rollupRowsPerDayByState[rollup.table];
        // Stored by state within a store: a state filter reads its states' rows only.
        if (states && byState) return states.reduce((sum, state) => sum + (byState[state] ?? 0), 0);
        return store.rollupRowsPerDay[rollup.table] ?? 0;
      };
      const hourly = hourlyFor(subDaily.rollup);
      steps += hourly
        ? rows(hourly) + (rows(subDaily.rollup) * startHoursOf(request.zone, min, max).length) / 24
        : rows(subDaily.rollup);
    }
    return MOVED_ROW_COST * moving > steps;
  };
  /** The hourly rollup that answers with a quarter-hour one for the hours no local day starts in. */
  const hourlyFor = (rollup: Rollup) =>
    rollup.grain === 'q_utc' && !SUB_DAILY_MODES.has(request.mode)
      ? request.family.rollups.find(
          (r) => r.grain === 'h_utc' && r.keys.join() === rollup.keys.join() && usable(request, r),
        )
      : undefined;
  /** The first and the end of the whole steps in the range. */
  const stepBounds = ({ step, at }: { step: number; at: number }): [number, number] => [
    Math.ceil((min - at) / step) * step + at,
    Math.floor((max - at) / step) * step + at,
  ];
  /** Steps `[a, b)` from the hour (quarter) rollup, the partial steps around them row by row. */
  const readSteps = (ids: readonly number[]) => {
    if (!subDaily) return;
    const { rollup } = subDaily;
    const [a, b] = stepBounds(subDaily);
    if (min < a) parts.push(rawPart(sql, request, ids, min, a));
    if (b < max) parts.push(rawPart(sql, request, ids, b, max));
    const bounds = (from: number, to: number) => ({
      first: utcWallText(from),
      end: utcWallText(to),
      type: 'TIMESTAMP' as const,
    });
    const hourly = hourlyFor(rollup);
    const ha = Math.ceil(a / HOUR) * HOUR;
    const hb = Math.floor(b / HOUR) * HOUR;
    if (hourly && ha < hb) {
      // Days of a zone off the whole hour start inside one UTC hour a day (per offset it takes):
      // every other hour is in one period, so hours answer for them and quarter hours only for
      // the hours a local day can start in.
      const startHours = startHoursOf(request.zone, ha, hb);
      const inStartHour = (column: string) =>
        `CAST(EXTRACT(HOUR FROM ${column}) AS INTEGER) IN (${startHours.map((h) => sql.bind(h, 'INTEGER')).join(', ')})`;
      parts.push(
        rollupPart(
          sql,
          request,
          hourly,
          ids,
          bounds(ha, hb),
          rowPeriod(sql, request, ha, hb, 'h_utc'),
          `NOT ${inStartHour('h_utc')}`,
        ),
      );
      const edges = `(q_utc < ${sql.bind(utcWallText(ha), 'TIMESTAMP')} OR q_utc >= ${sql.bind(utcWallText(hb), 'TIMESTAMP')} OR ${inStartHour('q_utc')})`;
      parts.push(
        rollupPart(sql, request, rollup, ids, bounds(a, b), rowPeriod(sql, request, a, b, 'q_utc'), edges),
      );
      return;
    }
    parts.push(
      rollupPart(sql, request, rollup, ids, bounds(a, b), rowPeriod(sql, request, a, b, rollup.grain)),
    );
  };
  // Stores read by steps, or row by row over the whole range, are read together whatever their
  // zone: those parts depend on the report's zone only, and every part costs a scan.
  const stepIds: number[] = [];
  const rowIds: number[] = [];
  const [stepsFrom, stepsEnd] = subDaily ? stepBounds(subDaily) : [0, 0];
  const stepsCover = stepsFrom < stepsEnd;
  const bySteps = (ids: readonly number[]) => {
    if (stepsCover) stepIds.push(...ids);
    return stepsCover;
  };
  for (const { zone: storeZone, ids } of groups.values()) {
    const rowsOnly = () => rowIds.push(...ids);
    const subDaily = request.periods && SUB_DAILY_MODES.has(request.mode);
    if (!picked || subDaily) {
      if (!bySteps(ids)) rowsOnly();
      continue;
    }
    const a = dayStart(storeZone, min, true);
    const b = dayStart(storeZone, max, false);
    if (a >= b) {
      if (!bySteps(ids)) rowsOnly();
      continue;
    }
    const firstDay = localDate(dayjs.utc(a), storeZone);
    const endDay = localDate(dayjs.utc(b), storeZone);
    const edges = () => {
      if (min < a) parts.push(rawPart(sql, request, ids, min, a));
      if (b < max) parts.push(rawPart(sql, request, ids, b, max));
    };
    if (!request.periods) {
      edges();
      const months = picked.month ? wholeMonths(firstDay, endDay) : undefined;
      if (picked.month && months) {
        parts.push(rollupPart(sql, request, picked.month, ids, days(months[0], months[1]), undefined));
        if (firstDay < months[0])
          parts.push(rollupPart(sql, request, picked.day, ids, days(firstDay, months[0]), undefined));
        if (months[1] < endDay)
          parts.push(rollupPart(sql, request, picked.day, ids, days(months[1], endDay), undefined));
      } else {
        parts.push(rollupPart(sql, request, picked.day, ids, days(firstDay, endDay), undefined));
      }
      rollupRead = true;
      continue;
    }
    const midnights = zoneShift(storeZone, request.zone, a, b);
    const aligned = midnights.every((minute) => minute === 0);
    const firstHalf = midnights.every((minute) => minute < 720);
    const secondHalf = midnights.every((minute) => minute >= 720);
    // The store's wall clock is not monotonic in the hour it repeats: widen the window by an hour
    // whenever the store's offset changes inside the range.
    const margin = storeZone.segments(a, b).length > 1 ? 60 : 0;
    // Bound only once used: DuckDB refuses parameters a statement does not use.
    let window: { condition: () => string; width: number; from: number; to: number } | undefined;
    let anchor = 720;
    if (!aligned && firstHalf) {
      const end = Math.min(1440, Math.max(...midnights) + 1 + margin);
      window = { condition: () => `s_minute < ${sql.bind(end, 'INTEGER')}`, width: end, from: 0, to: end };
      anchor = Math.floor((end + 1440) / 2);
    } else if (!aligned && secondHalf) {
      const start = Math.max(0, Math.min(...midnights) - margin);
      window = {
        condition: () => `s_minute >= ${sql.bind(start, 'INTEGER')}`,
        width: 1440 - start,
        from: start,
        to: 1440,
      };
      anchor = Math.floor(start / 2);
    }
    // Moving the rows of a window costs `MOVED_ROW_COST` per row; the hour (quarter) rollup costs
    // its rows. Without statistics, a window of more than a few hours is taken to cost more.
    if (!aligned && (!window || costlier(window, ids)) && bySteps(ids)) continue;
    if (!aligned && !window) {
      rowsOnly();
      continue;
    }
    const runs = shiftRuns(storeZone, request.zone, firstDay, endDay, anchor);
    const dayPeriod = (dayColumn: string) => {
      const whens = runs
        .slice(1)
        .map(
          (run, i) =>
            `WHEN ${dayColumn} < ${sql.bind(run.from, 'DATE')} THEN ${sql.bind(runs[i]?.delta ?? 0, 'INTEGER')}`,
        );
      const last = sql.bind(runs.at(-1)?.delta ?? 0, 'INTEGER');
      const delta = whens.length ? `CASE ${whens.join(' ')} ELSE ${last} END` : last;
      return periodSql(
        request.mode,
        `CAST(${dayColumn} AS TIMESTAMP)`,
        `(${sql.bind(anchor, 'INTEGER')} + ${delta})`,
      );
    };
    edges();
    parts.push(rollupPart(sql, request, picked.day, ids, days(firstDay, endDay), dayPeriod('s_day')));
    if (window) {
      // The rows of the window whose own period is not their day's: once in their own period,
      // once negatively in their day's, from one read of the rows ordered by time of day.
      moved = true;
      const own = () => rowPeriod(sql, request, a, b);
      const conditions = [
        ...rowConditions(sql, request, ids, a, b),
        window.condition(),
        `${own()} <> ${dayPeriod('s_day')}`,
      ];
      const period = `CASE WHEN moves.sign = 1 THEN ${own()} ELSE ${dayPeriod('s_day')} END`;
      const table = request.family.rowsByMinute ?? request.family.rows;
      parts.push(
        partSql(
          request,
          `${table} CROSS JOIN (SELECT 1 AS sign UNION ALL SELECT -1) moves`,
          conditions,
          period,
          {
            factor: 'moves.sign',
          },
        ),
      );
    }
    rollupRead = true;
  }
  if (stepIds.length) {
    readSteps(stepIds);
    rollupRead = true;
  }
  if (rowIds.length) parts.push(rawPart(sql, request, rowIds, min, max));
  return {
    inner: parts.map((part) => `(${part})`).join(' UNION ALL '),
    rollup: rollupRead,
    // Moved rows leave groups that sum to nothing: callers drop them (a coarser group of such
    // groups sums to nothing too, so the condition holds at any grouping of the dimensions).
    having: moved ? `sum(${family.count}) <> 0` : undefined,
  };
}
