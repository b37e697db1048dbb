import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FilterPopup } from './FilterPopup';
import { type SelectionKind, type SelectionTexts, selectionTexts } from './selectionTexts';
import { usePopupDraft } from './usePopupDraft';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  /** Extra text under the label (a salesperson's username, an outlet of a register…). */
  detail?: string;
  /** A remark beside the label (canceled orders: "not counted in revenue"). */
  note?: string;
}

/**
 * What no filter chooses when it is not every choice (the order states of a report that leaves
 * canceled orders out): the choices it ticks, and the button's text for it.
 */
export interface Unfiltered<T extends string | number> {
  values: readonly T[];
  summary: string;
}

interface MultiSelectProps<T extends string | number> {
  id: string;
  label: string;
  /** What is chosen: its summary and hint agree with it. */
  kind: SelectionKind;
  choices: readonly Choice<T>[];
  /** Undefined: no filter, which is every choice unless `unfiltered` says otherwise. An empty list: none selected. */
  selected: readonly T[] | undefined;
  /**
   * What no filter chooses when it is not every choice. Applying exactly its values sends no filter;
   * every choice is then a list like any other, sent by name.
   */
  unfiltered?: Unfiltered<T>;
  /** A line above the choices that says what they mean. */
  help?: string;
  onApply: (selected: T[] | undefined) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  loading?: boolean;
  /** Whether "none selected" may be applied (outlets and registers send -1; others need one). */
  allowNone?: boolean;
}

function sameValues<T>(a: readonly T[], b: readonly T[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((value) => set.has(value));
}

function summary<T extends string | number>(
  choices: readonly Choice<T>[],
  selected: readonly T[] | undefined,
  texts: SelectionTexts,
  unfiltered: Unfiltered<T> | undefined,
): string {
  if (
    unfiltered &&
    (selected === undefined || (unfiltered.values.length > 0 && sameValues(selected, unfiltered.values)))
  )
    return unfiltered.summary;
  if (selected === undefined || (choices.length > 0 && selected.length === choices.length)) return texts.all;
  if (selected.length === 0) return texts.none;
  if (selected.length === 1) return choices.find((c) => c.value === selected[0])?.label ?? texts.selected(1);
  return texts.selected(selected.length);
}

/** A filter popup of checkboxes with a check-all box that shows a partial state. */
export function MultiSelect<T extends string | number>({
  id,
  label,
  kind,
  choices,
  selected,
  unfiltered,
  help,
  onApply,
  open,
  onOpenChange,
  loading = false,
  allowNone = false,
}: MultiSelectProps<T>) {
  const { i18n } = useLingui();
  const allId = useId();
  const [draft, setDraft] = usePopupDraft<ReadonlySet<T>>(
    open,
    new Set(selected ?? unfiltered?.values ?? choices.map((c) => c.value)),
  );

  const allChecked = choices.length > 0 && choices.every((c) => draft.has(c.value));
  const someChecked = choices.some((c) => draft.has(c.value));
  const mixed = someChecked && !allChecked;

  const toggle = (value: T) =>
    setDraft((current) => {
      const next = new Set(current);
      if (next.has(value)) next.delete(value);
      else next.add(value);
      return next;
    });

  const apply = () => {
    const values = choices.map((c) => c.value).filter((value) => draft.has(value));
    const noFilter = unfiltered?.values ?? choices.map((c) => c.value);
    onApply(sameValues(values, noFilter) ? undefined : values);
    onOpenChange(false);
  };

  const texts = selectionTexts(i18n, kind);
  const text = summary(choices, selected, texts, unfiltered);

  return (
    <FilterPopup
      id={id}
      label={label}
      value={text}
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <>
          {!allowNone && !someChecked && (
            <p className="filter-popup__hint" role="status">
              {texts.atLeastOne}
            </p>
          )}
          <button type="button" className="button" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={apply}
            disabled={loading || (!allowNone && !someChecked)}
          >
            <Trans>Apply</Trans>
          </button>
        </>
      }
    >
      {loading ? (
        <p className="filter-popup__empty" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : choices.length === 0 ? (
        <p className="filter-popup__empty">
          <Trans>Nothing to choose from.</Trans>
        </p>
      ) : (
        <fieldset className="checklist">
          <legend className="visually-hidden">{label}</legend>
          {help && <p className="checklist__help">{help}</p>}
          <label className="checklist__item checklist__item--all" htmlFor={allId}>
            <input
              id={allId}
              ref={(input) => {
                // Set at every commit: the box mounts anew each time the popup opens.
                if (input) input.indeterminate = mixed;
              }}
              type="checkbox"
              checked={allChecked}
              aria-checked={mixed ? 'mixed' : allChecked}
              onChange={() => setDraft(() => (allChecked ? new Set() : new Set(choices.map((c) => c.value))))}
            />
            <span>
              <Trans>Select all</Trans>
            </span>
          </label>
          {choices.map((choice) => (
            <label key={choice.value} className="checklist__item">
              <input
                type="checkbox"
                checked={draft.has(choice.value)}
                onChange={() => toggle(choice.value)}
              />
              <span>
                {choice.label}
                {choice.note && (
                  <>
                    {' '}
                    <span className="checklist__note">{choice.note}</span>
                  </>
                )}
                {choice.detail && <span className="checklist__detail">{choice.detail}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </FilterPopup>
  );
}
