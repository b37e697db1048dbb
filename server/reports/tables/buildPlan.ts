import type { Database, Engine } from '../../db/database';
import type { BuildStep } from './buildProgress';
import { rowSelects } from './factSelects';
import { FAMILIES, rollupDepth } from './families';

/**
 * The steps of a build of the report tables (`rebuild`, then the planner's statistics), each weighed
 * by the seconds it took at 1,000,000 demo orders on 2 shared cores (PostgreSQL: at 300,000, scaled
 * as below; two steps at a time). A per-row table's work grows with the orders; a rollup's mostly
 * with the groups it keeps (stores, days, keys), which grow far slower: it is scaled by the square
 * root. The time left is then the time so far at the pace measured, so only the ratios matter.
 */
interface Weights {
  /** The per-row tables, which read the source tables (or `rf_orders`) row by row and sort them. */
  rows: Readonly<Record<string, number>>;
  /** A rollup summed from its family's per-row table, by family. */
  rollupFromRows: Readonly<Record<string, number>>;
  /** A rollup summed from another rollup. */
  rollupFromRollup: number;
  /** DuckDB's checkpoint or PostgreSQL's ANALYZE, and the stamp. */
  settle: number;
  /** The planner's statistics, read from the new tables. */
  stats: number;
}

const WEIGHTS: Readonly<Record<Engine, Weights>> = {
  duckdb: {
    rows: {
      rf_orders: 4.1,
      rf_orders_tod: 1.7,
      rf_lines: 2.8,
      rf_payments: 1.8,
      rf_payments_tod: 1.6,
      rf_tips: 0.1,
      rf_state_times: 2.5,
    },
    rollupFromRows: { orders: 1, payments: 1, lines: 2.8 },
    rollupFromRollup: 0.42,
    settle: 0.1,
    stats: 0.05,
  },
  postgres: {
    rows: {
      rf_orders: 7.3,
      rf_orders_tod: 4,
      rf_lines: 16,
      rf_payments: 6.6,
      rf_payments_tod: 8.6,
      rf_tips: 0.5,
      rf_state_times: 13.2,
    },
    rollupFromRows: { orders: 15, payments: 8, lines: 22 },
    rollupFromRollup: 5.4,
    settle: 12,
    stats: 1.5,
  },
};

/** The steps of a build over `orders` orders, with their expected seconds on `engine`. */
export function buildSteps(engine: Engine, orders: number): BuildStep[] {
  const weights = WEIGHTS[engine];
  const rowScale = Math.max(orders, 1_000) / 1_000_000;
  const groupScale = Math.sqrt(rowScale);
  return [
    // Reading the stores, the orders' watermarks and time span.
    { name: 'prepare', weight: 0.05 },
    { name: 'rf_orders', weight: (weights.rows.rf_orders ?? 1) * rowScale },
    ...rowSelects(false).map(([table]) => ({ name: table, weight: (weights.rows[table] ?? 1) * rowScale })),
    ...FAMILIES.flatMap((family) =>
      family.rollups.map((rollup) => ({
        name: rollup.table,
        weight:
          groupScale *
          (rollupDepth(family, rollup) === 1
            ? (weights.rollupFromRows[family.name] ?? 1)
            : weights.rollupFromRollup),
      })),
    ),
    { name: 'settle', weight: weights.settle * groupScale },
    { name: 'stats', weight: weights.stats * rowScale },
  ];
}

/** Expected seconds are weights: a step takes about 1,000 ms per unit until the pace is measured. */
export const EXPECTED_MS_PER_WEIGHT = 1_000;

/** The orders a build reads, for its weights. */
export async function ordersToBuild(db: Database): Promise<number> {
  const [row] = await db.all<{ n: number }>('SELECT count(*) AS n FROM orders');
  return Number(row?.n ?? 0);
}
