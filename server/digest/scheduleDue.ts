import dayjs, { type Dayjs } from 'dayjs';
import type { ScheduleEvery } from '../../src/contract/viewSchedules';
import { fromLocal, toLocal } from '../reports/time/range';
import type { Zone } from '../reports/time/zone';
import { digestDue } from './due';

/** When a saved view is e-mailed: `dayOfMonth` is 1–28, or `'last'` for the month's last day. */
export interface ScheduleRule {
  every: ScheduleEvery;
  hour: number;
  /** ISO weekday, 1 (Monday) to 7 (Sunday), of a weekly schedule. */
  weekday?: number | undefined;
  dayOfMonth?: number | 'last' | undefined;
}

export interface Occurrence {
  /** The store's business day it is sent on (`YYYY-MM-DD`): the key of its record. */
  occurrence: string;
  /** The first `hour`:00 of the store's clock in that business day (see `digestDue`). */
  dueAt: Date;
}

/** How many days ahead an occurrence is looked for: every rule has one within a month and a day. */
const LOOKAHEAD_DAYS = 62;

/** Whether a business day (`YYYY-MM-DD` as a UTC dayjs) is one the rule sends on. */
function isScheduledDay(rule: ScheduleRule, day: Dayjs): boolean {
  if (rule.every === 'day') return true;
  if (rule.every === 'week') return (day.day() || 7) === rule.weekday;
  return rule.dayOfMonth === 'last' ? day.date() === day.daysInMonth() : day.date() === rule.dayOfMonth;
}

/**
 * The occurrence of the store's current business day at `now` (`zone` is its `businessZone`), when the
 * rule sends on that day, and whether its time has come. The hour is read as the daily digest's
 * (`digestDue`): an hour the clocks skip comes at the first instant after the gap, one they repeat is
 * its first occurrence, and with a business day start the hour is the first one after that start.
 * Only the current business day's occurrence is ever due: a past one is not sent late.
 */
export function scheduleDue(
  zone: Zone,
  rule: ScheduleRule,
  now: Date,
): (Occurrence & { due: boolean }) | null {
  const today = digestDue(zone, rule.hour, now);
  if (!isScheduledDay(rule, dayjs.utc(today.localDay))) return null;
  return { occurrence: today.localDay, dueAt: today.dueAt, due: today.due };
}

/** The first occurrence whose time is at `from` or after it. */
export function nextOccurrence(zone: Zone, rule: ScheduleRule, from: Date): Occurrence {
  const today = toLocal(dayjs.utc(from), zone).startOf('day');
  for (let ahead = 0; ahead <= LOOKAHEAD_DAYS; ahead++) {
    const day = today.add(ahead, 'day');
    if (!isScheduledDay(rule, day)) continue;
    // The day's first instant is in that business day, so `digestDue` reads the hour of that day.
    const { dueAt } = digestDue(zone, rule.hour, fromLocal(day, zone).toDate());
    if (dueAt.getTime() >= from.getTime()) return { occurrence: day.format('YYYY-MM-DD'), dueAt };
  }
  throw new Error(`no occurrence of a ${rule.every} schedule within ${LOOKAHEAD_DAYS} days`);
}

/**
 * The current occurrence when it is to be sent now: due, and due since the schedule was made (a
 * schedule made after today's hour first sends at its next occurrence).
 */
export function pendingOccurrence(
  zone: Zone,
  rule: ScheduleRule,
  createdAt: number,
  now: Date,
): Occurrence | null {
  const current = scheduleDue(zone, rule, now);
  if (!current?.due || current.dueAt.getTime() < createdAt) return null;
  return { occurrence: current.occurrence, dueAt: current.dueAt };
}
