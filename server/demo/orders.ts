import type { Database } from '../db/database';
import { CUSTOM_STATUSES, DEMO_STORES } from './fixtures';
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

/** Rounds to the currency's minor unit; DuckDB's round() on decimals needs a constant precision. */
function money(expression: string, minorDigits: string): string {
  return `CASE WHEN ${minorDigits} = 0 THEN round(${expression}, 0) ELSE round(${expression}, 2) END`;
}

const RETURN_STATES = `('returned', 'partially_returned', 'exchanged')`;
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
  // Keyed by the order's natural key, not its id: a store's lines do not depend on other stores' orders.
  const lineRandom = (salt: number) => sqlRandom(w.seed, 'o.store_id, o.day_no, o.k, l', salt);
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

  // Lifecycle instants: done (completed, delivered, canceled…) and final (after a return).
  await db.run(
    `CREATE OR REPLACE TEMP TABLE gen_lifecycle AS
     SELECT order_id,
       least(CAST($1 AS TIMESTAMPTZ), created_at + INTERVAL '1 second' * CAST(CASE WHEN online THEN 43200 + r14 * 345600 ELSE 60 + r14 * 1800 END AS INTEGER)) AS done_at,
       least(CAST($1 AS TIMESTAMPTZ), created_at + INTERVAL '1 second' * CAST(CASE WHEN online THEN 43200 + r14 * 345600 ELSE 60 + r14 * 1800 END AS INTEGER)
         + CASE WHEN state IN ${RETURN_STATES} THEN INTERVAL '1 hour' * CAST(24 + r15 * 312 AS INTEGER) ELSE INTERVAL '0 second' END) AS final_at
     FROM gen_orders`,
    [w.nowUtc],
  );

  await db.run(`CREATE OR REPLACE TEMP TABLE gen_lines AS
    WITH picked AS (
      SELECT o.order_id, o.store_id, o.created_at, o.state, l,
        o.store_id * 100000 + CAST(floor(pow(${lineRandom(1)}, 1.6) * (SELECT count(*) FROM products p WHERE p.store_id = o.store_id)) AS INTEGER) AS product_id,
        ${lineRandom(2)} AS l2, ${lineRandom(3)} AS l3, ${lineRandom(4)} AS l4, ${lineRandom(5)} AS l5
      FROM (SELECT *, unnest(range(line_count)) AS l FROM gen_orders) o
    ), variant AS (
      SELECT picked.*, product_id * 10 + CAST(floor(l2 * (SELECT count(*) FROM product_variants v WHERE v.product_id = picked.product_id)) AS INTEGER) AS variant_id,
        1 + CAST(floor(pow(l3, 3) * 4) AS INTEGER) AS quantity
      FROM picked
    ), priced AS (
      SELECT variant.*, v.price, v.cost AS unit_cost, s.tax_rate, CASE WHEN s.currency = 'KRW' THEN 0 ELSE 2 END AS minor,
        CASE WHEN l4 < 0.15 THEN ${money('v.price * quantity * (0.05 + 0.15 * l5)', "CASE WHEN s.currency = 'KRW' THEN 0 ELSE 2 END")} ELSE 0 END AS discount
      FROM variant JOIN product_variants v ON v.id = variant.variant_id JOIN stores s ON s.id = variant.store_id
    ), taxed AS (
      SELECT priced.*, ${money('(price * quantity - discount) * tax_rate', 'minor')} AS tax,
        CASE WHEN state = 'returned' THEN quantity
             WHEN state = 'partially_returned' AND l = 0 THEN greatest(1, quantity // 2) ELSE 0 END AS quantity_refunded
      FROM priced
    )
    SELECT order_id * 10 + l AS id, order_id, store_id, created_at, product_id, variant_id, quantity, quantity_refunded,
      CAST(price AS DECIMAL(12,2)) AS price, CAST(discount AS DECIMAL(12,2)) AS total_discount,
      CAST(tax AS DECIMAL(12,2)) AS total_tax, CAST(price * quantity - discount + tax AS DECIMAL(12,2)) AS total_price,
      CAST(${money('(price * quantity - discount + tax) * quantity_refunded / quantity', 'minor')} AS DECIMAL(12,2)) AS refunded_amount,
      CAST(unit_cost * quantity AS DECIMAL(12,2)) AS cost
    FROM taxed`);

  await db.run(
    `CREATE OR REPLACE TEMP TABLE gen_totals AS
    WITH sums AS (
      SELECT order_id, CAST(sum(quantity) AS INTEGER) AS item_count,
        CAST(sum(total_price - total_tax) AS DECIMAL(12,2)) AS subtotal_ex_tax,
        CAST(sum(total_tax) AS DECIMAL(12,2)) AS total_tax, CAST(sum(total_discount) AS DECIMAL(12,2)) AS total_discounts,
        CAST(sum(refunded_amount) AS DECIMAL(12,2)) AS refunded_total_price, CAST(sum(cost) AS DECIMAL(12,2)) AS total_cost
      FROM gen_lines GROUP BY order_id
    ), money AS (
      SELECT o.order_id, sums.* EXCLUDE (order_id), CASE WHEN s.currency = 'KRW' THEN 0 ELSE 2 END AS minor, c.usd_value, s.currency,
        CAST(CASE WHEN o.online THEN CASE WHEN s.currency = 'KRW' THEN round(5 / c.usd_value, -2) ELSE round(5 / c.usd_value, 0) END ELSE 0 END AS DECIMAL(12,2)) AS total_shipping,
        CAST(CASE WHEN NOT o.online AND o.r18 < 0.05 THEN ${money('sums.subtotal_ex_tax * 0.02', "CASE WHEN s.currency = 'KRW' THEN 0 ELSE 2 END")} ELSE 0 END AS DECIMAL(12,2)) AS total_charge,
        CASE WHEN o.state IN ('returned') THEN 'refunded' WHEN o.state = 'partially_returned' THEN 'partially_refunded'
             WHEN o.state = 'exchanged' THEN 'exchanged' WHEN o.state = 'canceled' THEN 'unpaid'
             WHEN o.state IN ('new', 'confirmed') AND o.r22 < 0.15 THEN 'partially_paid'
             WHEN o.state IN ('new', 'confirmed') AND o.r22 < 0.25 THEN 'unpaid' ELSE 'paid' END AS payment_status,
        NOT o.online AND o.state <> 'canceled' AND o.r17 < 0.12 AS tipped, o.r19, o.r20, o.r21, o.r23
      FROM gen_orders o JOIN sums ON sums.order_id = o.order_id JOIN stores s ON s.id = o.store_id
      JOIN currencies c ON c.code = s.currency
    ), priced AS (
      SELECT money.*, CAST(subtotal_ex_tax + total_tax + total_shipping + total_charge AS DECIMAL(12,2)) AS total_price FROM money
    ), tipped AS (
      SELECT priced.*, CAST(CASE WHEN tipped THEN ${money('total_price * (0.05 + 0.15 * r23)', 'minor')} ELSE 0 END AS DECIMAL(12,2)) AS total_tip FROM priced
    )
    SELECT tipped.*, CAST(CASE WHEN payment_status = 'unpaid' THEN 0
        WHEN payment_status = 'partially_paid' THEN ${money('total_price / 2', 'minor')} ELSE total_price + total_tip END AS DECIMAL(12,2)) AS total_paid,
      CASE WHEN r19 < 0.04 AND currency <> 'USD' THEN 'USD' ELSE currency END AS presentment_currency,
      CAST(CASE WHEN r19 < 0.04 AND currency <> 'USD' THEN usd_value ELSE 1 END AS DECIMAL(18,8)) AS currency_exchange_rate
    FROM tipped`,
  );

  await db.run(
    `INSERT INTO orders
    SELECT o.order_id, o.store_id, s.code || '-' || CAST(100000 + o.order_id AS VARCHAR), 'POS' || CAST(o.order_id AS VARCHAR),
      o.created_at, o.outlet_id, o.register_id, o.customer_id,
      o.customer_id IS NOT NULL
        AND row_number() OVER (PARTITION BY o.customer_id ORDER BY o.created_at, o.order_id) = 1
        AND NOT EXISTS (SELECT 1 FROM orders e WHERE e.customer_id = o.customer_id),
      o.salesman_id, o.cashier_id,
      CASE WHEN o.online THEN NULL ELSE CAST(CAST((o.created_at AT TIME ZONE 'UTC') + INTERVAL '1 minute' * o.off AS DATE) - DATE '2000-01-01' AS BIGINT) * 100000 + o.register_id END,
      CASE WHEN o.online THEN 'online' ELSE 'in_store' END,
      CASE WHEN o.online THEN 'ecommerce' WHEN s.type = 'msi' THEN 'msi' ELSE 'pos' END,
      o.state,
      CASE WHEN o.state IN ('completed', 'delivered') THEN 'fulfilled' WHEN o.state = 'returned' THEN 'restocked'
           WHEN o.state = 'partially_returned' THEN 'partially_restocked' WHEN o.state = 'partially_delivered' THEN 'partially_fulfilled'
           WHEN o.state = 'exchanged' THEN 'fulfilled' ELSE 'unfulfilled' END,
      t.payment_status, t.item_count, t.subtotal_ex_tax, CAST(t.subtotal_ex_tax + t.total_tax AS DECIMAL(12,2)), t.total_tax,
      t.total_shipping, t.total_discounts, t.total_price, t.refunded_total_price, t.total_paid, t.total_tip, t.total_charge,
      t.total_cost, t.presentment_currency, t.currency_exchange_rate, lc.final_at,
      CASE WHEN t.payment_status IN ('refunded', 'partially_refunded') THEN lc.final_at ELSE o.created_at END,
      CASE WHEN o.r24 < 0.03 THEN 'Gift wrap, please' WHEN o.r24 < 0.05 THEN 'Customer will pick up tomorrow' ELSE '' END,
      CASE WHEN o.r25 < 0.02 THEN 'Checked ID' ELSE '' END
    FROM gen_orders o JOIN gen_totals t ON t.order_id = o.order_id JOIN gen_lifecycle lc ON lc.order_id = o.order_id
    JOIN stores s ON s.id = o.store_id
    ORDER BY o.store_id, o.created_at`,
  );

  await db.run('INSERT INTO order_line_items SELECT * FROM gen_lines ORDER BY store_id, created_at');

  const unit = `CASE WHEN s.currency = 'KRW' THEN 10000 WHEN s.currency IN ('TWD', 'INR') THEN 100 ELSE 10 END`;
  const refNumber = (salt: number) =>
    `CASE WHEN m.code = 'cash' THEN NULL WHEN m.code = 'gift_card' THEN 'GC-' || lpad(CAST(hash(${w.seed}, o.order_id, ${salt}) % 100000000 AS VARCHAR), 8, '0')
          ELSE 'TX' || lpad(CAST(hash(${w.seed}, o.order_id, ${salt}) % 10000000000 AS VARCHAR), 10, '0') END`;
  await db.run(`
    INSERT INTO payments
    WITH base AS (
      SELECT o.order_id, o.store_id, o.created_at, o.online, t.total_paid, t.refunded_total_price, t.r20, t.r21,
        t.presentment_currency, t.currency_exchange_rate, lc.final_at, m.code AS method_code, m.name AS method_name,
        CAST(CASE WHEN t.r20 < 0.15 THEN ${money('t.total_paid * (0.3 + 0.4 * o.r4)', 't.minor')} ELSE t.total_paid END AS DECIMAL(12,2)) AS first_amount
      FROM gen_orders o JOIN gen_totals t ON t.order_id = o.order_id JOIN gen_lifecycle lc ON lc.order_id = o.order_id
      JOIN gen_payment_methods m ON m.store_id = o.store_id AND t.r21 >= m.low AND t.r21 < m.high
    ), first_payment AS (
      SELECT o.order_id * 10 AS id, o.order_id, o.store_id, o.method_code AS code, o.method_name AS name,
        CAST(CASE WHEN o.method_code = 'cash' AND o.r20 >= 0.15 THEN ceil(o.first_amount / ${unit}) * ${unit} ELSE o.first_amount END AS DECIMAL(12,2)) AS amount,
        o.created_at + INTERVAL '30 second' AS processed_at, ${refNumber(1).replaceAll('m.code', 'o.method_code')} AS ref, CAST(NULL AS VARCHAR) AS type,
        o.presentment_currency, o.currency_exchange_rate, o.first_amount
      FROM base o JOIN stores s ON s.id = o.store_id WHERE o.total_paid > 0
    )
    SELECT id, order_id, store_id, code, name, amount, processed_at, '', ref, type, presentment_currency, currency_exchange_rate FROM first_payment
    UNION ALL
    SELECT id + 1, order_id, store_id, 'cash', 'Cash', CAST(amount - first_amount AS DECIMAL(12,2)), processed_at, '', NULL, 'change',
      presentment_currency, currency_exchange_rate
    FROM first_payment WHERE amount > first_amount
    UNION ALL
    SELECT o.order_id * 10 + 2, o.order_id, o.store_id, m.code, m.name, CAST(o.total_paid - o.first_amount AS DECIMAL(12,2)),
      o.created_at + INTERVAL '45 second', '', ${refNumber(2)}, NULL, o.presentment_currency, o.currency_exchange_rate
    FROM base o JOIN gen_payment_methods m ON m.store_id = o.store_id AND m.code = CASE WHEN o.method_code = 'cash' THEN 'credit_card' ELSE 'cash' END
    WHERE o.total_paid > 0 AND o.r20 < 0.15
    UNION ALL
    SELECT o.order_id * 10 + 3, o.order_id, o.store_id, o.method_code, o.method_name, o.refunded_total_price, o.final_at,
      'Returned by customer', ${refNumber(3).replaceAll('m.code', 'o.method_code')}, 'refund', o.presentment_currency, o.currency_exchange_rate
    FROM base o WHERE o.refunded_total_price > 0 AND o.total_paid > 0
    ORDER BY 3, 7`);

  await db.run(`
    INSERT INTO order_state_history
    SELECT order_id, store_id, seq, state, entered_at FROM (
      SELECT o.order_id, o.store_id, 0 AS seq, 'new' AS state, o.created_at AS entered_at FROM gen_orders o
      UNION ALL
      SELECT o.order_id, o.store_id, 1, 'confirmed', o.created_at + (lc.done_at - o.created_at) * 0.2
      FROM gen_orders o JOIN gen_lifecycle lc USING (order_id) WHERE o.online AND o.state <> 'new'
      UNION ALL
      SELECT o.order_id, o.store_id, 2, 'processing', o.created_at + (lc.done_at - o.created_at) * 0.5
      FROM gen_orders o JOIN gen_lifecycle lc USING (order_id) WHERE o.online AND o.state NOT IN ('new', 'confirmed')
      UNION ALL
      SELECT o.order_id, o.store_id, 3, 'completed', lc.done_at
      FROM gen_orders o JOIN gen_lifecycle lc USING (order_id) WHERE o.state IN ${RETURN_STATES}
      UNION ALL
      SELECT o.order_id, o.store_id, 4, o.state, lc.final_at
      FROM gen_orders o JOIN gen_lifecycle lc USING (order_id)
      WHERE o.state <> 'new' AND NOT (o.online AND o.state IN ('confirmed', 'processing'))
    ) h ORDER BY store_id, entered_at`);

  await db.run(`
    INSERT INTO tips
    SELECT o.order_id, o.order_id, o.store_id, o.salesman_id, t.total_tip, lc.done_at
    FROM gen_orders o JOIN gen_totals t USING (order_id) JOIN gen_lifecycle lc USING (order_id)
    WHERE t.total_tip > 0 ORDER BY o.store_id, lc.done_at`);

  await db.run(
    `INSERT INTO shifts
    SELECT CAST(CAST(d.day - DATE '2000-01-01' AS BIGINT) * 100000 + r.id AS BIGINT), s.id, r.outlet_id, r.id,
      'Shift ' || strftime(d.day, '%Y-%m-%d') || ' · ' || r.name_display, d.day,
      CAST(CAST(d.day AS TIMESTAMP) + INTERVAL '1 minute' * (s.opening_hour * 60 - s.utc_offset_minutes) AS TIMESTAMPTZ),
      CAST(CAST(d.day AS TIMESTAMP) + INTERVAL '1 minute' * (s.closing_hour * 60 - s.utc_offset_minutes) AS TIMESTAMPTZ)
    FROM (SELECT DISTINCT store_id, day FROM gen_orders) d JOIN stores s ON s.id = d.store_id
    JOIN registers r ON r.store_id = s.id
    WHERE NOT EXISTS (SELECT 1 FROM shifts x WHERE x.register_id = r.id AND x.local_day = d.day)`,
  );

  for (const table of ['gen_orders', 'gen_lifecycle', 'gen_lines', 'gen_totals', 'gen_payment_methods']) {
    await db.run(`DROP TABLE IF EXISTS ${table}`);
  }
  return count;
}
