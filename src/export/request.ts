import * as v from 'valibot';
import { errorFromResponse, invalidResponseError, networkError } from '../api/errors';
import type { ReportResponse } from '../api/reportQueries';
import { reportResponseSchema } from '../contract/reports';
import type { ApiReport } from '../reports/definition';
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

const schemas = new WeakMap<ApiReport, v.GenericSchema<unknown, ReportResponse>>();

/** The contract's schema of a report's answer. */
export function answerSchema(api: ApiReport): v.GenericSchema<unknown, ReportResponse> {
  let schema = schemas.get(api);
  if (!schema) {
    schema = reportResponseSchema(api.item, api.total) as unknown as v.GenericSchema<unknown, ReportResponse>;
    schemas.set(api, schema);
  }
  return schema;
}

export interface PageRequest {
  url: string;
  token: string | null;
  schema: v.GenericSchema<unknown, ReportResponse>;
  signal: AbortSignal;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * One page of a report, read and checked against the contract. Failures carry the error catalogue's
 * message and, for a server that asks for a pause, its `Retry-After`; a cancelled read rethrows the abort.
 */
export async function fetchReportPage({
  url,
  token,
  schema,
  signal,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  timeoutMs = EXPORT_REQUEST_TIMEOUT_MS,
}: PageRequest): Promise<ReportResponse> {
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
  let json: unknown;
  let parsed = false;
  try {
    json = JSON.parse(text);
    parsed = true;
  } catch {
    // Not JSON: reported below as a status error or an unreadable answer.
  }
  if (!response.ok) {
    throw new RequestFailure(
      errorFromResponse(response.status, response.statusText, parsed ? json : null, what),
      parseRetryAfter(response.headers.get('Retry-After')),
    );
  }
  if (!parsed) throw new RequestFailure(invalidResponseError(what, 'the answer is not JSON'));
  const result = v.safeParse(schema, json);
  if (!result.success) throw new RequestFailure(invalidResponseError(what, v.summarize(result.issues)));
  return result.output;
}
