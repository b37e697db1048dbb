import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/contract/common';
import { MAX_TARGET, monthTargetSchema, monthTargetsSchema } from '../../src/contract/targets';
import { testEngine } from './engine';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoOrders: 300 });
});
afterAll(() => server.close());

const DEMO = 1;
/** Staff see stores 2 and 3; the demo owner all six. */
const PARIS = 2;
const SEOUL = 1;

const targetUrl = (storeId: number, month?: string, query = '') =>
  `/api/general/v0/stores/${storeId}/targets${month === undefined ? '' : `/${month}`}${query}`;

async function messageOf(response: Response): Promise<string> {
  return v.parse(errorBodySchema, await response.json()).message;
}

async function listOf(storeId: number, year: number, username = 'demo') {
  const response = await server.get(
    targetUrl(storeId, undefined, `?year=${year}`),
    await server.tokenFor(username),
  );
  expect(response.status).toBe(200);
  return v.parse(monthTargetsSchema, await response.json()).items;
}

/** Every stored target, to check that a refused request changed nothing. */
const storedRows = () =>
  server.db.all(
    `SELECT store_id, month, CAST(revenue AS VARCHAR) AS revenue, order_count, updated_by,
       CAST(updated_at AS VARCHAR) AS updated_at
     FROM store_targets ORDER BY store_id, month`,
  );

