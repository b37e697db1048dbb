/**
 * Series colours. Every colour has at least 4.5:1 contrast with white, so marks stand out on the
 * white surface and white text (pie labels) stays readable on them. Neighbours differ in hue.
 */
export const LINE_PALETTE: readonly string[] = [
  '#1d4ed8', // blue (the app's primary)
  '#c2410c', // orange
  '#047857', // emerald
  '#7e22ce', // purple
  '#be123c', // crimson
  '#0e7490', // cyan
  '#a16207', // ochre
  '#4d7c0f', // olive
  '#a21caf', // magenta
  '#475569', // slate
];

export const BAR_PALETTE: readonly string[] = [
  ...LINE_PALETTE,
  '#1e3a8a', // navy
  '#7c2d12', // brown
  '#0f766e', // teal
  '#db2777', // pink
  '#3f6212', // dark olive
];

export const PIE_PALETTE = LINE_PALETTE;

export function colorAt(palette: readonly string[], index: number): string {
  return palette[index % palette.length] ?? '#1d4ed8';
}

/** Text and line colours of the app (src/styles.css); nivo draws SVG and cannot read CSS variables. */
export const INK = {
  text: '#111827',
  muted: '#4b5563',
  grid: '#e5e7eb',
  border: '#d1d5db',
  surface: '#ffffff',
} as const;

export type Ink = { [K in keyof typeof INK]: string };

/** The same roles on the dark surface of src/styles.css (text ≥ 7:1, muted ≥ 4.5:1 on it). */
export const DARK_INK: Ink = {
  text: '#f3f4f6',
  muted: '#cbd5e1',
  grid: '#334155',
  border: '#475569',
  surface: '#1e293b',
};

/**
 * Series colours for the dark surface: each has at least 4.5:1 contrast with it (so at least 3:1 as a
 * graphic) and dark text stays readable on it (pie labels use the dark ink's surface colour).
 */
export const DARK_LINE_PALETTE: readonly string[] = [
  '#93c5fd', // blue
  '#fdba74', // orange
  '#6ee7b7', // emerald
  '#d8b4fe', // purple
  '#fda4af', // rose
  '#67e8f9', // cyan
  '#fcd34d', // amber
  '#bef264', // lime
  '#f0abfc', // fuchsia
  '#cbd5e1', // slate
];

export const DARK_BAR_PALETTE: readonly string[] = [
  ...DARK_LINE_PALETTE,
  '#a5b4fc', // indigo
  '#fca5a5', // red
  '#5eead4', // teal
  '#f9a8d4', // pink
  '#d9f99d', // light lime
];

export type ColorScheme = 'light' | 'dark';

export interface ChartColors {
  ink: Ink;
  line: readonly string[];
  bar: readonly string[];
  pie: readonly string[];
  /** Text drawn on a series colour (pie slice labels). */
  onSeries: string;
}

export function chartColors(scheme: ColorScheme): ChartColors {
  return scheme === 'dark'
    ? {
        ink: DARK_INK,
        line: DARK_LINE_PALETTE,
        bar: DARK_BAR_PALETTE,
        pie: DARK_LINE_PALETTE,
        onSeries: '#0f172a',
      }
    : { ink: INK, line: LINE_PALETTE, bar: BAR_PALETTE, pie: PIE_PALETTE, onSeries: INK.surface };
}
