import { apiError } from './errors';

/**
 * The answer to a report asked for while the report tables are being built: 503, when to ask again
 * (`Retry-After`, from the build's pace) and how far the build got, for the app to say so.
 */
export function preparingError(progress: number, retryAfterSeconds: number) {
  const share = Math.floor(progress * 1000) / 1000;
  return apiError(
    503,
    `Reports are being prepared (${Math.floor(share * 100)} %); try again in ${retryAfterSeconds} s`,
    { 'retry-after': String(retryAfterSeconds) },
    { preparing: { progress: share } },
  );
}
