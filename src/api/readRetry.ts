import { isApiError } from './errors';

/** A read that got no answer at all (the network) is asked again this many times. */
const NETWORK_RETRIES = 2;

/**
 * A read the server refused only because it is busy is asked again this many times, each after the
 * pause the server asked for: load shedding is meant to be waited out, not shown as an error.
 */
const BUSY_RETRIES = 4;

/** A screen waits no longer than this before asking again, whatever pause the server asks for. */
export const MOST_READ_PAUSE_MS = 10_000;

/**
 * How far the server's build of its report tables got (0 to 1) when that is why it refused the read
 * (503 with `Retry-After` and `preparing`); null for any other failure.
 */
export function preparingProgress(error: unknown): number | null {
  return busyPauseMs(error) === null || !isApiError(error) ? null : error.preparingProgress;
}

/** The pause a busy server asked for (429 or 503 with `Retry-After`); null for any other failure. */
export function busyPauseMs(error: unknown): number | null {
  if (!isApiError(error) || error.kind !== 'http' || error.retryAfterMs === null) return null;
  return error.status === 429 || error.status === 503 ? error.retryAfterMs : null;
}

/**
 * Whether a failed read is asked again (TanStack Query's `retry`; `failures` counts the earlier ones).
 * Only failures that pass by themselves are: a 4xx or a malformed answer will not fix itself. A
 * server preparing its reports is waited out however long it takes: it says how far it got.
 */
export function retryRead(failures: number, error: unknown): boolean {
  if (preparingProgress(error) !== null) return true;
  if (busyPauseMs(error) !== null) return failures < BUSY_RETRIES;
  return isApiError(error) && error.kind === 'network' && failures < NETWORK_RETRIES;
}

/** The pause before a read a busy server refused is asked again; null for any other failure. */
export function busyRetryPauseMs(error: unknown): number | null {
  const asked = busyPauseMs(error);
  return asked === null ? null : Math.min(asked, MOST_READ_PAUSE_MS);
}

/** The pause before asking again: the server's when it asked for one, else 1 s doubled each time (up to 30 s). */
export function readRetryDelay(failures: number, error: unknown): number {
  return busyRetryPauseMs(error) ?? Math.min(1000 * 2 ** failures, 30_000);
}
