import { type RefObject, useEffect, useState } from 'react';

/** How far outside the viewport an element counts as about to be seen, so a chart is drawn before it scrolls in. */
const AHEAD = '200px';

/** One screen's height beyond the viewport: far enough ahead to start loading what will be drawn. */
export const SCREEN_AHEAD = '100% 0px';

/**
 * Whether the element has come within `ahead` of the viewport yet; once true, stays true. An element in
 * a closed panel (not displayed) is not in view until the panel opens. Without IntersectionObserver,
 * always true.
 */
export function useInView(ref: RefObject<Element | null>, ahead = AHEAD): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: ahead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, ref, ahead]);
  return inView;
}
