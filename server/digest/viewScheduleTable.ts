import type { DigestLanguage } from '../../src/contract/digest';
import type { ScheduleEvery, ViewScheduleInput } from '../../src/contract/viewSchedules';
import type { Database } from '../db/database';
import { assertStoreAccess } from '../db/storeAccess';
import { deleteUserRows, userWrite } from '../db/userWrites';
import { RequestRefused } from '../errors';
import { businessZone } from '../reports/time/businessZone';
import type { Zone } from '../reports/time/zone';
import { storeZone } from '../reports/time/zone';
import type { ScheduleRule } from './scheduleDue';
import { retryDelayMs, type SendingRow, type SendingState, type SentTable, sendingOf } from './sent';
import { digestLanguage } from './subscriptions';

/**
 * `view_schedules.day_of_month` of a monthly schedule sent on the month's last day: days are counted
 * from the month's end when negative (NULL: not a monthly schedule).
 */
export const LAST_DAY_OF_MONTH = -1;

/** A view's schedule with what its sending needs: the view, its owner and its store. */
export interface ScheduleRow extends Record<string, unknown> {
  view_id: string;
  user_id: number;
  every: string;
  hour: number;
  weekday: number | null;
  day_of_month: number | null;
  language: string;
  created_at: number | bigint;
  updated_at: number | bigint;
  view_name: string;
  store_id: number;
  path: string;
  search: string;
  date_range: string;
  email: string;
  blocked: boolean | null;
  is_owner: boolean;
  not_allowed: string;
  /** Whether the owner may see the view's store now: a schedule of a store they lost is not sent. */
  visible: boolean;
  store_name: string;
  platform: string;
  currency: string;
  symbol: string;
  timezone: string | null;
  utc_offset_minutes: number;
  day_starts_at: number | null;
}

/**
 * The schedules, of a user or of everyone, with their view (a schedule outlives no view: deleting the
 * view deletes it, and one whose view is gone all the same is left out here).
 */
export function scheduleRows(
  db: Database,
  of: { userId?: number; viewId?: string } = {},
): Promise<ScheduleRow[]> {
  return db.all<ScheduleRow>(
    `SELECT s.view_id, s.user_id, s.every, s.hour, s.weekday, s.day_of_month, s.language, s.created_at,
       s.updated_at, v.name AS view_name, v.store_id, v.path, v.search, v.date_range, u.email, u.blocked,
       u.is_owner, u.not_allowed, a.store_id IS NOT NULL AS visible, st.name AS store_name,
       st.type AS platform, st.currency, st.symbol, st.timezone, st.utc_offset_minutes, st.day_starts_at
     FROM view_schedules s
     JOIN saved_views v ON v.id = s.view_id AND v.user_id = s.user_id
     JOIN users u ON u.id = s.user_id
     JOIN stores st ON st.id = v.store_id
     LEFT JOIN user_stores a ON a.user_id = s.user_id AND a.store_id = v.store_id
     WHERE (CAST($1 AS INTEGER) IS NULL OR s.user_id = CAST($1 AS INTEGER))
       AND (CAST($2 AS VARCHAR) IS NULL OR s.view_id = CAST($2 AS VARCHAR))
     ORDER BY s.view_id`,
    [of.userId ?? null, of.viewId ?? null],
  );
}

export function ruleOf(row: ScheduleRow): ScheduleRule {
  const every = row.every as ScheduleEvery;
  return {
    every,
    hour: row.hour,
    ...(every === 'week' && row.weekday !== null ? { weekday: row.weekday } : {}),
    ...(every === 'month' && row.day_of_month !== null
      ? { dayOfMonth: row.day_of_month === LAST_DAY_OF_MONTH ? 'last' : row.day_of_month }
      : {}),
  };
}

export const scheduleLanguage = (row: ScheduleRow): DigestLanguage => digestLanguage(row.language);

/** The zone of the view's store whose days are its business days. */
export const scheduleZone = (row: ScheduleRow): Zone => businessZone(storeZone(row), row.day_starts_at ?? 0);

export interface ViewSentKey {
  viewId: string;
  occurrence: string;
}

export const VIEW_SCHEDULE_SENT: SentTable<ViewSentKey> = {
  table: 'view_schedule_sent',
  key: [
    ['view_id', 'VARCHAR'],
    ['occurrence', 'VARCHAR'],
  ],
  values: (key) => [key.viewId, key.occurrence],
};

