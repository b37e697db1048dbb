import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { errorBodySchema } from '../contract/common';
import { type UiMessage, UNEXPECTED_FAILURE } from '../ui/messages';

/** The error catalogue: what the user reads for each kind of failure. */
export const MESSAGES = {
  ok: msg`All done. Request successfully executed`,
  created: msg`Data successfully created`,
  badRequest: msg`Bad Request`,
  needAuth: msg`Need auth`,
  notFound: msg`Not found`,
  unavailable: msg`Service unavailable. Try again later`,
  preparing: msg`The server is preparing its reports. Try again in a moment.`,
  other: UNEXPECTED_FAILURE,
  network: msg`Oops! Network Error. Try again later`,
  userNotFound: msg`User with same email not found`,
  notAllowed: msg`You are not allowed to access this page at this time.`,
  invalidResponse: msg`The server sent an answer this app cannot read. Try again later or contact support.`,
} as const;

const STATUS_MESSAGES: Partial<Record<number, MessageDescriptor>> = {
  200: MESSAGES.ok,
  201: MESSAGES.created,
  400: MESSAGES.badRequest,
  401: MESSAGES.needAuth,
  404: MESSAGES.notFound,
  503: MESSAGES.unavailable,
};

/** Server messages the catalogue knows, so they are shown in the user's language. */
const KNOWN_SERVER_MESSAGES: Record<string, MessageDescriptor> = {
  'User with same email not found': MESSAGES.userNotFound,
  'You are not allowed to access this page at this time.': MESSAGES.notAllowed,
};

export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    readonly uiMessage: UiMessage,
    detail: string,
    /** The pause the server asked for before asking again (its `Retry-After`), when it gave one. */
    readonly retryAfterMs: number | null = null,
    /** How far the server's build of its report tables got (0 to 1), when that is why it refused. */
    readonly preparingProgress: number | null = null,
  ) {
    super(detail);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The body's `message` first, else the catalogue's text for the status, else the status text. */
export function errorFromResponse(
  status: number,
  statusText: string,
  body: unknown,
  what: string,
  retryAfterMs: number | null = null,
): ApiError {
  const parsed = v.safeParse(errorBodySchema, body);
  const serverMessage = parsed.success ? parsed.output.message.trim() : '';
  const preparing = parsed.success ? (parsed.output.preparing?.progress ?? null) : null;
  const uiMessage: UiMessage =
    preparing !== null
      ? MESSAGES.preparing
      : serverMessage
        ? (KNOWN_SERVER_MESSAGES[serverMessage] ?? serverMessage)
        : (STATUS_MESSAGES[status] ?? (statusText.trim() || MESSAGES.other));
  return new ApiError(
    'http',
    status,
    uiMessage,
    `${what} answered ${status} ${serverMessage || statusText}`,
    retryAfterMs,
    preparing,
  );
}

export function networkError(what: string, cause: unknown): ApiError {
  const error = new ApiError('network', null, MESSAGES.network, `${what} failed: ${String(cause)}`);
  error.cause = cause;
  return error;
}

export function invalidResponseError(what: string, problem: string): ApiError {
  return new ApiError('invalid-response', null, MESSAGES.invalidResponse, `${what}: ${problem}`);
}
