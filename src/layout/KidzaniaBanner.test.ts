import { describe, expect, it } from 'vitest';
import { blockHasStarted } from './KidzaniaBanner';

describe('kidzania banner tense', () => {
  it('speaks of the block in the future before its day and in the past from the start of that day', () => {
    expect(blockHasStarted('2024-09-01', new Date(2024, 7, 31, 23, 59))).toBe(false);
    expect(blockHasStarted('2024-09-01', new Date(2024, 8, 1, 0, 0))).toBe(true);
    expect(blockHasStarted('2024-09-01', new Date(2026, 10, 22))).toBe(true);
  });
});
