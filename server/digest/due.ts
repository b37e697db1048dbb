import dayjs from 'dayjs';
import { fromLocal, toLocal } from '../reports/time/range';
import type { Zone } from '../reports/time/zone';

export interface DigestDue {
  /** The store's business day it is at `now` (`YYYY-MM-DD`): the day the digest is sent on. */
  localDay: string;
  /** The day the digest reports: the business day before. */
  reportDay: string;
  /** When the digest of `localDay` is due: the first `hour`:00 of the store's clock in that business day. */
  dueAt: Date;
  due: boolean;
}

/**
 * Whether a digest sent at `hour` of the store's zone is due at `now`, and for which day. The day is the
 * store's business day (`zone` is its `businessZone`): the digest of the day just ended goes at the
 * first `hour`:00 of the clock after it ends (a 04:00 start and a 02:00 hour: the next night's 02:00).
 * The hour is wall-clock time: on the day clocks go forward, an hour they skip (02:00 in Europe/Paris)
 * comes at the first instant after the gap (03:00); on the day they go back, an hour that occurs twice
 * is its first occurrence. Only today's digest is ever due: one of a past day is not sent late.
 */
export function digestDue(zone: Zone, hour: number, now: Date): DigestDue {
  const today = toLocal(dayjs.utc(now), zone).startOf('day');
  const dayStart = fromLocal(today, zone);
  const clockDay = toLocal(dayStart, zone.clock).startOf('day');
  const atHour = (day: dayjs.Dayjs) => fromLocal(day.add(hour, 'hour'), zone.clock);
  const first = atHour(clockDay);
  const dueAt = (first.isBefore(dayStart) ? atHour(clockDay.add(1, 'day')) : first).toDate();
  return {
    localDay: today.format('YYYY-MM-DD'),
    reportDay: today.subtract(1, 'day').format('YYYY-MM-DD'),
    dueAt,
    due: now.getTime() >= dueAt.getTime(),
  };
}
