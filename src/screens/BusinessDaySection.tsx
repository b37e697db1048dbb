import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { businessDayQuery, saveBusinessDayMutation } from '../api/businessDayQueries';
import type { StoreId, UserId } from '../api/queryKeys';
import { dateTimeFormat, formatWallClock } from '../i18n/intlFormats';
import { useOnline } from '../offline/useOnline';
import { SelectField } from '../ui/fields';
import { renderMessage, uiMessageOf } from '../ui/messages';
import { Spinner } from '../ui/Spinner';
import { DAY_START_CHOICES, fridaySpan } from './businessDayPreview';

interface BusinessDaySectionProps {
  userId: UserId;
  storeId: StoreId;
  isOwner: boolean;
  /** Told the start the server kept once a change is saved (the session's copy of the config follows). */
  onSaved: (dayStartsAt: string) => void;
}

/**
 * Where the store's business days start: every report's days, weeks and months, "today", the brief
 * and the daily e-mail run from that time to the same time the next day. An owner changes it, with a
 * preview of a Friday; others read it.
 */
export function BusinessDaySection({ userId, storeId, isOwner, onSaved }: BusinessDaySectionProps) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const online = useOnline();
  const current = useQuery(businessDayQuery(userId, storeId));
  const save = useMutation(saveBusinessDayMutation(queryClient));
  const [draft, setDraft] = useState<{ storeId: StoreId; dayStartsAt: string } | null>(null);
  const ids = { heading: useId(), start: useId(), preview: useId(), status: useId() };
  const stored = current.data?.dayStartsAt;
  const chosen = draft?.storeId === storeId ? draft.dayStartsAt : stored;
  const preview = chosen ? fridaySpan(chosen, i18n.locale) : null;
  const changedAt = current.data?.changedAt
    ? dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(current.data.changedAt),
      )
    : null;

  const submit = () => {
    if (!chosen || chosen === stored) return;
    save.mutate(
      { userId, storeId, input: { dayStartsAt: chosen } },
      {
        onSuccess: (answer) => {
          setDraft(null);
          onSaved(answer.dayStartsAt);
        },
      },
    );
  };

  return (
    <section className="panel store-settings__section" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="panel__heading">
        <Trans>Business day</Trans>
      </h2>
      <p className="store-settings__intro">
        <Trans>
          Every report’s days, weeks and months, “today”, the brief and the daily e-mail run from this time to
          the same time the next day, so a night open past midnight stays one day. Hours of the day stay the
          clock’s.
        </Trans>
      </p>
      {current.isPending ? (
        <p className="store-settings__status" role="status">
          <Spinner /> <Trans>Loading the business day…</Trans>
        </p>
      ) : current.isError && !current.data ? (
        <p className="store-settings__error" role="alert">
          <Trans>The business day could not be read:</Trans> {renderMessage(i18n, uiMessageOf(current.error))}
        </p>
      ) : (
        <form
          className="store-settings__form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <SelectField
            id={ids.start}
            label={<Trans>Business days start at</Trans>}
            value={chosen}
            disabled={!isOwner || save.isPending}
            aria-describedby={`${ids.preview} ${ids.status}`}
            onChange={(dayStartsAt) => setDraft({ storeId, dayStartsAt })}
          >
            {DAY_START_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {formatWallClock(choice, i18n.locale)}
              </option>
            ))}
          </SelectField>
          {isOwner && (
            <button
              type="submit"
              className="button button--primary"
              disabled={!online || save.isPending || chosen === stored}
            >
              {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
            </button>
          )}
          {preview && (
            <p id={ids.preview} className="store-settings__preview">
              <Trans>
                {preview.weekday}’s business day: {preview.span}
              </Trans>
            </p>
          )}
          <p id={ids.status} className="store-settings__status" role="status">
            {!isOwner ? (
              <Trans>Only an owner of the store can change it.</Trans>
            ) : save.isError ? (
              <span className="store-settings__error">
                <Trans>Not saved:</Trans> {renderMessage(i18n, uiMessageOf(save.error))}
              </span>
            ) : !online ? (
              <Trans>Changing it needs a connection.</Trans>
            ) : save.isSuccess && chosen === stored ? (
              <Trans>
                Saved: every report now counts its days from {formatWallClock(stored ?? '', i18n.locale)}.
              </Trans>
            ) : changedAt ? (
              <Trans>Last changed {changedAt}.</Trans>
            ) : null}
          </p>
        </form>
      )}
    </section>
  );
}
