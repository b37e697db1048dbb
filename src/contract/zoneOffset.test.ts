import { describe, expect, it } from 'vitest';
import { intlZoneOffset } from './zoneOffset';

describe('intlZoneOffset', () => {
  it('reads daylight saving on both sides of a change, to the second', () => {
    // Paris moved from +01:00 to +02:00 at 01:00 UTC on 29 March 2026.
    const change = Date.UTC(2026, 2, 29, 1, 0, 0);
    expect(intlZoneOffset('Europe/Paris', change - 1000)).toBe(60);
    expect(intlZoneOffset('Europe/Paris', change)).toBe(120);
    expect(intlZoneOffset('Europe/Paris', Date.UTC(2026, 9, 25, 0, 59, 59))).toBe(120);
    expect(intlZoneOffset('Europe/Paris', Date.UTC(2026, 9, 25, 1, 0, 0))).toBe(60);
  });

  it('reads zones west of UTC, on a quarter hour, and without daylight saving', () => {
    expect(intlZoneOffset('America/Los_Angeles', Date.UTC(2026, 0, 15))).toBe(-480);
    expect(intlZoneOffset('Asia/Kathmandu', Date.UTC(2026, 5, 1))).toBe(345);
    expect(intlZoneOffset('Asia/Seoul', Date.UTC(2026, 10, 28, 23, 30))).toBe(540);
  });

  it('reads an instant with milliseconds as its second', () => {
    expect(intlZoneOffset('Asia/Seoul', Date.UTC(2026, 10, 28, 12, 0, 0) + 999)).toBe(540);
  });

  it('refuses a zone the platform does not know', () => {
    expect(() => intlZoneOffset('Mars/Olympus_Mons', 0)).toThrow(RangeError);
  });
});
