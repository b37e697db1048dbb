import { useLingui as useLinguiCore } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { userStoresQuery } from '../api/settingsQueries';
import { SAVED_VIEW_NAME_MAX, type SavedView } from '../contract/savedViews';
import { formatRange } from '../filters/DatePicker';
import { rangeOfView, searchOfView } from '../filters/viewRange';
import { useDeleteView, useSavedViews, useSaveView, viewTarget } from '../reports/savedViews';
import { MovingRangeLabel } from '../reports/ViewRangeLabel';
import { changeStore } from '../session/changeStore';
import { useSession } from '../session/useSession';
import { Spinner } from '../ui/Spinner';
import { toasts } from '../ui/toasts';
import './report-screen.css';
import './saved-views.css';
import { dayStartOf } from '../filters/businessDay';
import { zoneNow } from '../filters/reportZone';
import { useStoreDayStart } from '../session/storeDay';
import { storeLabel } from '../ui/storeLabel';
import { BackToDashboard } from './BackToDashboard';

/** How a view's dates read: those it keeps, or the rule by which they move with today. */
function ViewDates({ view, dayStart }: { view: SavedView; dayStart: number }) {
  const { i18n } = useLinguiCore();
  if (view.range.kind !== 'fixed') return <MovingRangeLabel range={view.range} />;
  const search = searchOfView(view, dayjs(), dayStart);
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

/**
 * Every saved view of the user, by store: open (switching store when needed), rename, make it the view
 * the app opens at sign-in, delete. Changes show at once; made offline, they say they wait to be sent.
 */
export function SavedViewsPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const deps = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { user, storeId } = useSession();
  const dayStart = useStoreDayStart();
  const userId = user?.id ?? null;
  const { query, views: allViews, waitingIds } = useSavedViews(userId);
  const stores = useQuery({ ...userStoresQuery(userId ?? 0), enabled: userId !== null });
  // A list kept on the device may still hold views of a store the user has lost since.
  const views = allViews.filter(
    (view) => !stores.data || stores.data.some((store) => store.id === view.storeId),
  );
  const save = useSaveView();
  const remove = useDeleteView();
  const [renaming, setRenaming] = useState<string | null>(null);
  if (userId === null) return null;

  const change = (view: SavedView, patch: Partial<SavedView>) =>
    save.mutate({ userId, view: { ...view, ...patch, updatedAt: Date.now() } });
  const open = async (view: SavedView) => {
    const store = stores.data?.find((candidate) => candidate.id === view.storeId);
    if (!store) return;
    await changeStore(store, deps);
    // Its moving dates are those of its store's calendar and business days, known once the store is chosen.
    const { storeConfig } = deps.session.getSnapshot();
    const target = viewTarget(view, zoneNow(storeConfig?.timezone), dayStartOf(storeConfig));
    if (!target) return;
    await navigate({ to: target.to, search: target.search });
  };
  const storeName = (storeNumber: number) => {
    const store = stores.data?.find((candidate) => candidate.id === storeNumber);
    return storeLabel(i18n, store ?? { id: storeNumber });
  };
  const storeIds = [...new Set(views.map((view) => view.storeId))].sort((a, b) =>
    a === storeId ? -1 : b === storeId ? 1 : a - b,
  );
  const waiting = waitingIds.size;

  return (
    <div className="page saved-views">
      <div className="page__head">
        <h1 className="page__title">
          <Trans>Saved views</Trans>
        </h1>
      </div>
      {waiting > 0 && (
        <p className="note" role="status">
          <Plural
            value={waiting}
            one="# change to your views waits for the connection: it is sent when you are back online."
            other="# changes to your views wait for the connection: they are sent when you are back online."
          />
        </p>
      )}
      {query.isPending && query.fetchStatus === 'paused' ? (
        <p className="panel panel--empty" role="status">
          <Trans>
            Your saved views have not been read on this device yet: they load when the connection returns.
          </Trans>
        </p>
      ) : query.isPending ? (
        <p className="panel" role="status" aria-busy="true">
          <Spinner /> <Trans>Loading your saved views…</Trans>
        </p>
      ) : query.isError && !query.data ? (
        <div className="panel" role="alert">
          <p>
            <Trans>Your saved views could not be read.</Trans>
          </p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : views.length === 0 ? (
        <p className="panel saved-views__empty">
          <Trans>
            No saved views yet. Open a report, choose its filters and dates, then press Save view: it will be
            listed here and in the menu.
          </Trans>
        </p>
      ) : (
        storeIds.map((id) => (
          <section key={id} className="panel saved-views__store" aria-label={storeName(id)}>
            <h2 className="saved-views__store-name">{storeName(id)}</h2>
            <ul className="saved-views__list">
              {views
                .filter((view) => view.storeId === id)
                .map((view) => {
                  // The current store's business days; another store's are known once it is chosen.
                  const viewDayStart = view.storeId === storeId ? dayStart : 0;
                  const target = viewTarget(view, dayjs(), viewDayStart);
                  const moving = rangeOfView(view.range, dayjs(), viewDayStart);
                  return (
                    <li key={view.id} className="saved-view">
                      {renaming === view.id ? (
                        <RenameForm
                          view={view}
                          onDone={(name) => {
                            setRenaming(null);
                            if (name && name !== view.name) change(view, { name });
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
                                // A view of another store opens once that store is the current one.
                                if (view.storeId === storeId) return;
                                event.preventDefault();
                                void open(view);
                              }}
                            >
                              {view.name}
                            </Link>
                          ) : (
                            <span className="saved-view__name">{view.name}</span>
                          )}
                          <span className="saved-view__details">
                            {target ? i18n._(target.report.title) : t`A report this app no longer has`}
                            {' · '}
                            <ViewDates view={view} dayStart={viewDayStart} />
                            {moving && (
                              <>
                                {' ('}
                                {formatRange(moving, i18n.locale, viewDayStart)}
                                {')'}
                              </>
                            )}
                          </span>
                          {view.isDefault && (
                            <span className="saved-view__badge">
                              <Trans>Opens at sign-in</Trans>
                            </span>
                          )}
                          {waitingIds.has(view.id) && (
                            <span className="saved-view__badge saved-view__badge--waiting">
                              <Trans>Not sent yet</Trans>
                            </span>
                          )}
                        </div>
                      )}
                      {renaming !== view.id && (
                        <div className="saved-view__actions">
                          <button
                            type="button"
                            className="button"
                            aria-label={t`Rename ${view.name}`}
                            onClick={() => setRenaming(view.id)}
                          >
                            <Trans>Rename</Trans>
                          </button>
                          <button
                            type="button"
                            className="button"
                            aria-pressed={view.isDefault}
                            aria-label={t`Open ${view.name} at sign-in`}
                            onClick={() => change(view, { isDefault: !view.isDefault })}
                          >
                            <Trans>Start page</Trans>
                          </button>
                          <button
                            type="button"
                            className="button"
                            aria-label={t`Delete ${view.name}`}
                            onClick={() => {
                              remove.mutate({ userId, id: view.id });
                              toasts.show('info', t`View “${view.name}” deleted.`);
                            }}
                          >
                            <Trans>Delete</Trans>
                          </button>
                        </div>
                      )}
                    </li>
                  );
                })}
            </ul>
          </section>
        ))
      )}
      <BackToDashboard className="saved-views__back" />
    </div>
  );
}
