import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { DuckDatabase } from '../../server/db/duckdb';
import { ensureDemoData } from '../../server/demo/index';

const NOW = new Date('2026-03-15T10:30:00Z');
let db: DuckDatabase;
beforeAll(async () => {
  db = await DuckDatabase.open(':memory:');
  await ensureDemoData(db, { seed: 11, demoOrders: 4000, now: NOW });
});
afterAll(() => db.close());

async function one<T>(database: Database, sql: string): Promise<T> {
  const [row] = await database.all(sql);
  return row as T;
}

async function fingerprint(database: Database) {
  return one<{ n: number; revenue: number; lines: number; first: string; last: string }>(
    database,
    `SELECT count(*) AS n, CAST(sum(total_price) AS DECIMAL(18,2)) AS revenue, sum(item_count) AS lines,
       min(created_at) AS first, max(created_at) AS last FROM orders`,
  );
}

describe('demo data generator', () => {
  it('is deterministic for a seed and differs for another seed', async () => {
    const again = await DuckDatabase.open(':memory:');
    const other = await DuckDatabase.open(':memory:');
    try {
      await ensureDemoData(again, { seed: 11, demoOrders: 4000, now: NOW });
      await ensureDemoData(other, { seed: 12, demoOrders: 4000, now: NOW });
      expect(await fingerprint(again)).toEqual(await fingerprint(db));
      expect((await fingerprint(other)).revenue).not.toBe((await fingerprint(db)).revenue);
    } finally {
      await again.close();
      await other.close();
    }
  });

  it('gives the same rows whatever the generation step size', async () => {
    const stepped = await DuckDatabase.open(':memory:');
    try {
      await ensureDemoData(stepped, { seed: 11, demoOrders: 4000, now: NOW, stepOrders: 2000 });
      for (const table of [
        'orders',
        'order_line_items',
        'payments',
        'order_state_history',
        'tips',
        'shifts',
      ]) {
        const sql = `SELECT count(*) AS n, CAST(sum(hash(t)) AS VARCHAR) AS h FROM ${table} t`;
        expect({ table, ...(await one<object>(stepped, sql)) }).toEqual({
          table,
          ...(await one<object>(db, sql)),
        });
      }
    } finally {
      await stepped.close();
    }
  });

  it("gives a store the same orders whatever the other stores' rates", async () => {
    const busier = await DuckDatabase.open(':memory:');
    try {
      const others = { 2: 3, 3: 3, 4: 3, 5: 3, 6: 3 };
      await ensureDemoData(busier, { seed: 11, demoOrders: 4000, now: NOW, weightScale: others });
      const store = (storeId: number) =>
        `SELECT count(*) AS n, CAST(sum(hash(created_at, customer_id, outlet_id, state, total_price, is_first_order)) AS VARCHAR) AS h
         FROM orders WHERE store_id = ${storeId}`;
      expect(await one<object>(busier, store(1))).toEqual(await one<object>(db, store(1)));
      const [mine, theirs] = [
        await one<{ n: number }>(db, store(2)),
        await one<{ n: number }>(busier, store(2)),
      ];
      expect(theirs.n).toBeGreaterThan(mine.n * 2.5);
    } finally {
      await busier.close();
    }
  });

  it('sizes the data by DEMO_ORDERS over two years up to now', async () => {
    const { n, first, last } = await fingerprint(db);
    expect(n).toBeGreaterThan(4000 * 0.85);
    expect(n).toBeLessThan(4000 * 1.15);
    expect(new Date(first).getTime()).toBeGreaterThan(NOW.getTime() - 731 * 86_400_000);
    expect(new Date(first).getTime()).toBeLessThan(NOW.getTime() - 720 * 86_400_000);
    expect(new Date(last).getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(new Date(last).getTime()).toBeGreaterThan(NOW.getTime() - 2 * 86_400_000);
  });

  it('keeps order totals consistent with lines and payments to the cent', async () => {
    const lines = await one<{ bad: number }>(
      db,
      `SELECT count(*) AS bad FROM orders o JOIN (
         SELECT order_id, sum(total_price - total_tax) AS sub, sum(total_tax) AS tax, sum(quantity) AS qty,
           sum(refunded_amount) AS refunded FROM order_line_items GROUP BY order_id) l ON l.order_id = o.id
       WHERE l.sub <> o.subtotal_ex_tax OR l.tax <> o.total_tax OR l.qty <> o.item_count
          OR l.refunded <> o.refunded_total_price
          OR o.total_price <> o.subtotal_ex_tax + o.total_tax + o.total_shipping + o.total_charge`,
    );
    expect(lines.bad).toBe(0);
    const payments = await one<{ bad: number }>(
      db,
      `SELECT count(*) AS bad FROM orders o LEFT JOIN (
         SELECT order_id, sum(CASE WHEN type IS NULL THEN amount WHEN type = 'change' THEN -amount ELSE 0 END) AS paid
         FROM payments GROUP BY order_id) p ON p.order_id = o.id
       WHERE coalesce(p.paid, 0) <> o.total_paid`,
    );
    expect(payments.bad).toBe(0);
  });

  it('has the variety reports need: splits, refunds, change, tips, cancellations, custom statuses, walk-ins, returning customers', async () => {
    const facts = await one<Record<string, number>>(
      db,
      `SELECT
        (SELECT count(*) FROM (SELECT order_id FROM payments WHERE type IS NULL GROUP BY order_id HAVING count(*) > 1) s) AS split,
        (SELECT count(*) FROM orders WHERE payment_status = 'refunded') AS full_refunds,
        (SELECT count(*) FROM orders WHERE payment_status = 'partially_refunded') AS partial_refunds,
        (SELECT count(*) FROM payments WHERE type = 'refund') AS refund_rows,
        (SELECT count(*) FROM payments WHERE type = 'change') AS change_rows,
        (SELECT count(*) FROM orders WHERE state = 'exchanged') AS exchanges,
        (SELECT count(*) FROM tips) AS tips,
        (SELECT count(*) FROM orders WHERE total_discounts > 0) AS discounted,
        (SELECT count(*) FROM orders WHERE state = 'canceled') AS canceled,
        (SELECT count(*) FROM orders WHERE state IN (SELECT value FROM custom_order_statuses)) AS custom,
        (SELECT count(*) FROM orders WHERE customer_id IS NULL) AS walk_ins,
        (SELECT count(*) FROM (SELECT customer_id FROM orders WHERE customer_id IS NOT NULL GROUP BY customer_id HAVING count(*) > 1) r) AS returning,
        (SELECT count(*) FROM orders WHERE source = 'online') AS online,
        (SELECT count(*) FROM orders WHERE presentment_currency <> (SELECT currency FROM stores s WHERE s.id = orders.store_id)) AS foreign_currency,
        (SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_state_history h WHERE h.order_id = o.id)) AS without_history,
        (SELECT count(*) FROM orders WHERE is_first_order) AS first_orders,
        (SELECT count(DISTINCT customer_id) FROM orders) AS customers`,
    );
    for (const key of [
      'split',
      'full_refunds',
      'partial_refunds',
      'refund_rows',
      'change_rows',
      'exchanges',
      'tips',
      'discounted',
      'canceled',
      'custom',
      'walk_ins',
      'returning',
      'online',
      'foreign_currency',
    ]) {
      expect(facts[key], key).toBeGreaterThan(0);
    }
    expect(facts.without_history).toBe(0);
    expect(facts.first_orders).toBe(facts.customers);
  });

  it('places in-store orders within opening hours, local time, with busier weekends', async () => {
    const outside = await one<{ n: number }>(
      db,
      `SELECT count(*) AS n FROM orders o JOIN stores s ON s.id = o.store_id
       WHERE o.source = 'in_store' AND (
         hour((o.created_at AT TIME ZONE 'UTC') + INTERVAL '1 minute' * s.utc_offset_minutes) < s.opening_hour OR
         hour((o.created_at AT TIME ZONE 'UTC') + INTERVAL '1 minute' * s.utc_offset_minutes) >= s.closing_hour)`,
    );
    expect(outside.n).toBe(0);
    const week = await one<{ saturday: number; monday: number }>(
      db,
      `SELECT count(*) FILTER (WHERE d = 6) AS saturday, count(*) FILTER (WHERE d = 1) AS monday FROM (
         SELECT isodow((o.created_at AT TIME ZONE 'UTC') + INTERVAL '1 minute' * s.utc_offset_minutes) AS d
         FROM orders o JOIN stores s ON s.id = o.store_id) t`,
    );
    expect(week.saturday).toBeGreaterThan(week.monday * 1.2);
  });

  it('extends a kept data folder up to now, adding only new orders, and adds nothing twice', async () => {
    const before = await fingerprint(db);
    const later = new Date(NOW.getTime() + 20 * 86_400_000);
    const extended = await ensureDemoData(db, { seed: 99, demoOrders: 1, now: later });
    expect(extended.created).toBe(false);
    expect(extended.addedOrders).toBeGreaterThan(0);
    const after = await fingerprint(db);
    expect(after.n).toBe(before.n + extended.addedOrders);
    expect(new Date(after.last).getTime()).toBeGreaterThan(NOW.getTime() + 18 * 86_400_000);
    const added = await one<{ early: number; dup: number }>(
      db,
      `SELECT (SELECT count(*) FROM orders WHERE id > (SELECT max(id) FROM orders) - ${extended.addedOrders}
                 AND created_at <= CAST('${NOW.toISOString()}' AS TIMESTAMPTZ)) AS early,
              (SELECT count(*) FROM (SELECT id FROM orders GROUP BY id HAVING count(*) > 1) d) AS dup`,
    );
    expect(added).toEqual({ early: 0, dup: 0 });
    // The rate follows the folder's own size, not the new call's: ~4000 orders / 730 days * 20 days.
    expect(extended.addedOrders).toBeGreaterThan((4000 / 730) * 20 * 0.6);
    expect((await ensureDemoData(db, { seed: 11, demoOrders: 4000, now: later })).addedOrders).toBe(0);
  });
});
