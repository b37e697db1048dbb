/** When a daily e-mail comes due: the store-local hour of today, across daylight-saving changes. */
import { describe, expect, it } from 'vitest';
import { digestDue } from '../../server/digest/due';
import { fixedZone, type Zone, zoneNamed } from '../../server/reports/time/zone';

const zone = (name: string) => zoneNamed(name) as Zone;
const dueAt = (name: string, hour: number, now: string) => {
  const due = digestDue(zone(name), hour, new Date(now));
  return { ...due, dueAt: due.dueAt.toISOString() };
};

describe('a digest comes due', () => {
  it('at the hour of the store’s zone, for the day before', () => {
    expect(dueAt('Europe/Paris', 6, '2026-03-14T04:59:59Z')).toEqual({
      localDay: '2026-03-14',
      reportDay: '2026-03-13',
      dueAt: '2026-03-14T05:00:00.000Z',
      due: false,
    });
    expect(dueAt('Europe/Paris', 6, '2026-03-14T05:00:00Z').due).toBe(true);
    // Seoul's day starts at 15:00 UTC: at 16:00 UTC it is already the 15th there.
    expect(dueAt('Asia/Seoul', 0, '2026-03-14T16:00:00Z')).toMatchObject({
      localDay: '2026-03-15',
      reportDay: '2026-03-14',
      dueAt: '2026-03-14T15:00:00.000Z',
      due: true,
    });
    expect(dueAt('Asia/Kolkata', 23, '2026-03-14T17:29:00Z')).toMatchObject({
      dueAt: '2026-03-14T17:30:00.000Z',
      due: false,
    });
    expect(digestDue(fixedZone(-300), 6, new Date('2026-03-14T11:00:00Z')).dueAt.toISOString()).toBe(
      '2026-03-14T11:00:00.000Z',
    );
  });

  it('at the first instant after the gap when the clocks skip the hour (spring forward)', () => {
    // Paris, 29 March 2026: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
    expect(dueAt('Europe/Paris', 2, '2026-03-29T00:30:00Z')).toMatchObject({
      localDay: '2026-03-29',
      reportDay: '2026-03-28',
      dueAt: '2026-03-29T01:00:00.000Z',
      due: false,
    });
    expect(dueAt('Europe/Paris', 3, '2026-03-29T01:00:00Z').dueAt).toBe('2026-03-29T01:00:00.000Z');
    // Santiago, 6 September 2026: the day starts at 01:00, so midnight is its first instant.
    expect(dueAt('America/Santiago', 0, '2026-09-06T12:00:00Z')).toMatchObject({
      localDay: '2026-09-06',
      dueAt: '2026-09-06T04:00:00.000Z',
    });
  });

  it('at the first of the two when the clocks repeat the hour (fall back)', () => {
    // Paris, 25 October 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC; 02:00 happens twice.
    expect(dueAt('Europe/Paris', 2, '2026-10-25T00:00:00Z')).toMatchObject({
      localDay: '2026-10-25',
      dueAt: '2026-10-25T00:00:00.000Z',
      due: true,
    });
    // The second 02:00 is the same day: the digest of that day is already due, not due again.
    expect(dueAt('Europe/Paris', 2, '2026-10-25T01:00:00Z').localDay).toBe('2026-10-25');
    expect(dueAt('America/New_York', 1, '2026-11-01T05:30:00Z')).toMatchObject({
      dueAt: '2026-11-01T05:00:00.000Z',
      due: true,
    });
  });
});
