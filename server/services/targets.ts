import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  type MonthTarget,
  type MonthTargetInput,
  monthTargetInputSchema,
  targetMonthSchema,
  targetYearParam,
} from '../../src/contract/targets';
import type { Database } from '../db/database';
import { userWrite } from '../db/userWrites';
import { requireStoreAccess } from '../http/auth';
import { parseJsonBody } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { requireJson } from '../http/limits';
import { parseQuery } from '../http/query';

const EXAMPLE = '{"revenue": 125000.50, "orderCount": 900}';

interface TargetRow extends Record<string, unknown> {
  month: string;
  /** DECIMAL(16,2) read as text ('12345678.91'), so no engine rounds it on the way. */
  revenue: string;
  order_count: number | bigint | null;
  updated_by: number | bigint;
  updated_at: number | bigint | string;
}

const COLUMNS =
  'month, CAST(revenue AS VARCHAR) AS revenue, order_count, updated_by, CAST(updated_at AS BIGINT) AS updated_at';

function toTarget(row: TargetRow): MonthTarget {
  return {
    month: row.month,
    // The text of a 2-decimal amount of at most 15 digits: the nearest double prints it back exactly.
    revenue: Number(row.revenue),
    orderCount: row.order_count === null ? null : Number(row.order_count),
    updatedAt: Number(row.updated_at),
    updatedBy: Number(row.updated_by),
  };
}

/** The `{month}` of the path: `YYYY-MM` from 2000-01 to 2100-12, else a 400 naming it. */
function pathMonth(c: Context<AppEnv>): string {
  const parsed = v.safeParse(targetMonthSchema, c.req.param('month'));
  if (!parsed.success) throw apiError(400, `Invalid path parameter 'month': ${parsed.issues[0].message}`);
  return parsed.output;
}

function assertOwner(c: Context<AppEnv>): number {
  const user = c.get('user');
  if (!user.is_owner) throw apiError(403, 'Only an owner may set or remove targets');
  return user.id;
}

async function targetOf(db: Database, storeId: number, month: string): Promise<MonthTarget | undefined> {
  const [row] = await db.all<TargetRow>(
    `SELECT ${COLUMNS} FROM store_targets WHERE store_id = CAST($1 AS INTEGER) AND month = CAST($2 AS VARCHAR)`,
    [storeId, month],
  );
  return row && toTarget(row);
}

/**
 * Sets a month's target (create or replace) and answers it as stored. Writes take the writing user's
 * turn (`userWrite`: one at a time on DuckDB, whose transactions conflict on one row; on PostgreSQL
 * the upsert itself settles two owners writing the same month).
 */
async function saveTarget(
  db: Database,
  storeId: number,
  month: string,
  input: MonthTargetInput,
  userId: number,
): Promise<MonthTarget> {
  return userWrite(db, userId, async (tx) => {
    await tx.run(
      `INSERT INTO store_targets (store_id, month, revenue, order_count, updated_by, updated_at)
       VALUES (CAST($1 AS INTEGER), CAST($2 AS VARCHAR), CAST($3 AS DECIMAL(16,2)), CAST($4 AS INTEGER),
         CAST($5 AS INTEGER), CAST($6 AS BIGINT))
       ON CONFLICT (store_id, month) DO UPDATE SET revenue = EXCLUDED.revenue,
         order_count = EXCLUDED.order_count, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
      // The amount as its decimal text: the schema allowed at most 2 decimals, so this is the value sent.
      [storeId, month, input.revenue.toFixed(2), input.orderCount ?? null, userId, Date.now()],
    );
    const saved = await targetOf(tx, storeId, month);
    if (!saved) throw new Error(`the target of ${month} was not stored`);
    return saved;
  });
}

/**
 * `/v0/stores/:storeId/targets` of the general service: the monthly revenue (and order-count) targets
 * of a store. Anyone who may see the store reads them; an owner sets and removes them.
 */
export function targetRoutes(deps: AppDeps) {
  const { db } = deps;
  const storeAccess = requireStoreAccess(db);
  return new Hono<AppEnv>()
    .get('/v0/stores/:storeId/targets', storeAccess, async (c) => {
      const { year } = parseQuery(c, { year: targetYearParam });
      const rows = await db.all<TargetRow>(
        `SELECT ${COLUMNS} FROM store_targets
         WHERE store_id = CAST($1 AS INTEGER) AND month LIKE CAST($2 AS VARCHAR) ORDER BY month`,
        [c.get('storeId'), `${year}-%`],
      );
      return c.json({ items: rows.map(toTarget) });
    })
    .get('/v0/stores/:storeId/targets/:month', storeAccess, async (c) => {
      const month = pathMonth(c);
      const storeId = c.get('storeId');
      const target = await targetOf(db, storeId, month);
      if (!target) throw apiError(404, `No target is set for ${month} in store ${storeId}`);
      return c.json(target);
    })
    .put('/v0/stores/:storeId/targets/:month', storeAccess, requireJson(), async (c) => {
      const month = pathMonth(c);
      const userId = assertOwner(c);
      const input = await parseJsonBody(c, monthTargetInputSchema, EXAMPLE);
      return c.json(await saveTarget(db, c.get('storeId'), month, input, userId));
    })
    .delete('/v0/stores/:storeId/targets/:month', storeAccess, async (c) => {
      const month = pathMonth(c);
      const userId = assertOwner(c);
      const storeId = c.get('storeId');
      const deleted = await userWrite(db, userId, (tx) =>
        tx.all(
          `DELETE FROM store_targets WHERE store_id = CAST($1 AS INTEGER) AND month = CAST($2 AS VARCHAR)
           RETURNING month`,
          [storeId, month],
        ),
      );
      if (!deleted.length) throw apiError(404, `No target is set for ${month} in store ${storeId}`);
      return c.json({ message: 'Deleted' });
    });
}
