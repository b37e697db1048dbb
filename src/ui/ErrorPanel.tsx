import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { renderMessage, uiMessageOf } from './messages';

/** What a screen shows instead of going blank when it fails: the catalogue message and a retry. */
export function ErrorPanel({ error, reset }: Partial<ErrorComponentProps> & { error: unknown }) {
  const { i18n } = useLingui();
  const router = useRouter();
  return (
    <section className="panel panel--error" role="alert">
      <h2 className="panel__title">
        <Trans>This page could not be shown</Trans>
      </h2>
      <p>{renderMessage(i18n, uiMessageOf(error))}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          reset?.();
          void router.invalidate();
        }}
      >
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}
