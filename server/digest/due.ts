import dayjs from 'dayjs';
import { fromLocal, toLocal } from '../reports/time/range';
import type { Zone } from '../reports/time/zone';

export interface DigestDue {
  /** The store-local day it is at `now` (`YYYY-MM-DD`): the day the digest is sent on. */
  localDay: string;
  /** The day the digest reports: the local day before. */
  reportDay: string;
  /** When the digest of `localDay` is due: `hour`:00 that day in the store's zone. */
  dueAt: Date;
  due: boolean;
}

/**
 * Whether a digest sent at `hour` of the store's zone is due at `now`, and for which day. The hour is
 * wall-clock time: on the day clocks go forward, an hour they skip (02:00 in Europe/Paris) comes at the
 * first instant after the gap (03:00); on the day they go back, an hour that occurs twice is its first
 * occurrence. Only today's digest is ever due: one of a past day is not sent late.
 */
export function digestDue(zone: Zone, hour: number, now: Date): DigestDue {
  const today = toLocal(dayjs.utc(now), zone).startOf('day');
  const dueAt = fromLocal(today.add(hour, 'hour'), zone).toDate();
  return {
    localDay: today.format('YYYY-MM-DD'),
    reportDay: today.subtract(1, 'day').format('YYYY-MM-DD'),
    dueAt,
    due: now.getTime() >= dueAt.getTime(),
  };
}
