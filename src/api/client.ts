import * as v from 'valibot';
import { appConfig, type ServiceName, serviceBaseUrls } from '../config';
import { errorFromResponse, invalidResponseError, networkError } from './errors';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/** Joins a base URL (absolute or same-origin) with a path and a query; lists are sent comma-joined. */
export function buildUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const url = new URL(`${base.replace(/\/$/, '')}${path}`, origin);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.origin === origin && !/^https?:/.test(base) ? `${url.pathname}${url.search}` : url.href;
}

export function serviceUrl(service: ServiceName, path: string, query?: Record<string, QueryValue>): string {
  return buildUrl(serviceBaseUrls[service], path, query);
}

export interface RequestOptions<TSchema extends v.GenericSchema> {
  url: string;
  schema: TSchema;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sign-in is the only request sent without the bearer token. */
  auth?: boolean;
  /** Sign-in sends credentials; bearer-token reads need no cookies. */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  getToken: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Told when a request could not reach the server at all (no answer, not an error answer). */
  onUnreachable?: () => void;
}

export type ApiClient = <TSchema extends v.GenericSchema>(
  options: RequestOptions<TSchema>,
) => Promise<v.InferOutput<TSchema>>;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Every request goes through here: bearer token, timeout, the error catalogue, and a valibot
 * parse of the answer so a malformed response becomes a clear error instead of a broken screen.
 */
export function createApiClient({
  getToken,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  timeoutMs = appConfig.requestTimeoutMs,
  onUnreachable,
}: ApiClientOptions): ApiClient {
  return async ({ url, schema, method = 'GET', body, auth = true, credentials = 'same-origin', signal }) => {
    const what = `${method} ${url}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = auth ? getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const timeout = AbortSignal.timeout(timeoutMs);

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      // A cancelled query is not a failure to report; TanStack Query expects the abort to propagate.
      if (signal?.aborted) throw error;
      if (!timeout.aborted) onUnreachable?.();
      throw networkError(what, error);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw networkError(what, error);
    }
    const json = parseJson(text);
    if (!response.ok)
      throw errorFromResponse(response.status, response.statusText, json.ok ? json.value : null, what);
    if (!json.ok) throw invalidResponseError(what, 'the answer is not JSON');
    const parsed = v.safeParse(schema, json.value);
    if (!parsed.success) throw invalidResponseError(what, v.summarize(parsed.issues));
    return parsed.output;
  };
}
