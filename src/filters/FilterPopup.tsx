import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react';

interface FilterPopupProps {
  id: string;
  label: string;
  /** What is chosen now, shown on the button. */
  value: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  footer?: ReactNode;
  /** The date picker is wider; on a phone every popup is a full-width sheet. */
  wide?: boolean;
}

/**
 * A filter button and its popup. The filter bar owns which one is open, so opening one closes the
 * others. Escape closes and returns focus to the button; a click outside closes.
 */
export function FilterPopup({
  id,
  label,
  value,
  open,
  onOpenChange,
  children,
  footer,
  wide,
}: FilterPopupProps) {
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // The owner passes a new onOpenChange on each render; the listeners and the first focus belong to
  // the opening only, or each re-render of the owner would move the focus back to the first field.
  const close = useEffectEvent(() => onOpenChange(false));
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    panel.current?.querySelector<HTMLElement>('input, select, button, [tabindex="0"]')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, [open]);

  const panelId = `${id}-panel`;
  return (
    <div className={wide ? 'filter-popup filter-popup--wide' : 'filter-popup'} ref={container}>
      <button
        ref={button}
        id={id}
        type="button"
        className="filter-popup__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => onOpenChange(!open)}
      >
        <span className="filter-popup__label">{label}</span>
        {/* A value cut to fit is whole on hover; the button's name reads it whole. */}
        <span className="filter-popup__value" title={value}>
          {value}
        </span>
        <span className="chevron" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={id}
          className={`filter-popup__panel${wide ? ' filter-popup__panel--wide' : ''}`}
        >
          <div className="filter-popup__body">{children}</div>
          {footer && <div className="filter-popup__footer">{footer}</div>}
        </div>
      )}
    </div>
  );
}
