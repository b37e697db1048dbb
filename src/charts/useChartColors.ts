import { useMemo, useSyncExternalStore } from 'react';
import { type ChartColors, type ColorScheme, chartColors } from './palette';
import { chartThemeFor } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The system's colour scheme, followed live. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(
    subscribe,
    () => (globalThis.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light'),
    () => 'light',
  );
}

/** The chart colours and nivo theme for the system's colour scheme. */
export function useChartColors(): ChartColors & { theme: ReturnType<typeof chartThemeFor> } {
  const scheme = useColorScheme();
  return useMemo(() => {
    const colors = chartColors(scheme);
    return { ...colors, theme: chartThemeFor(colors.ink) };
  }, [scheme]);
}
