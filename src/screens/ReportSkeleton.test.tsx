import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorFromResponse } from '../api/errors';
import { readRetryDelay, retryRead } from '../api/readRetry';
import { preparingError } from '../api/testErrors';
import { renderWithI18n } from '../tables/testI18n';
import { ReportSkeleton } from './ReportSkeleton';

let client: QueryClient;
afterEach(() => {
  cleanup();
  client.clear();
});

/** The skeleton over a cache whose one read is refused with each of `refusals` in turn, then answered. */
function skeletonWhileRefused(...refusals: unknown[]) {
  client = new QueryClient({ defaultOptions: { queries: { retry: retryRead, retryDelay: readRetryDelay } } });
  const left = [...refusals];
  const read = client.fetchQuery({
    queryKey: ['report'],
    queryFn: async () => {
      const refusal = left.shift();
      if (refusal) throw refusal;
      return 'figures';
    },
  });
  renderWithI18n(
    <QueryClientProvider client={client}>
      <ReportSkeleton />
    </QueryClientProvider>,
  );
  return read;
}

const busyLine = () => screen.queryByText(/Preparing reports|The server is busy/);

describe('ReportSkeleton', () => {
  it("says how far the server's build of its report tables got, not an error, and asks again", async () => {
    const preparing = preparingError(0.4, 50);
    const read = skeletonWhileRefused(preparing);
    await waitFor(() => expect(busyLine()?.textContent).toBe('Preparing reports (40%)'));
    expect(screen.queryByRole('alert')).toBeNull();
    await expect(read).resolves.toBe('figures');
    await waitFor(() => expect(busyLine()).toBeNull());
  });

  it('says when a busy server is asked again', async () => {
    const busy = errorFromResponse(503, '', { message: 'busy' }, 'GET /x', 1500);
    const read = skeletonWhileRefused(busy);
    await waitFor(() =>
      expect(busyLine()?.textContent).toBe('The server is busy: the report is asked for again in 2 s.'),
    );
    await read;
  });
});
