import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedOrSkeletonDue, PENDING_MS } from './pending';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A load that ends (or fails) after `ms`, and when the wait for it settled. */
function waitFor(ms: number, fails = false) {
  const loading = new Promise((resolve, reject) => setTimeout(fails ? reject : resolve, ms));
  let settledAt: number | null = null;
  void loadedOrSkeletonDue(loading).then(() => {
    settledAt = Date.now();
  });
  return { settledAt: () => settledAt };
}

describe('loadedOrSkeletonDue', () => {
  it('settles when a quick load ends', async () => {
    const start = Date.now();
    const wait = waitFor(120);
    await vi.advanceTimersByTimeAsync(119);
    expect(wait.settledAt()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.settledAt()).toBe(start + 120);
  });

  it('settles when a failed load ends', async () => {
    const start = Date.now();
    const wait = waitFor(80, true);
    await vi.advanceTimersByTimeAsync(80);
    expect(wait.settledAt()).toBe(start + 80);
  });

  it('settles once the skeleton is due when the load is slower', async () => {
    const start = Date.now();
    const wait = waitFor(5_000);
    await vi.advanceTimersByTimeAsync(PENDING_MS - 1);
    expect(wait.settledAt()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.settledAt()).toBe(start + PENDING_MS);
    expect(vi.getTimerCount()).toBe(1);
  });
});
