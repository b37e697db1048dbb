import { describe, expect, it } from 'vitest';
import { MOST_SERIES } from './drawnSeries';
import { chartColors, colorAt, contrastRatio, DARK_INK, INK, SERIES_PALETTE, textOn } from './palette';

/** Linear-light RGB of a `#rrggbb` colour. */
function linear(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
}

type Vision = 'normal' | 'deuteranopia' | 'protanopia';

/** Machado, Oliveira & Fernandes (2009), severity 1: the colours a dichromat sees, in linear RGB. */
const SIMULATION: Record<Exclude<Vision, 'normal'>, number[][]> = {
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
};

/** CIELAB (D65) of a colour as seen with `vision`. */
function labAs(hex: string, vision: Vision): [number, number, number] {
  const rgb = linear(hex);
  const [r, g, b] =
    vision === 'normal'
      ? rgb
      : (SIMULATION[vision].map((row) =>
          Math.min(1, Math.max(0, (row[0] ?? 0) * rgb[0] + (row[1] ?? 0) * rgb[1] + (row[2] ?? 0) * rgb[2])),
        ) as [number, number, number]);
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIEDE2000 colour difference: about 2 is barely noticed side by side, 10 and more is plainly another colour. */
function deltaE2000([l1, a1, b1]: number[], [l2, a2, b2]: number[]): number {
  const [L1, A1, B1, L2, A2, B2] = [l1, a1, b1, l2, a2, b2] as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const rad = Math.PI / 180;
  const meanC = (Math.hypot(A1, B1) + Math.hypot(A2, B2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(meanC ** 7 / (meanC ** 7 + 25 ** 7)));
  const [a1p, a2p] = [(1 + g) * A1, (1 + g) * A2];
  const [c1, c2] = [Math.hypot(a1p, B1), Math.hypot(a2p, B2)];
  const hue = (b: number, a: number) => (a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const [h1, h2] = [hue(B1, a1p), hue(B2, a2p)];
  let dh = c1 * c2 === 0 ? 0 : h2 - h1;
  if (dh > 180) dh -= 360;
  if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(c1 * c2) * Math.sin((dh * rad) / 2);
  const meanL = (L1 + L2) / 2;
  const meanCp = (c1 + c2) / 2;
  let meanH = h1 + h2;
  if (c1 * c2 !== 0)
    meanH = Math.abs(h1 - h2) > 180 ? (h1 + h2 + (h1 + h2 < 360 ? 360 : -360)) / 2 : (h1 + h2) / 2;
  const t =
    1 -
    0.17 * Math.cos((meanH - 30) * rad) +
    0.24 * Math.cos(2 * meanH * rad) +
    0.32 * Math.cos((3 * meanH + 6) * rad) -
    0.2 * Math.cos((4 * meanH - 63) * rad);
  const sl = 1 + (0.015 * (meanL - 50) ** 2) / Math.sqrt(20 + (meanL - 50) ** 2);
  const sc = 1 + 0.045 * meanCp;
  const sh = 1 + 0.015 * meanCp * t;
  const rc = 2 * Math.sqrt(meanCp ** 7 / (meanCp ** 7 + 25 ** 7));
  const rt = -Math.sin(2 * 30 * Math.exp(-(((meanH - 275) / 25) ** 2)) * rad) * rc;
  const [dl, dc, dhh] = [(L2 - L1) / sl, (c2 - c1) / sc, dH / sh];
  return Math.sqrt(dl ** 2 + dc ** 2 + dhh ** 2 + rt * dc * dhh);
}

/** The closest two colours of a set as seen with `vision`. */
function closestPair(colors: readonly string[], vision: Vision): { pair: string; difference: number } {
  let closest = { pair: '', difference: Number.POSITIVE_INFINITY };
  colors.forEach((a, i) => {
    for (const b of colors.slice(i + 1)) {
      const difference = deltaE2000(labAs(a, vision), labAs(b, vision));
      if (difference < closest.difference) closest = { pair: `${a} / ${b}`, difference };
    }
  });
  return closest;
}

describe('series palettes', () => {
  it('have a colour for each series a chart draws at once, starting with blue', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const colors = chartColors(scheme);
      expect(colors.series).toHaveLength(MOST_SERIES);
      expect(new Set([...colors.series, colors.other]).size).toBe(MOST_SERIES + 1);
    }
    expect(SERIES_PALETTE[0]).toBe('#0369a1');
  });

  it.each([
    ['light', INK.surface],
    ['dark', DARK_INK.surface],
  ] as const)('stand out on the %s surface (3:1, the minimum for a graphic)', (scheme, surface) => {
    const colors = chartColors(scheme);
    for (const color of [...colors.series, colors.other]) {
      expect(contrastRatio(color, surface), color).toBeGreaterThanOrEqual(3);
    }
  });

  it.each([
    ['light', 'normal'],
    ['light', 'deuteranopia'],
    ['light', 'protanopia'],
    ['dark', 'normal'],
    ['dark', 'deuteranopia'],
    ['dark', 'protanopia'],
  ] as const)('keep every pair apart in the %s scheme with %s vision, "Other" included', (scheme, vision) => {
    const colors = chartColors(scheme);
    const { pair, difference } = closestPair([...colors.series, colors.other], vision);
    expect(difference, pair).toBeGreaterThanOrEqual(10);
  });

  it('tells apart the colours that read as one to a dichromat (the check is not blind)', () => {
    // Orange and ochre of the former palette: apart for normal vision, the same under deuteranopia.
    expect(deltaE2000(labAs('#c2410c', 'normal'), labAs('#a16207', 'normal'))).toBeGreaterThan(10);
    expect(deltaE2000(labAs('#c2410c', 'deuteranopia'), labAs('#a16207', 'deuteranopia'))).toBeLessThan(2);
  });

  it('cycle when there are more series than colours', () => {
    expect(colorAt(SERIES_PALETTE, MOST_SERIES)).toBe(SERIES_PALETTE[0]);
  });

  it('write labels on a slice in the ink that reads best on it', () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const color of chartColors(scheme).series) {
        expect(contrastRatio(textOn(color), color), color).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(textOn('#0369a1')).toBe('#ffffff');
    expect(textOn('#fef08a')).toBe('#000000');
  });
});
