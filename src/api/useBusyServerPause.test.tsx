import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorFromResponse, networkError } from './errors';
import { readRetryDelay, retryRead } from './readRetry';
import { preparingError as preparing } from './testErrors';
import { useBusyServerPause } from './useBusyServerPause';

const busy = (retryAfterMs: number) =>
  errorFromResponse(503, '', { message: 'busy' }, 'GET /x', retryAfterMs);

let client: QueryClient;
afterEach(() => client.clear());

function watch({ newClient = true } = {}) {
  if (newClient)
    client = new QueryClient({
      defaultOptions: { queries: { retry: retryRead, retryDelay: readRetryDelay } },
    });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useBusyServerPause(), { wrapper }).result;
}

/** A read that fails with each of `failures` in turn, then answers. */
function readFailingWith(...failures: unknown[]) {
  const left = [...failures];
  return client.fetchQuery({
    queryKey: ['x'],
    queryFn: async () => {
      const failure = left.shift();
      if (failure) throw failure;
      return 'answer';
    },
  });
}

describe('useBusyServerPause', () => {
  it("gives the busy server's pause in whole seconds while a read waits it out, then nothing", async () => {
    const pause = watch();
    expect(pause.current).toBeNull();
    const read = readFailingWith(busy(40), busy(60));
    await waitFor(() => expect(pause.current).toEqual({ seconds: 1, preparing: null }));
    await expect(read).resolves.toBe('answer');
    await waitFor(() => expect(pause.current).toBeNull());
  });

  it('counts a read refused before the screen was shown', async () => {
    client = new QueryClient({
      defaultOptions: { queries: { retry: retryRead, retryDelay: readRetryDelay } },
    });
    const read = readFailingWith(busy(300));
    await waitFor(() => expect(client.getQueryState(['x'])?.fetchFailureCount).toBe(1));
    const pause = watch({ newClient: false });
    expect(pause.current).toEqual({ seconds: 1, preparing: null });
    await read;
    await waitFor(() => expect(pause.current).toBeNull());
  });

  it("says how far the server's build of its report tables got while a read waits for it", async () => {
    const pause = watch();
    const read = readFailingWith(preparing(0.4, 400), preparing(0.9, 400));
    await waitFor(() => expect(pause.current).toEqual({ seconds: 1, preparing: 0.4 }));
    await waitFor(() => expect(pause.current).toEqual({ seconds: 1, preparing: 0.9 }));
    await expect(read).resolves.toBe('answer');
    await waitFor(() => expect(pause.current).toBeNull());
  });

  it('says nothing of a read that failed for another reason', async () => {
    const pause = watch();
    const seen: unknown[] = [];
    const read = readFailingWith(networkError('GET /x', new TypeError('Failed to fetch')));
    while (!client.getQueryState(['x'])?.dataUpdatedAt) {
      seen.push(pause.current);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await read;
    expect(seen.every((value) => value === null)).toBe(true);
  });
});
