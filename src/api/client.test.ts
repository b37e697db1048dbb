import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FROM_DEVICE_HEADER } from '../contract/serviceWorker';
import { messages as frMessages } from '../locales/fr/messages.po';
import { renderMessage } from '../ui/messages';
import { buildUrl, createApiClient } from './client';
import { ApiError, MESSAGES, parseRetryAfter } from './errors';

const schema = v.object({ items: v.array(v.object({ id: v.number() })) });

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

function clientAnswering(response: Response | Error, token: string | null = 'the-token') {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  return { fetch, request: createApiClient({ getToken: () => token, fetch }) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('API client', () => {
  it('sends the bearer token and returns the parsed answer', async () => {
    const { fetch, request } = clientAnswering(jsonResponse(200, { items: [{ id: 1 }] }));
    await expect(request({ url: '/api/settings/v0/stores', schema })).resolves.toEqual({
      items: [{ id: 1 }],
    });
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer the-token');
  });

  it('sends no token on sign-in', async () => {
    const { fetch, request } = clientAnswering(jsonResponse(200, { items: [] }));
    await request({
      url: '/api/login',
      method: 'POST',
      body: { username: 'a', password: 'b' },
      schema,
      auth: false,
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(init?.body).toBe('{"username":"a","password":"b"}');
  });

  it('shows the body message first, in the user language when the catalogue knows it', async () => {
    const { request } = clientAnswering(
      jsonResponse(401, { message: 'User with same email not found' }, 'Unauthorized'),
    );
    const error = await failure(request({ url: '/api/login', schema }));
    expect(error.status).toBe(401);
    expect(error.uiMessage).toEqual(MESSAGES.userNotFound);
    i18n.loadAndActivate({ locale: 'fr', messages: frMessages });
    expect(renderMessage(i18n, error.uiMessage)).toBe('Aucun utilisateur trouvé avec cet e-mail');
  });

  it('shows a message the catalogue does not know as the server sent it', async () => {
    const { request } = clientAnswering(jsonResponse(429, { message: 'Too many attempts, wait a minute' }));
    const error = await failure(request({ url: '/api/login', schema }));
    expect(error.uiMessage).toBe('Too many attempts, wait a minute');
  });

  it.each([
    [400, MESSAGES.badRequest],
    [401, MESSAGES.needAuth],
    [404, MESSAGES.notFound],
    [503, MESSAGES.unavailable],
  ])('without a body message, status %i shows its catalogue text', async (status, expected) => {
    const { request } = clientAnswering(jsonResponse(status, {}, 'Some Status Text'));
    expect((await failure(request({ url: '/x', schema }))).uiMessage).toEqual(expected);
  });

  it('falls back to the status text, then to the default message', async () => {
    const withText = clientAnswering(jsonResponse(500, undefined, 'Internal Server Error'));
    expect((await failure(withText.request({ url: '/x', schema }))).uiMessage).toBe('Internal Server Error');
    const withoutText = clientAnswering(new Response('<html>oops</html>', { status: 502 }));
    expect((await failure(withoutText.request({ url: '/x', schema }))).uiMessage).toEqual(MESSAGES.other);
  });

  it("keeps a busy server's Retry-After on the error, and none when it gave none", async () => {
    const busy = new Response(JSON.stringify({ message: 'busy' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
    });
    expect((await failure(clientAnswering(busy).request({ url: '/x', schema }))).retryAfterMs).toBe(2000);
    const plain = clientAnswering(jsonResponse(503, { message: 'down' }));
    expect((await failure(plain.request({ url: '/x', schema }))).retryAfterMs).toBeNull();
  });

  it('reports a network failure with the network message', async () => {
    const { request } = clientAnswering(new TypeError('Failed to fetch'));
    const error = await failure(request({ url: '/x', schema }));
    expect(error.kind).toBe('network');
    expect(error.uiMessage).toEqual(MESSAGES.network);
    expect(renderMessage(i18n, error.uiMessage)).toBe('Oops! Network Error. Try again later');
  });

  it("reads the worker's copy given in place of the network's, and says the server is out of reach", async () => {
    const onUnreachable = vi.fn();
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [{ id: 1 }] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json', [FROM_DEVICE_HEADER]: '1' },
        }),
    );
    const request = createApiClient({ getToken: () => 't', fetch, onUnreachable });
    expect(await request({ url: '/x', schema })).toEqual({ items: [{ id: 1 }] });
    expect(onUnreachable).toHaveBeenCalledOnce();
    const fromNetwork = createApiClient({
      getToken: () => 't',
      fetch: async () => jsonResponse(200, { items: [] }),
      onUnreachable,
    });
    await fromNetwork({ url: '/x', schema });
    expect(onUnreachable).toHaveBeenCalledOnce();
  });

  it('turns an answer that does not match its schema into a clear error', async () => {
    const { request } = clientAnswering(jsonResponse(200, { items: [{ id: 'one' }] }));
    const error = await failure(request({ url: '/api/settings/v0/stores', schema }));
    expect(error.kind).toBe('invalid-response');
    expect(error.uiMessage).toEqual(MESSAGES.invalidResponse);
    expect(error.message).toContain('/api/settings/v0/stores');
  });

  it('turns an answer that is not JSON into a clear error', async () => {
    const { request } = clientAnswering(new Response('<!doctype html>', { status: 200 }));
    expect((await failure(request({ url: '/x', schema }))).kind).toBe('invalid-response');
  });

  it('lets a cancelled request end as an abort, not as an error to show', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const request = createApiClient({ getToken: () => null, fetch });
    const pending = request({ url: '/x', schema, signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('reports a timeout as a network failure', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const request = createApiClient({ getToken: () => null, fetch, timeoutMs: 10 });
    expect((await failure(request({ url: '/x', schema }))).kind).toBe('network');
  });
});

describe('buildUrl', () => {
  it('joins base and path, sends lists comma-joined and leaves out empty values', () => {
    expect(
      buildUrl('/api/reports/', '/v0/stores/1/sale-summary', {
        outletIds: [1, 2],
        mode: 'DATE',
        page: 1,
        registerIds: undefined,
        search: '',
      }),
    ).toBe('/api/reports/v0/stores/1/sale-summary?outletIds=1%2C2&mode=DATE&page=1');
  });

  it('keeps an absolute base URL of another origin', () => {
    expect(buildUrl('https://pos.example.com/settings', '/v0/stores', { customerId: 7 })).toBe(
      'https://pos.example.com/settings/v0/stores?customerId=7',
    );
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates; ignores anything else', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
