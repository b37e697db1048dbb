/**
 * The `total` of the product, category, tip and time-in-status reports (RUNNER_LIST.md, "Totals"): the
 * figures of every row of the range and filters, read page by page, add up to it to the cent (days to
 * the millionth), whichever table answers (rollups, or the rows for partial days, another zone or a
 * filter no rollup keeps). Runs on the tests' engine: DuckDB, or PostgreSQL with TEST_DATABASE_URL.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNNER_LIST } from '../../server/reports/allRunners';
import { answerReport } from '../../server/reports/engine';
import { noteOrderChanges, refreshReportFacts } from '../../server/reports/tables/facts';
import { answerSchema } from '../../src/contract/answers';
import { TIME_IN_STATUS_STATES } from '../../src/contract/constants';
import { startTestServer, type TestServer } from './harness';
import { type Item, type ReportBody, sumMoney } from './reports-helpers';

let server: TestServer;
/** The data's present and every answer's: open states count up to it, so pages read at one instant. */
const NOW = new Date('2026-03-15T12:00:00Z');
const SEOUL = 1; // KRW, +09:00
const PARIS = 2; // EUR, Europe/Paris

beforeAll(async () => {
  server = await startTestServer({ demoOrders: 3000, now: NOW });
});
afterAll(() => server.close());

type Query = Record<string, string>;

/** One answer of a report at NOW, as the API sends it (JSON), checked against the catalogue's schema. */
async function answer(name: string, storeId: number, query: Query): Promise<ReportBody> {
  const definition = RUNNER_LIST.find((report) => report.endpoint.name === name);
  if (!definition) throw new Error(`no report ${name}`);
  const body = JSON.parse(
    JSON.stringify(await answerReport(definition, { query, storeId, userId: 1, now: NOW }, server.db)),
  ) as ReportBody;
  const parsed = v.safeParse(answerSchema(definition.endpoint), body);
  if (!parsed.success) throw new Error(`${name}: ${v.summarize(parsed.issues)}`);
  return body;
}

/** Every page of a report with `limit` rows a page; the first page's answer carries the total. */
async function everyPage(name: string, storeId: number, query: Query, limit: number) {
  const first = await answer(name, storeId, { ...query, limit: String(limit), page: '1' });
  const items = [...first.items];
  for (let page = 2; page <= first.maxPage; page++) {
    const next = await answer(name, storeId, { ...query, limit: String(limit), page: String(page) });
    expect(next.total).toEqual(first.total);
    items.push(...next.items);
  }
  expect(items).toHaveLength(first.countItems);
  return { total: first.total ?? {}, items, pages: first.maxPage };
}

const sumCount = (items: readonly Item[], field: string) =>
  items.reduce((sum, item) => sum + Number(item[field]), 0);
/** Days with 6 decimals as whole millionths, so their sum is exact. */
const micro = (days: unknown) => Math.round(Number(days) * 1e6);
const sumDays = (values: readonly unknown[]) => values.reduce<number>((sum, days) => sum + micro(days), 0);
/** The margin of sums, as the server computes a row's: gross profit / sales without tax, in %. */
const marginOf = (grossProfit: number, totalPrice: number) =>
  Math.round(totalPrice * 100) === 0
    ? 0
    : Math.round((Math.round(grossProfit * 100) * 10000) / Math.round(totalPrice * 100)) / 100;

const YEAR_2025: Query = { createdAtMin: '2025-01-01', createdAtMax: '2025-12-31' };
/** Partial days at both ends, in a zone 45 minutes off the whole hour: rollups and rows together. */
const ODD_RANGE: Query = {
  createdAtMin: '2025-02-10T10:00',
  createdAtMax: '2025-08-20T15:30',
  timeZone: '+05:45',
};
const RANGES: Record<string, Query> = {
  'a year in the store zone': YEAR_2025,
  'partial days at +05:45, in store only': { ...ODD_RANGE, source: 'in_store' },
  'completed and delivered orders of one product type': {
    ...YEAR_2025,
    states: 'completed,delivered',
    productTypes: 'simple',
  },
};

