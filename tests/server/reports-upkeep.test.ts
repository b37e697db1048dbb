/**
 * Incremental upkeep of the report tables: orders inserted, changed in state and refunded after the
 * tables were built show in the reports after an upkeep (rollups and per-row tables alike), and a
 * restart over the same data folder keeps them without rebuilding.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extendDemoOrders } from '../../server/demo/index';
import { ensureReportFacts, noteOrderChanges, refreshReportFacts } from '../../server/reports/tables/facts';
import { setRollupsEnabled } from '../../server/reports/tables/plan';
import {
  orderStatusItemSchema,
  paymentMethodItemSchema,
  productSoldItemSchema,
  summaryItemSchema,
} from '../../src/contract/reports';
import { startTestServer, type TestServer } from './harness';
import { insertOrder, insertRows } from './order-rows';
import { getReport, type Item, reportPath } from './reports-helpers';

const NOW = new Date('2026-03-15T12:00:00Z');
/** Seoul's local day 2026-03-14 (+09:00), whole. */
const DAY = { timeZone: '+09:00', createdAtMin: '2026-03-14', createdAtMax: '2026-03-14' };
/** The same day seen from Paris: 08:00 to 08:00 Seoul time, so the rows near Seoul's midnight move. */
const PARIS_DAY = { timeZone: 'Europe/Paris', createdAtMin: '2026-03-14', createdAtMax: '2026-03-14' };

let dir: string;
let file: string;
let server: TestServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pos-upkeep-'));
  file = path.join(dir, 'data.duckdb');
  server = await startTestServer({ demoOrders: 1500, now: NOW, file });
  await ensureReportFacts(server.db);
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const summary = (query: Record<string, string>, extra: Record<string, string> = {}) =>
  getReport(server, reportPath('v0', 1, 'sale-summary', { ...query, ...extra }), summaryItemSchema);
const totals = async (query: Record<string, string>, extra: Record<string, string> = {}) =>
  (await summary(query, extra)).total as Item;

/** Every figure the reports give for the day, by rollups, then by the per-row tables only. */
async function bothWays() {
  const read = async () => ({
    seoul: await totals(DAY),
    paris: await totals(PARIS_DAY),
    states: (await getReport(server, reportPath('v0', 1, 'order-status', DAY), orderStatusItemSchema)).items,
    methods: (await getReport(server, reportPath('v0', 1, 'payment-methods', DAY), paymentMethodItemSchema))
      .items,
    sold: (
      await getReport(
        server,
        reportPath('v0', 1, 'product-sold', { ...DAY, limit: 500 }),
        productSoldItemSchema,
      )
    ).items,
  });
  const rollups = await read();
  setRollupsEnabled(server.db, false);
  try {
    expect(await read()).toEqual(rollups);
  } finally {
    setRollupsEnabled(server.db, true);
  }
  return rollups;
}

