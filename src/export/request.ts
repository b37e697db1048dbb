import * as v from 'valibot';
import { errorFromResponse, invalidResponseError, networkError } from '../api/errors';
import type { ReportResponse } from '../api/reportQueries';
import { parseRetryAfter, RequestFailure } from './retry';

/** An export page holds thousands of rows: it may take longer than a screen's read. */
export const EXPORT_REQUEST_TIMEOUT_MS = 120_000;

/** The URL of one page of a report: the base of the reports service, the path, the params and the page. */
export function pageUrl(
  baseUrl: string,
  path: string,
  params: Readonly<Record<string, string>>,
  page: number,
  limit: number,
): string {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.set('page', String(page));
  url.searchParams.set('limit', String(limit));
  return url.href;
}

export interface PageRequest {
  url: string;
  token: string | null;
  signal: AbortSignal;
  fetch?: typeof fetch | undefined;
  timeoutMs?: number;
}

/** A page's answer as it arrived, before it is parsed. */
export interface RawPage {
  url: string;
  text: string;
}

/**
 * One page of a report over the network, as text: parsing is left to `parsePage`, so that the next
 * request can leave before this answer is read. Failures carry the error catalogue's message and,
 * for a server that asks for a pause, its `Retry-After`; a cancelled read rethrows the abort.
 */
export async function requestPage({
  url,
  token,
  signal,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  timeoutMs = EXPORT_REQUEST_TIMEOUT_MS,
}: PageRequest): Promise<RawPage> {
  const what = `GET ${url}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, {
      headers,
      credentials: 'same-origin',
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
    text = await response.text();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new RequestFailure(networkError(what, error));
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the catalogue's message for the status is shown.
    }
    throw new RequestFailure(
      errorFromResponse(response.status, response.statusText, body, what),
      parseRetryAfter(response.headers.get('Retry-After')),
    );
  }
  return { url, text };
}

/** A page's answer read and checked against the contract; an unreadable one fails with the catalogue's message. */
export function parsePage(raw: RawPage, schema: v.GenericSchema<unknown, ReportResponse>): ReportResponse {
  const what = `GET ${raw.url}`;
  let json: unknown;
  try {
    json = JSON.parse(raw.text);
  } catch {
    throw new RequestFailure(invalidResponseError(what, 'the answer is not JSON'));
  }
  const result = v.safeParse(schema, json);
  if (!result.success) throw new RequestFailure(invalidResponseError(what, v.summarize(result.issues)));
  return result.output;
}