export interface ViewSentRecord extends ViewSentKey {
  state: SendingState;
  attempts: number;
  claimedAt: number;
  sentAt: number | null;
}

/** When a record of a failed sending is claimed again. */
export const retryAt = (record: ViewSentRecord) => record.claimedAt + retryDelayMs(record.attempts);

/** The records of occurrences from `since` (`YYYY-MM-DD`) on, of one user's views or of all. */
export async function viewSentSince(db: Database, since: string, userId?: number): Promise<ViewSentRecord[]> {
  const rows = await db.all<SendingRow & { view_id: string; occurrence: string }>(
    `SELECT r.view_id, r.occurrence, r.state, r.attempts, r.claimed_at, r.sent_at FROM view_schedule_sent r
     WHERE r.occurrence >= CAST($1 AS VARCHAR) AND (CAST($2 AS INTEGER) IS NULL
       OR r.view_id IN (SELECT view_id FROM view_schedules WHERE user_id = CAST($2 AS INTEGER)))`,
    [since, userId ?? null],
  );
  return rows.map((row) => ({
    viewId: row.view_id,
    occurrence: row.occurrence,
    ...sendingOf(row),
  }));
}

/** When each of a user's views last went out, by view id. */
export async function lastSentOf(db: Database, userId: number): Promise<Map<string, number>> {
  const rows = await db.all<{ view_id: string; sent_at: number | bigint }>(
    `SELECT r.view_id, max(r.sent_at) AS sent_at FROM view_schedule_sent r
     JOIN view_schedules s ON s.view_id = r.view_id
     WHERE s.user_id = CAST($1 AS INTEGER) AND r.state = 'sent' GROUP BY r.view_id`,
    [userId],
  );
  return new Map(rows.map((row) => [row.view_id, Number(row.sent_at)]));
}

/**
 * Schedules a user's view, or changes its schedule (saving twice is harmless: one row, under the
 * user's write lock, which deleting the view takes too). The view must be the user's (404) and of a
 * store they see (403).
 */
export async function saveSchedule(
  db: Database,
  userId: number,
  viewId: string,
  input: ViewScheduleInput,
  now = Date.now(),
): Promise<void> {
  await userWrite(db, userId, async (tx) => {
    const [view] = await tx.all<{ user_id: number; store_id: number }>(
      'SELECT user_id, store_id FROM saved_views WHERE id = CAST($1 AS VARCHAR)',
      [viewId],
    );
    if (!view || view.user_id !== userId) throw new RequestRefused(404, `View ${viewId} not found`);
    await assertStoreAccess(db, userId, [view.store_id]);
    const dayOfMonth =
      input.every !== 'month' ? null : input.dayOfMonth === 'last' ? LAST_DAY_OF_MONTH : input.dayOfMonth;
    await tx.run(
      `INSERT INTO view_schedules (view_id, user_id, every, hour, weekday, day_of_month, language, created_at,
         updated_at)
       VALUES (CAST($1 AS VARCHAR), CAST($2 AS INTEGER), CAST($3 AS VARCHAR), CAST($4 AS INTEGER),
         CAST($5 AS INTEGER), CAST($6 AS INTEGER), CAST($7 AS VARCHAR), CAST($8 AS BIGINT), CAST($8 AS BIGINT))
       ON CONFLICT (view_id) DO UPDATE SET every = EXCLUDED.every, hour = EXCLUDED.hour,
         weekday = EXCLUDED.weekday, day_of_month = EXCLUDED.day_of_month, language = EXCLUDED.language,
         updated_at = EXCLUDED.updated_at`,
      [
        viewId,
        userId,
        input.every,
        input.hour,
        input.every === 'week' ? input.weekday : null,
        dayOfMonth,
        input.language,
        now,
      ],
    );
  });
}

/** Stops a view's e-mails, whether its store is seen or not; false when it had no schedule. */
export async function deleteSchedule(db: Database, userId: number, viewId: string): Promise<boolean> {
  return deleteUserRows(
    db,
    userId,
    `DELETE FROM view_schedules WHERE view_id = CAST($1 AS VARCHAR) AND user_id = CAST($2 AS INTEGER)
     RETURNING view_id`,
    [viewId, userId],
  );
}

/** Deletes the schedule of a view being deleted, in the deleting transaction (`tx`). */
export async function forgetSchedule(tx: Database, viewId: string): Promise<void> {
  await tx.run('DELETE FROM view_schedules WHERE view_id = CAST($1 AS VARCHAR)', [viewId]);
}
