import { describe, expect, it } from 'vitest';
import { BAR_PALETTE, colorAt, LINE_PALETTE } from './palette';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('palettes', () => {
  it('have 15 bar colours and 10 line colours, starting with the primary blue', () => {
    expect(BAR_PALETTE).toHaveLength(15);
    expect(LINE_PALETTE).toHaveLength(10);
    expect(BAR_PALETTE[0]).toBe('#1d4ed8');
    expect(LINE_PALETTE[0]).toBe('#1d4ed8');
  });

  it('hold distinct colours with at least 4.5:1 contrast on white', () => {
    expect(new Set(BAR_PALETTE).size).toBe(BAR_PALETTE.length);
    for (const color of BAR_PALETTE) expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
  });

  it('cycle when there are more series than colours', () => {
    expect(colorAt(LINE_PALETTE, 10)).toBe(LINE_PALETTE[0]);
  });
});
