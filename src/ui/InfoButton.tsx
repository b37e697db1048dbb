import { useLingui } from '@lingui/react/macro';
import { type RefObject, useLayoutEffect } from 'react';
import { useDisclosure } from './useDisclosure';
import './info-button.css';

/** Room kept between the panel and the edges of the screen, and between the panel and its button. */
const EDGE = 8;
const GAP = 6;

interface InfoButtonProps {
  /** What the button explains, in its name: "What is {term}?". */
  term: string;
  paragraphs: readonly string[];
}

/**
 * A small "i" button beside a figure's name that shows what the figure means. The panel is a manual
 * popover (the top layer, so a scrolling table or a sticky header never clips it) placed under the
 * button within the screen; Escape, a click or focus elsewhere close it.
 */
export function InfoButton({ term, paragraphs }: InfoButtonProps) {
  const { t } = useLingui();
  const info = useDisclosure();
  usePanelPlacement(info.open, info.buttonProps.ref, info.panelRef);
  return (
    <div className="info" ref={info.containerRef}>
      <button type="button" className="info__button" aria-label={t`What is ${term}?`} {...info.buttonProps}>
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="10" cy="6.25" r="1.15" fill="currentColor" />
          <path d="M10 9v5.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
      <div className="info__panel" popover="manual" {...info.panelProps}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

/** Shows the open panel in the top layer where the browser has popovers, under (or above) its button. */
function usePanelPlacement(
  open: boolean,
  buttonRef: RefObject<HTMLButtonElement | null>,
  panelRef: RefObject<HTMLDivElement | null>,
) {
  useLayoutEffect(() => {
    const button = buttonRef.current;
    const panel = panelRef.current;
    if (!open || !button || !panel) return;
    const native = typeof panel.showPopover === 'function';
    if (native && !panel.matches(':popover-open')) panel.showPopover();
    const place = () => {
      const anchor = button.getBoundingClientRect();
      const viewport = document.documentElement;
      const width = panel.offsetWidth;
      const height = panel.offsetHeight;
      const centred = anchor.left + anchor.width / 2 - width / 2;
      const left = Math.max(EDGE, Math.min(centred, viewport.clientWidth - width - EDGE));
      const below = anchor.bottom + GAP;
      const above = anchor.top - GAP - height;
      const fitsBelow = below + height <= window.innerHeight - EDGE;
      panel.style.left = `${left}px`;
      panel.style.top = `${fitsBelow || above < EDGE ? below : above}px`;
    };
    place();
    window.addEventListener('resize', place);
    // Capture: the table's own frame scrolls too.
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      if (native && panel.matches(':popover-open')) panel.hidePopover();
    };
  }, [open, buttonRef, panelRef]);
}
