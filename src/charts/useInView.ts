import { type RefObject, useEffect, useState } from 'react';

/** How far outside the viewport an element counts as about to be seen, so a chart is drawn before it scrolls in. */
const AHEAD = '200px';

/**
 * Whether the element has come near the viewport yet; once true, stays true. An element in a closed
 * panel (not displayed) is not in view until the panel opens. Without IntersectionObserver, always true.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, ref]);
  return inView;
}
