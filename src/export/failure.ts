import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError, MESSAGES } from '../api/errors';
import { renderMessage } from '../ui/messages';
import { ReportChangedError } from './pages';
import { RequestFailure } from './retry';

/** A page that could not be read, with the page's number and how many there are (0: not known yet). */
export class PageFailure extends Error {
  override readonly name = 'PageFailure';
  constructor(
    readonly page: number,
    readonly pages: number,
    override readonly cause: unknown,
  ) {
    super(`page ${page} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** What the user reads when an export fails, and the technical detail for the console. */
export function failureMessage(error: unknown, i18n: I18n): { message: string; detail: string } {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof PageFailure) {
    const cause = error.cause instanceof RequestFailure ? error.cause.error : error.cause;
    const reason = renderMessage(i18n, isApiError(cause) ? cause.uiMessage : MESSAGES.other);
    const message =
      error.pages > 1
        ? i18n._(msg`Page ${error.page} of ${error.pages} of the report could not be read: ${reason}`)
        : i18n._(msg`The report could not be read: ${reason}`);
    return { message, detail };
  }
  if (error instanceof ReportChangedError)
    return {
      message: i18n._(
        msg`The report changed while it was exported (rows were added or removed). Export it again.`,
      ),
      detail,
    };
  return { message: i18n._(msg`The file could not be written.`), detail };
}
