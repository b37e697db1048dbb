import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useId } from 'react';
import type { UserId } from '../api/queryKeys';
import { isActiveShare, viewSharesQuery } from '../api/viewShareQueries';
import type { ViewShare } from '../contract/viewShares';
import { dateTimeFormat } from '../i18n/intlFormats';
import { renderMessage, uiMessageOf } from '../ui/messages';
import { Spinner } from '../ui/Spinner';

/** An instant of a link (made, ends, last opened) on the device's clock: "Dec 4, 2026, 11:09 PM". */
export const shareTime = (locale: string, instant: number) =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(instant);

export interface ViewShareListProps {
  userId: UserId;
  viewId: string;
  online: boolean;
  /** The link being revoked now, if any. */
  revoking: string | undefined;
  /** Said once a link is revoked (the focus then moves to the list's heading). */
  revoked: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRevoke: (share: ViewShare) => void;
}

/** A view's links: made when, ending when (or ended: marked expired), last opened when; each revocable. */
export function ViewShareList({
  userId,
  viewId,
  online,
  revoking,
  revoked,
  headingRef,
  onRevoke,
}: ViewShareListProps) {
  const { t, i18n } = useLingui();
  const shares = useQuery(viewSharesQuery(userId, viewId));
  const headingId = useId();
  const now = Date.now();
  const when = (instant: number) => shareTime(i18n.locale, instant);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="view-dialog__subtitle">
        <Trans>Links to this view</Trans>
      </h3>
      <p className="visually-hidden" role="status">
        {revoked ? <Trans>Link revoked: it no longer opens.</Trans> : null}
      </p>
      {shares.isPending && shares.fetchStatus === 'paused' ? (
        <p className="view-dialog__hint">
          <Trans>
            The links have not been read on this device yet: they load when the connection returns.
          </Trans>
        </p>
      ) : shares.isPending ? (
        <p className="view-dialog__hint" role="status" aria-busy="true">
          <Spinner /> <Trans>Loading the links…</Trans>
        </p>
      ) : shares.isError && !shares.data ? (
        <div role="alert">
          <p className="view-dialog__error">
            <Trans>The links could not be read:</Trans> {renderMessage(i18n, uiMessageOf(shares.error))}
          </p>
          <button type="button" className="button" onClick={() => void shares.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : shares.data.length === 0 ? (
        <p className="view-dialog__hint">
          <Trans>No link to this view.</Trans>
        </p>
      ) : (
        <ul className="view-dialog__shares">
          {shares.data.map((share) => {
            const active = isActiveShare(share, now);
            const createdAt = when(share.createdAt);
            const expiresAt = when(share.expiresAt);
            const usedAt = share.lastUsedAt === null ? null : when(share.lastUsedAt);
            return (
              <li key={share.id} className={active ? 'view-share' : 'view-share view-share--expired'}>
                <div className="view-share__dates">
                  <span>
                    <Trans>Created {createdAt}</Trans>
                  </span>
                  <span>
                    {active ? <Trans>Expires {expiresAt}</Trans> : <Trans>Expired {expiresAt}</Trans>}
                  </span>
                  <span>{usedAt ? <Trans>Last opened {usedAt}</Trans> : <Trans>Never opened</Trans>}</span>
                </div>
                {!active && (
                  <span className="saved-view__badge view-share__expired">
                    <Trans>Expired</Trans>
                  </span>
                )}
                <button
                  type="button"
                  className="button view-dialog__stop"
                  disabled={!online}
                  aria-label={
                    active
                      ? t`Revoke the link created ${createdAt}`
                      : t`Remove the expired link created ${createdAt}`
                  }
                  onClick={() => onRevoke(share)}
                >
                  {revoking === share.id ? (
                    <Trans>Revoking…</Trans>
                  ) : active ? (
                    <Trans>Revoke</Trans>
                  ) : (
                    <Trans>Remove</Trans>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
