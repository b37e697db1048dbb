/** Counts failed sign-ins per key in a sliding window; past the limit the caller answers 429. */
export class FailureRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  /** Seconds until the oldest failure in the window expires. */
  retryAfterSeconds(key: string): number {
    const oldest = this.recent(key)[0];
    return oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    // Keys of attackers that never come back would pile up: sweep stale ones now and then.
    if (this.failures.size > 10_000) for (const stale of [...this.failures.keys()]) this.recent(stale);
    const times = this.recent(key);
    times.push(this.now());
    this.failures.set(key, times);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
