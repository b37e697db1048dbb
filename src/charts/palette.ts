/**
 * Series colours: eight, so that the most series a chart draws at once (`MOST_SERIES`) each have their
 * own, plus a grey for "Other" (the series summed together). Chosen among Tailwind's shades so that
 * every pair, "Other" included, stays apart (CIEDE2000 ΔE ≥ 10) for normal vision and under simulated
 * deuteranopia and protanopia, the two common colour-vision deficiencies, in both schemes, and each has
 * at least 3:1 contrast with its surface, the minimum for a graphic (palette.test.ts checks all three).
 * Blue and orange come first: a chart of one or two series (new and returning customers) uses them.
 */
export const SERIES_PALETTE: readonly string[] = [
  '#0369a1', // blue (sky-700)
  '#d97706', // orange (amber-600)
  '#059669', // green (emerald-600)
  '#a855f7', // purple (purple-500)
  '#7f1d1d', // maroon (red-900)
  '#115e59', // dark teal (teal-800)
  '#f43f5e', // rose (rose-500)
  '#a16207', // ochre (yellow-700)
];

/** "Other": the series a chart sums together, in a neutral grey. */
export const OTHER_COLOR = '#6b7280';

export function colorAt(palette: readonly string[], index: number): string {
  return palette[index % palette.length] ?? '#1d4ed8';
}

/** Text and line colours of the app (src/theme/base.css); nivo draws SVG and cannot read CSS variables. */
export const INK = {
  text: '#111827',
  muted: '#4b5563',
  grid: '#e5e7eb',
  border: '#d1d5db',
  surface: '#ffffff',
} as const;

export type Ink = { [K in keyof typeof INK]: string };

/** The same roles on the dark surface of src/theme/base.css (text ≥ 7:1, muted ≥ 4.5:1 on it). */
export const DARK_INK: Ink = {
  text: '#f3f4f6',
  muted: '#cbd5e1',
  grid: '#334155',
  border: '#475569',
  surface: '#1e293b',
};

/** The same series on the dark surface: the same hues, lighter (at least 3:1 with it). */
export const DARK_SERIES_PALETTE: readonly string[] = [
  '#7dd3fc', // blue (sky-300)
  '#f59e0b', // orange (amber-500)
  '#10b981', // green (emerald-500)
  '#c084fc', // purple (purple-400)
  '#ef4444', // red (red-500)
  '#5eead4', // teal (teal-300)
  '#fda4af', // rose (rose-300)
  '#fef08a', // yellow (yellow-200)
];

export const DARK_OTHER_COLOR = '#94a3b8';

export type ColorScheme = 'light' | 'dark';

export interface ChartColors {
  ink: Ink;
  /** A colour per series drawn, in order (see `seriesColors`). */
  series: readonly string[];
  /** The colour of "Other". */
  other: string;
}

export function chartColors(scheme: ColorScheme): ChartColors {
  return scheme === 'dark'
    ? { ink: DARK_INK, series: DARK_SERIES_PALETTE, other: DARK_OTHER_COLOR }
    : { ink: INK, series: SERIES_PALETTE, other: OTHER_COLOR };
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours (WCAG), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Text on a series colour (a pie slice's label): black or white, whichever reads better on it (≥ 4.5:1). */
export function textOn(color: string): string {
  const dark = '#000000';
  const light = '#ffffff';
  return contrastRatio(color, dark) >= contrastRatio(color, light) ? dark : light;
}
