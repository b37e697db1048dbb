/**
 * A saved view's scheduled e-mail end to end: schedules set through the HTTP routes, the scheduler's
 * pass run at chosen instants with the app's own view code (`src/export/onServer.ts`), and the
 * messages and their spreadsheets read back from a real SMTP server on loopback.
 */
import { readSheet } from 'read-excel-file/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetStoreAccess } from '../../server/db/storeAccess';
import { startDigestsFromConfig } from '../../server/digest/fromConfig';
import { type Mailer, smtpMailer } from '../../server/digest/mailer';
import { runViewScheduleTick, type ViewSchedulerDeps } from '../../server/digest/viewScheduler';
import { scheduledReader } from '../../server/services/viewSchedules';
import { viewTools } from '../../src/export/onServer';
import { testEngine } from './engine';
import { startTestServer, type TestServer } from './harness';
import { deadSmtpUrl, type SmtpReceiver, startSmtpReceiver } from './smtpReceiver';
import { PARIS, PARIS_WEEK, STAFF, scheduledView, viewStoreOf, viewUrl } from './viewSchedules';

const APP_URL = 'https://reports.example.test';
const FROM = 'POS reports <reports@example.test>';

let server: TestServer;
let receiver: SmtpReceiver;
let mailer: Mailer;
let deps: ViewSchedulerDeps;
const logged: string[] = [];
/** The server's clock: schedules are made "now", before the passes below. */
let clock = Date.parse('2026-03-01T00:00:00Z');

beforeAll(async () => {
  [server, receiver] = await Promise.all([
    startTestServer({
      demoOrders: 20_000,
      now: new Date('2026-11-02T12:00:00Z'),
      deps: { digestMail: true, now: () => clock },
    }),
    startSmtpReceiver(),
  ]);
  mailer = smtpMailer(receiver.url, FROM);
  deps = {
    db: server.db,
    mailer,
    appUrl: APP_URL,
    viewTools,
    readerFor: scheduledReader(server, async (request) => server.app.fetch(request)),
    log: (line) => logged.push(line),
  };
});
afterAll(async () => {
  mailer.close();
  await Promise.all([receiver.close(), server.close()]);
});
afterEach(async () => {
  receiver.received.length = 0;
  await server.db.run('DELETE FROM view_schedules');
});

const tick = (at: string, with_: Partial<ViewSchedulerDeps> = {}) =>
  runViewScheduleTick({ ...deps, ...with_ }, new Date(at));

const recordsOf = (viewId: string) =>
  server.db.all<{ occurrence: string; state: string; attempts: number }>(
    `SELECT occurrence, state, attempts FROM view_schedule_sent WHERE view_id = CAST($1 AS VARCHAR)
     ORDER BY occurrence`,
    [viewId],
  );

