import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Text for the user: either a catalogue message (translated) or text the server sent as is. */
export type UiMessage = MessageDescriptor | string;

export function renderMessage(i18n: I18n, message: UiMessage): string {
  return typeof message === 'string' ? message : i18n._(message);
}

/** What the user reads when a failure has no message of its own. */
export const UNEXPECTED_FAILURE = msg`Something went wrong. Try again, and contact support if it keeps happening.`;

/** The message of an error that carries one for its user (the API client's do), else the generic one. */
export function uiMessageOf(error: unknown): UiMessage {
  if (typeof error === 'object' && error !== null && 'uiMessage' in error) {
    const { uiMessage } = error as { uiMessage: unknown };
    if (
      typeof uiMessage === 'string' ||
      (typeof uiMessage === 'object' && uiMessage !== null && 'id' in uiMessage)
    )
      return uiMessage as UiMessage;
  }
  return UNEXPECTED_FAILURE;
}
