/**
 * The planner's choice between plans that give the same answer (`reports-rollups.test.ts` checks
 * the answers): for a store whose local days are not the report's, it moves the rows of a window of
 * the store's day, or reads the rollup by steps of UTC time, whichever reads fewer rows by the
 * store's statistics; a state filter reads only its states' rows of a step rollup.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { Sql } from '../../server/reports/query/sql';
import { ORDER_FAMILY } from '../../server/reports/tables/families';
import { type FactsRequest, setStoreStats } from '../../server/reports/tables/plan';
import { factsSql } from '../../server/reports/tables/rollups';
import { parseZone } from '../../server/reports/time/range';
import type { Zone } from '../../server/reports/time/zone';

dayjs.extend(utc);

function zone(text: string): Zone {
  const parsed = parseZone(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
}

/** The planner only reads the statistics of a database: nothing is queried. */
const db = {} as Database;

/**
 * Seoul's store, 40 orders an hour from midnight to 04:00 local time; its rollup by hours of UTC
 * from :30 holds 2,000 rows a day, 300 of them completed orders.
 */
setStoreStats(
  db,
  new Map([
    [
      1,
      {
        ordersPerDayByHour: Array.from({ length: 24 }, (_, hour) => (hour < 4 ? 40 : 100)),
        rollupRowsPerDay: { ro_all_h30: 2000 },
        rollupRowsPerDayByState: { ro_all_h30: { completed: 300, canceled: 1700 } },
      },
    ],
  ]),
);

/** The tables a year of days at +05:30 reads for Seoul's store with these states. */
function tablesRead(states: string[]): string[] {
  const request: FactsRequest = {
    db,
    family: ORDER_FAMILY,
    stores: [{ id: 1, zone: zone('Asia/Seoul') }],
    zone: zone('+05:30'),
    range: { min: dayjs.utc('2025-01-01T00:00:00+05:30'), max: dayjs.utc('2026-01-01T00:00:00+05:30') },
    mode: 'DATE',
    periods: true,
    dimensions: [],
    defaultStates: 'counted',
    filters: { states },
    columns: {},
    sums: ['order_count', 'total_revenue'],
  };
  const { inner } = factsSql(new Sql(), request);
  return [...new Set(inner.match(/\br[fo]_[a-z0-9_]+/g))].sort();
}

describe("the plan of a store whose days are not the report zone's", () => {
  it("moves the rows before 03:30 of Seoul's days when they are fewer than the rollup rows by steps", () => {
    // 4 hours × 40 orders moved, at 6 rollup rows each: 960 < 1,700 rows of canceled orders (and
    // the partial days at both ends of the range row by row).
    expect(tablesRead(['canceled'])).toEqual(['rf_orders', 'rf_orders_tod', 'ro_all']);
  });

  it('reads the rollup by steps when the states filtered hold fewer of its rows than the rows to move', () => {
    // 300 rows of completed orders < 960.
    expect(tablesRead(['completed'])).toEqual(['ro_all_h30']);
  });
});
