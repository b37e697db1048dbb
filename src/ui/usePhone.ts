import { useMediaQuery } from './useMediaQuery';

/** The width from which a screen is not a phone's: the stylesheets' phones are `max-width: 639.98px`. */
export const WIDE_SCREEN = '(min-width: 640px)';

/**
 * Whether the screen is a phone's (narrower than 640 px), following changes: the shell's menu, the
 * folded filters and a report's list of rows. Not a phone where the browser cannot tell.
 */
export function usePhone(): boolean {
  return !useMediaQuery(WIDE_SCREEN, true);
}