const LINE_REPORTS: { name: string; query?: Query; limit: number }[] = [
  { name: 'product-sold', limit: 40 },
  { name: 'product-sold', query: { withoutVariant: 'true' }, limit: 15 },
  { name: 'product-profit', limit: 40 },
  { name: 'products', limit: 15 },
  { name: 'categories', limit: 3 },
  { name: 'product-sold-categories', limit: 3 },
];

describe('product and category reports: total = Σ rows of every page', () => {
  for (const storeId of [SEOUL, PARIS]) {
    for (const [rangeName, range] of Object.entries(RANGES)) {
      for (const report of LINE_REPORTS) {
        const label = `${report.name}${report.query ? ' (by product)' : ''}, store ${storeId}, ${rangeName}`;
        it(label, async () => {
          const { total, items, pages } = await everyPage(
            report.name,
            storeId,
            { ...range, ...report.query },
            report.limit,
          );
          expect(items.length).toBeGreaterThan(0);
          if (rangeName === 'a year in the store zone') expect(pages).toBeGreaterThan(1);
          for (const field of ['totalQtySold', 'totalQtyRefund', 'netQtySold'])
            expect(total[field], field).toBe(sumCount(items, field));
          for (const field of [
            'totalRevenue',
            'totalRefund',
            'netRevenue',
            'totalPrice',
            'cost',
            'grossProfit',
          ])
            expect(total[field], field).toBe(sumMoney(items.map((item) => item[field])));
          // The margin of the total is that of its sums, not a sum or mean of the rows' margins.
          expect(total.margin).toBe(marginOf(Number(total.grossProfit), Number(total.totalPrice)));
        });
      }
    }
  }

  it('the previous period has its own total, the sum of its rows', async () => {
    const body = await answer('product-profit', PARIS, {
      ...YEAR_2025,
      limit: '1000',
      compare: 'previous',
    });
    const previous = body.previous;
    expect(previous?.countItems).toBeGreaterThan(0);
    expect(previous?.items).toHaveLength(previous?.countItems ?? -1);
    expect(previous?.total?.totalPrice).toBe(sumMoney(previous?.items.map((item) => item.totalPrice) ?? []));
    expect(previous?.total?.totalPrice).not.toBe(body.total?.totalPrice);
  });

  it('an empty range has a total of zeros', async () => {
    const body = await answer('product-sold', SEOUL, {
      createdAtMin: '2019-01-01',
      createdAtMax: '2019-01-02',
    });
    expect(body.countItems).toBe(0);
    expect(body.total).toEqual({
      totalQtySold: 0,
      totalQtyRefund: 0,
      netQtySold: 0,
      totalRevenue: 0,
      totalRefund: 0,
      netRevenue: 0,
      totalPrice: 0,
      cost: 0,
      grossProfit: 0,
      margin: 0,
    });
  });
});

describe('tip reports: total = Σ rows of every page', () => {
  for (const storeId of [SEOUL, PARIS]) {
    for (const [rangeName, range] of Object.entries(RANGES)) {
      it(`tipping-transaction, store ${storeId}, ${rangeName}`, async () => {
        const { total, items } = await everyPage('tipping-transaction', storeId, range, 100);
        expect(items.length).toBeGreaterThan(0);
        expect(total).toEqual({ tipCount: items.length, amount: sumMoney(items.map((item) => item.amount)) });
      });

      it(`tippings and tipping-summary, store ${storeId}, ${rangeName}`, async () => {
        const [perPerson, perMonth, tips] = await Promise.all([
          everyPage('tippings', storeId, range, 2),
          everyPage('tipping-summary', storeId, { ...range, mode: 'MONTH' }, 2),
          everyPage('tipping-transaction', storeId, range, 1000),
        ]);
        for (const { total, items } of [perPerson, perMonth]) {
          expect(total).toEqual({
            tipCount: sumCount(items, 'tipCount'),
            totalTipping: sumMoney(items.map((item) => item.totalTipping)),
          });
          // Every view of the tips counts the same tips.
          expect(total.totalTipping).toBe(tips.total.amount);
          expect(total.tipCount).toBe(tips.total.tipCount);
        }
      });
    }
  }
});

