import { useLingui as useLinguiCore } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { userStoresQuery } from '../api/settingsQueries';
import { viewSchedulesQuery } from '../api/viewScheduleQueries';
import { type SavedView, savedViewIdSchema } from '../contract/savedViews';
import { useOnline } from '../offline/useOnline';
import { useDeleteView, useSavedViews, useSaveView, viewTarget } from '../reports/savedViews';
import { useStoreCalendars } from '../reports/storeCalendars';
import { changeStore } from '../session/changeStore';
import { useSession } from '../session/useSession';
import { Spinner } from '../ui/Spinner';
import { toasts } from '../ui/toasts';
import './report-screen.css';
import './saved-views.css';
import { dayStartOf } from '../filters/businessDay';
import { zoneNow } from '../filters/reportZone';
import { PageHead } from '../ui/PageHead';
import { storeLabel } from '../ui/storeLabel';
import { BackToDashboard } from './BackToDashboard';
import { SavedViewRow, type ViewDialogKind } from './SavedViewRow';
import { ViewScheduleDialog } from './ViewScheduleDialog';
import { ViewSharesDialog } from './ViewSharesDialog';

/**
 * The page's search, where a scheduled e-mail's links land: `?schedule=<viewId>` ("Stop these
 * e-mails") opens that view's schedule with Stop in focus; `?open=<viewId>` opens the view itself, in
 * its store, with its dates as of now.
 */
const savedViewsSearchSchema = v.object({
  schedule: v.fallback(v.optional(savedViewIdSchema), undefined),
  open: v.fallback(v.optional(savedViewIdSchema), undefined),
});
export type SavedViewsSearch = v.InferOutput<typeof savedViewsSearchSchema>;
export const parseSavedViewsSearch = (search: Record<string, unknown>): SavedViewsSearch =>
  v.parse(savedViewsSearchSchema, search);

interface OpenDialog {
  kind: ViewDialogKind;
  viewId: string;
  /** Opened by the e-mail's link rather than by its button. */
  fromLink: boolean;
}

/**
 * Every saved view of the user, by store: open (switching store when needed), rename, make it the view
 * the app opens at sign-in, e-mail it on a schedule, share it by link, delete. Changes to the views
 * show at once and, made offline, say they wait to be sent; schedules and links need a connection.
 */
