import * as v from 'valibot';
import { appConfig, type ServiceName, serviceBaseUrls } from '../config';
import { FROM_DEVICE_HEADER } from '../contract/serviceWorker';
import {
  type ApiError,
  errorFromResponse,
  invalidResponseError,
  networkError,
  parseRetryAfter,
} from './errors';

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
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

export interface SendOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The bearer token; null sends none. */
  token: string | null;
  credentials?: RequestCredentials;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
  fetch?: typeof fetch | undefined;
  /** Told when the request could not reach the server at all (no answer, not an error answer). */
  onUnreachable?: (() => void) | undefined;
}

/** An answer as it arrived: status, headers and the body as text, before it is read. */
export interface RawAnswer {
  /** `METHOD url`, for messages. */
  what: string;
  status: number;
  statusText: string;
  ok: boolean;
  headers: Headers;
  text: string;
}

/**
 * The one way a request leaves the app, for the screens' client and the export worker alike: the
 * bearer token, a timeout, and a request that got no answer turned into the catalogue's network
 * error (a cancelled one rethrows the abort, which callers expect).
 */
export async function send({
  url,
  method = 'GET',
  body,
  token,
  credentials = 'same-origin',
  signal,
  timeoutMs,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  onUnreachable,
}: SendOptions): Promise<RawAnswer> {
  const what = `${method} ${url}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const text = await response.text();
    // The service worker answered from its copy because the network did not: the server is out of reach.
    if (response.headers.has(FROM_DEVICE_HEADER)) onUnreachable?.();
    const { status, statusText, ok } = response;
    return { what, status, statusText, ok, headers: response.headers, text };
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!timeout.aborted) onUnreachable?.();
    throw networkError(what, error);
  }
}

/** The catalogue's error for an answer with an error status (the body's message first, and its `Retry-After`). */
export function answerError(answer: RawAnswer): ApiError {
  const json = parseJson(answer.text);
  return errorFromResponse(
    answer.status,
    answer.statusText,
    json.ok ? json.value : null,
    answer.what,
    parseRetryAfter(answer.headers.get('Retry-After')),
  );
}

/**
 * An answer's value checked against the schema: an error status is the catalogue's error, and a body
 * that is not JSON or not of the expected shape a clear invalid-response error, never a broken screen.
 */
export function readAnswer<TSchema extends v.GenericSchema>(
  answer: RawAnswer,
  schema: TSchema,
): v.InferOutput<TSchema> {
  if (!answer.ok) throw answerError(answer);
  const json = parseJson(answer.text);
  if (!json.ok) throw invalidResponseError(answer.what, 'the answer is not JSON');
  const parsed = v.safeParse(schema, json.value);
  if (!parsed.success) throw invalidResponseError(answer.what, v.summarize(parsed.issues));
  return parsed.output;
}

/** The screens' API client: every request with the session's token, read against its schema. */
export function createApiClient({
  getToken,
  fetch,
  timeoutMs = appConfig.requestTimeoutMs,
  onUnreachable,
}: ApiClientOptions): ApiClient {
  return async ({ url, schema, method, body, auth = true, credentials, signal }) =>
    readAnswer(
      await send({
        url,
        method,
        body,
        token: auth ? getToken() : null,
        credentials,
        signal,
        timeoutMs,
        fetch,
        onUnreachable,
      }),
      schema,
    );
}
