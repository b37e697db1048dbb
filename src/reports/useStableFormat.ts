import { useMemo } from 'react';
import type { FormatContext } from './cellValue';

/**
 * The same format object for as long as its values stay the same, so what is derived from it (a chart's
 * formatters, its series in the display currency) is made once per answer, not on every render.
 */
export function useStableFormat(format: FormatContext): FormatContext {
  const key = JSON.stringify(format);
  return useMemo(() => JSON.parse(key) as FormatContext, [key]);
}
