import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { UserId } from '../api/queryKeys';
import { saveViewScheduleMutation, stopViewScheduleMutation } from '../api/viewScheduleQueries';
import type { SavedView } from '../contract/savedViews';
import { SCHEDULE_EVERY, type ScheduleEvery, type ViewSchedule } from '../contract/viewSchedules';
import { SelectField } from '../ui/fields';
import { renderMessage, uiMessageOf } from '../ui/messages';
import { RadioChoices } from '../ui/RadioChoices';
import { toasts } from '../ui/toasts';
import { appEmailLanguage, HourSelect, LanguageSelect } from './EmailChoices';
import { ModalSheet } from './ModalSheet';
import { OnlineButton } from './OnlineButton';
import {
  MONTH_DAYS,
  sameSchedule,
  scheduleDraft,
  scheduleInput,
  scheduleSummary,
  storeClockText,
  WEEKDAYS,
  weekdayName,
} from './viewScheduleText';

export interface ViewScheduleDialogProps {
  userId: UserId;
  view: SavedView;
  /** The view's store's zone (IANA), when known: hours are on its clock. */
  zone: string | undefined;
  schedule: ViewSchedule | undefined;
  /** Whether the user's schedules have been read (else `schedule` says nothing). */
  scheduleRead: boolean;
  /** Whether the server sends e-mail at all; undefined while the list has not been read. */
  mailEnabled: boolean | undefined;
  /** Where the e-mails go: the user's own address. */
  email: string;
  online: boolean;
  /** Opened from the e-mail's "Stop these e-mails" link: Stop has the focus. */
  focusStop: boolean;
  onClose: () => void;
}

/**
 * E-mails a saved view every day, week or month at an hour of its store's clock, in a language, to
 * the user's own address: chosen, changed and stopped here. Needs a connection.
 */
