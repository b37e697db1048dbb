import dayjs from 'dayjs';
import type { ViewSchedule } from '../../src/contract/viewSchedules';
import type { Database } from '../db/database';
import { nextOccurrence, pendingOccurrence } from './scheduleDue';
import {
  lastSentOf,
  retryAt,
  ruleOf,
  type ScheduleRow,
  scheduleLanguage,
  scheduleRows,
  scheduleZone,
  type ViewSentRecord,
  viewSentSince,
} from './viewScheduleTable';

/** Records older than this many days are never of a current occurrence, in any zone or business day. */
const CURRENT_WITHIN_DAYS = 3;

/**
 * When a schedule sends next: now when its current occurrence is due and has not gone out (at its
 * retry time when its sending failed), else at its next occurrence.
 */
function nextAt(row: ScheduleRow, records: ReadonlyMap<string, ViewSentRecord>, now: Date): number {
  const zone = scheduleZone(row);
  const rule = ruleOf(row);
  const pending = pendingOccurrence(zone, rule, Number(row.created_at), now);
  if (pending) {
    const record = records.get(`${row.view_id}:${pending.occurrence}`);
    if (!record) return now.getTime();
    if (record.state === 'failed') return Math.max(retryAt(record), now.getTime());
  }
  return nextOccurrence(zone, rule, now).dueAt.getTime();
}

function answerOf(
  row: ScheduleRow,
  records: ReadonlyMap<string, ViewSentRecord>,
  lastSent: ReadonlyMap<string, number>,
  now: Date,
): ViewSchedule {
  const rule = ruleOf(row);
  return {
    viewId: row.view_id,
    every: rule.every,
    hour: rule.hour,
    ...(rule.weekday === undefined ? {} : { weekday: rule.weekday }),
    ...(rule.dayOfMonth === undefined ? {} : { dayOfMonth: rule.dayOfMonth }),
    language: scheduleLanguage(row),
    nextAt: nextAt(row, records, now),
    lastSentAt: lastSent.get(row.view_id) ?? null,
    updatedAt: Number(row.updated_at),
  };
}

/** A user's schedules as the API answers them, of one view or of all their views. */
async function answers(db: Database, userId: number, viewId: string | undefined, now: Date) {
  const rows = await scheduleRows(db, { userId, ...(viewId === undefined ? {} : { viewId }) });
  if (!rows.length) return [];
  const since = dayjs.utc(now).subtract(CURRENT_WITHIN_DAYS, 'day').format('YYYY-MM-DD');
  const [records, lastSent] = await Promise.all([viewSentSince(db, since, userId), lastSentOf(db, userId)]);
  const byKey = new Map(records.map((record) => [`${record.viewId}:${record.occurrence}`, record]));
  return rows.map((row) => ({ row, answer: answerOf(row, byKey, lastSent, now) }));
}

/** The user's schedules of views of stores they may see now (those of a store they lost are not sent). */
export async function viewSchedulesOf(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<ViewSchedule[]> {
  return (await answers(db, userId, undefined, now))
    .filter(({ row }) => row.visible)
    .map(({ answer }) => answer);
}

/** One view's schedule, whether its store is seen or not; undefined when it has none. */
export async function viewScheduleOf(
  db: Database,
  userId: number,
  viewId: string,
  now = new Date(),
): Promise<ViewSchedule | undefined> {
  return (await answers(db, userId, viewId, now))[0]?.answer;
}
