import { describe, expect, it } from 'vitest';
import {
  barLabelCharacters,
  CANVAS_MAX_AREA,
  CANVAS_MAX_SIDE,
  canvasPixelRatio,
  cartesianMargin,
  minPlotWidth,
  niceTicks,
  PX_PER_X,
  plotHeights,
  valueLabelWidth,
  xTickValues,
} from './layout';

describe('niceTicks', () => {
  it('gives about five round ticks covering the values', () => {
    expect(niceTicks(0, 12_345_678)).toEqual([0, 2e6, 4e6, 6e6, 8e6, 10e6, 12e6, 14e6]);
    expect(niceTicks(0, 1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(-30, 95)).toEqual([-40, -20, 0, 20, 40, 60, 80, 100]);
  });

  it('keeps counts whole', () => {
    expect(niceTicks(0, 3, 5, true)).toEqual([0, 1, 2, 3]);
  });
});

describe('margins', () => {
  it('leave room for the widest money label beside the value axis', () => {
    const money = (value: number) => `$${value.toLocaleString('en-US')}`;
    const width = valueLabelWidth(niceTicks(0, 12_345_678), money);
    expect(width).toBeGreaterThanOrEqual('$14,000,000'.length * 7);
    expect(cartesianMargin('bar', width, 70).left).toBeGreaterThan(width);
  });
});

describe('scrolling', () => {
  const margin = { top: 0, right: 10, bottom: 0, left: 50 };

  it('gives bars and lines a min width beyond 40 x values', () => {
    expect(minPlotWidth('bar', 40, margin)).toBe(0);
    expect(minPlotWidth('line', 41, margin)).toBe(41 * 28 + 60);
    expect(minPlotWidth('pie', 100, margin)).toBe(0);
  });

  it('grows horizontal bars at 30 px a bar beyond 50, in a frame of the chart height', () => {
    expect(plotHeights('horizontalBar', 10, 320)).toEqual({ plot: 320, frame: 320, scrollsY: false });
    expect(plotHeights('horizontalBar', 51, 320)).toMatchObject({ frame: 320, scrollsY: true });
    expect(plotHeights('horizontalBar', 51, 320).plot).toBeGreaterThan(51 * 30);
    expect(plotHeights('bar', 500, 320)).toEqual({ plot: 320, frame: 320, scrollsY: false });
  });

  it('thins x labels so that they do not overlap', () => {
    const xs = Array.from({ length: 30 }, (_, index) => String(index));
    expect(xTickValues(xs, 3000, 70)).toHaveLength(30);
    expect(xTickValues(xs, 300, 70)).toEqual(['0', '9', '18', '27']);
  });
});

describe('barLabelCharacters', () => {
  it('gives horizontal bar labels a share of the width: whole names on a tablet, at least ten characters', () => {
    expect(barLabelCharacters(1000)).toBeGreaterThanOrEqual('Premium Candles 1'.length);
    expect(barLabelCharacters(200)).toBe(10);
    expect(barLabelCharacters(0)).toBe(10);
    expect(barLabelCharacters(10_000)).toBe(32);
    expect(barLabelCharacters(600)).toBeGreaterThan(barLabelCharacters(400));
  });
});

describe('canvasPixelRatio', () => {
  it("keeps the screen's ratio for a drawing a phone holds easily", () => {
    expect(canvasPixelRatio(800, 320, 3)).toBe(3);
  });

  it('lowers it so that a year by day stays within the area a phone holds', () => {
    const width = 365 * PX_PER_X + 100;
    const ratio = canvasPixelRatio(width, 320, 3);
    expect(ratio).toBeLessThan(3);
    expect(width * ratio * 320 * ratio).toBeLessThanOrEqual(CANVAS_MAX_AREA + 1);
  });

  it('keeps each side within the most a canvas may have, and never goes below 1', () => {
    expect(20_000 * canvasPixelRatio(20_000, 10, 2)).toBeLessThanOrEqual(CANVAS_MAX_SIDE);
    expect(canvasPixelRatio(40_000, 400, 2)).toBe(1);
  });
});