describe(`a scheduled view on ${testEngine}`, () => {
  it('goes at its hour across the changes of daylight saving time, once each occurrence', async () => {
    clock = Date.parse('2026-03-20T12:00:00Z');
    const weekly = await scheduledView(server, { every: 'week', weekday: 1, hour: 7, language: 'en' });
    const monthly = await scheduledView(server, {
      every: 'month',
      dayOfMonth: 'last',
      hour: 2,
      language: 'en',
    });
    // Monday 23 March, 07:00 CET.
    expect(await tick('2026-03-23T05:59:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-03-23T06:00:00Z')).toEqual({ sent: 1, failed: 0 });
    // Monday 30 March, after the clocks went forward: 07:00 CEST is 05:00 UTC, not 06:00.
    expect(await tick('2026-03-30T04:59:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-03-30T05:00:00Z')).toEqual({ sent: 1, failed: 0 });
    expect(await tick('2026-03-30T06:00:00Z')).toEqual({ sent: 0, failed: 0 });
    // Tuesday 31 March, the month's last day, 02:00 CEST.
    expect(await tick('2026-03-30T23:59:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-03-31T00:00:00Z')).toEqual({ sent: 1, failed: 0 });
    // October: back to winter time on Sunday 25; Monday 26 at 07:00 CET, Saturday 31 at 02:00 CET.
    expect(await tick('2026-10-26T05:00:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-10-26T06:00:00Z')).toEqual({ sent: 1, failed: 0 });
    expect(await tick('2026-10-31T00:59:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-10-31T01:00:00Z')).toEqual({ sent: 1, failed: 0 });
    expect(await tick('2026-10-31T01:30:00Z')).toEqual({ sent: 0, failed: 0 });
    const received = await receiver.waitFor(5);
    // Each covers the 7 days up to its own sending (the view's moving dates).
    expect(received.map((message) => message.mail.subject)).toEqual([
      'Paris this week: Mar 17\u2009–\u200923',
      'Paris this week: Mar 24\u2009–\u200930',
      'Paris this week: Mar 25\u2009–\u200931',
      'Paris this week: Oct 20\u2009–\u200926',
      'Paris this week: Oct 25\u2009–\u200931',
    ]);
    // The months between were not sent late: only the current occurrence ever is.
    expect((await recordsOf(weekly)).map((record) => record.occurrence)).toEqual([
      '2026-03-23',
      '2026-03-30',
      '2026-10-26',
    ]);
    expect(await recordsOf(monthly)).toEqual([
      { occurrence: '2026-03-31', state: 'sent', attempts: 1 },
      { occurrence: '2026-10-31', state: 'sent', attempts: 1 },
    ]);
  });

  it('attaches the report as the app exports it: its rows and total are the report’s answer', async () => {
    clock = Date.parse('2026-04-01T00:00:00Z');
    const id = await scheduledView(
      server,
      { every: 'day', hour: 9, language: 'en' },
      { name: 'Paris daily' },
    );
    const now = new Date('2026-04-06T07:00:00Z');
    expect(await tick(now.toISOString())).toEqual({ sent: 1, failed: 0 });
    const [message] = await receiver.waitFor(1);
    const mail = message?.mail;
    expect(message?.to).toEqual(['staff@example.com']);
    expect(mail?.subject).toBe('Paris daily: Mar 31\u2009–\u2009Apr 6');
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toBe('CReport_total-revenue_by_DATE.xlsx');
    expect(attachment?.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    // The report the view asks for at the sending, read through the API as staff.
    const request = viewTools.viewRequest({
      view: PARIS_WEEK,
      store: await viewStoreOf(server, PARIS),
      purpose: 'table',
      now,
    });
    expect(request?.params).toMatchObject({
      createdAtMin: '2026-03-31T00:00:00',
      createdAtMax: '2026-04-06T23:59:59',
    });
    const response = await server.get(
      `/api/reports${request?.path}?${new URLSearchParams(request?.params)}`,
      await server.tokenFor('staff'),
    );
    const answer = (await response.json()) as {
      items: { date: string; totalRevenue: number }[];
      total: { totalRevenue: number };
    };
    expect(answer.items).toHaveLength(7);
    const sheet = await readSheet(attachment?.content ?? Buffer.alloc(0));
    const table = sheet.slice(
      0,
      sheet.findIndex((row) => row.every((cell) => cell === null)),
    );
    expect(table[0]).toEqual(['Date', 'Total revenue [EUR]']);
    expect(table.slice(1, -1)).toEqual(
      answer.items.map((item) => [new Date(`${item.date}T00:00:00Z`), item.totalRevenue]),
    );
    expect(table.at(-1)).toEqual(['Total', answer.total.totalRevenue]);

    const euros = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
    const text = mail?.text ?? '';
    expect(text).toContain('Total revenue at Paris Boutique, Mar 31\u2009–\u2009Apr 6\n');
    expect(text).toContain(`\nTotal revenue: ${euros.format(answer.total.totalRevenue)}\n`);
    expect(text).toContain(
      'The report is attached as a spreadsheet: CReport_total-revenue_by_DATE.xlsx (7 rows).',
    );
    expect(text).toContain(`Open the view in the app: ${APP_URL}/saved-views?open=${id}\n`);
    expect(text).toContain('You receive this e-mail because you scheduled this view every day at 9:00 AM.');
    expect(text).toContain(`Stop these e-mails: ${APP_URL}/saved-views?schedule=${id}\n`);
    const html = typeof mail?.html === 'string' ? mail.html : '';
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`href="${APP_URL}/saved-views?open=${id}"`);
    expect(html).toContain(`href="${APP_URL}/saved-views?schedule=${id}"`);
    expect(html).toContain(`>${euros.format(answer.total.totalRevenue)}</td>`);
  });

  it('says the spreadsheet is too large, and links to the view, rather than attach it past the limit', async () => {
    clock = Date.parse('2026-04-01T00:00:00Z');
    const id = await scheduledView(server, { every: 'day', hour: 9, language: 'fr' });
    expect(await tick('2026-04-07T07:00:00Z', { attachmentMaxBytes: 1024 })).toEqual({ sent: 1, failed: 0 });
    const [message] = await receiver.waitFor(1);
    expect(message?.mail.attachments).toEqual([]);
    const text = message?.mail.text ?? '';
    const kilobytes = (amount: number) =>
      new Intl.NumberFormat('fr', { style: 'unit', unit: 'kilobyte' }).format(amount);
    expect(text).toMatch(
      new RegExp(
        `Le tableur \\(${kilobytes(3).replace('3', '\\d+')}\\) dépasse ce qu’un e-mail peut contenir \\(${kilobytes(1)}\\)\u202f: ouvrez la vue pour l’exporter\\.`,
      ),
    );
    expect(text).toContain(`Ouvrir la vue dans l’application\u202f: ${APP_URL}/saved-views?open=${id}`);
    expect(message?.mail.subject).toBe('Paris this week\u202f: 1–7 avr.');
  });

  it('is sent once an occurrence: by one of two schedulers at once, not again after a restart', async () => {
    clock = Date.parse('2026-04-01T00:00:00Z');
    const id = await scheduledView(server, { every: 'day', hour: 9, language: 'en' });
    const other = smtpMailer(receiver.url, FROM);
    try {
      const [first, second] = await Promise.all([
        tick('2026-04-08T07:00:00Z'),
        tick('2026-04-08T07:00:00Z', { mailer: other }),
      ]);
      expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(1);
      // A restarted server: a new scheduler and mailer over the same database, later that day.
      expect(await tick('2026-04-08T15:00:00Z', { mailer: other })).toEqual({ sent: 0, failed: 0 });
    } finally {
      other.close();
    }
    // A process that died between its claim and the SMTP server's answer: not sent again.
    await server.db.run(
      `INSERT INTO view_schedule_sent (view_id, occurrence, state, attempts, claimed_at)
       VALUES (CAST($1 AS VARCHAR), '2026-04-09', 'sending', 1, CAST($2 AS BIGINT))`,
      [id, Date.parse('2026-04-09T07:00:00Z')],
    );
    expect(await tick('2026-04-09T07:30:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-04-09T20:00:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-04-10T07:00:00Z')).toEqual({ sent: 1, failed: 0 });
    await receiver.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(2);
    expect(await recordsOf(id)).toEqual([
      { occurrence: '2026-04-08', state: 'sent', attempts: 1 },
      { occurrence: '2026-04-09', state: 'sending', attempts: 1 },
      { occurrence: '2026-04-10', state: 'sent', attempts: 1 },
    ]);
  });

  it('is tried again with a growing delay while the SMTP server is down, never left claimed', async () => {
    clock = Date.parse('2026-04-01T00:00:00Z');
    const id = await scheduledView(server, { every: 'day', hour: 9, language: 'en' });
    const down = smtpMailer(await deadSmtpUrl(), FROM);
    try {
      expect(await tick('2026-04-11T07:00:00Z', { mailer: down })).toEqual({ sent: 0, failed: 1 });
      expect(logged.at(-1)).toMatch(new RegExp(`view ${id} not sent \\(2026-04-11\\), tried again later`));
      expect(logged.at(-1)).not.toContain('receiver-secret');
      expect(await recordsOf(id)).toEqual([{ occurrence: '2026-04-11', state: 'failed', attempts: 1 }]);
      // A minute after the first failure, then two after the second.
      expect(await tick('2026-04-11T07:00:30Z', { mailer: down })).toEqual({ sent: 0, failed: 0 });
      expect(await tick('2026-04-11T07:01:00Z', { mailer: down })).toEqual({ sent: 0, failed: 1 });
      expect(await tick('2026-04-11T07:02:30Z')).toEqual({ sent: 0, failed: 0 });
    } finally {
      down.close();
    }
    expect(await tick('2026-04-11T07:03:00Z')).toEqual({ sent: 1, failed: 0 });
    expect(await recordsOf(id)).toEqual([{ occurrence: '2026-04-11', state: 'sent', attempts: 3 }]);
    await receiver.waitFor(1);
    const schedule = await server.get(`${viewUrl(STAFF, id)}/schedule`, await server.tokenFor('staff'));
    expect(await schedule.json()).toMatchObject({ lastSentAt: expect.any(Number) });
  });

  it('stops with its view, and is not sent while its store is out of the user’s reach', async () => {
    clock = Date.parse('2026-04-01T00:00:00Z');
    const gone = await scheduledView(server, { every: 'day', hour: 9, language: 'en' });
    const kept = await scheduledView(server, { every: 'day', hour: 9, language: 'en' });
    expect((await server.send('DELETE', viewUrl(STAFF, gone), 'staff')).status).toBe(200);
    await server.db.run('DELETE FROM user_stores WHERE user_id = 2 AND store_id = 2');
    try {
      expect(await tick('2026-04-12T07:00:00Z')).toEqual({ sent: 0, failed: 0 });
    } finally {
      await server.db.run('INSERT INTO user_stores (user_id, store_id) VALUES (2, 2)');
      forgetStoreAccess(server.db, STAFF);
    }
    expect(await recordsOf(kept)).toEqual([]);
    expect(await tick('2026-04-12T07:01:00Z')).toEqual({ sent: 1, failed: 0 });
    expect(await recordsOf(gone)).toEqual([]);
    await receiver.waitFor(1);
  });

  it('is started beside the daily digest, through the same SMTP server, given the app’s view code', async () => {
    // Due now: every day at this hour of Paris's clock, scheduled two days ago.
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: 'numeric',
        hourCycle: 'h23',
        timeZone: 'Europe/Paris',
      }).format(new Date()),
    );
    clock = Date.now() - 2 * 86_400_000;
    const id = await scheduledView(server, { every: 'day', hour, language: 'en' });
    const config = { smtpUrl: receiver.url, smtpFrom: FROM, appUrl: APP_URL };
    const lines: string[] = [];
    const started = startDigestsFromConfig(config, server.db, 4173, (line) => lines.push(line), {
      viewTools,
      readerFor: deps.readerFor,
    });
    try {
      // Its first pass runs at once.
      const [message] = await receiver.waitFor(1);
      expect(message?.mail.text).toContain(`${APP_URL}/saved-views?schedule=${id}`);
    } finally {
      started?.scheduler.stop();
      started?.viewScheduler?.stop();
      await started?.viewScheduler?.tick();
      started?.mailer.close();
    }
    expect((await recordsOf(id)).map((record) => record.state)).toEqual(['sent']);
    expect(lines).toContain('[views] 1 scheduled view sent');
  });
});
