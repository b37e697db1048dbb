import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { apiError } from './errors';

/** No request of this API carries more than a small JSON object. */
export const MAX_BODY_BYTES = 16 * 1024;
/** A username and a password. */
export const MAX_SIGN_IN_BYTES = 4 * 1024;

/**
 * Refuses a body larger than `maxBytes` with 413: at once when its Content-Length says so, else as
 * soon as that many bytes have arrived; the connection is then closed rather than drained.
 */
export function limitBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw apiError(413, `The request body must be at most ${maxBytes} bytes`, { connection: 'close' });
    },
  });
}

/** Only JSON is read, so a cross-site form (text/plain, urlencoded, multipart) cannot post. */
export function requireJson() {
  return createMiddleware(async (c, next) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json')
      throw apiError(415, 'The body must be sent as Content-Type: application/json');
    await next();
  });
}
