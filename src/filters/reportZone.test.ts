import { describe, expect, it } from 'vitest';
import { formatInstant, offsetMinutesIn } from './reportZone';

// The tests run with TZ=UTC: a browser in another zone than the stores'.
describe('instants in the report zone', () => {
  it("shows a Seoul order at Seoul's wall clock, not the browser's", () => {
    expect(formatInstant('2026-11-18T15:41:00Z', 'en-US', 'Asia/Seoul')).toBe('11/19/26, 12:41 AM');
    expect(formatInstant('2026-11-18T15:41:00Z', 'en-US')).toBe('11/18/26, 3:41 PM');
  });

  it('follows daylight saving in a named zone and keeps a fixed offset as it is', () => {
    // Paris moved from +02:00 to +01:00 on 2026-10-25 at 01:00 UTC.
    expect(offsetMinutesIn('Europe/Paris', new Date('2026-10-25T00:30:00Z'))).toBe(120);
    expect(offsetMinutesIn('Europe/Paris', new Date('2026-10-25T01:30:00Z'))).toBe(60);
    expect(formatInstant('2026-10-25T00:30:00Z', 'fr-FR', 'Europe/Paris')).toBe('25/10/2026 02:30');
    expect(formatInstant('2026-10-25T01:30:00Z', 'fr-FR', 'Europe/Paris')).toBe('25/10/2026 02:30');
    expect(formatInstant('2026-11-18T20:00:00Z', 'en-US', '+05:45')).toBe('11/19/26, 1:45 AM');
    expect(offsetMinutesIn('-03:30', new Date('2026-01-01T00:00:00Z'))).toBe(-210);
  });

  it("falls back to the browser's zone without a report zone or with an unknown one", () => {
    const instant = new Date('2026-11-18T15:41:00Z');
    expect(offsetMinutesIn(undefined, instant)).toBe(0);
    expect(offsetMinutesIn('Nowhere/Else', instant)).toBe(0);
    expect(formatInstant('not a date', 'en-US', 'Asia/Seoul')).toBe('not a date');
  });
});
