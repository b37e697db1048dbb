/**
 * The daily e-mail end to end: subscriptions made through the HTTP routes, the scheduler's pass run at
 * chosen instants, and the messages read back from a real SMTP server on loopback.
 */
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetStoreAccess } from '../../server/db/storeAccess';
import { type Mailer, mailAddress, smtpMailer } from '../../server/digest/mailer';
import { type DigestSchedulerDeps, runDigestTick } from '../../server/digest/scheduler';
import { RUNNERS } from '../../server/reports/allRunners';
import { answerReport } from '../../server/reports/engine';
import { BRIEF_FIGURES, type BriefItem, briefItemSchema } from '../../src/contract/brief';
import { monthPaceItemSchema } from '../../src/contract/monthPace';
import { startTestServer, type TestServer } from './harness';
import { deadSmtpUrl, SMTP_USER, type SmtpReceiver, startSmtpReceiver } from './smtpReceiver';

const STAFF = 2;
const DEMO = 1;
const PARIS = 2;
const APP_URL = 'https://reports.example.test';
const FROM = 'POS reports <reports@example.test>';

let server: TestServer;
let receiver: SmtpReceiver;
let mailer: Mailer;
let deps: DigestSchedulerDeps;
const logged: string[] = [];

beforeAll(async () => {
  [server, receiver] = await Promise.all([
    startTestServer({
      demoOrders: 20_000,
      now: new Date('2026-11-02T12:00:00Z'),
      deps: { digestMail: true },
    }),
    startSmtpReceiver(),
  ]);
  mailer = smtpMailer(receiver.url, FROM);
  deps = { db: server.db, mailer, appUrl: APP_URL, log: (line) => logged.push(line) };
});
afterAll(async () => {
  mailer.close();
  await Promise.all([receiver.close(), server.close()]);
});
afterEach(() => {
  receiver.received.length = 0;
});

const digestsUrl = (userId: number, storeId: number) => `/api/general/v0/users/${userId}/digests/${storeId}`;

