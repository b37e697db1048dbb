import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { FormatContext } from './cellValue';

/**
 * The same format object for as long as its values stay the same, so what is derived from it (a chart's
 * formatters, its series in the display currency) is made once per answer, not on every render. It
 * carries the app's catalogue, which names periods ("Week of Oct 26").
 */
export function useStableFormat(format: FormatContext): FormatContext {
  const { i18n } = useLingui();
  const { i18n: _given, ...values } = format;
  const key = JSON.stringify(values);
  return useMemo(() => ({ ...(JSON.parse(key) as FormatContext), i18n }), [key, i18n]);
}
