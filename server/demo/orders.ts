import type { Database } from '../db/database';
import { CUSTOM_STATUSES, DEMO_STORES } from './fixtures';
import { writeOrderDetails } from './orderDetails';
import { sqlRandom } from './random';

export interface OrderWindow {
  seed: number;
  demoOrders: number;
  /** Local day two years before the first start: the demo's day 0, for the growth trend. */
  anchorDay: string;
  /** Orders created after this instant (exclusive)… */
  fromUtc: string;
  /** …and up to this one (inclusive) are generated. */
  toUtc: string;
  /** Orders per generation step at most, about (default 500,000). */
  stepOrders?: number | undefined;
}

/** One step of a window: lifecycles (completion, returns) are cut at the window's end, not the step's. */
interface Step extends OrderWindow {
  nowUtc: string;
}

const PUBLISHED_CUSTOM = CUSTOM_STATUSES.filter((c) => c.published).map((c) => `'${c.value}'`);

/** Orders generated per step at most (about): each step's working tables stay well under a gigabyte. */
const STEP_ORDERS = 500_000;

/**
 * Orders with their lines, payments, tips, state histories and shifts for one time window, in bulk
 * SQL over range(): every attribute is a hash of (seed, store, local day, k, salt), so the same
 * window always yields the same rows and a later window continues the series. The window is cut
 * into consecutive steps of a few weeks, generated one after the other: ids follow creation time
 * across steps, so the rows are the same whatever the step size, and memory stays bounded.
 */
export async function generateOrders(
  db: Database,
  w: OrderWindow,
  /** Runs in each step's transaction once its rows are written, with the instant they reach. */
  afterStep?: (tx: Database, throughUtc: string) => Promise<void>,
): Promise<number> {
  // Over weeks, the busiest stretch (the last year's growth and December) has about 1.5× the mean.
  const perDay = Math.max(1, (w.demoOrders / 730) * 1.5);
  const stepMs = Math.max(1, Math.floor((w.stepOrders ?? STEP_ORDERS) / perDay)) * 86_400_000;
  const end = Date.parse(w.toUtc);
  let total = 0;
  for (let from = Date.parse(w.fromUtc); from < end; from += stepMs) {
    const to = Math.min(end, from + stepMs);
    const step = {
      ...w,
      nowUtc: w.toUtc,
      fromUtc: new Date(from).toISOString(),
      toUtc: new Date(to).toISOString(),
    };
    // Each step commits on its own: its working tables are TEMP (never written to the file) and
    // an interrupted generation resumes after the last step written.
    total += await db.transaction(async (tx) => {
      const added = await generateStep(tx, step);
      await afterStep?.(tx, step.toUtc);
      return added;
    });
  }
  return total;
}

