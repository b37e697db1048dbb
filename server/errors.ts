/** Statuses a request can be refused with below the HTTP layer. */
export type RefusalStatus = 400 | 403 | 404 | 409;

/**
 * A request refused for what it asked (a bad parameter, a store that does not exist or is not the
 * user's), found by code that knows nothing of HTTP; the HTTP layer answers it with its status and
 * `{message}`.
 */
export class RequestRefused extends Error {
  override readonly name = 'RequestRefused';
  constructor(
    readonly status: RefusalStatus,
    message: string,
  ) {
    super(message);
  }
}

/** A query parameter that cannot be used: a 400 naming it. */
export function badParameter(name: string, message: string): RequestRefused {
  return new RequestRefused(400, `Invalid query parameter '${name}': ${message}`);
}