describe(`monthly targets (${testEngine})`, () => {
  it('an owner sets, reads, lists, replaces and deletes a month’s target', async () => {
    const before = Date.now();
    const saved = await server.send('PUT', targetUrl(PARIS, '2025-03'), 'demo', {
      revenue: 12345678.91,
      orderCount: 900,
    });
    expect(saved.status).toBe(200);
    const target = v.parse(monthTargetSchema, await saved.json());
    expect(target).toMatchObject({
      month: '2025-03',
      revenue: 12345678.91,
      orderCount: 900,
      updatedBy: DEMO,
    });
    expect(target.updatedAt).toBeGreaterThanOrEqual(before);
    // To the cent, in the database too.
    const [row] = await server.db.all<{ revenue: string }>(
      `SELECT CAST(revenue AS VARCHAR) AS revenue FROM store_targets WHERE store_id = 2 AND month = '2025-03'`,
    );
    expect(row?.revenue).toBe('12345678.91');

    const read = await server.get(targetUrl(PARIS, '2025-03'));
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(target);

    await server.send('PUT', targetUrl(PARIS, '2025-01'), 'demo', { revenue: 0 });
    await server.send('PUT', targetUrl(PARIS, '2025-12'), 'demo', { revenue: 999999999999.99 });
    await server.send('PUT', targetUrl(PARIS, '2024-12'), 'demo', { revenue: 5 });
    await server.send('PUT', targetUrl(3, '2025-02'), 'demo', { revenue: 7 });
    const list = await listOf(PARIS, 2025);
    expect(list.map((item) => [item.month, item.revenue, item.orderCount])).toEqual([
      ['2025-01', 0, null],
      ['2025-03', 12345678.91, 900],
      ['2025-12', 999999999999.99, null],
    ]);
    expect((await listOf(PARIS, 2024)).map((item) => item.month)).toEqual(['2024-12']);
    expect(await listOf(PARIS, 2026)).toEqual([]);

    // Replaced as a whole: without orderCount, the month has none.
    const replaced = await server.send('PUT', targetUrl(PARIS, '2025-03'), 'demo', { revenue: MAX_TARGET });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ month: '2025-03', revenue: MAX_TARGET, orderCount: null });
    const cleared = await server.send('PUT', targetUrl(PARIS, '2025-03'), 'demo', {
      revenue: 0.01,
      orderCount: null,
    });
    expect(await cleared.json()).toMatchObject({ revenue: 0.01, orderCount: null });

    const deleted = await server.send('DELETE', targetUrl(PARIS, '2025-03'), 'demo');
    expect(deleted.status).toBe(200);
    const gone = await server.get(targetUrl(PARIS, '2025-03'));
    expect(gone.status).toBe(404);
    expect(await messageOf(gone)).toBe('No target is set for 2025-03 in store 2');
    const again = await server.send('DELETE', targetUrl(PARIS, '2025-03'), 'demo');
    expect(again.status).toBe(404);
    expect((await listOf(PARIS, 2025)).map((item) => item.month)).toEqual(['2025-01', '2025-12']);

    for (const [storeId, month] of [
      [PARIS, '2025-01'],
      [PARIS, '2025-12'],
      [PARIS, '2024-12'],
      [3, '2025-02'],
    ] as const)
      expect((await server.send('DELETE', targetUrl(storeId, month), 'demo')).status).toBe(200);
  });

  it('staff read the targets of their stores but may not change them', async () => {
    await server.send('PUT', targetUrl(PARIS, '2025-06'), 'demo', { revenue: 1500.5, orderCount: 12 });
    const rows = await storedRows();
    const staff = await server.tokenFor('staff');
    const read = await server.get(targetUrl(PARIS, '2025-06'), staff);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ revenue: 1500.5, orderCount: 12, updatedBy: DEMO });
    expect((await listOf(PARIS, 2025, 'staff')).map((item) => item.month)).toEqual(['2025-06']);

    const put = await server.send('PUT', targetUrl(PARIS, '2025-06'), 'staff', { revenue: 1 });
    expect(put.status).toBe(403);
    expect(await messageOf(put)).toBe('Only an owner may set or remove targets');
    const created = await server.send('PUT', targetUrl(PARIS, '2025-07'), 'staff', { revenue: 1 });
    expect(created.status).toBe(403);
    const deleted = await server.send('DELETE', targetUrl(PARIS, '2025-06'), 'staff');
    expect(deleted.status).toBe(403);
    expect(await storedRows()).toEqual(rows);

    await server.send('DELETE', targetUrl(PARIS, '2025-06'), 'demo');
  });

  it('refuses a store the user may not see (403) and one that does not exist (404), as other store routes', async () => {
    await server.send('PUT', targetUrl(SEOUL, '2025-06'), 'demo', { revenue: 10 });
    const rows = await storedRows();
    const staff = await server.tokenFor('staff');
    const config = await server.get(`/api/general/v0/stores/${SEOUL}/config`, staff);
    for (const response of [
      await server.get(targetUrl(SEOUL, undefined, '?year=2025'), staff),
      await server.get(targetUrl(SEOUL, '2025-06'), staff),
      await server.send('PUT', targetUrl(SEOUL, '2025-06'), 'staff', { revenue: 1 }),
      await server.send('DELETE', targetUrl(SEOUL, '2025-06'), 'staff'),
    ]) {
      expect(response.status).toBe(config.status);
      expect(response.status).toBe(403);
      expect(await messageOf(response)).toBe(`You do not have access to store ${SEOUL}`);
    }
    for (const response of [
      await server.get(targetUrl(99, undefined, '?year=2025')),
      await server.get(targetUrl(99, '2025-06')),
      await server.send('PUT', targetUrl(99, '2025-06'), 'demo', { revenue: 1 }),
      await server.send('DELETE', targetUrl(99, '2025-06'), 'demo'),
    ]) {
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('Store 99 not found');
    }
    expect(await storedRows()).toEqual(rows);
    await server.send('DELETE', targetUrl(SEOUL, '2025-06'), 'demo');
  });

  it('refuses every bad input with a 400 naming it, and changes nothing', async () => {
    await server.send('PUT', targetUrl(PARIS, '2025-05'), 'demo', { revenue: 100, orderCount: 3 });
    const rows = await storedRows();
    const bodies: [unknown, string][] = [
      [{ revenue: -0.01 }, "Invalid field 'revenue': must be at least 0"],
      [{ revenue: -5 }, "Invalid field 'revenue': must be at least 0"],
      [{ revenue: MAX_TARGET + 0.01 }, "Invalid field 'revenue': must be at most 1000000000000"],
      [{ revenue: 1e300 }, "Invalid field 'revenue': must be at most 1000000000000"],
      [{ revenue: 1.005 }, "Invalid field 'revenue': must have at most 2 decimals"],
      [{ revenue: 0.1 + 0.2 }, "Invalid field 'revenue': must have at most 2 decimals"],
      [{ revenue: '100' }, "Invalid field 'revenue': must be a number"],
      [{ revenue: null }, "Invalid field 'revenue': must be a number"],
      [{ revenue: true }, "Invalid field 'revenue': must be a number"],
      [{}, "Invalid field 'revenue': is required"],
      [{ orderCount: 3 }, "Invalid field 'revenue': is required"],
      [{ revenue: 1, orderCount: 1.5 }, "Invalid field 'orderCount': must be a whole number"],
      [{ revenue: 1, orderCount: -1 }, "Invalid field 'orderCount': must be at least 0"],
      [{ revenue: 1, orderCount: 1e9 + 1 }, "Invalid field 'orderCount': must be at most 1000000000"],
      [{ revenue: 1, orderCount: '3' }, "Invalid field 'orderCount': must be a whole number"],
      [{ revenue: 1, note: 'x' }, "Invalid field 'note': is not a field of a target"],
      [{ revenue: 1, month: '2025-06' }, "Invalid field 'month': is not a field of a target"],
      ['[1]', "Invalid field 'revenue': is required"],
      ['null', "Invalid field 'body': must be an object"],
      ['"text"', "Invalid field 'body': must be an object"],
      ['{"revenue": 1e999}', "Invalid field 'revenue': must be a finite number"],
      ['{"revenue": ', 'The body must be JSON'],
      ['{"revenue": 1, "orderCount": "\\u0000"}', "Invalid field 'orderCount'"],
    ];
    for (const [body, message] of bodies) {
      const response = await server.send('PUT', targetUrl(PARIS, '2025-05'), 'demo', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await messageOf(response), JSON.stringify(body)).toContain(message);
    }
    for (const month of ['2025-13', '2025-00', '1999-12', '2101-01', '2025-1', '202505', '2025-05-01', 'x']) {
      for (const response of [
        await server.send('PUT', targetUrl(PARIS, month), 'demo', { revenue: 1 }),
        await server.get(targetUrl(PARIS, month)),
        await server.send('DELETE', targetUrl(PARIS, month), 'demo'),
      ]) {
        expect(response.status, month).toBe(400);
        expect(await messageOf(response), month).toBe(
          "Invalid path parameter 'month': must be a month YYYY-MM from 2000-01 to 2100-12",
        );
      }
    }
    for (const query of [
      '',
      '?year=',
      '?year=25',
      '?year=1999',
      '?year=2101',
      '?year=2025-05',
      '?year=abcd',
    ]) {
      const response = await server.get(targetUrl(PARIS, undefined, query));
      expect(response.status, query).toBe(400);
      expect(await messageOf(response), query).toContain(
        "Invalid query parameter 'year': must be a year from 2000 to 2100",
      );
    }
    const twice = await server.get(targetUrl(PARIS, undefined, '?year=2025&year=2026'));
    expect(twice.status).toBe(400);
    for (const id of ['0', 'abc', '2147483648'])
      expect(
        (await server.get(targetUrl(Number.NaN, undefined, '?year=2025').replace('NaN', id))).status,
      ).toBe(400);
    // Not sent as JSON: refused before it is read.
    const form = await server.app.request(targetUrl(PARIS, '2025-05'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${await server.tokenFor('demo')}`, 'content-type': 'text/plain' },
      body: '{"revenue": 1}',
    });
    expect(form.status).toBe(415);
    expect(await storedRows()).toEqual(rows);

    // The edges are taken.
    for (const [month, revenue] of [
      ['2000-01', 0],
      ['2100-12', MAX_TARGET],
    ] as const) {
      const response = await server.send('PUT', targetUrl(PARIS, month), 'demo', {
        revenue,
        orderCount: 1e9,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ month, revenue, orderCount: 1e9 });
      await server.send('DELETE', targetUrl(PARIS, month), 'demo');
    }
    await server.send('DELETE', targetUrl(PARIS, '2025-05'), 'demo');
  });

  it('keeps amounts to the cent both ways', async () => {
    const amounts = [12345678.91, 0.07, 19.99, 100.1, 999999999999.99, 123456789012.34, 0.3];
    for (const [index, revenue] of amounts.entries()) {
      const month = `2030-${String(index + 1).padStart(2, '0')}`;
      const response = await server.send('PUT', targetUrl(PARIS, month), 'demo', { revenue });
      expect(response.status).toBe(200);
      expect((await response.json()).revenue).toBe(revenue);
    }
    expect((await listOf(PARIS, 2030)).map((item) => item.revenue)).toEqual(amounts);
    const stored = await server.db.all<{ revenue: string }>(
      `SELECT CAST(revenue AS VARCHAR) AS revenue FROM store_targets WHERE store_id = 2 AND month LIKE '2030-%'
       ORDER BY month`,
    );
    expect(stored.map((row) => row.revenue)).toEqual([
      '12345678.91',
      '0.07',
      '19.99',
      '100.10',
      '999999999999.99',
      '123456789012.34',
      '0.30',
    ]);
    for (const index of amounts.keys())
      await server.send('DELETE', targetUrl(PARIS, `2030-${String(index + 1).padStart(2, '0')}`), 'demo');
  });

  it('a month saved several times at once leaves one row, every save 200', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        server.send('PUT', targetUrl(PARIS, '2031-04'), 'demo', { revenue: 100 + index }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const list = await listOf(PARIS, 2031);
    expect(list).toHaveLength(1);
    await server.send('DELETE', targetUrl(PARIS, '2031-04'), 'demo');
  });
});
