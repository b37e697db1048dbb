import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { SAVED_VIEW_NAME_MAX, type SavedViewRange } from '../contract/savedViews';
import { formatRange } from '../filters/DatePicker';
import { resolveRange } from '../filters/filterSearch';
import { zoneNow } from '../filters/reportZone';
import { rangeChoices, savedSearch } from '../filters/viewRange';
import { useSession } from '../session/useSession';
import { TextField } from '../ui/fields';
import { RadioChoices } from '../ui/RadioChoices';
import { toasts } from '../ui/toasts';
import type { ReportDefinition } from './definition';
import { newViewId, useSaveView } from './savedViews';
import { useReportFilters } from './useReportFilters';
import { useStoreDayStart, useStoreZone } from './useStoreNow';
import { MovingRangeLabel } from './ViewRangeLabel';

const choiceKey = (range: SavedViewRange) =>
  range.kind === 'fixed' ? 'fixed' : range.kind === 'lastDays' ? `last-${range.days}` : range.unit;

/** How a way of saving the dates reads in the dialog. */
function RangeChoiceLabel({ range, dates }: { range: SavedViewRange; dates: string }) {
  if (range.kind === 'fixed') return <Trans>These dates: {dates}</Trans>;
  return <MovingRangeLabel range={range} moving />;
}

/**
 * Saves the screen as it is (report, filters, grouping, columns, currency, dates) under a name, in a
 * dialog that asks whether the dates are kept as they are or move with today, and whether the view
 * opens at sign-in.
 */
export function SaveViewButton({ report }: { report: ReportDefinition }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const { user, storeId, currency } = useSession();
  const { search } = useReportFilters();
  const save = useSaveView();
  // The name of the view just saved, until the user is told where it is: sent to the server, or kept
  // on the device because the server cannot take it now (offline, a network that leads nowhere, a
  // busy or failing server: the change is tried again).
  const untold = useRef<string | null>(null);
  const kept = save.isPaused || save.failureCount > 0;
  useEffect(() => {
    const viewName = untold.current;
    if (!kept || viewName === null) return;
    untold.current = null;
    toasts.show(
      'info',
      t`View “${viewName}” saved on this device: it will be sent when the server is reachable.`,
    );
  }, [kept, t]);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const nameId = useId();
  const [name, setName] = useState('');
  const [choice, setChoice] = useState<SavedViewRange>({ kind: 'fixed' });
  const [isDefault, setIsDefault] = useState(false);
  const zone = useStoreZone();
  const dayStart = useStoreDayStart();
  const [now, setNow] = useState(() => zoneNow(zone));
  // The dates offered are worked out while the dialog is open only, not on every render of the screen.
  const [isOpen, setIsOpen] = useState(false);
  if (!user || storeId === null) return null;

  const range = isOpen ? resolveRange(search, now, dayStart) : null;
  const choices = range ? rangeChoices(range, now, dayStart) : [];
  const rangeLabel = range ? formatRange(range, i18n.locale, dayStart) : '';
  const open = () => {
    const at = zoneNow(zone);
    setNow(at);
    setIsOpen(true);
    setName(i18n._(report.title));
    // Dates that move with today are what a saved view is mostly for: offered first when they fit.
    const moving = rangeChoices(resolveRange(search, at, dayStart), at, dayStart);
    setChoice(moving[1] ?? { kind: 'fixed' });
    setIsDefault(false);
    dialog.current?.showModal();
  };
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    untold.current = trimmed;
    const told = () => {
      if (untold.current !== trimmed) return false;
      untold.current = null;
      return true;
    };
    save.mutate(
      {
        userId: user.id,
        view: {
          id: newViewId(),
          storeId,
          name: trimmed,
          path: report.path,
          // The currency shown, also when it comes from this device's last choice rather than the link.
          search: savedSearch({ ...search, currency: search.currency ?? currency?.code }, choice),
          range: choice,
          isDefault,
          updatedAt: Date.now(),
        },
      },
      { onSuccess: () => told() && toasts.show('success', t`View “${trimmed}” saved.`) },
    );
    dialog.current?.close();
  };

  return (
    <>
      <button type="button" className="button" onClick={open}>
        <Trans>Save view</Trans>
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={() => setIsOpen(false)}>
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h2 id={titleId} className="dialog__title">
            <Trans>Save this view</Trans>
          </h2>
          <TextField
            id={nameId}
            label={<Trans>Name</Trans>}
            value={name}
            required
            maxLength={SAVED_VIEW_NAME_MAX}
            onChange={setName}
          />
          <RadioChoices
            legend={<Trans>Dates</Trans>}
            name="range"
            choices={choices}
            keyOf={choiceKey}
            chosen={choice}
            label={(option) => (
              <span>
                <RangeChoiceLabel range={option} dates={rangeLabel} />
              </span>
            )}
            onChange={setChoice}
          />
          <label className="dialog__choice">
            <input
              type="checkbox"
              checked={isDefault}
              onChange={(event) => setIsDefault(event.target.checked)}
            />
            <span>
              <Trans>Open this view when I sign in</Trans>
            </span>
          </label>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="button button--primary">
              <Trans>Save</Trans>
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
