import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { digestsQuery, saveDigestMutation, stopDigestMutation } from '../api/digestQueries';
import type { UserId } from '../api/queryKeys';
import { userStoresQuery } from '../api/settingsQueries';
import { DIGEST_DEFAULT_HOUR, type DigestLanguage, type DigestSubscription } from '../contract/digest';
import { LOCALE_NAMES } from '../i18n/locales';
import { useOnline } from '../offline/useOnline';
import { useSession } from '../session/useSession';
import { Spinner } from '../ui/Spinner';
import './report-screen.css';
import './digest.css';
import { PageHead } from '../ui/PageHead';
import { storeLabel } from '../ui/storeLabel';
import { BackToDashboard } from './BackToDashboard';
import { hourText } from './digestHour';
import { appEmailLanguage, HourSelect, LanguageSelect } from './EmailChoices';
import { OutOfReachDigests } from './OutOfReachDigests';

interface StoreOfUser {
  id: number;
  name: string;
  url: string;
  timezone?: string | undefined;
}

/** One store's daily e-mail: on or off, its hour in the store's zone and its language. */
function StoreDigest({
  userId,
  store,
  subscription,
  disabled,
}: {
  userId: UserId;
  store: StoreOfUser;
  subscription: DigestSubscription | undefined;
  disabled: boolean;
}) {
  const { i18n } = useLinguiCore();
  const queryClient = useQueryClient();
  const save = useMutation(saveDigestMutation(queryClient));
  const stop = useMutation(stopDigestMutation(queryClient));
  const ids = { toggle: useId(), hour: useId(), language: useId(), status: useId() };
  const appLanguage = appEmailLanguage(i18n.locale);
  // Chosen before subscribing; once subscribed, the stored choice is shown.
  const [draft, setDraft] = useState({ hour: DIGEST_DEFAULT_HOUR, language: appLanguage });
  const hour = subscription?.hour ?? draft.hour;
  const language = subscription?.language ?? draft.language;
  const storeNumber = store.id;
  const name = storeLabel(i18n, { ...store, id: storeNumber });
  const busy = save.isPending || stop.isPending;
  // The switch follows the click at once; the list catches up when the change is applied.
  const [switchedOn, setSwitchedOn] = useState<boolean | null>(null);
  const on = switchedOn ?? subscription !== undefined;
  const settle = { onSettled: () => setSwitchedOn(null) };

  const change = (next: { hour: number; language: DigestLanguage }) => {
    setDraft(next);
    if (subscription) save.mutate({ userId, storeId: store.id, input: next });
  };
  const failed = save.isError || stop.isError;
  const sentAt = subscription ? hourText(subscription.hour) : '';
  const sentIn = subscription ? LOCALE_NAMES[subscription.language] : '';

  return (
    <section className="panel digest__store" aria-labelledby={`${ids.toggle}-name`}>
      <h2 id={`${ids.toggle}-name`} className="digest__store-name">
        {name}
      </h2>
      <div className="digest__controls">
        <label className="digest__toggle" htmlFor={ids.toggle}>
          <input
            id={ids.toggle}
            type="checkbox"
            role="switch"
            checked={on}
            aria-checked={on}
            disabled={disabled}
            aria-describedby={ids.status}
            onChange={(event) => {
              setSwitchedOn(event.target.checked);
              if (event.target.checked)
                save.mutate({ userId, storeId: store.id, input: { hour, language } }, settle);
              else stop.mutate({ userId, storeId: store.id }, settle);
            }}
          />
          <Trans>E-mail me yesterday’s brief</Trans>
        </label>
        <HourSelect
          id={ids.hour}
          value={hour}
          zone={store.timezone}
          disabled={disabled}
          onChange={(next) => change({ hour: next, language })}
        />
        <LanguageSelect
          id={ids.language}
          value={language}
          disabled={disabled}
          onChange={(next) => change({ hour, language: next })}
        />
      </div>
      <p id={ids.status} className="digest__status" role="status">
        {busy ? (
          <Trans>Saving…</Trans>
        ) : failed ? (
          <span className="digest__status--error">
            <Trans>Not saved: the server could not be reached or refused the change. Try again.</Trans>
          </span>
        ) : subscription ? (
          <Trans>
            Sent every day at {sentAt}, store time, in {sentIn}.
          </Trans>
        ) : (
          <Trans>No daily e-mail for this store.</Trans>
        )}
      </p>
    </section>
  );
}

/**
 * The user's daily e-mails: for each of their stores, yesterday's key figures against the same
 * weekday, sent at the hour they choose in the store's zone. Says so plainly when the server sends
 * no e-mail, and when changes must wait for the connection.
 */
export function DigestPage() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const online = useOnline();
  const stores = useQuery({ ...userStoresQuery(userId ?? 0), enabled: userId !== null });
  const digests = useQuery({ ...digestsQuery(userId ?? 0), enabled: userId !== null });
  if (userId === null || !user) return null;

  const pending = digests.isPending || stores.isPending;
  const neverRead = pending && (digests.fetchStatus === 'paused' || stores.fetchStatus === 'paused');
  const failed = (digests.isError && !digests.data) || (stores.isError && !stores.data);
  const email = user.email;

  return (
    <div className="page digest">
      <PageHead title={<Trans>Daily e-mail</Trans>} />
      <p className="digest__intro">
        <Trans>
          Each day, at the hour you choose in the store’s time zone, an e-mail to {email} with yesterday’s key
          figures beside the usual ones of the same weekday, the unusual ones called out, and a link to that
          day’s dashboard.
        </Trans>
      </p>
      {digests.data && !digests.data.mailEnabled && (
        <p className="note" role="status">
          <Trans>
            This server does not send e-mail: your choices are kept, but no daily e-mail will arrive until its
            administrator sets up sending.
          </Trans>
        </p>
      )}
      {!online && !neverRead && (
        <p className="note" role="status">
          <Trans>You are offline: your daily e-mails can be changed when the connection returns.</Trans>
        </p>
      )}
      {neverRead ? (
        <p className="panel panel--empty" role="status">
          <Trans>
            Your daily e-mails have not been read on this device yet: they load when the connection returns.
          </Trans>
        </p>
      ) : pending ? (
        <p className="panel" role="status" aria-busy="true">
          <Spinner /> <Trans>Loading your daily e-mails…</Trans>
        </p>
      ) : failed ? (
        <div className="panel" role="alert">
          <p>
            <Trans>Your daily e-mails could not be read.</Trans>
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              void digests.refetch();
              void stores.refetch();
            }}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (stores.data ?? []).length === 0 ? (
        <p className="panel panel--empty">
          <Trans>You have no store yet: a daily e-mail is about one of your stores.</Trans>
        </p>
      ) : (
        (stores.data ?? []).map((store) => (
          <StoreDigest
            key={store.id}
            userId={userId}
            store={store}
            subscription={digests.data?.items.find((item) => item.storeId === store.id)}
            disabled={!online}
          />
        ))
      )}
      {!neverRead && !pending && !failed && (
        <OutOfReachDigests
          userId={userId}
          subscriptions={digests.data?.outOfReach ?? []}
          disabled={!online}
        />
      )}
      <BackToDashboard className="digest__back" />
    </div>
  );
}
