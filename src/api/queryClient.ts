import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { readRetryDelay, retryRead } from './readRetry';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    /** Silent: the screen that made the change says itself what failed (the sign-in form). */
    mutationMeta: { silent?: boolean };
  }
}

/**
 * Read failures are reported once through `onError` (a toast), unless a query says it is silent; so
 * are failed changes (a saved view the server refused), also those sent after a reload.
 * A read that failed for a reason that passes by itself is asked again (`readRetry.ts`).
 */
export function createQueryClient(gcTime: number, onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: retryRead,
        retryDelay: readRetryDelay,
        refetchOnWindowFocus: false,
        gcTime,
      },
    },
  });
}
