import { describe, expect, it } from 'vitest';
import { answeredAt } from './answeredAt';

describe('when the figures on screen were produced', () => {
  const stored = Date.UTC(2026, 10, 23, 12, 46, 36);
  it("is the server's time of the answer, not when the device stored it", () => {
    expect(answeredAt({ generatedAt: '2026-11-23T12:45:12.000Z' }, stored)).toBe(
      Date.UTC(2026, 10, 23, 12, 45, 12),
    );
  });
  it('is the time it was stored for an answer kept from before, and nothing without an answer', () => {
    expect(answeredAt({}, stored)).toBe(stored);
    expect(answeredAt(undefined, stored)).toBe(stored);
    expect(answeredAt({ generatedAt: 'not a time' }, stored)).toBe(stored);
    expect(answeredAt({ generatedAt: '2026-11-23T12:45:12.000Z' }, 0)).toBe(0);
  });
  it('is never later than the device received it (a server clock ahead of the device)', () => {
    expect(answeredAt({ generatedAt: '2026-11-23T12:50:00.000Z' }, stored)).toBe(stored);
  });
});
