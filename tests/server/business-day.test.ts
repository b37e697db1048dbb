/**
 * A store's business day (`dayStartsAt`): kept per store on both engines, changed by an owner only and
 * audited; every report's days, weeks, months and years, its bounds of bare dates, its default range,
 * the brief and the daily e-mail's day follow it, while hours stay the clock's. Expected keys come
 * from Intl's wall clock moved back by the start (`wallClock.ts`), or are worked out by hand around
 * daylight-saving changes. Order totals are powers of two, so a sum names the orders it holds.
 */
import dayjs from 'dayjs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestDue } from '../../server/digest/due';
import { smtpMailer } from '../../server/digest/mailer';
import { runDigestTick } from '../../server/digest/scheduler';
import { RUNNERS } from '../../server/reports/allRunners';
import { answerReport } from '../../server/reports/engine';
import { refreshReportFacts } from '../../server/reports/tables/facts';
import { businessZone } from '../../server/reports/time/businessZone';
import { zoneNamed } from '../../server/reports/time/zone';
import { storeConfigSchema } from '../../src/contract/auth';
import { businessDaySchema } from '../../src/contract/businessDay';
import { errorBodySchema } from '../../src/contract/common';
import { orderListItemSchema, tippingPeriodItemSchema } from '../../src/contract/orderReports';
import { outletRevenueItemSchema, summaryItemSchema } from '../../src/contract/reports';
import { startTestServer, type TestServer } from './harness';
import { insertOrder, insertStore, type TestOrder } from './order-rows';
import { allPages, getReport, type Item, reportPath } from './reports-helpers';
import { startSmtpReceiver } from './smtpReceiver';
import { expectedKey, MODES, type Mode } from './wallClock';

const NIGHT = 921;
const PARIS_BAR = 922;
const SEOUL = 'Asia/Seoul';
const FOUR_AM = 240;

const NIGHT_ORDERS: TestOrder[] = [
  { id: 92101, store: NIGHT, created: '2026-03-13T14:30:00Z', total: 1 }, // Fri 13 Mar 23:30 KST
  { id: 92102, store: NIGHT, created: '2026-03-13T16:30:00Z', total: 2 }, // Sat 14 Mar 01:30: Friday's night
  { id: 92103, store: NIGHT, created: '2026-03-13T18:59:00Z', total: 4 }, // Sat 03:59: still Friday
  { id: 92104, store: NIGHT, created: '2026-03-13T19:00:00Z', total: 8 }, // Sat 04:00: Saturday
  { id: 92105, store: NIGHT, created: '2026-03-14T03:00:00Z', total: 16 }, // Sat 12:00
  { id: 92110, store: NIGHT, created: '2026-03-15T16:00:00Z', total: 512 }, // Mon 16 01:00: Sunday, week of 9 Mar
  { id: 92111, store: NIGHT, created: '2026-03-15T20:00:00Z', total: 1024 }, // Mon 16 05:00: week of 16 Mar
  { id: 92106, store: NIGHT, created: '2026-03-31T17:30:00Z', total: 32 }, // Wed 1 Apr 02:30: March
  { id: 92107, store: NIGHT, created: '2026-03-31T19:30:00Z', total: 64 }, // 1 Apr 04:30: April
  { id: 92108, store: NIGHT, created: '2025-12-31T16:30:00Z', total: 128 }, // 1 Jan 2026 01:30: 2025
  { id: 92109, store: NIGHT, created: '2025-12-31T19:15:00Z', total: 256 }, // 1 Jan 04:15: 2026
].map((o) => ({ ...o, tip: o.total / 4 }));

// Paris with days from 02:30. Clocks go forward on Sunday 29 March at 02:00 (01:00Z): 02:30 is
// skipped and read an hour later, 03:30 CEST (01:30Z). They go back on 25 October at 03:00 CEST
// (01:00Z): 02:30 comes twice, and the day starts at the first (00:30Z).
const BAR_ORDERS: TestOrder[] = [
  { id: 92201, store: PARIS_BAR, created: '2026-03-29T00:45:00Z', total: 1 }, // 01:45 CET: Saturday 28
  { id: 92202, store: PARIS_BAR, created: '2026-03-29T01:15:00Z', total: 2 }, // 03:15 CEST, before 03:30: 28
  { id: 92203, store: PARIS_BAR, created: '2026-03-29T01:45:00Z', total: 4 }, // 03:45 CEST: 29
  { id: 92204, store: PARIS_BAR, created: '2026-03-30T00:15:00Z', total: 8 }, // Mon 02:15 CEST: 29
  { id: 92205, store: PARIS_BAR, created: '2026-03-30T00:45:00Z', total: 16 }, // Mon 02:45 CEST: 30
  { id: 92206, store: PARIS_BAR, created: '2026-10-25T00:15:00Z', total: 32 }, // 02:15 CEST: Saturday 24
  { id: 92207, store: PARIS_BAR, created: '2026-10-25T00:45:00Z', total: 64 }, // 02:45 CEST: 25
  { id: 92208, store: PARIS_BAR, created: '2026-10-25T01:15:00Z', total: 128 }, // 02:15 CET, the second time: 25
  { id: 92209, store: PARIS_BAR, created: '2026-10-26T01:15:00Z', total: 256 }, // Mon 02:15 CET: 25
  { id: 92210, store: PARIS_BAR, created: '2026-10-26T01:45:00Z', total: 512 }, // Mon 02:45 CET: 26
];

