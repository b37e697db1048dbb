import { useMemo } from 'react';
import { useMediaQuery } from '../ui/useMediaQuery';
import { type ChartColors, type ColorScheme, chartColors } from './palette';
import { chartThemeFor } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The system's colour scheme, followed live. */
export function useColorScheme(): ColorScheme {
  return useMediaQuery(DARK_QUERY, false) ? 'dark' : 'light';
}

/** The chart colours and nivo theme for the system's colour scheme. */
export function useChartColors(): ChartColors & { theme: ReturnType<typeof chartThemeFor> } {
  const scheme = useColorScheme();
  return useMemo(() => {
    const colors = chartColors(scheme);
    return { ...colors, theme: chartThemeFor(colors.ink) };
  }, [scheme]);
}