export function ViewScheduleDialog({
  userId,
  view,
  zone,
  schedule,
  scheduleRead,
  mailEnabled,
  email,
  online,
  focusStop,
  onClose,
}: ViewScheduleDialogProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const save = useMutation(saveViewScheduleMutation(queryClient));
  const stop = useMutation(stopViewScheduleMutation(queryClient));
  const [draft, setDraft] = useState(() => scheduleDraft(schedule, appEmailLanguage(i18n.locale)));
  const ids = {
    title: useId(),
    hour: useId(),
    language: useId(),
    weekday: useId(),
    day: useId(),
    reason: useId(),
  };
  const busy = save.isPending || stop.isPending;
  const unchanged = sameSchedule(draft, schedule);
  const name = view.name;
  const everyLabel: Record<ScheduleEvery, string> = {
    day: t`Every day`,
    week: t`Every week`,
    month: t`Every month`,
  };
  const failure = save.isError ? save.error : stop.isError ? stop.error : null;

  // Buttons stay enabled while a change is under way (a disabled button would drop the focus).
  const submit = () => {
    if (!online || busy) return;
    stop.reset();
    save.mutate({ userId, viewId: view.id, input: scheduleInput(draft) });
  };
  const stopSending = () => {
    if (!online || busy) return;
    save.reset();
    stop.mutate(
      { userId, viewId: view.id },
      {
        onSuccess: () => {
          toasts.show('success', t`“${name}” is no longer e-mailed.`);
          onClose();
        },
      },
    );
  };

  return (
    <ModalSheet labelledBy={ids.title} onClose={onClose}>
      <form
        className="view-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id={ids.title} className="dialog__title">
          <Trans>E-mail “{name}” on a schedule</Trans>
        </h2>
        <p className="view-dialog__intro">
          <Trans>
            An e-mail to {email} with this view’s key figures, its spreadsheet and a link to it. Days and
            hours are the store’s, by its business days.
          </Trans>
        </p>
        {mailEnabled === false && (
          <p className="note" role="status">
            <Trans>
              This server does not send e-mail: the schedule is kept, but nothing arrives until its
              administrator sets up sending.
            </Trans>
          </p>
        )}
        <RadioChoices
          legend={<Trans>Send it</Trans>}
          name="every"
          className="view-dialog__every"
          choices={SCHEDULE_EVERY}
          keyOf={String}
          chosen={draft.every}
          label={(every) => <span>{everyLabel[every]}</span>}
          onChange={(every) => setDraft({ ...draft, every })}
        />
        <div className="view-dialog__fields">
          {draft.every === 'week' && (
            <SelectField
              id={ids.weekday}
              label={t`Weekday`}
              value={draft.weekday}
              onChange={(weekday) => setDraft({ ...draft, weekday: Number(weekday) })}
            >
              {WEEKDAYS.map((weekday) => (
                <option key={weekday} value={weekday}>
                  {weekdayName(i18n.locale, weekday, 'long')}
                </option>
              ))}
            </SelectField>
          )}
          {draft.every === 'month' && (
            <SelectField
              id={ids.day}
              label={t`Day of the month`}
              value={draft.dayOfMonth}
              onChange={(day) => setDraft({ ...draft, dayOfMonth: day === 'last' ? 'last' : Number(day) })}
            >
              {MONTH_DAYS.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
              <option value="last">{t`Last day`}</option>
            </SelectField>
          )}
          <HourSelect
            id={ids.hour}
            value={draft.hour}
            zone={zone}
            onChange={(hour) => setDraft({ ...draft, hour })}
          />
          <LanguageSelect
            id={ids.language}
            value={draft.language}
            onChange={(language) => setDraft({ ...draft, language })}
          />
        </div>
        <div className="view-dialog__foot">
          <ScheduleStatus
            schedule={schedule}
            read={scheduleRead}
            zone={zone}
            saved={save.isSuccess && unchanged}
            busy={busy}
          />
          {failure && (
            <p className="view-dialog__error" role="alert">
              {save.isError ? <Trans>Not saved:</Trans> : <Trans>Not stopped:</Trans>}{' '}
              {renderMessage(i18n, uiMessageOf(failure))}
            </p>
          )}
          {!online && (
            <p id={ids.reason} className="note">
              <Trans>You are offline: a schedule can be set or stopped once the connection returns.</Trans>
            </p>
          )}
          <div className="dialog__actions view-dialog__actions">
            {schedule && (
              <OnlineButton
                className="button view-dialog__stop"
                online={online}
                reasonId={ids.reason}
                data-autofocus={focusStop ? true : undefined}
                onClick={stopSending}
              >
                {stop.isPending ? <Trans>Stopping…</Trans> : <Trans>Stop these e-mails</Trans>}
              </OnlineButton>
            )}
            <button type="button" className="button" onClick={onClose}>
              <Trans>Close</Trans>
            </button>
            <OnlineButton
              type="submit"
              className="button button--primary"
              online={online}
              reasonId={ids.reason}
            >
              {save.isPending ? (
                <Trans>Saving…</Trans>
              ) : schedule ? (
                <Trans>Save changes</Trans>
              ) : (
                <Trans>Schedule</Trans>
              )}
            </OnlineButton>
          </div>
        </div>
      </form>
    </ModalSheet>
  );
}

/** When the view is next e-mailed (on its store's clock) and when it last was; or that it is not. */
function ScheduleStatus({
  schedule,
  read,
  zone,
  saved,
  busy,
}: {
  schedule: ViewSchedule | undefined;
  read: boolean;
  zone: string | undefined;
  saved: boolean;
  busy: boolean;
}) {
  const { i18n } = useLinguiCore();
  if (busy) return <p className="view-dialog__status" role="status" />;
  if (!read)
    return (
      <p className="view-dialog__status" role="status">
        <Trans>Whether this view is e-mailed has not been read on this device yet.</Trans>
      </p>
    );
  if (!schedule)
    return (
      <p className="view-dialog__status" role="status">
        <Trans>This view is not e-mailed yet.</Trans>
      </p>
    );
  const summary = scheduleSummary(i18n, schedule);
  const next = storeClockText(i18n.locale, schedule.nextAt, zone);
  const last = schedule.lastSentAt === null ? null : storeClockText(i18n.locale, schedule.lastSentAt, zone);
  return (
    <p className="view-dialog__status" role="status">
      {saved && <Trans>Saved: {summary}.</Trans>}{' '}
      <strong>
        {zone ? (
          <Trans>
            Next: {next} ({zone}).
          </Trans>
        ) : (
          <Trans>Next: {next}.</Trans>
        )}
      </strong>{' '}
      {last ? <Trans>Last sent {last}.</Trans> : <Trans>Not sent yet.</Trans>}
    </p>
  );
}
