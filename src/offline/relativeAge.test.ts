import { describe, expect, it } from 'vitest';
import { relativeAge } from './relativeAge';

describe('age of the figures on the device', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  it('names the largest whole unit', () => {
    expect(relativeAge(now - 2 * 3_600_000 - 5 * 60_000, now, 'en')).toBe('2 hours ago');
    expect(relativeAge(now - 5 * 60_000, now, 'en')).toBe('5 minutes ago');
    expect(relativeAge(now - 26 * 3_600_000, now, 'en')).toBe('yesterday');
    expect(relativeAge(now - 10_000, now, 'en')).toBe('this minute');
    expect(relativeAge(now - 3 * 3_600_000, now, 'fr')).toBe('il y a 3 heures');
  });
});
