import { useLingui as useLinguiCore } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { type ReactNode, useId, useState } from 'react';
import type { UserId } from '../api/queryKeys';
import { isActiveShare, userSharesQuery } from '../api/viewShareQueries';
import { SAVED_VIEW_NAME_MAX, type SavedView } from '../contract/savedViews';
import type { ViewSchedule } from '../contract/viewSchedules';
import { formatRange } from '../filters/DatePicker';
import { rangeOfView, searchOfView } from '../filters/viewRange';
import { viewTarget } from '../reports/savedViews';
import type { StoreCalendar } from '../reports/storeCalendars';
import { MovingRangeLabel } from '../reports/ViewRangeLabel';
import { scheduleSummary } from './viewScheduleText';

/** The dialogs a view's row opens. */
export type ViewDialogKind = 'schedule' | 'shares';

/** How a view's dates read: those it keeps, or the rule by which they move with today. */
function ViewDates({ view, calendar }: { view: SavedView; calendar: StoreCalendar }) {
  const { i18n } = useLinguiCore();
  const { now, dayStart } = calendar;
  if (view.range.kind !== 'fixed') return <MovingRangeLabel range={view.range} />;
  const search = searchOfView(view, now, dayStart);
  return (
    <>
      {formatRange(
        { min: dayjs(search.createdAtMin), max: dayjs(search.createdAtMax) },
        i18n.locale,
        dayStart,
      )}
    </>
  );
}

function RenameForm({ view, onDone }: { view: SavedView; onDone: (name: string | null) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [name, setName] = useState(view.name);
  return (
    <form
      className="saved-view__rename"
      onSubmit={(event) => {
        event.preventDefault();
        onDone(name.trim() || null);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t`New name of ${view.name}`}
      </label>
      <input
        id={id}
        className="input"
        value={name}
        required
        maxLength={SAVED_VIEW_NAME_MAX}
        // biome-ignore lint/a11y/noAutofocus: the user asked to rename this view just now.
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone(null);
        }}
      />
      <button type="submit" className="button button--primary">
        <Trans>Save</Trans>
      </button>
      <button type="button" className="button" onClick={() => onDone(null)}>
        <Trans>Cancel</Trans>
      </button>
    </form>
  );
}

/** The number of the view's links that still open, once they have been read. */
function ActiveLinks({ userId, viewId }: { userId: UserId; viewId: string }) {
  const shares = useQuery(userSharesQuery(userId));
  const now = Date.now();
  const active = (shares.data ?? []).filter(
    (share) => share.viewId === viewId && isActiveShare(share, now),
  ).length;
  if (active === 0) return null;
  return (
    <span className="saved-view__badge saved-view__badge--links">
      <Plural value={active} one="# active link" other="# active links" />
    </span>
  );
}

export interface SavedViewRowProps {
  userId: UserId;
  view: SavedView;
  /** The calendar of the view's store: its dates are read on that store's clock and business days. */
  calendar: StoreCalendar;
  /** Whether the view is of the current store (another store's view opens once that store is chosen). */
  ofCurrentStore: boolean;
  waiting: boolean;
  schedule: ViewSchedule | undefined;
  renaming: boolean;
  onRename: (renaming: boolean) => void;
  onChange: (patch: Partial<SavedView>) => void;
  onDelete: () => void;
  onOpen: () => void;
  onDialog: (kind: ViewDialogKind) => void;
  /** Keeps the row's dialog buttons, so that the focus returns to the one that opened a dialog. */
  dialogButton: (kind: ViewDialogKind) => (button: HTMLButtonElement | null) => void;
}

/** A saved view: open, rename, start page, e-mail on a schedule, share links, delete. */
export function SavedViewRow(props: SavedViewRowProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const { userId, view, calendar, schedule, renaming, onChange, onDialog, dialogButton } = props;
  const target = viewTarget(view, calendar.now, calendar.dayStart);
  const moving = rangeOfView(view.range, calendar.now, calendar.dayStart);
  const name = view.name;
  const dialogs: { kind: ViewDialogKind; label: string; text: ReactNode }[] = [
    { kind: 'schedule', label: t`E-mail on a schedule: ${name}`, text: <Trans>E-mail on a schedule</Trans> },
    { kind: 'shares', label: t`Share link: ${name}`, text: <Trans>Share link</Trans> },
  ];
  return (
    <li className="saved-view">
      {renaming ? (
        <RenameForm
          view={view}
          onDone={(next) => {
            props.onRename(false);
            if (next && next !== name) onChange({ name: next });
          }}
        />
      ) : (
        <div className="saved-view__main">
          {target ? (
            <Link
              to={target.to}
              search={target.search}
              className="saved-view__name"
              onClick={(event) => {
                if (props.ofCurrentStore) return;
                event.preventDefault();
                props.onOpen();
              }}
            >
              {name}
            </Link>
          ) : (
            <span className="saved-view__name">{name}</span>
          )}
          <span className="saved-view__details">
            {target ? i18n._(target.report.title) : t`A report this app no longer has`}
            {' · '}
            <ViewDates view={view} calendar={calendar} />
            {moving && (
              <>
                {' ('}
                {formatRange(moving, i18n.locale, calendar.dayStart)}
                {')'}
              </>
            )}
          </span>
          {view.isDefault && (
            <span className="saved-view__badge">
              <Trans>Opens at sign-in</Trans>
            </span>
          )}
          {schedule && (
            <span className="saved-view__badge saved-view__badge--schedule">
              <span className="visually-hidden">
                <Trans>E-mailed:</Trans>{' '}
              </span>
              {scheduleSummary(i18n, schedule)}
            </span>
          )}
          <ActiveLinks userId={userId} viewId={view.id} />
          {props.waiting && (
            <span className="saved-view__badge saved-view__badge--waiting">
              <Trans>Not sent yet</Trans>
            </span>
          )}
        </div>
      )}
      {!renaming && (
        <div className="saved-view__actions">
          <button
            type="button"
            className="button"
            aria-label={t`Rename ${name}`}
            onClick={() => props.onRename(true)}
          >
            <Trans>Rename</Trans>
          </button>
          <button
            type="button"
            className="button"
            aria-pressed={view.isDefault}
            aria-label={t`Open ${name} at sign-in`}
            onClick={() => onChange({ isDefault: !view.isDefault })}
          >
            <Trans>Start page</Trans>
          </button>
          {dialogs.map(({ kind, label, text }) => (
            <button
              key={kind}
              ref={dialogButton(kind)}
              type="button"
              className="button"
              aria-haspopup="dialog"
              aria-label={label}
              onClick={() => onDialog(kind)}
            >
              {text}
            </button>
          ))}
          <button type="button" className="button" aria-label={t`Delete ${name}`} onClick={props.onDelete}>
            <Trans>Delete</Trans>
          </button>
        </div>
      )}
    </li>
  );
}
