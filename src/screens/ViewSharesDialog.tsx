import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import type { UserId } from '../api/queryKeys';
import { createShareMutation, revokeShareMutation } from '../api/viewShareQueries';
import type { SavedView } from '../contract/savedViews';
import {
  type CreatedShare,
  SHARE_DAYS_DEFAULT,
  SHARE_DAYS_MAX,
  SHARE_DAYS_MIN,
  shareInputSchema,
  type ViewShare,
} from '../contract/viewShares';
import { TextField } from '../ui/fields';
import { renderMessage, uiMessageOf } from '../ui/messages';
import { ModalSheet } from './ModalSheet';
import { NewShareLink } from './NewShareLink';
import { OnlineButton } from './OnlineButton';
import { shareTime, ViewShareList } from './ViewShareList';

/** The days a link lasts as typed: a whole number from 1 to 90, else null. */
export function shareDays(text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = v.safeParse(shareInputSchema, { expiresInDays: Number(text) });
  return parsed.success ? parsed.output.expiresInDays : null;
}

export interface ViewSharesDialogProps {
  userId: UserId;
  view: SavedView;
  online: boolean;
  onClose: () => void;
}

/**
 * Read-only links to a saved view: made with an expiry of 1 to 90 days, the new link shown once (the
 * server keeps only its hash) with Copy, and every link listed with its creation, expiry and last use,
 * revocable at once. Needs a connection.
 */
export function ViewSharesDialog({ userId, view, online, onClose }: ViewSharesDialogProps) {
  const { i18n } = useLinguiCore();
  const queryClient = useQueryClient();
  const create = useMutation(createShareMutation(queryClient));
  const revoke = useMutation(revokeShareMutation(queryClient));
  const [days, setDays] = useState(String(SHARE_DAYS_DEFAULT));
  const [invalid, setInvalid] = useState(false);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const [revoked, setRevoked] = useState(false);
  const ids = {
    title: useId(),
    days: useId(),
    daysHint: useId(),
    reason: useId(),
  };
  const listHeading = useRef<HTMLHeadingElement>(null);
  const name = view.name;

  const submit = () => {
    const expiresInDays = shareDays(days);
    setInvalid(expiresInDays === null);
    if (expiresInDays === null || !online || create.isPending) return;
    revoke.reset();
    setRevoked(false);
    create.mutate(
      { userId, viewId: view.id, expiresInDays },
      {
        onSuccess: (share) => setCreated(share),
      },
    );
  };
  const revokeShare = (share: ViewShare) => {
    if (!online || revoke.isPending) return;
    create.reset();
    setRevoked(false);
    revoke.mutate(
      { userId, viewId: view.id, shareId: share.id },
      {
        onSuccess: () => {
          setRevoked(true);
          if (created?.id === share.id) setCreated(null);
          listHeading.current?.focus();
        },
      },
    );
  };
  const failure = create.isError ? create.error : revoke.isError ? revoke.error : null;

  return (
    <ModalSheet labelledBy={ids.title} onClose={onClose}>
      <div className="view-dialog">
        <h2 id={ids.title} className="dialog__title">
          <Trans>Share links of “{name}”</Trans>
        </h2>
        <p className="view-dialog__intro">
          <Trans>
            Whoever has a link reads this view as it is now, without signing in and without changing it, until
            the link expires or you revoke it.
          </Trans>
        </p>
        <form
          className="view-dialog__create"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            id={ids.days}
            label={<Trans>Expires after (days)</Trans>}
            controlClassName="view-dialog__days"
            type="number"
            inputMode="numeric"
            min={SHARE_DAYS_MIN}
            max={SHARE_DAYS_MAX}
            step={1}
            required
            value={days}
            aria-invalid={invalid}
            aria-describedby={ids.daysHint}
            onChange={(typed) => {
              setDays(typed);
              setInvalid(false);
            }}
          />
          <OnlineButton
            type="submit"
            className="button button--primary"
            online={online}
            reasonId={ids.reason}
          >
            {create.isPending ? <Trans>Creating…</Trans> : <Trans>Create link</Trans>}
          </OnlineButton>
          <p
            id={ids.daysHint}
            className={invalid ? 'view-dialog__error' : 'view-dialog__hint'}
            role={invalid ? 'alert' : undefined}
          >
            {invalid ? (
              <Trans>
                Enter a whole number of days from {SHARE_DAYS_MIN} to {SHARE_DAYS_MAX}.
              </Trans>
            ) : (
              <Trans>
                From {SHARE_DAYS_MIN} to {SHARE_DAYS_MAX} days.
              </Trans>
            )}
          </p>
        </form>
        {!online && (
          <p id={ids.reason} className="note">
            <Trans>You are offline: links can be created and revoked once the connection returns.</Trans>
          </p>
        )}
        {failure && (
          <p className="view-dialog__error" role="alert">
            {create.isError ? (
              <Trans>The link was not created:</Trans>
            ) : (
              <Trans>The link was not revoked:</Trans>
            )}{' '}
            {renderMessage(i18n, uiMessageOf(failure))}
          </p>
        )}
        {created && (
          <NewShareLink key={created.id} share={created} until={shareTime(i18n.locale, created.expiresAt)} />
        )}
        <ViewShareList
          userId={userId}
          viewId={view.id}
          online={online}
          revoking={revoke.isPending ? revoke.variables?.shareId : undefined}
          revoked={revoked}
          headingRef={listHeading}
          onRevoke={revokeShare}
        />
        <div className="dialog__actions view-dialog__actions view-dialog__foot">
          <button type="button" className="button" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
      </div>
    </ModalSheet>
  );
}
