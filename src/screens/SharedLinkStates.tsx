import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { isApiError } from '../api/errors';
import { renderMessage, uiMessageOf } from '../ui/messages';

/** Why a share link shows no report: each with a page of its own, never a blank screen. */
export type SharedFailureKind =
  | 'ended'
  | 'unknown'
  | 'tooMany'
  | 'offline'
  | 'unreadable'
  | 'refused'
  | 'unavailable'
  | 'failed';

/**
 * What a failed read of a link means to its viewer. The page sends nothing of its own but the token
 * (its page and sort are checked before they are sent), so a request refused as malformed (400) is a
 * token that cannot be one: a link that does not exist.
 */
export function sharedFailureOf(error: unknown): SharedFailureKind {
  if (!isApiError(error)) return 'failed';
  if (error.kind === 'network') return 'offline';
  if (error.kind === 'invalid-response') return 'unreadable';
  switch (error.status) {
    case 410:
      return 'ended';
    case 400:
    case 404:
      return 'unknown';
    case 429:
      return 'tooMany';
    case 403:
      return 'refused';
    default:
      return 'failed';
  }
}

/** Whether the server's message says why the link ended: it was revoked, or it expired. */
function endedBecause(error: unknown): 'revoked' | 'expired' | null {
  const message = isApiError(error) ? `${String(error.uiMessage)} ${error.message}` : '';
  if (/revoked/i.test(message)) return 'revoked';
  if (/expired/i.test(message)) return 'expired';
  return null;
}

/** Seconds left until `untilMs`, counting down each second. */
function useSecondsLeft(untilMs: number): number {
  const left = () => Math.max(0, Math.ceil((untilMs - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((untilMs - Date.now()) / 1000));
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [untilMs]);
  return seconds;
}

function TryAgain({ retry, disabled = false }: { retry: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="button button--primary" onClick={retry} disabled={disabled}>
      <Trans>Try again</Trans>
    </button>
  );
}

function FailurePanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="panel panel--error shared__failure" role="alert">
      <h1 className="page__title">{title}</h1>
      {children}
    </section>
  );
}

/** The 429 page: when the link may be asked again, counted down, then a way to ask. */
function TooManyRequests({ retryAfterMs, retry }: { retryAfterMs: number; retry: () => void }) {
  const [until] = useState(() => Date.now() + retryAfterMs);
  const seconds = useSecondsLeft(until);
  return (
    <FailurePanel title={<Trans>Too many requests</Trans>}>
      <p>
        {seconds > 0 ? (
          <Trans>Too many requests, try again in {seconds} s.</Trans>
        ) : (
          <Trans>Too many requests: you can try again now.</Trans>
        )}
      </p>
      <TryAgain retry={retry} disabled={seconds > 0} />
    </FailurePanel>
  );
}

/** A share link that shows no report, and why: it ended, does not exist, was asked too often, … */
export function SharedFailure({
  kind,
  error,
  retry,
}: {
  kind: SharedFailureKind;
  error?: unknown;
  retry?: (() => void) | undefined;
}) {
  const { i18n } = useLingui();
  switch (kind) {
    case 'ended': {
      const because = endedBecause(error);
      return (
        <FailurePanel title={<Trans>This link has ended</Trans>}>
          <p>
            {because === 'revoked' ? (
              <Trans>The person who shared this report revoked the link.</Trans>
            ) : because === 'expired' ? (
              <Trans>This link has expired.</Trans>
            ) : (
              <Trans>This link no longer opens its report.</Trans>
            )}{' '}
            <Trans>Ask the person who shared it for a new link.</Trans>
          </p>
        </FailurePanel>
      );
    }
    case 'unknown':
      return (
        <FailurePanel title={<Trans>This link does not exist</Trans>}>
          <p>
            <Trans>Check that the address is complete, or ask the person who shared it for a new link.</Trans>
          </p>
        </FailurePanel>
      );
    case 'tooMany':
      return (
        <TooManyRequests
          retryAfterMs={isApiError(error) && error.retryAfterMs !== null ? error.retryAfterMs : 10_000}
          retry={() => retry?.()}
        />
      );
    case 'offline':
      return (
        <section className="panel panel--empty shared__failure" role="status">
          <h1 className="page__title">
            <Trans>You are offline: a shared report needs a connection</Trans>
          </h1>
          <p>
            <Trans>It loads by itself when the connection returns.</Trans>
          </p>
          {retry && <TryAgain retry={retry} />}
        </section>
      );
    case 'unreadable':
      return (
        <FailurePanel title={<Trans>This shared report could not be read</Trans>}>
          <p>
            <Trans>
              The server's answer for this link is not in a form this app can read, so no figures are shown.
              Try again later.
            </Trans>
          </p>
          {retry && <TryAgain retry={retry} />}
        </FailurePanel>
      );
    case 'refused':
      return (
        <FailurePanel title={<Trans>This link cannot show this report</Trans>}>
          <p>{renderMessage(i18n, uiMessageOf(error))}</p>
        </FailurePanel>
      );
    case 'unavailable':
      return (
        <FailurePanel title={<Trans>This report cannot be shown from a link</Trans>}>
          <p>
            <Trans>This version of the app does not show the report this link was made of.</Trans>
          </p>
        </FailurePanel>
      );
    case 'failed':
      return (
        <FailurePanel title={<Trans>This shared report could not be shown</Trans>}>
          <p>{renderMessage(i18n, uiMessageOf(error))}</p>
          {retry && <TryAgain retry={retry} />}
        </FailurePanel>
      );
  }
}
