import { useMediaQuery } from '../ui/useMediaQuery';

/** True while the user asks for reduced motion; follows changes of the setting. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}
