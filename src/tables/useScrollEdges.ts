import { useCallback, useRef } from 'react';

/**
 * Marks a scrolling frame with what lies beyond its edges (`data-more-start`, `data-more-end`), so
 * its pinned columns draw a shadow there and the reader sees that the table scrolls. Written on the
 * element, not in state: a scroll never renders the table again.
 */
export function useScrollEdges(): (element: HTMLElement | null) => void {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((element: HTMLElement | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!element) return;
    let frame = 0;
    const mark = () => {
      frame = 0;
      const end = element.scrollWidth - element.clientWidth;
      // Right to left documents scroll to negative offsets.
      const scrolled = Math.abs(element.scrollLeft);
      element.toggleAttribute('data-more-start', scrolled > 1);
      element.toggleAttribute('data-more-end', end - scrolled > 1);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(mark);
    };
    mark();
    element.addEventListener('scroll', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    cleanup.current = () => {
      element.removeEventListener('scroll', schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
}
