import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An answer with a status and a `{message}` body: the error shape every API answer uses. */
export function apiError(
  status: ContentfulStatusCode,
  message: string,
  headers?: Record<string, string>,
): HTTPException {
  return new HTTPException(status, {
    res: new Response(JSON.stringify({ message }), {
      status,
      headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
    }),
  });
}