describe('incremental upkeep', () => {
  let maxId = 0;
  let before: Item;

  it('reads a new order, late at night and at noon, into every table', async () => {
    before = await totals(DAY);
    const [row] = await server.db.all<{ id: number }>('SELECT max(id) AS id FROM orders');
    maxId = Number(row?.id);
    // 23:50 and 12:00 in Seoul: the first is on Paris's 14 March too, both on Seoul's 14 March.
    const [variant] = await server.db.all<{ id: number; product_id: number }>(
      'SELECT id, product_id FROM product_variants WHERE store_id = 1 ORDER BY id LIMIT 1',
    );
    const product = { productId: Number(variant?.product_id), variantId: Number(variant?.id) };
    await insertOrder(server.db, {
      id: maxId + 1,
      store: 1,
      created: '2026-03-14T14:50:00Z',
      total: 1234.5,
      product,
    });
    await insertOrder(server.db, {
      id: maxId + 2,
      store: 1,
      created: '2026-03-14T03:00:00Z',
      total: 100,
      product,
    });
    const upkeep = await refreshReportFacts(server.db);
    expect(upkeep).toMatchObject({ rebuilt: false, changedOrders: 2 });
    const after = await bothWays();
    expect(after.seoul.orderCount).toBe(Number(before.orderCount) + 2);
    expect(after.seoul.totalRevenue).toBeCloseTo(Number(before.totalRevenue) + 1334.5, 2);
  });

  it('reads a change of state (its status time moved) and drops a canceled order from revenue', async () => {
    await server.db.run(
      `UPDATE orders SET state = 'canceled', order_status_updated_at = CAST($2 AS TIMESTAMPTZ)
       WHERE id = CAST($1 AS BIGINT)`,
      [maxId + 2, '2026-03-15T12:30:00Z'],
    );
    await server.db.run(
      `INSERT INTO order_state_history VALUES (CAST($1 AS BIGINT), 1, 2, 'canceled', CAST('2026-03-15T12:30:00Z' AS TIMESTAMPTZ))`,
      [maxId + 2],
    );
    expect(await refreshReportFacts(server.db)).toMatchObject({ rebuilt: false, changedOrders: 1 });
    const after = await bothWays();
    expect(after.seoul.orderCount).toBe(Number(before.orderCount) + 1);
    expect(after.seoul.totalRevenue).toBeCloseTo(Number(before.totalRevenue) + 1234.5, 2);
    expect(after.states.find((s) => s.state === 'canceled')?.orderCount).toBeGreaterThan(0);
  });

  it('reads a refund noted in order_changes, with its payment and line', async () => {
    const id = maxId + 1;
    await server.db.run(
      `UPDATE orders SET refunded_total_price = 1234.5, payment_status = 'refunded', state = 'returned'
       WHERE id = CAST($1 AS BIGINT)`,
      [id],
    );
    await server.db.run(
      'UPDATE order_line_items SET quantity_refunded = 1, refunded_amount = 1234.5 WHERE order_id = CAST($1 AS BIGINT)',
      [id],
    );
    await insertRows(server.db, 'payments', [
      {
        id: id * 10 + 3,
        order_id: id,
        store_id: 1,
        payment_code: 'cash',
        payment_name: 'Cash',
        amount: '1234.50',
        processed_at: '2026-03-15T12:40:00Z',
        note: 'Returned',
        reference_number: null,
        type: 'refund',
        presentment_currency: 'USD',
        currency_exchange_rate: '1',
      },
    ]);
    await noteOrderChanges(server.db, [id]);
    expect(await refreshReportFacts(server.db)).toMatchObject({ rebuilt: false, changedOrders: 1 });
    const after = await bothWays();
    expect(after.seoul.totalRefund).toBeCloseTo(Number(before.totalRefund) + 1234.5, 2);
    expect(after.methods.find((m) => m.paymentCode === 'cash')?.refundAmount).toBeGreaterThanOrEqual(1234.5);
    expect(after.sold.some((s) => Number(s.totalQtyRefund) >= 1)).toBe(true);
    // Nothing left to read.
    expect(await refreshReportFacts(server.db)).toMatchObject({ rebuilt: false, changedOrders: 0 });
  });

  it('reads the orders the demo stores take while the server runs (DEMO_LIVE)', async () => {
    const before = await totals({
      timeZone: '+09:00',
      createdAtMin: '2026-03-15',
      createdAtMax: '2026-03-25',
    });
    const added = await extendDemoOrders(server.db, new Date('2026-03-25T12:00:00Z'));
    expect(added).toBeGreaterThan(0);
    expect(await refreshReportFacts(server.db)).toMatchObject({ rebuilt: false, changedOrders: added });
    const after = await totals({
      timeZone: '+09:00',
      createdAtMin: '2026-03-15',
      createdAtMax: '2026-03-25',
    });
    expect(Number(after.orderCount)).toBeGreaterThan(Number(before.orderCount));
    // Appending again up to the same instant adds nothing.
    expect(await extendDemoOrders(server.db, new Date('2026-03-25T12:00:00Z'))).toBe(0);
  });

  it('keeps everything over a restart, without rebuilding', async () => {
    const kept = await bothWays();
    await server.close();
    server = await startTestServer({ demoOrders: 1500, now: NOW, file });
    const started = await ensureReportFacts(server.db);
    expect(started).toMatchObject({ rebuilt: false, changedOrders: 0 });
    expect(await bothWays()).toEqual(kept);
  });
});
