import { describe, expect, it } from 'vitest';
import { errorFromResponse, invalidResponseError, networkError } from './errors';
import { busyPauseMs, MOST_READ_PAUSE_MS, preparingProgress, readRetryDelay, retryRead } from './readRetry';
import { preparingError } from './testErrors';

const answered = (status: number, retryAfterMs: number | null = null) =>
  errorFromResponse(status, '', { message: `status ${status}` }, 'GET /x', retryAfterMs);
const unreachable = networkError('GET /x', new TypeError('Failed to fetch'));

/** How many times a read failing with `error` every time is asked again. */
function retriesOf(error: unknown): number {
  let failures = 0;
  while (retryRead(failures, error)) failures++;
  return failures;
}

describe('reads asked again', () => {
  it('a busy server (429 or 503 with Retry-After) is waited out four times, after the pause it asked for', () => {
    for (const status of [429, 503]) {
      expect(busyPauseMs(answered(status, 2000))).toBe(2000);
      expect(retriesOf(answered(status, 2000))).toBe(4);
      expect(readRetryDelay(0, answered(status, 2000))).toBe(2000);
      expect(readRetryDelay(3, answered(status, 0))).toBe(0);
    }
  });

  it('a server preparing its reports is waited out however long it takes, after the pause it asked for', () => {
    const preparing = preparingError(0.4, 5000);
    expect(preparingProgress(preparing)).toBe(0.4);
    expect(retryRead(1000, preparing)).toBe(true);
    expect(readRetryDelay(1000, preparing)).toBe(5000);
    // Without a pause asked for, it is no busy server: not asked again.
    const noPause = preparingError(0.4, null);
    expect(preparingProgress(noPause)).toBeNull();
    expect(retryRead(0, noPause)).toBe(false);
    expect(preparingProgress(answered(503, 5000))).toBeNull();
  });

  it('never waits longer than its limit, whatever the server asks', () => {
    expect(readRetryDelay(0, answered(503, 60_000))).toBe(MOST_READ_PAUSE_MS);
  });

  it('a read with no answer is asked again twice, after 1 s then 2 s', () => {
    expect(retriesOf(unreachable)).toBe(2);
    expect([0, 1].map((failures) => readRetryDelay(failures, unreachable))).toEqual([1000, 2000]);
  });

  it('nothing else is: a 503 without Retry-After, a 4xx, a 500, a malformed answer, a bug', () => {
    for (const error of [
      answered(503),
      answered(400, 1000),
      answered(404),
      answered(500, 1000),
      invalidResponseError('GET /x', 'not JSON'),
      new TypeError('x is undefined'),
    ]) {
      expect(busyPauseMs(error)).toBeNull();
      expect(retriesOf(error)).toBe(0);
    }
  });
});
