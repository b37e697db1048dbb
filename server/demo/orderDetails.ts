import type { Database } from '../db/database';
import { sqlRandom } from './random';

/**
 * The rest of one generation step, from its orders (`gen_orders`, written by `orders.ts`): their
 * lifecycle instants, lines, totals, payments, tips and the registers' shifts of their days.
 */

/** Rounds to the currency's minor unit; DuckDB's round() on decimals needs a constant precision. */
function money(expression: string, minorDigits: string): string {
  return `CASE WHEN ${minorDigits} = 0 THEN round(${expression}, 0) ELSE round(${expression}, 2) END`;
}

const RETURN_STATES = `('returned', 'partially_returned', 'exchanged')`;

export async function writeOrderDetails(db: Database, w: { seed: number; nowUtc: string }): Promise<void> {
  // Keyed by the order's natural key, not its id: a store's lines do not depend on other stores' orders.
  const lineRandom = (salt: number) => sqlRandom(w.seed, 'o.store_id, o.day_no, o.k, l', salt);

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
}
