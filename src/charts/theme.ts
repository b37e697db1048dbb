import type { BarDatum, BarSvgProps } from '@nivo/bar';
import { INK, type Ink } from './palette';

type PartialTheme = NonNullable<BarSvgProps<BarDatum>['theme']>;

export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans KR", "Noto Sans TC", sans-serif';

/** Every chart text at 12 px or more, in the app's colours. */
export function chartThemeFor(ink: Ink): PartialTheme {
  const text = { fontFamily: FONT_FAMILY, fontSize: 12, fill: ink.text };
  const mutedText = { ...text, fill: ink.muted };
  return {
    background: 'transparent',
    text,
    axis: {
      domain: { line: { stroke: ink.border, strokeWidth: 1 } },
      ticks: { line: { stroke: ink.border, strokeWidth: 1 }, text: mutedText },
      legend: { text },
    },
    grid: { line: { stroke: ink.grid, strokeWidth: 1 } },
    crosshair: { line: { stroke: ink.muted, strokeWidth: 1, strokeOpacity: 0.75, strokeDasharray: '4 4' } },
    legends: { text, title: { text }, ticks: { text } },
    labels: { text: { ...text, fill: ink.surface, fontWeight: 600 } },
    tooltip: {
      container: {
        fontFamily: FONT_FAMILY,
        fontSize: 13,
        color: ink.text,
        background: ink.surface,
        maxHeight: 300,
        overflow: 'auto',
      },
    },
  };
}

export const chartTheme: PartialTheme = chartThemeFor(INK);
