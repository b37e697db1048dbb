import type * as v from 'valibot';
import { answerError, type RawAnswer, readAnswer, send } from '../api/client';
import { isApiError } from '../api/errors';
import type { ReportAnswer } from '../contract/answers';
import { RequestFailure } from './retry';

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

/**
 * One page of a report over the network, as text: parsing is left to `parsePage`, so that the next
 * request can leave before this answer is read. It goes through the app's one request path; failures
 * carry the error catalogue's message and, for a server that asks for a pause, its `Retry-After`; a
 * cancelled read rethrows the abort.
 */
export async function requestPage({
  url,
  token,
  signal,
  fetch,
  timeoutMs = EXPORT_REQUEST_TIMEOUT_MS,
}: PageRequest): Promise<RawAnswer> {
  let answer: RawAnswer;
  try {
    answer = await send({ url, token, signal, timeoutMs, fetch });
  } catch (error) {
    if (signal.aborted || !isApiError(error)) throw error;
    throw new RequestFailure(error);
  }
  if (!answer.ok) throw new RequestFailure(answerError(answer));
  return answer;
}

/** A page's answer read and checked against the contract; an unreadable one fails with the catalogue's message. */
export function parsePage(raw: RawAnswer, schema: v.GenericSchema<unknown, ReportAnswer>): ReportAnswer {
  try {
    return readAnswer(raw, schema);
  } catch (error) {
    if (isApiError(error)) throw new RequestFailure(error);
    throw error;
  }
}