async function generateStep(db: Database, w: Step): Promise<number> {
  const orderRandom = (salt: number) => sqlRandom(w.seed, 'store_id, day_no, k', salt);
  const totalWeight = DEMO_STORES.reduce((sum, s) => sum + s.orderWeight, 0);
  const ratePerWeight = w.demoOrders / totalWeight / 730;
  const baseId = (await db.all<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM orders'))[0]?.id ?? 0;

  await db.run(`CREATE OR REPLACE TEMP TABLE gen_payment_methods AS
    SELECT * FROM (VALUES ${DEMO_STORES.flatMap((s) => {
      let low = 0;
      return s.paymentMethods.map((m) => {
        const row = `(${s.id}, '${m.code}', '${m.name}', ${low}, ${low + m.share})`;
        low += m.share;
        return row;
      });
    }).join(', ')}) t(store_id, code, name, low, high)`);

  await db.run(
    `CREATE OR REPLACE TEMP TABLE gen_orders AS
    WITH days AS (
      SELECT s.id AS store_id, s.utc_offset_minutes AS off, s.opening_hour AS open_h, s.closing_hour AS close_h,
        s.order_weight, CAST(g.d AS DATE) AS day,
        CAST(CAST(g.d AS DATE) - DATE '2000-01-01' AS INTEGER) AS day_no
      FROM stores s,
        generate_series(CAST(CAST($1 AS TIMESTAMPTZ) AS DATE) - 1, CAST(CAST($2 AS TIMESTAMPTZ) AS DATE) + 1, INTERVAL 1 DAY) g(d)
    ), counts AS (
      SELECT *, CAST(round(${ratePerWeight} * order_weight
          * [0.8, 0.85, 0.9, 0.95, 1.15, 1.35, 1.0][isodow(day)]
          * least(1.5, 0.75 + 0.5 * (day_no - (DATE '${w.anchorDay}' - DATE '2000-01-01')) / 730.0)
          * (1 + 0.35 * exp(-pow((dayofyear(day) - 350) / 12.0, 2)) + 0.15 * exp(-pow((dayofyear(day) - 200) / 20.0, 2)))
          * (0.8 + 0.4 * ${sqlRandom(w.seed, 'store_id, day_no', 99)})) AS INTEGER) AS n
      FROM days
    ), keyed AS (
      SELECT store_id, off, open_h, close_h, day, day_no, unnest(range(n)) AS k FROM counts
    ), drawn AS (
      SELECT keyed.*, ${orderRandom(7)} < 0.15 AS online,
        ${orderRandom(1)} AS r1, ${orderRandom(2)} AS r2, ${orderRandom(3)} AS r3, ${orderRandom(4)} AS r4, ${orderRandom(5)} AS r5, ${orderRandom(8)} AS r8, ${orderRandom(9)} AS r9,
        ${orderRandom(10)} AS r10, ${orderRandom(11)} AS r11, ${orderRandom(12)} AS r12, ${orderRandom(13)} AS r13, ${orderRandom(14)} AS r14, ${orderRandom(15)} AS r15,
        ${orderRandom(16)} AS r16, ${orderRandom(17)} AS r17, ${orderRandom(18)} AS r18, ${orderRandom(19)} AS r19, ${orderRandom(20)} AS r20, ${orderRandom(21)} AS r21,
        ${orderRandom(22)} AS r22, ${orderRandom(23)} AS r23, ${orderRandom(24)} AS r24, ${orderRandom(25)} AS r25
      FROM keyed
    ), timed AS (
      SELECT drawn.*,
        CAST(CAST(day AS TIMESTAMP)
          + INTERVAL '1 minute' * CAST(CASE
              WHEN online THEN floor(r1 * 1440)
              WHEN r3 < 0.25 THEN greatest(open_h * 60, least(close_h * 60 - 1, 750 + floor((r4 - 0.5) * 120)))
              ELSE open_h * 60 + floor((close_h - open_h) * 60 * (r1 + r2) / 2) END - off AS INTEGER)
          + INTERVAL '1 second' * CAST(floor(r5 * 60) AS INTEGER) AS TIMESTAMPTZ) AS created_at
      FROM drawn
    )
    SELECT t.*, ${baseId} + row_number() OVER (ORDER BY t.created_at, t.store_id, t.day_no, t.k) AS order_id,
      CASE WHEN t.online THEN NULL ELSE o.id END AS outlet_id,
      CASE WHEN t.online THEN NULL
           ELSE o.id * 10 + 1 + CAST(floor(r13 * (SELECT count(*) FROM registers g WHERE g.outlet_id = o.id)) AS INTEGER)
      END AS register_id,
      CASE WHEN NOT t.online AND r8 < 0.35 THEN NULL
           ELSE t.store_id * 1000000 + CAST(floor(pow(r9, 2) * (SELECT count(*) FROM customers c WHERE c.store_id = t.store_id)) AS INTEGER)
      END AS customer_id,
      t.store_id * 100 + 1 + CAST(floor(r10 * (SELECT count(*) FROM salespeople p WHERE p.store_id = t.store_id)) AS INTEGER) AS salesman_id,
      t.store_id * 100 + 1 + CAST(floor(r11 * (SELECT count(*) FROM salespeople p WHERE p.store_id = t.store_id)) AS INTEGER) AS cashier_id,
      CASE WHEN r12 < 0.66 THEN 'completed' WHEN r12 < 0.71 THEN 'delivered' WHEN r12 < 0.73 THEN 'processing'
           WHEN r12 < 0.75 THEN 'new' WHEN r12 < 0.77 THEN 'confirmed' WHEN r12 < 0.78 THEN 'shipping'
           WHEN r12 < 0.79 THEN 'partially_delivered' WHEN r12 < 0.82 THEN 'returned'
           WHEN r12 < 0.85 THEN 'partially_returned' WHEN r12 < 0.87 THEN 'exchanged' WHEN r12 < 0.92 THEN 'canceled'
           ELSE [${PUBLISHED_CUSTOM.join(', ')}][1 + CAST(floor(r13 * ${PUBLISHED_CUSTOM.length}) AS INTEGER)] END AS state,
      1 + CAST(floor(r16 * r16 * 5) AS INTEGER) AS line_count
    FROM timed t
    LEFT JOIN outlets o ON o.store_id = t.store_id
      AND o.ordinal = CAST(floor(t.r2 * (SELECT count(*) FROM outlets x WHERE x.store_id = t.store_id)) AS INTEGER)
    WHERE t.created_at > CAST($1 AS TIMESTAMPTZ) AND t.created_at <= CAST($2 AS TIMESTAMPTZ)`,
    [w.fromUtc, w.toUtc],
  );
  const count = (await db.all<{ n: number }>('SELECT count(*) AS n FROM gen_orders'))[0]?.n ?? 0;
  if (count === 0) return 0;

  await writeOrderDetails(db, w);

  for (const table of ['gen_orders', 'gen_lifecycle', 'gen_lines', 'gen_totals', 'gen_payment_methods']) {
    await db.run(`DROP TABLE IF EXISTS ${table}`);
  }
  return count;
}
