import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An answer with a status and a `{message}` body: the error shape every API answer uses (`more`: the
 * few answers that say more, in fields of the contract's error body).
 */
export function apiError(
  status: ContentfulStatusCode,
  message: string,
  headers?: Record<string, string>,
  more?: Record<string, unknown>,
): HTTPException {
  return new HTTPException(status, {
    res: new Response(JSON.stringify({ message, ...more }), {
      status,
      headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
    }),
  });
}
