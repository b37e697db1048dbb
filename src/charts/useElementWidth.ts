import { type RefObject, startTransition, useLayoutEffect, useState } from 'react';

/**
 * The content width of an element, 0 until measured; follows resizes. The width is set in a transition:
 * a state change in a layout effect is otherwise rendered at once, in the same task as the commit that
 * mounted the element, and with it any background render still pending on the screen (a report's table).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measured = Math.floor(element.getBoundingClientRect().width);
    startTransition(() => setWidth(measured));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) startTransition(() => setWidth(Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