let server: TestServer;

const businessDayUrl = (storeId: number) => `/api/settings/v0/stores/${storeId}/business-day`;
const configOf = async (storeId: number, username = 'demo') =>
  v.parse(
    storeConfigSchema,
    await (
      await server.get(`/api/general/v0/stores/${storeId}/config`, await server.tokenFor(username))
    ).json(),
  );

beforeAll(async () => {
  server = await startTestServer({ demoOrders: 0 });
  await insertStore(server.db, { id: NIGHT, name: 'Night Test', timezone: SEOUL, offset: 540 }, [1, 2]);
  await insertStore(server.db, { id: PARIS_BAR, name: 'Paris Bar', timezone: 'Europe/Paris', offset: 60 });
  for (const order of [...NIGHT_ORDERS, ...BAR_ORDERS]) await insertOrder(server.db, order);
  await refreshReportFacts(server.db);
  expect((await server.send('PUT', businessDayUrl(NIGHT), 'demo', { dayStartsAt: '04:00' })).status).toBe(
    200,
  );
  expect((await server.send('PUT', businessDayUrl(PARIS_BAR), 'demo', { dayStartsAt: '02:30' })).status).toBe(
    200,
  );
});
afterAll(() => server.close());

/** The API's non-zero sums per period key. */
function sumsOf(items: readonly Item[], field: string) {
  const sums = new Map<string, number>();
  for (const item of items) {
    const value = Number(item[field]);
    if (value) sums.set(String(item.date), (sums.get(String(item.date)) ?? 0) + value);
  }
  return Object.fromEntries([...sums].sort());
}

function expectedSums(mode: Mode, from: string, to: string, figure: 'total' | 'tip' = 'total') {
  const sums = new Map<string, number>();
  for (const order of NIGHT_ORDERS) {
    if (order.created < from || order.created >= to) continue;
    const key = expectedKey(order.created, SEOUL, mode, FOUR_AM);
    sums.set(key, (sums.get(key) ?? 0) + Number(order[figure]));
  }
  return Object.fromEntries([...sums].sort());
}

