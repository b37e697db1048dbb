import type { Mutation, MutationKey, QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';
import { busyPauseMs } from './readRetry';

/**
 * How changes kept on the device reach the server: one at a time and in the order they were made
 * (TanStack Query runs the mutations of one `scope` in turn, after a reload too), each tried again
 * while the failure can pass by itself, and one that a later change of the same thing replaces whole
 * is not sent at all.
 */

/** The longest pause between two tries of a change the server could not take. */
export const MOST_CHANGE_PAUSE_MS = 60_000;

/**
 * Whether a change is tried again. No answer (the retryer waits for the connection meanwhile), a
 * timeout, a busy or failing server (408, 429, 5xx) pass by themselves: the change stays queued and
 * is tried again, however long that takes. Any other refusal (the server said no) is final.
 */
export function retryChange(_failures: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  const status = error.kind === 'http' ? (error.status ?? 0) : 0;
  return status === 408 || status === 429 || status >= 500;
}

/** The pause before the next try: the server's `Retry-After`, else 1 s doubled each time, up to a minute. */
export function changeRetryDelay(failures: number, error: unknown): number {
  return Math.min(busyPauseMs(error) ?? 1000 * 2 ** failures, MOST_CHANGE_PAUSE_MS);
}

/**
 * Whether a change waiting after this one (`variables`, as its mutation holds them) makes it pointless:
 * a later change of the same target (`sameTarget`) that replaces it whole, such as a save after a save
 * of the same view, or a delete after it. The later one is sent alone.
 */
export function replacedLater<TVariables>(
  client: QueryClient,
  mutationKey: MutationKey,
  variables: TVariables,
  sameTarget: (a: TVariables, b: TVariables) => boolean,
): boolean {
  const queued = client.getMutationCache().findAll({ mutationKey }) as Mutation<
    unknown,
    unknown,
    TVariables
  >[];
  const index = queued.findIndex((mutation) => mutation.state.variables === variables);
  if (index < 0) return false;
  return queued.slice(index + 1).some((later) => {
    const { status, variables: laterVariables } = later.state;
    return status === 'pending' && laterVariables !== undefined && sameTarget(variables, laterVariables);
  });
}