async function subscribe(username: string, userId: number, storeId: number, body: unknown) {
  const response = await server.app.request(digestsUrl(userId, storeId), {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${await server.tokenFor(username)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return async () => {
    const deleted = await server.app.request(digestsUrl(userId, storeId), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await server.tokenFor(username)}` },
    });
    expect(deleted.status).toBe(200);
  };
}

const tick = (at: string, with_: DigestSchedulerDeps = deps) => runDigestTick(with_, new Date(at));

async function briefOf(storeId: number, day: string, now: string): Promise<BriefItem[]> {
  const body = await answerReport(
    RUNNERS.brief,
    { storeId, userId: STAFF, now: new Date(now), query: { createdAtMin: day, createdAtMax: day } },
    server.db,
  );
  return v.parse(v.array(briefItemSchema), body.items);
}

async function recordsOf(userId: number, storeId: number) {
  return server.db.all<{ local_day: string; state: string; attempts: number }>(
    `SELECT CAST(local_day AS VARCHAR) AS local_day, state, attempts FROM digest_sent
     WHERE user_id = CAST($1 AS INTEGER) AND store_id = CAST($2 AS INTEGER) ORDER BY local_day`,
    [userId, storeId],
  );
}

/** Staff's record of the Paris digest of one day. */
const recordOf = async (day: string) =>
  (await recordsOf(STAFF, PARIS)).find((record) => record.local_day === day);

const LABELS: Record<string, string> = {
  totalRevenue: 'Total revenue',
  orderCount: 'Number of orders',
  avgOrderValue: 'Average order value',
  totalRefund: 'Refunds',
  totalDiscount: 'Discounts',
};

describe('the daily e-mail', () => {
  it('is sent at the hour of the store’s zone with the brief of the day before, in text and HTML', async () => {
    const unsubscribe = await subscribe('staff', STAFF, PARIS, { hour: 6, language: 'en' });
    // 05:59 in Paris (summer time, UTC+2): not yet.
    expect(await tick('2026-10-14T03:59:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-10-14T04:00:00Z')).toEqual({ sent: 1, failed: 0 });
    const [message] = await receiver.waitFor(1);
    const mail = message?.mail;
    expect(message?.to).toEqual(['staff@example.com']);
    expect(message?.from).toBe('reports@example.test');
    expect(mail?.headers.get('content-language')).toBe('en');

    const items = await briefOf(PARIS, '2026-10-13', '2026-10-14T04:00:00Z');
    expect(items.map((item) => item.figure)).toEqual([...BRIEF_FIGURES]);
    const euros = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
    const count = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
    const format = (item: BriefItem, value: number) =>
      item.figure === 'orderCount' ? count.format(value) : euros.format(value);
    const revenue = items[0] as BriefItem;
    expect(revenue.value).toBeGreaterThan(0);
    expect(revenue.median).not.toBeNull();
    expect(mail?.subject).toBe(
      `Yesterday at Paris Boutique: ${euros.format(revenue.value)} (usually ${euros.format(revenue.median ?? 0)})`,
    );

    const text = mail?.text ?? '';
    expect(text).toContain('Tuesday, October 13, 2026');
    for (const item of items) {
      const usual = item.median === null ? 'not known yet' : format(item, item.median);
      const line = `${LABELS[item.figure]}: ${format(item, item.value)} (usually ${usual})`;
      const note = item.flag === 'high' ? ' – Unusually high' : item.flag === 'low' ? ' – Unusually low' : '';
      expect(text).toContain(`${line}${note}\n`);
    }
    // The month's line: no target set, so the month so far and its projection.
    const pace = await answerReport(
      RUNNERS.monthPace,
      { storeId: PARIS, userId: STAFF, now: new Date('2026-10-14T04:00:00Z'), query: { month: '2026-10' } },
      server.db,
    );
    const [month] = v.parse(v.tuple([monthPaceItemSchema]), pace.items);
    const paceLine = `October 2026: ${euros.format(month.soFar.revenue)} so far; heading for ${euros.format(month.projection.revenue)}.`;
    expect(month.soFar.revenue).toBeGreaterThan(0);
    expect(text).toContain(`\n${paceLine}\n`);
    expect(mail?.html).toContain(`>${paceLine}</p>`);
    expect(text).toContain(`Open the dashboard on that day: ${APP_URL}/digest?store=2&day=2026-10-13`);
    expect(text).toContain(`Daily e-mail settings: ${APP_URL}/digest`);

    const html = typeof mail?.html === 'string' ? mail.html : '';
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<th scope="col"/g)).toHaveLength(4);
    expect(html.match(/<th scope="row"/g)).toHaveLength(BRIEF_FIGURES.length);
    expect(html).toContain(`<td style="padding:6px 12px;border-bottom:1px solid #dde1e6;text-align:right;`);
    expect(html).toContain(`href="${APP_URL}/digest?store=2&amp;day=2026-10-13"`);
    expect(html).toContain(`href="${APP_URL}/digest"`);
    for (const item of items) expect(html).toContain(`>${format(item, item.value)}</td>`);

    expect(await recordsOf(STAFF, PARIS)).toEqual([{ local_day: '2026-10-14', state: 'sent', attempts: 1 }]);
    await unsubscribe();
  });

  it('goes out once a day: not again at the next pass, after a restart, nor by two schedulers at once', async () => {
    const unsubscribe = await subscribe('staff', STAFF, PARIS, { hour: 6, language: 'en' });
    const [first, second] = await Promise.all([
      tick('2026-10-15T05:00:00Z'),
      tick('2026-10-15T05:00:00Z', { ...deps, mailer: smtpMailer(receiver.url, FROM) }),
    ]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(1);
    expect(await tick('2026-10-15T05:01:00Z')).toEqual({ sent: 0, failed: 0 });
    // A restarted server: a new scheduler and mailer over the same database.
    const restarted = smtpMailer(receiver.url, FROM);
    try {
      expect(await tick('2026-10-15T21:00:00Z', { ...deps, mailer: restarted })).toEqual({
        sent: 0,
        failed: 0,
      });
    } finally {
      restarted.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(1);
    await unsubscribe();
  });

  it('catches up today’s after a restart past the hour, but never a past day’s', async () => {
    const unsubscribe = await subscribe('staff', STAFF, PARIS, { hour: 6, language: 'en' });
    // The server was down at 06:00 on the 16th and starts at 11:30.
    expect(await tick('2026-10-16T09:30:00Z')).toEqual({ sent: 1, failed: 0 });
    // Down all of the 17th; back at 05:00 on the 18th (before the hour), then at 06:30.
    expect(await tick('2026-10-18T03:00:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-10-18T04:30:00Z')).toEqual({ sent: 1, failed: 0 });
    const received = await receiver.waitFor(2);
    expect(received.map((message) => message.mail.text?.match(/\w+day, October \d+, 2026/)?.[0])).toEqual([
      'Thursday, October 15, 2026',
      'Saturday, October 17, 2026',
    ]);
    expect((await recordsOf(STAFF, PARIS)).map((record) => record.local_day)).toEqual([
      '2026-10-14',
      '2026-10-15',
      '2026-10-16',
      '2026-10-18',
    ]);
    await unsubscribe();
  });

  it('sends a 02:00 digest once on the days daylight saving starts and ends (Europe/Paris)', async () => {
    const unsubscribe = await subscribe('staff', STAFF, PARIS, { hour: 2, language: 'en' });
    // 29 March 2026: at 02:00 CET the clocks go to 03:00 CEST; 02:00 comes at 03:00.
    expect(await tick('2026-03-29T00:59:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-03-29T01:00:00Z')).toEqual({ sent: 1, failed: 0 });
    expect(await tick('2026-03-29T01:30:00Z')).toEqual({ sent: 0, failed: 0 });
    // 25 October 2026: at 03:00 CEST the clocks go back to 02:00 CET; 02:00 happens twice.
    expect(await tick('2026-10-24T23:59:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-10-25T00:00:00Z')).toEqual({ sent: 1, failed: 0 });
    expect(await tick('2026-10-25T01:00:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-10-25T01:30:00Z')).toEqual({ sent: 0, failed: 0 });
    const received = await receiver.waitFor(2);
    expect(received.map((message) => message.mail.text?.match(/\w+day, \w+ \d+, 2026/)?.[0])).toEqual([
      'Saturday, March 28, 2026',
      'Saturday, October 24, 2026',
    ]);
    await unsubscribe();
  });

  it('writes in the reader’s language: French money, dates and punctuation', async () => {
    const unsubscribe = await subscribe('demo', DEMO, PARIS, { hour: 7, language: 'fr' });
    expect(await tick('2026-10-20T05:00:00Z')).toEqual({ sent: 1, failed: 0 });
    const [message] = await receiver.waitFor(1);
    const items = await briefOf(PARIS, '2026-10-19', '2026-10-20T05:00:00Z');
    const euros = new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' });
    const revenue = items[0] as BriefItem;
    expect(message?.to).toEqual(['demo@example.com']);
    expect(message?.mail.subject).toBe(
      `Hier à Paris Boutique\u202f: ${euros.format(revenue.value)} (habituellement ${euros.format(revenue.median ?? 0)})`,
    );
    expect(message?.mail.text).toContain('lundi 19 octobre 2026');
    expect(message?.mail.text).toContain(`Chiffre d'affaires total\u202f: ${euros.format(revenue.value)}`);
    expect(message?.mail.html).toContain('<html lang="fr">');
    await unsubscribe();
  });

  it('is claimed again on a later pass when the SMTP server is down, never left claimed', async () => {
    const unsubscribe = await subscribe('staff', STAFF, PARIS, { hour: 6, language: 'en' });
    const down = smtpMailer(await deadSmtpUrl(), FROM);
    try {
      expect(await tick('2026-10-21T04:00:00Z', { ...deps, mailer: down })).toEqual({ sent: 0, failed: 1 });
    } finally {
      down.close();
    }
    expect(logged.at(-1)).toMatch(/not sent to user 2 for store 2 \(2026-10-21\), tried again later/);
    expect(logged.at(-1)).not.toContain('receiver-secret');
    expect(await recordOf('2026-10-21')).toEqual({ local_day: '2026-10-21', state: 'failed', attempts: 1 });
    // Retried a minute after the failure, once the server is back.
    expect(await tick('2026-10-21T04:00:30Z')).toEqual({ sent: 0, failed: 0 });
    expect(await tick('2026-10-21T04:01:00Z')).toEqual({ sent: 1, failed: 0 });
    expect(await recordOf('2026-10-21')).toEqual({ local_day: '2026-10-21', state: 'sent', attempts: 2 });
    expect(await tick('2026-10-21T04:02:00Z')).toEqual({ sent: 0, failed: 0 });
    await receiver.waitFor(1);
    await unsubscribe();
  });

  it('skips a store the user lost, and sends again once access returns', async () => {
    const unsubscribe = await subscribe('staff', STAFF, PARIS, { hour: 6, language: 'en' });
    await server.db.run('DELETE FROM user_stores WHERE user_id = 2 AND store_id = 2');
    try {
      expect(await tick('2026-10-22T05:00:00Z')).toEqual({ sent: 0, failed: 0 });
    } finally {
      await server.db.run('INSERT INTO user_stores (user_id, store_id) VALUES (2, 2)');
      forgetStoreAccess(server.db, STAFF);
    }
    expect(await tick('2026-10-22T05:01:00Z')).toEqual({ sent: 1, failed: 0 });
    await receiver.waitFor(1);
    await unsubscribe();
  });

  it('goes to one checked address with an explicit envelope: a stored header or list reaches nobody else', async () => {
    const unsubscribe = await subscribe('staff', STAFF, PARIS, { hour: 6, language: 'en' });
    const injected = 'staff@example.com\r\nBcc: thief@evil.example';
    await server.db.run('UPDATE users SET email = CAST($1 AS VARCHAR) WHERE id = 2', [injected]);
    try {
      // Not one address: the digest is not sent (nor claimed), to anyone.
      expect(await tick('2026-10-23T04:00:00Z')).toEqual({ sent: 0, failed: 0 });
      expect(await recordOf('2026-10-23')).toBeUndefined();
    } finally {
      await server.db.run("UPDATE users SET email = 'staff@example.com' WHERE id = 2");
    }
    for (const to of [
      injected,
      'staff@example.com, thief@evil.example',
      'Staff <staff@example.com>',
      '"thief@evil.example" staff@example.com',
      'staff@example.com\nthief@evil.example',
      ' staff@example.com',
      'staff@@example.com',
      'staff@example.com.',
      '@example.com',
      'staff',
    ]) {
      expect(mailAddress(to), to).toBeUndefined();
      await expect(
        mailer.send({ to, subject: 's', text: 't', html: '<p>t</p>', language: 'en' }),
      ).rejects.toThrow('not one e-mail address');
    }
    expect(mailAddress('first.last+tag@mail.example.com')).toBe('first.last+tag@mail.example.com');
    expect(mailAddress('reports@localhost')).toBe('reports@localhost');
    await mailer.send({ to: 'staff@example.com', subject: 's', text: 't', html: '<p>t</p>', language: 'en' });
    const [message] = await receiver.waitFor(1);
    expect(message?.to).toEqual(['staff@example.com']);
    expect(message?.from).toBe('reports@example.test');
    expect(receiver.received).toHaveLength(1);
    expect(() => smtpMailer(receiver.url, 'Reports <a@example.com>, b@example.com')).toThrow('SMTP_FROM');
    await unsubscribe();
  });

  it('authenticates with the credentials of SMTP_URL', () => {
    expect(receiver.url).toContain(`${SMTP_USER}:`);
    expect(mailer.description).toBe(receiver.url.replace(/:[^:@/]+@/, ':***@'));
  });
});
