import { type ApiError, isApiError } from '../api/errors';

/**
 * Retrying of export requests: a page that failed for a reason that passes by itself (the network,
 * a busy or restarting server) is asked again after a growing pause; anything else fails the export.
 */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /**
   * Tries while the server only says it is busy (429 or 503 with `Retry-After`): a server that sheds
   * load asks for a pause and will answer; these do not count towards `attempts`.
   */
  busyAttempts: number;
  /** Pause before the first retry; each later one doubles it. */
  baseDelayMs: number;
  /** No pause is longer than this, whatever the server asks. */
  maxDelayMs: number;
}

export const EXPORT_RETRY: RetryPolicy = {
  attempts: 5,
  busyAttempts: 60,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
};

/** Statuses of a server that is overloaded, restarting or behind a failing gateway. */
const TRANSIENT_STATUSES = new Set([408, 429, 502, 503, 504]);

/** A failed request with the pause the server asked for (`Retry-After`), if any. */
export class RequestFailure extends Error {
  override readonly name = 'RequestFailure';
  constructor(
    readonly error: ApiError,
    readonly retryAfterMs: number | null = error.retryAfterMs,
  ) {
    super(error.message);
  }
}

export function isTransient(failure: unknown): boolean {
  const error = failure instanceof RequestFailure ? failure.error : failure;
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== null && TRANSIENT_STATUSES.has(error.status);
}

/** The server asked for a pause: it sheds load and will answer later. */
export function isBusy(failure: unknown): boolean {
  return (
    failure instanceof RequestFailure &&
    failure.retryAfterMs !== null &&
    (failure.error.status === 429 || failure.error.status === 503)
  );
}

/**
 * The pause before retry number `retry` (1 for the first): the server's `Retry-After` when it gave one,
 * else the base delay doubled each time with up to half of it random (so many clients do not come back
 * at the same instant); never more than the policy's maximum.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  retry: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== null) return Math.min(policy.maxDelayMs, retryAfterMs);
  const exponential = policy.baseDelayMs * 2 ** (retry - 1);
  const jittered = exponential / 2 + (exponential / 2) * random();
  return Math.min(policy.maxDelayMs, Math.round(jittered));
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The export was cancelled', 'AbortError');
}

/** Resolves after `ms`, or rejects as soon as the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError(signal));
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RetryOptions {
  policy?: RetryPolicy;
  signal: AbortSignal;
  random?: () => number;
  /** Called before each pause, with the retry number and the pause. */
  onRetry?: (retry: number, delayMs: number, failure: unknown) => void;
}

/**
 * Runs `task` until it succeeds, a failure is not transient, the tries run out or the signal aborts.
 * Answers that only say the server is busy have their own, larger allowance of tries.
 */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  const policy = options.policy ?? EXPORT_RETRY;
  let failures = 0;
  let busy = 0;
  for (let retry = 1; ; retry++) {
    try {
      return await task();
    } catch (failure) {
      if (options.signal.aborted) throw abortError(options.signal);
      if (!isTransient(failure)) throw failure;
      if (isBusy(failure) ? ++busy >= policy.busyAttempts : ++failures >= policy.attempts) throw failure;
      const retryAfter = failure instanceof RequestFailure ? failure.retryAfterMs : null;
      const delay = retryDelayMs(policy, isBusy(failure) ? 1 : failures, retryAfter, options.random);
      options.onRetry?.(retry, delay, failure);
      await sleep(delay, options.signal);
    }
  }
}
