/** The routes of a saved view's scheduled e-mails (server/REPORTS.md, "Scheduled e-mails of saved views"). */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetStoreAccess } from '../../server/db/storeAccess';
import { errorBodySchema } from '../../src/contract/common';
import { viewScheduleSchema, viewSchedulesResponseSchema } from '../../src/contract/viewSchedules';
import { testEngine } from './engine';
import { startTestServer, type TestServer } from './harness';
import {
  DEMO,
  PARIS,
  STAFF,
  saveView,
  scheduledView,
  schedulesUrl,
  scheduleUrl,
  viewUrl,
} from './viewSchedules';

/** Sunday 1 March 2026, 01:00 in Paris (CET, UTC+1). */
const NOW = Date.parse('2026-03-01T00:00:00Z');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoOrders: 300, deps: { digestMail: true, now: () => NOW } });
});
afterAll(() => server.close());

const messageOf = async (response: Response) => v.parse(errorBodySchema, await response.json()).message;

async function listOf(userId: number, username: string) {
  const response = await server.get(schedulesUrl(userId), await server.tokenFor(username));
  expect(response.status).toBe(200);
  return v.parse(viewSchedulesResponseSchema, await response.json());
}

describe(`a saved view's schedule on ${testEngine}`, () => {
  it('is set, read, listed, changed and stopped, with when it goes next', async () => {
    const id = await saveView(server, 'staff', STAFF);
    expect((await server.get(scheduleUrl(STAFF, id), await server.tokenFor('staff'))).status).toBe(404);
    const weekly = { every: 'week', weekday: 1, hour: 7, language: 'fr' };
    const saved = await server.send('PUT', scheduleUrl(STAFF, id), 'staff', weekly);
    expect(saved.status).toBe(200);
    const schedule = v.parse(viewScheduleSchema, await saved.json());
    // The next Monday at 07:00 in Paris, winter time.
    expect(schedule).toEqual({
      viewId: id,
      ...weekly,
      nextAt: Date.parse('2026-03-02T06:00:00Z'),
      lastSentAt: null,
      updatedAt: NOW,
    });
    const read = await server.get(scheduleUrl(STAFF, id), await server.tokenFor('staff'));
    expect(await read.json()).toEqual(schedule);
    expect(await listOf(STAFF, 'staff')).toEqual({ items: [schedule], mailEnabled: true });

    // Monthly on the last day: the 31st, after the clocks went forward (CEST, UTC+2).
    const monthly = { every: 'month', dayOfMonth: 'last', hour: 2, language: 'zh-Hant' };
    const changed = await server.send('PUT', scheduleUrl(STAFF, id), 'staff', monthly);
    expect(await changed.json()).toMatchObject({ ...monthly, nextAt: Date.parse('2026-03-31T00:00:00Z') });
    const rows = await server.db.all('SELECT every, weekday, day_of_month FROM view_schedules');
    expect(rows).toEqual([{ every: 'month', weekday: null, day_of_month: -1 }]);
    const daily = { every: 'day', hour: 23, language: 'ko' };
    const again = await server.send('PUT', scheduleUrl(STAFF, id), 'staff', daily);
    expect(v.parse(viewScheduleSchema, await again.json())).toEqual({
      viewId: id,
      ...daily,
      nextAt: Date.parse('2026-03-01T22:00:00Z'),
      lastSentAt: null,
      updatedAt: NOW,
    });

    expect((await server.send('DELETE', scheduleUrl(STAFF, id), 'staff')).status).toBe(200);
    const stopped = await server.send('DELETE', scheduleUrl(STAFF, id), 'staff');
    expect(stopped.status).toBe(404);
    expect((await listOf(STAFF, 'staff')).items).toEqual([]);
    await server.send('DELETE', viewUrl(STAFF, id), 'staff');
  });

  it('is of the user’s own views only: another user’s path 403, another user’s view or none 404', async () => {
    const id = await scheduledView(server, { every: 'day', hour: 6, language: 'en' });
    const body = { every: 'day', hour: 8, language: 'en' };
    expect((await server.get(schedulesUrl(STAFF), await server.tokenFor('demo'))).status).toBe(403);
    expect((await server.get(scheduleUrl(STAFF, id), await server.tokenFor('demo'))).status).toBe(403);
    expect((await server.send('PUT', scheduleUrl(STAFF, id), 'demo', body)).status).toBe(403);
    expect((await server.send('DELETE', scheduleUrl(STAFF, id), 'demo')).status).toBe(403);
    // Under the demo owner's own path, staff's view is none of theirs.
    const theirs = await server.send('PUT', scheduleUrl(DEMO, id), 'demo', body);
    expect(theirs.status).toBe(404);
    expect(await messageOf(theirs)).toBe(`View ${id} not found`);
    expect((await server.get(scheduleUrl(DEMO, id), await server.tokenFor('demo'))).status).toBe(404);
    expect((await server.send('DELETE', scheduleUrl(DEMO, id), 'demo')).status).toBe(404);
    expect((await server.send('PUT', scheduleUrl(STAFF, randomUUID()), 'staff', body)).status).toBe(404);
    expect(await server.db.all('SELECT hour FROM view_schedules')).toEqual([{ hour: 6 }]);
    expect((await server.get(schedulesUrl(STAFF))).status).toBe(403);
    await server.send('DELETE', viewUrl(STAFF, id), 'staff');
  });

  it('answers 400 naming the field, or the path parameter, and refuses what the schedule does not hold', async () => {
    const id = await saveView(server, 'staff', STAFF);
    const cases: [unknown, string][] = [
      [{ every: 'year', hour: 6, language: 'en' }, "'every'"],
      [{ hour: 6, language: 'en' }, "'every'"],
      [{ every: 'day', hour: 24, language: 'en' }, "'hour'"],
      [{ every: 'day', hour: 6.5, language: 'en' }, "'hour'"],
      [{ every: 'day', language: 'en' }, "'hour'"],
      [{ every: 'day', hour: 6, language: 'de' }, "'language'"],
      [{ every: 'week', hour: 6, language: 'en' }, "'weekday'"],
      [{ every: 'week', weekday: 0, hour: 6, language: 'en' }, "'weekday'"],
      [{ every: 'week', weekday: 8, hour: 6, language: 'en' }, "'weekday'"],
      [{ every: 'month', dayOfMonth: 29, hour: 6, language: 'en' }, "'dayOfMonth'"],
      [{ every: 'month', dayOfMonth: 'first', hour: 6, language: 'en' }, "'dayOfMonth'"],
      [{ every: 'month', hour: 6, language: 'en' }, "'dayOfMonth'"],
      // Strict: a field another kind of schedule takes, or none takes.
      [{ every: 'day', weekday: 1, hour: 6, language: 'en' }, "'weekday'"],
      [{ every: 'week', weekday: 1, dayOfMonth: 3, hour: 6, language: 'en' }, "'dayOfMonth'"],
      [{ every: 'day', hour: 6, language: 'en', to: 'thief@evil.example' }, "'to'"],
      ['{"every": "day",', 'The body must be JSON'],
      [[], "'every'"],
    ];
    for (const [body, named] of cases) {
      const response = await server.send('PUT', scheduleUrl(STAFF, id), 'staff', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await messageOf(response), JSON.stringify(body)).toContain(named);
    }
    const badId = await server.send('PUT', scheduleUrl(STAFF, 'not-a-uuid'), 'staff', cases[0]?.[0]);
    expect(await messageOf(badId)).toBe("Invalid path parameter 'viewId': must be a UUID");
    expect((await server.get(scheduleUrl('x', id))).status).toBe(400);
    const asText = await server.app.request(scheduleUrl(STAFF, id), {
      method: 'PUT',
      headers: { authorization: `Bearer ${await server.tokenFor('staff')}`, 'content-type': 'text/plain' },
      body: '{"every":"day","hour":6,"language":"en"}',
    });
    expect(asText.status).toBe(415);
    expect(await server.db.all('SELECT view_id FROM view_schedules')).toEqual([]);
    await server.send('DELETE', viewUrl(STAFF, id), 'staff');
  });

  it('goes with its view: deleting the view deletes its schedule', async () => {
    const id = await scheduledView(server, { every: 'day', hour: 6, language: 'en' });
    expect((await server.send('DELETE', viewUrl(STAFF, id), 'staff')).status).toBe(200);
    expect(await server.db.all('SELECT view_id FROM view_schedules')).toEqual([]);
    expect((await server.get(scheduleUrl(STAFF, id), await server.tokenFor('staff'))).status).toBe(404);
    // Saved again under its id (a queued save), the view comes back without its e-mails.
    await server.send('PUT', viewUrl(STAFF, id), 'staff', {
      storeId: PARIS,
      name: 'Back',
      path: '/total-revenue',
      search: {},
      range: { kind: 'fixed' },
      isDefault: false,
    });
    expect((await listOf(STAFF, 'staff')).items).toEqual([]);
    await server.send('DELETE', viewUrl(STAFF, id), 'staff');
  });

  it('of a store the user lost: not listed nor set (403), still read and stopped; back with the access', async () => {
    const id = await scheduledView(server, { every: 'day', hour: 6, language: 'en' });
    await server.db.run('DELETE FROM user_stores WHERE user_id = 2 AND store_id = 2');
    forgetStoreAccess(server.db, STAFF);
    try {
      expect((await listOf(STAFF, 'staff')).items).toEqual([]);
      const refused = await server.send('PUT', scheduleUrl(STAFF, id), 'staff', {
        every: 'day',
        hour: 9,
        language: 'en',
      });
      expect(refused.status).toBe(403);
      expect(await messageOf(refused)).toBe(`You do not have access to store ${PARIS}`);
      expect((await server.get(scheduleUrl(STAFF, id), await server.tokenFor('staff'))).status).toBe(200);
    } finally {
      await server.db.run('INSERT INTO user_stores (user_id, store_id) VALUES (2, 2)');
      forgetStoreAccess(server.db, STAFF);
    }
    expect((await listOf(STAFF, 'staff')).items.map((item) => item.hour)).toEqual([6]);
    await server.db.run('DELETE FROM user_stores WHERE user_id = 2 AND store_id = 2');
    forgetStoreAccess(server.db, STAFF);
    try {
      expect((await server.send('DELETE', scheduleUrl(STAFF, id), 'staff')).status).toBe(200);
    } finally {
      await server.db.run('INSERT INTO user_stores (user_id, store_id) VALUES (2, 2)');
      forgetStoreAccess(server.db, STAFF);
    }
    await server.send('DELETE', viewUrl(STAFF, id), 'staff');
  });

  it('is saved once when the same schedule is sent several times at once', async () => {
    const id = await saveView(server, 'staff', STAFF);
    const body = { every: 'week', weekday: 5, hour: 18, language: 'zh-Hans' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.send('PUT', scheduleUrl(STAFF, id), 'staff', body)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await server.db.all('SELECT view_id, weekday FROM view_schedules')).toEqual([
      { view_id: id, weekday: 5 },
    ]);
    await server.send('DELETE', viewUrl(STAFF, id), 'staff');
  });
});
