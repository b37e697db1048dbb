import { errorFromResponse } from './errors';

/** A server's refusal while it prepares its report tables, `progress` (0 to 1) of the way, asking for a pause or none. */
export const preparingError = (progress: number, retryAfterMs: number | null) =>
  errorFromResponse(503, '', { message: 'preparing', preparing: { progress } }, 'GET /x', retryAfterMs);
