import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect } from 'react';
import { useChoiceShownAtOnce } from '../ui/useChoiceShownAtOnce';
import { useDisclosure } from '../ui/useDisclosure';
import type { ColumnChoice, ColumnPickerProps } from './types';
import './tables.css';
import './column-picker.css';

/** The ids to show once `id` is toggled, in the columns' order. */
export function toggledIds(columns: readonly ColumnChoice[], id: string): string[] {
  return columns.filter((column) => (column.id === id ? !column.visible : column.visible)).map((c) => c.id);
}

/** A "Customize" button opening a list of checkboxes, one per column; one column always stays shown. */
export function ColumnPicker({ columns, onChange, buttonLabel, children }: ColumnPickerProps) {
  const { t } = useLingui();
  const picker = useDisclosure();
  const hintId = useId();
  const panel = picker.panelProps.ref;
  // The panel ends above the viewport's bottom edge and scrolls within, wherever its button is.
  useLayoutEffect(() => {
    const element = panel.current;
    // A phone's sheet from the bottom has its own height.
    if (!picker.open || !element || getComputedStyle(element).position === 'fixed') return;
    const room = window.innerHeight - element.getBoundingClientRect().top - 16;
    element.style.maxHeight = `${Math.max(160, Math.floor(room))}px`;
  }, [picker.open, panel]);
  // The choice shows at once, before the URL it is kept in has changed (a navigation may wait for data).
  const passedIds = columns
    .filter((column) => column.visible)
    .map((column) => column.id)
    .join(',');
  const [shownIds, choose] = useChoiceShownAtOnce(passedIds);
  const visibleIds = shownIds.split(',');
  const shown = columns.map((column) => ({ ...column, visible: visibleIds.includes(column.id) }));
  const visibleCount = shown.filter((column) => column.visible).length;
  const toggle = (id: string) => {
    const next = toggledIds(shown, id);
    choose(next.join(','));
    onChange(next);
  };

  return (
    <div className="column-picker" ref={picker.containerRef}>
      <button type="button" className="button column-picker__button" {...picker.buttonProps}>
        {buttonLabel ?? t`Customize`}
        <span className="chevron" aria-hidden="true" />
      </button>
      <div className="column-picker__panel popover" {...picker.panelProps}>
        {children && <div className="column-picker__extra">{children}</div>}
        <fieldset className="column-picker__list">
          <legend className="column-picker__legend">
            <Trans>Columns</Trans>
          </legend>
          {shown.map((column) => {
            const locked = column.visible && visibleCount <= 1;
            return (
              <label
                key={column.id}
                className={locked ? 'column-picker__item column-picker__item--locked' : 'column-picker__item'}
              >
                <input
                  type="checkbox"
                  checked={column.visible}
                  disabled={locked}
                  aria-describedby={locked ? hintId : undefined}
                  onChange={() => toggle(column.id)}
                />
                <span>{column.label}</span>
              </label>
            );
          })}
        </fieldset>
        {visibleCount <= 1 && (
          <p id={hintId} className="column-picker__hint">
            <Trans>At least one column stays visible.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
