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
