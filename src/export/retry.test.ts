// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse, invalidResponseError, networkError } from '../api/errors';
import { EXPORT_RETRY, isTransient, RequestFailure, retryDelayMs, sleep, withRetry } from './retry';

const http = (status: number, retryAfterMs: number | null = null) =>
  new RequestFailure(errorFromResponse(status, '', { message: `status ${status}` }, 'GET /x'), retryAfterMs);

describe('which failures are retried', () => {
  it('retries the network, timeouts, 408, 429, 502, 503 and 504; nothing else', () => {
    expect(isTransient(new RequestFailure(networkError('GET /x', new TypeError('offline'))))).toBe(true);
    for (const status of [408, 429, 502, 503, 504]) expect(isTransient(http(status))).toBe(true);
    for (const status of [400, 401, 403, 404, 500]) expect(isTransient(http(status))).toBe(false);
    expect(isTransient(new RequestFailure(invalidResponseError('GET /x', 'bad')))).toBe(false);
    expect(isTransient(new Error('anything'))).toBe(false);
  });
});

describe('retryDelayMs', () => {
  const policy = { attempts: 5, busyAttempts: 20, baseDelayMs: 500, maxDelayMs: 4000 };
  it('doubles the base delay each retry, between half and all of it, up to the maximum', () => {
    expect([1, 2, 3, 4, 5].map((retry) => retryDelayMs(policy, retry, null, () => 1))).toEqual([
      500, 1000, 2000, 4000, 4000,
    ]);
    expect([1, 2, 3].map((retry) => retryDelayMs(policy, retry, null, () => 0))).toEqual([250, 500, 1000]);
  });
  it('waits what the server asks, up to the maximum', () => {
    expect(retryDelayMs(policy, 1, 2000, () => 1)).toBe(2000);
    expect(retryDelayMs(policy, 1, 60_000, () => 1)).toBe(4000);
  });
});

describe('withRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries transient failures after growing pauses, then returns the answer', async () => {
    const task = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(http(503))
      .mockRejectedValueOnce(new RequestFailure(networkError('GET /x', new TypeError('reset'))))
      .mockResolvedValueOnce('page');
    const pauses: number[] = [];
    const result = withRetry(task, {
      signal: new AbortController().signal,
      random: () => 1,
      onRetry: (_, delay) => pauses.push(delay),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(EXPORT_RETRY.baseDelayMs - 1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(EXPORT_RETRY.baseDelayMs * 2);
    await expect(result).resolves.toBe('page');
    expect(task).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([EXPORT_RETRY.baseDelayMs, EXPORT_RETRY.baseDelayMs * 2]);
  });

  it("honours the server's Retry-After", async () => {
    const task = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(http(429, 7000))
      .mockResolvedValue('page');
    const result = withRetry(task, { signal: new AbortController().signal, random: () => 0 });
    await vi.advanceTimersByTimeAsync(6999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('page');
  });

  it('gives up after the last try, and at once on a failure that will not pass', async () => {
    const always = vi.fn<() => Promise<string>>().mockRejectedValue(http(502));
    const result = withRetry(always, { signal: new AbortController().signal, random: () => 1 });
    const settled = expect(result).rejects.toMatchObject({ error: { status: 502 } });
    await vi.runAllTimersAsync();
    await settled;
    expect(always).toHaveBeenCalledTimes(EXPORT_RETRY.attempts);

    const forbidden = vi.fn<() => Promise<string>>().mockRejectedValue(http(403));
    await expect(withRetry(forbidden, { signal: new AbortController().signal })).rejects.toMatchObject({
      error: { status: 403 },
    });
    expect(forbidden).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting on a busy server (503 with Retry-After) beyond the tries of other failures', async () => {
    const busy = vi.fn<() => Promise<string>>();
    for (let i = 0; i < EXPORT_RETRY.attempts + 3; i++) busy.mockRejectedValueOnce(http(503, 1000));
    busy.mockResolvedValue('page');
    const result = withRetry(busy, { signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync((EXPORT_RETRY.attempts + 3) * 1000);
    await expect(result).resolves.toBe('page');
    expect(busy).toHaveBeenCalledTimes(EXPORT_RETRY.attempts + 4);

    const policy = { ...EXPORT_RETRY, busyAttempts: 3 };
    const always = vi.fn<() => Promise<string>>().mockRejectedValue(http(503, 1000));
    const settled = expect(
      withRetry(always, { signal: new AbortController().signal, policy }),
    ).rejects.toMatchObject({
      error: { status: 503 },
    });
    await vi.runAllTimersAsync();
    await settled;
    expect(always).toHaveBeenCalledTimes(3);
  });

  it('stops waiting as soon as the export is cancelled', async () => {
    const controller = new AbortController();
    const task = vi.fn<() => Promise<string>>().mockRejectedValue(http(503));
    const result = withRetry(task, { signal: controller.signal, random: () => 1 });
    const settled = expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await settled;
    expect(task).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sleep rejects at once when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(sleep(1000, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