describe('time in status: total = Σ rows of every page, per state and overall', () => {
  const SPRING: Query = { createdAtMin: '2026-01-01', createdAtMax: '2026-03-15' };
  const cases: Record<string, Query> = {
    'the default states': SPRING,
    'chosen states, one of them open (processing)': { ...SPRING, states: 'processing,new,completed' },
    'partial days at +05:45, online only': {
      ...ODD_RANGE,
      createdAtMax: '2026-03-14T09:00',
      source: 'online',
    },
    'a search (read row by row)': { ...SPRING, search: '1' },
  };
  for (const storeId of [SEOUL, PARIS]) {
    for (const [caseName, query] of Object.entries(cases)) {
      it(`store ${storeId}, ${caseName}`, async () => {
        const { total, items } = await everyPage('order-time-in-status', storeId, query, 50);
        expect(items.length).toBeGreaterThan(0);
        expect(total.orderCount).toBe(items.length);
        const states = query.states?.split(',') ?? [...TIME_IN_STATUS_STATES];
        const byState = total.timeInStatuses as Record<string, number>;
        expect(Object.keys(byState)).toEqual(states);
        for (const state of states) {
          const rows = items.map((item) => (item.timeInStatuses as Record<string, number>)[state]);
          expect(micro(byState[state]), state).toBe(sumDays(rows));
        }
        expect(micro(total.total)).toBe(sumDays(items.map((item) => item.total)));
        expect(micro(total.total)).toBe(sumDays(Object.values(byState)));
        expect(Number(total.total)).toBeGreaterThan(0);
      });
    }
  }

  it('an open state counts up to now in the rows and the total alike', async () => {
    const query = { ...SPRING, states: 'new,confirmed,processing' };
    const { total, items } = await everyPage('order-time-in-status', PARIS, query, 1000);
    const open = items.filter((item) => ['new', 'confirmed', 'processing'].includes(String(item.state)));
    expect(open.length).toBeGreaterThan(0);
    expect(micro(total.total)).toBe(sumDays(items.map((item) => item.total)));
  });
});

describe('time in status after an upkeep', () => {
  it('an order leaving its open state: its row and the total count the stay up to the change', async () => {
    const query = {
      createdAtMin: '2026-01-01',
      createdAtMax: '2026-03-15',
      states: 'new,confirmed,completed',
    };
    const before = await everyPage('order-time-in-status', PARIS, query, 1000);
    const open = before.items.find((item) => ['new', 'confirmed'].includes(String(item.state)));
    if (!open) throw new Error('no open order');
    const state = String(open.state);
    const left = '2026-03-15T11:00:00.000Z';
    await server.db.run(
      `UPDATE orders SET state = 'completed', order_status_updated_at = CAST($2 AS TIMESTAMPTZ)
       WHERE id = CAST($1 AS BIGINT)`,
      [Number(open.id), left],
    );
    await server.db.run(
      `INSERT INTO order_state_history VALUES (CAST($1 AS BIGINT), ${PARIS}, 99, 'completed', CAST($2 AS TIMESTAMPTZ))`,
      [Number(open.id), left],
    );
    // Its status time may be before the latest one the tables read: the writer notes the change.
    await noteOrderChanges(server.db, [Number(open.id)]);
    expect(await refreshReportFacts(server.db)).toMatchObject({ rebuilt: false, changedOrders: 1 });
    const after = await everyPage('order-time-in-status', PARIS, query, 1000);
    const row = after.items.find((item) => item.id === open.id);
    const times = (item: Item | undefined) => (item?.timeInStatuses ?? {}) as Record<string, number>;
    // An hour less in its state (it left at 11:00, the answer is at 12:00; each figure rounded to the
    // millionth of a day), none in completed (terminal).
    const less = micro(times(open)[state]) - micro(times(row)[state]);
    expect([41_666, 41_667]).toContain(less);
    expect(times(row).completed).toBe(0);
    expect(micro(before.total.total) - micro(after.total.total)).toBe(less);
    expect(micro(after.total.total)).toBe(sumDays(after.items.map((item) => item.total)));
  });
});