export function SavedViewsPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const deps = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { schedule: scheduleAsked, open: openAsked } = useSearch({ strict: false });
  const { user, storeId } = useSession();
  const online = useOnline();
  const userId = user?.id ?? null;
  const { query, views: allViews, waitingIds } = useSavedViews(userId);
  const stores = useQuery({ ...userStoresQuery(userId ?? 0), enabled: userId !== null });
  const schedules = useQuery({ ...viewSchedulesQuery(userId ?? 0), enabled: userId !== null });
  // A list kept on the device may still hold views of a store the user has lost since.
  const views = allViews.filter(
    (view) => !stores.data || stores.data.some((store) => store.id === view.storeId),
  );
  const save = useSaveView();
  const remove = useDeleteView();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [linkedViewGone, setLinkedViewGone] = useState(false);
  const dialogButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterClose = useRef<string | null>(null);
  const linkHandled = useRef<string | null>(null);
  const schedulesSettled = !schedules.isPending || schedules.fetchStatus === 'paused';
  const viewsRead = query.data !== undefined && (stores.data !== undefined || stores.isError);
  const linkAsked = scheduleAsked ?? openAsked;
  const [linkListsRead, setLinkListsRead] = useState<string | null>(null);
  const { refetch: readViews } = query;
  const { refetch: readSchedules } = schedules;
  const storeIds = [...new Set(views.map((view) => view.storeId))].sort((a, b) =>
    a === storeId ? -1 : b === storeId ? 1 : a - b,
  );
  const calendarOf = useStoreCalendars(userId, storeIds, stores.data);

  // An e-mail's link may name a view saved on another device since this one last read the list: the
  // views and schedules are read again before the link is followed (offline, the device's copy does).
  useEffect(() => {
    if (!linkAsked || userId === null) return;
    if (!online) {
      setLinkListsRead(linkAsked);
      return;
    }
    let current = true;
    void Promise.allSettled([readViews(), readSchedules()]).then(() => {
      if (current) setLinkListsRead(linkAsked);
    });
    return () => {
      current = false;
    };
  }, [linkAsked, userId, online, readViews, readSchedules]);
  const linkViewsRead = viewsRead && linkListsRead === linkAsked;

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

  // The e-mail's link to the view: once the views are known, it opens (once).
  useEffect(() => {
    if (!openAsked || !linkViewsRead || linkHandled.current === openAsked) return;
    linkHandled.current = openAsked;
    const view = views.find((candidate) => candidate.id === openAsked);
    if (view) {
      void open(view);
      return;
    }
    setLinkedViewGone(true);
    void navigate({ to: '.', search: {}, replace: true });
  });

  // The e-mail's link: once the views and schedules are known, that view's schedule opens (once).
  useEffect(() => {
    if (!scheduleAsked || !linkViewsRead || !schedulesSettled || linkHandled.current === scheduleAsked)
      return;
    linkHandled.current = scheduleAsked;
    if (views.some((view) => view.id === scheduleAsked))
      setDialog({ kind: 'schedule', viewId: scheduleAsked, fromLink: true });
    else setLinkedViewGone(true);
    void navigate({ to: '.', search: {}, replace: true });
  }, [scheduleAsked, linkViewsRead, schedulesSettled, views, navigate]);

  useEffect(() => {
    if (dialog !== null || focusAfterClose.current === null) return;
    dialogButtons.current.get(focusAfterClose.current)?.focus();
    focusAfterClose.current = null;
  }, [dialog]);

  if (userId === null || !user) return null;

  const change = (view: SavedView, patch: Partial<SavedView>) =>
    save.mutate({ userId, view: { ...view, ...patch, updatedAt: Date.now() } });
  const storeOf = (storeNumber: number) => stores.data?.find((candidate) => candidate.id === storeNumber);
  const storeName = (storeNumber: number) => storeLabel(i18n, storeOf(storeNumber) ?? { id: storeNumber });
  const waiting = waitingIds.size;
  const scheduleOf = (viewId: string) => schedules.data?.items.find((item) => item.viewId === viewId);
  const dialogView = dialog ? views.find((view) => view.id === dialog.viewId) : undefined;
  const closeDialog = () => {
    if (dialog) focusAfterClose.current = `${dialog.kind}:${dialog.viewId}`;
    setDialog(null);
  };

  return (
    <div className="page saved-views">
      <PageHead title={<Trans>Saved views</Trans>} />
      {waiting > 0 && (
        <p className="note" role="status">
          <Plural
            value={waiting}
            one="# change to your views waits for the connection: it is sent when you are back online."
            other="# changes to your views wait for the connection: they are sent when you are back online."
          />
        </p>
      )}
      {linkedViewGone && (
        <p className="note" role="status">
          <Trans>
            The view of that e-mail’s link is not among your saved views any more: it is not e-mailed.
          </Trans>
        </p>
      )}
      {schedules.isError && !schedules.data && (
        <div className="note note--with-action" role="alert">
          <p>
            <Trans>Your scheduled e-mails could not be read.</Trans>
          </p>
          <button type="button" className="button" onClick={() => void schedules.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
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
                .map((view) => (
                  <SavedViewRow
                    key={view.id}
                    userId={userId}
                    view={view}
                    calendar={calendarOf(view.storeId)}
                    ofCurrentStore={view.storeId === storeId}
                    waiting={waitingIds.has(view.id)}
                    schedule={scheduleOf(view.id)}
                    renaming={renaming === view.id}
                    onRename={(on) => setRenaming(on ? view.id : null)}
                    onChange={(patch) => change(view, patch)}
                    onDelete={() => {
                      remove.mutate({ userId, id: view.id });
                      toasts.show('info', t`View “${view.name}” deleted.`);
                    }}
                    onOpen={() => void open(view)}
                    onDialog={(kind) => setDialog({ kind, viewId: view.id, fromLink: false })}
                    dialogButton={(kind) => (button) => {
                      const key = `${kind}:${view.id}`;
                      if (button) dialogButtons.current.set(key, button);
                      else dialogButtons.current.delete(key);
                    }}
                  />
                ))}
            </ul>
          </section>
        ))
      )}
      {dialog?.kind === 'schedule' && dialogView && (
        <ViewScheduleDialog
          key={dialogView.id}
          userId={userId}
          view={dialogView}
          zone={storeOf(dialogView.storeId)?.timezone}
          schedule={scheduleOf(dialogView.id)}
          scheduleRead={schedules.data !== undefined}
          mailEnabled={schedules.data?.mailEnabled}
          email={user.email}
          online={online}
          focusStop={dialog.fromLink}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'shares' && dialogView && (
        <ViewSharesDialog
          key={dialogView.id}
          userId={userId}
          view={dialogView}
          online={online}
          onClose={closeDialog}
        />
      )}
      <BackToDashboard className="saved-views__back" />
    </div>
  );
}
