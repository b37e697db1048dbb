import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { stopDigestMutation } from '../api/digestQueries';
import type { UserId } from '../api/queryKeys';
import type { DigestSubscription } from '../contract/digest';
import { LOCALE_NAMES } from '../i18n/locales';
import { storeLabel } from '../ui/storeLabel';
import { hourText } from './digestHour';

function OutOfReachDigest({
  userId,
  subscription,
  disabled,
}: {
  userId: UserId;
  subscription: DigestSubscription;
  disabled: boolean;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const stop = useMutation(stopDigestMutation(queryClient));
  const name = storeLabel(i18n, { id: subscription.storeId });
  const sentAt = hourText(subscription.hour);
  const sentIn = LOCALE_NAMES[subscription.language];
  return (
    <li className="digest__out-of-reach-item">
      <span>
        <Trans>
          {name}: every day at {sentAt}, store time, in {sentIn}
        </Trans>
      </span>
      <button
        type="button"
        className="button"
        disabled={disabled || stop.isPending}
        onClick={() => stop.mutate({ userId, storeId: subscription.storeId })}
      >
        <Trans>Stop the daily e-mail of {name}</Trans>
      </button>
      {stop.isError && (
        <span role="alert">
          <Trans>It could not be stopped: try again.</Trans>
        </span>
      )}
    </li>
  );
}

/**
 * The user's daily e-mails of stores they no longer see: not sent, and listed so that they can be
 * stopped (otherwise one would start again by itself were the access to come back).
 */
export function OutOfReachDigests({
  userId,
  subscriptions,
  disabled,
}: {
  userId: UserId;
  subscriptions: readonly DigestSubscription[];
  disabled: boolean;
}) {
  const titleId = useId();
  if (subscriptions.length === 0) return null;
  return (
    <section className="panel digest__store" aria-labelledby={titleId}>
      <h2 id={titleId} className="digest__store-name">
        <Trans>Stores you no longer see</Trans>
      </h2>
      <p className="note">
        <Trans>
          These daily e-mails are not sent while you cannot see their stores; they start again if the access
          comes back, unless you stop them.
        </Trans>
      </p>
      <ul className="digest__out-of-reach">
        {subscriptions.map((subscription) => (
          <OutOfReachDigest
            key={subscription.storeId}
            userId={userId}
            subscription={subscription}
            disabled={disabled}
          />
        ))}
      </ul>
    </section>
  );
}