describe('the business day setting', () => {
  it('is in the config answer, changed by an owner, refused to staff, and audited', async () => {
    expect((await configOf(NIGHT, 'staff')).dayStartsAt).toBe('04:00');
    const read = await server.get(businessDayUrl(NIGHT), await server.tokenFor('staff'));
    expect(read.status).toBe(200);
    const setting = v.parse(businessDaySchema, await read.json());
    expect(setting).toMatchObject({ storeId: NIGHT, dayStartsAt: '04:00', changedBy: 1 });
    expect(Date.parse(setting.changedAt ?? '')).toBeGreaterThan(Date.now() - 600_000);

    const refused = await server.send('PUT', businessDayUrl(NIGHT), 'staff', { dayStartsAt: '05:00' });
    expect(refused.status).toBe(403);
    expect(v.parse(errorBodySchema, await refused.json()).message).toMatch(/owner/);
    expect((await configOf(NIGHT)).dayStartsAt).toBe('04:00');

    const audit = await server.db.all<{ value: string; changed_by: number }>(
      `SELECT value, changed_by FROM store_setting_changes WHERE store_id = ${NIGHT} ORDER BY changed_at`,
    );
    expect(audit.map((row) => [row.value, Number(row.changed_by)])).toEqual([['04:00', 1]]);
    // A store of the demo keeps its days at midnight.
    expect((await configOf(1)).dayStartsAt).toBe('00:00');
  });

  it('refuses a start off the quarter hour or malformed, naming the field, and changes nothing', async () => {
    for (const body of [
      { dayStartsAt: '04:10' },
      { dayStartsAt: '24:00' },
      { dayStartsAt: '4:00' },
      { dayStartsAt: 240 },
      {},
      { dayStartsAt: '04:00', extra: 1 },
      'not json',
    ]) {
      const response = await server.send('PUT', businessDayUrl(NIGHT), 'demo', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { message } = v.parse(errorBodySchema, await response.json());
      expect(message, JSON.stringify(body)).toMatch(/dayStartsAt|extra|JSON/);
    }
    const unknown = await server.send('PUT', businessDayUrl(999_999), 'demo', { dayStartsAt: '04:00' });
    expect([403, 404]).toContain(unknown.status);
    expect((await configOf(NIGHT)).dayStartsAt).toBe('04:00');
  });

  it('takes changes sent at once, each answered, each kept in the audit', async () => {
    const before = await server.db.all(`SELECT value FROM store_setting_changes WHERE store_id = ${NIGHT}`);
    const answers = await Promise.all(
      ['05:00', '04:00', '05:00', '04:00', '05:00', '04:00'].map((dayStartsAt) =>
        server.send('PUT', businessDayUrl(NIGHT), 'demo', { dayStartsAt }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = await server.db.all(`SELECT value FROM store_setting_changes WHERE store_id = ${NIGHT}`);
    expect(after.length - before.length).toBe(6);
    expect(['04:00', '05:00']).toContain((await configOf(NIGHT)).dayStartsAt);
    // Back to 04:00 for the reports below.
    expect((await server.send('PUT', businessDayUrl(NIGHT), 'demo', { dayStartsAt: '04:00' })).status).toBe(
      200,
    );
  });
});

describe('reports on business days', () => {
  it('count a night on the day it began in every period mode; hours stay the clock’s', async () => {
    for (const mode of MODES) {
      const query = { createdAtMin: '2025-12-31', createdAtMax: '2026-04-01', mode };
      const path = (report: string, version: 'v0' | 'v1' = 'v0') => reportPath(version, NIGHT, report, query);
      const [summary, outlets, tips] = await Promise.all([
        allPages(server, path('sale-summary'), summaryItemSchema, 1000),
        allPages(server, path('outlet-revenue'), outletRevenueItemSchema, 1000),
        allPages(server, path('tipping-summary', 'v1'), tippingPeriodItemSchema, 1000),
      ]);
      const { from, to } = summary.first.range;
      const expected = expectedSums(mode, from, to);
      expect(sumsOf(summary.items, 'totalRevenue'), `sale-summary ${mode}`).toEqual(expected);
      expect(sumsOf(outlets.items, 'totalRevenue'), `outlet-revenue ${mode}`).toEqual(expected);
      expect(sumsOf(tips.items, 'totalTipping'), `tipping-summary ${mode}`).toEqual(
        expectedSums(mode, from, to, 'tip'),
      );
    }
  });

  it('reads a bare date as a business day and a time of day on the clock', async () => {
    const friday = await getReport(
      server,
      reportPath('v0', NIGHT, 'sale-summary', { createdAtMin: '2026-03-13', createdAtMax: '2026-03-13' }),
      summaryItemSchema,
    );
    expect(friday.range).toMatchObject({
      from: '2026-03-12T19:00:00.000Z',
      to: '2026-03-13T19:00:00.000Z',
      timeZone: SEOUL,
      dayStartsAt: '04:00',
    });
    expect(friday.total?.totalRevenue).toBe(7);
    const night = await getReport(
      server,
      reportPath('v0', NIGHT, 'sale-summary', {
        createdAtMin: '2026-03-14T01:00',
        createdAtMax: '2026-03-14T03:59',
        mode: 'HOURS',
      }),
      summaryItemSchema,
    );
    expect(night.range).toMatchObject({ from: '2026-03-13T16:00:00.000Z', to: '2026-03-13T19:00:00.000Z' });
    expect(sumsOf(night.items, 'totalRevenue')).toEqual({ '01:00': 2, '03:00': 4 });
  });

  it('sums a year to the sum of its days, and a day to the orders behind it', async () => {
    const query = { createdAtMin: '2026-01-01', createdAtMax: '2026-12-31', limit: 1000 };
    const [year, days] = await Promise.all([
      getReport(
        server,
        reportPath('v0', NIGHT, 'sale-summary', { ...query, mode: 'YEAR' }),
        summaryItemSchema,
      ),
      getReport(
        server,
        reportPath('v0', NIGHT, 'sale-summary', { ...query, mode: 'DATE' }),
        summaryItemSchema,
      ),
    ]);
    const daySum = days.items.reduce((sum, item) => sum + Number(item.totalRevenue), 0);
    expect(year.items.map((item) => item.totalRevenue)).toEqual([daySum]);
    expect(daySum).toBe(2047 - 128);
    const { items: orders } = await allPages(
      server,
      reportPath('v1', NIGHT, 'orders', {
        createdAtMin: '2026-03-13',
        createdAtMax: '2026-03-13',
        countedOnly: true,
      }),
      orderListItemSchema,
      100,
    );
    expect(orders.map((order) => order.id).sort()).toEqual([92101, 92102, 92103]);
  });

  it('keeps days whole across daylight-saving changes with a start the clocks skip or repeat', async () => {
    const days = async (min: string, max: string) => {
      const body = await getReport(
        server,
        reportPath('v0', PARIS_BAR, 'sale-summary', { createdAtMin: min, createdAtMax: max }),
        summaryItemSchema,
      );
      return { range: body.range, sums: sumsOf(body.items, 'totalRevenue') };
    };
    const spring = await days('2026-03-28', '2026-03-30');
    expect(spring.sums).toEqual({ '2026-03-28': 3, '2026-03-29': 12, '2026-03-30': 16 });
    expect(spring.range).toMatchObject({ from: '2026-03-28T01:30:00.000Z', to: '2026-03-31T00:30:00.000Z' });
    const sunday = await days('2026-03-29', '2026-03-29');
    expect(sunday.range).toMatchObject({ from: '2026-03-29T01:30:00.000Z', to: '2026-03-30T00:30:00.000Z' });
    expect(sunday.sums).toEqual({ '2026-03-29': 12 });
    const autumn = await days('2026-10-24', '2026-10-26');
    expect(autumn.sums).toEqual({ '2026-10-24': 32, '2026-10-25': 448, '2026-10-26': 512 });
    const longDay = await days('2026-10-25', '2026-10-25');
    expect(longDay.range).toMatchObject({ from: '2026-10-25T00:30:00.000Z', to: '2026-10-26T01:30:00.000Z' });
    expect(longDay.sums).toEqual({ '2026-10-25': 448 });
  });

  it('takes today, the default range and the brief from the business day', async () => {
    // Sunday 15 March 02:30 in Seoul: Saturday's business day is still under way.
    const now = new Date('2026-03-14T17:30:00Z');
    const summary = await answerReport(
      RUNNERS.saleSummary,
      { storeId: NIGHT, userId: 1, now, query: {} },
      server.db,
    );
    expect(summary.range).toMatchObject({ to: '2026-03-14T19:00:00.000Z', from: '2026-03-09T19:00:00.000Z' });
    const brief = await answerReport(
      RUNNERS.brief,
      { storeId: NIGHT, userId: 1, now, query: { createdAtMin: '2026-03-14', createdAtMax: '2026-03-14' } },
      server.db,
    );
    const revenue = (brief.items as Item[]).find((item) => item.figure === 'totalRevenue');
    expect(revenue).toMatchObject({ day: '2026-03-14', value: 24, until: '02:30' });
  });

  it('e-mails Friday’s night as Friday’s figures', async () => {
    const receiver = await startSmtpReceiver();
    const mailer = smtpMailer(receiver.url, 'POS reports <reports@example.test>');
    try {
      const subscribed = await server.send('PUT', `/api/general/v0/users/1/digests/${NIGHT}`, 'demo', {
        hour: 7,
        language: 'en',
      });
      expect(subscribed.status).toBe(200);
      // Saturday 14 March 07:30 in Seoul: Friday's business day ended at 04:00.
      const sent = await runDigestTick(
        { db: server.db, mailer, appUrl: 'https://reports.example.test', log: () => {} },
        new Date('2026-03-13T22:30:00Z'),
      );
      expect(sent).toEqual({ sent: 1, failed: 0 });
      const [message] = await receiver.waitFor(1);
      expect(message?.mail.text).toContain('Friday, March 13, 2026');
      // 23:30, 01:30 and 03:59: 1 + 2 + 4.
      expect(message?.mail.text).toContain('Total revenue: $7.00');
    } finally {
      mailer.close();
      await receiver.close();
    }
  });

  it('sends the daily e-mail of the business day just ended at the first hour after it', () => {
    const zone = businessZone(zoneNamed(SEOUL) ?? expect.fail('Seoul'), FOUR_AM);
    // An e-mail at 07:00: Saturday 14 March 07:00 reports Friday 13 (ended at 04:00).
    const morning = digestDue(zone, 7, new Date('2026-03-13T22:30:00Z'));
    expect(morning).toMatchObject({ localDay: '2026-03-14', reportDay: '2026-03-13', due: true });
    expect(morning.dueAt.toISOString()).toBe('2026-03-13T22:00:00.000Z');
    // An e-mail at 02:00 goes the night after the business day it is sent in starts.
    const night = digestDue(zone, 2, new Date('2026-03-14T17:30:00Z'));
    expect(night).toMatchObject({ localDay: '2026-03-14', reportDay: '2026-03-13', due: true });
    expect(night.dueAt.toISOString()).toBe('2026-03-14T17:00:00.000Z');
    // Saturday 03:00 is Friday's business day: Thursday's e-mail, sent at Saturday 02:00.
    const beforeStart = digestDue(zone, 2, new Date('2026-03-13T18:00:00Z'));
    expect(beforeStart).toMatchObject({ localDay: '2026-03-13', reportDay: '2026-03-12', due: true });
    expect(dayjs(beforeStart.dueAt).toISOString()).toBe('2026-03-13T17:00:00.000Z');
  });
});
