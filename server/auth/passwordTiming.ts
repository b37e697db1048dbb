/**
 * How long a real password check takes here, so a sign-in for an unknown username can wait as long
 * without computing anything: it then costs the same time as a known one without holding a place
 * in the password-check queue. Kept as a moving average of recent checks.
 */
export class PasswordTiming {
  private averageMs: number;

  constructor(initialMs: number) {
    this.averageMs = initialMs;
  }

  record(ms: number): void {
    this.averageMs += (ms - this.averageMs) / 8;
  }

  /** Waits about as long as a check, with a little jitter as real checks have. */
  wait(): Promise<void> {
    const ms = this.averageMs * (0.9 + Math.random() * 0.2);
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}
