import { vi } from 'vitest';

/** A request a screen test's fetch received: its method, address and JSON body. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** A JSON answer as the API gives it. */
export function json(value: unknown, status = 200): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Puts in place of the global fetch one that keeps every request (the list returned) and answers it
 * with `answer`, as a screen test's stand-in for the server.
 */
export function stubFetch(answer: (request: SentRequest) => Response): SentRequest[] {
  const requests: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      requests.push(request);
      return answer(request);
    }),
  );
  return requests;
}
