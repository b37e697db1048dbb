import type { BarDatum, BarSvgProps } from '@nivo/bar';
import { INK } from './palette';

type PartialTheme = NonNullable<BarSvgProps<BarDatum>['theme']>;

const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans KR", "Noto Sans TC", sans-serif';

const text = { fontFamily: FONT_FAMILY, fontSize: 12, fill: INK.text };
const mutedText = { ...text, fill: INK.muted };

/** Every chart text at 12 px or more, in the app's colours. */
export const chartTheme: PartialTheme = {
  background: 'transparent',
  text,
  axis: {
    domain: { line: { stroke: INK.border, strokeWidth: 1 } },
    ticks: { line: { stroke: INK.border, strokeWidth: 1 }, text: mutedText },
    legend: { text },
  },
  grid: { line: { stroke: INK.grid, strokeWidth: 1 } },
  crosshair: { line: { stroke: INK.muted, strokeWidth: 1, strokeOpacity: 0.75, strokeDasharray: '4 4' } },
  legends: { text, title: { text }, ticks: { text } },
  labels: { text: { ...text, fill: INK.surface, fontWeight: 600 } },
  tooltip: {
    container: {
      fontFamily: FONT_FAMILY,
      fontSize: 13,
      color: INK.text,
      background: INK.surface,
      maxHeight: 300,
      overflow: 'auto',
    },
  },
};
