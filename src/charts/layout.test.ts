import { scaleBand } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import {
  barLabelCharacters,
  CANVAS_MAX_AREA,
  CANVAS_MAX_SIDE,
  CANVAS_TILE_WIDTH,
  canvasPixelRatio,
  canvasTiles,
  cartesianMargin,
  minPlotWidth,
  niceTicks,
  PX_PER_X,
  plotHeights,
  valueLabelWidth,
  xTickEvery,
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

describe('canvasTiles', () => {
  const margin = { top: 12, right: 16, bottom: 40, left: 70 };
  const padding = 0.2;
  const labelWidth = 44;
  const yearByDay = { count: 365, width: 365 * PX_PER_X + margin.left + margin.right };

  it('cuts a year by day in tiles of about a phone screen and a half, each bar in exactly one', () => {
    const tiles = canvasTiles(yearByDay.count, yearByDay.width, margin, padding, 2, labelWidth);
    expect(tiles.length).toBeGreaterThan(10);
    expect(tiles[0]?.from).toBe(0);
    expect(tiles.at(-1)?.to).toBe(yearByDay.count);
    for (const [index, tile] of tiles.slice(1).entries()) expect(tile.from).toBe(tiles[index]?.to);
    for (const tile of tiles) expect(tile.width).toBeLessThan(2 * CANVAS_TILE_WIDTH);
    const last = tiles.at(-1);
    expect((last?.left ?? 0) + (last?.width ?? 0)).toBeCloseTo(yearByDay.width, 6);
  });

  it("puts each tile's bars where the whole chart's band scale puts them", () => {
    const xs = Array.from({ length: yearByDay.count }, (_, index) => `day ${index}`);
    const inner = yearByDay.width - margin.left - margin.right;
    const whole = scaleBand(xs, [0, inner]).padding(padding);
    for (const tile of canvasTiles(yearByDay.count, yearByDay.width, margin, padding, 2, labelWidth)) {
      const tileInner = tile.width - tile.margin.left - tile.margin.right;
      const own = scaleBand(xs.slice(tile.from, tile.to), [0, tileInner]).padding(padding);
      expect(own.bandwidth()).toBeCloseTo(whole.bandwidth(), 6);
      for (const x of xs.slice(tile.from, tile.to)) {
        expect(tile.left + tile.margin.left + (own(x) ?? Number.NaN)).toBeCloseTo(
          margin.left + (whole(x) ?? 0),
          6,
        );
      }
    }
  });

  it("gives the value axis to the first tile only, and lets no tile cover an earlier tile's bar", () => {
    const xs = Array.from({ length: yearByDay.count }, (_, index) => String(index));
    const inner = yearByDay.width - margin.left - margin.right;
    const whole = scaleBand(xs, [0, inner]).padding(padding);
    const tiles = canvasTiles(yearByDay.count, yearByDay.width, margin, padding, 2, labelWidth);
    expect(tiles[0]?.margin.left).toBe(margin.left);
    tiles.slice(1).forEach((tile, index) => {
      expect(tile.margin.left).toBe(0);
      const previousLastBar = String((tiles[index]?.to ?? 0) - 1);
      const barEnd = margin.left + (whole(previousLastBar) ?? 0) + whole.bandwidth();
      expect(tile.left).toBeGreaterThanOrEqual(barEnd - 1e-6);
      // The earlier tile reaches under this one far enough to draw its last label whole.
      const previous = tiles[index];
      expect((previous?.left ?? 0) + (previous?.width ?? 0)).toBeGreaterThanOrEqual(barEnd + labelWidth / 2);
    });
  });

  it('starts every later tile half a label step after a labelled bar, so its first label fits in it', () => {
    for (const every of [1, 2, 3, 4]) {
      const tiles = canvasTiles(
        400,
        400 * PX_PER_X + margin.left + margin.right,
        margin,
        padding,
        every,
        labelWidth,
      );
      for (const tile of tiles.slice(1)) expect(tile.from % every).toBe(Math.floor(every / 2));
    }
  });

  it('keeps a chart narrower than a tile in one piece', () => {
    const tiles = canvasTiles(70, 500, margin, padding, xTickEvery(70, 414, labelWidth), labelWidth);
    expect(tiles).toHaveLength(1);
    expect(tiles[0]).toMatchObject({ from: 0, to: 70, left: 0, width: 500, margin });
  });
});
