import { truncateLabel } from './labels';
import { FONT_FAMILY } from './theme';
import type { ChartKind } from './types';

export const DEFAULT_HEIGHT = 320;
/** Above this many x values a bar or line chart gets a min width and scrolls sideways. */
export const SCROLL_X_AFTER = 40;
export const PX_PER_X = 28;
/**
 * Up to this many bars, each is an SVG element that grows in. nivo gives each SVG bar a spring of its
 * own (animated or not), which costs a phone about a millisecond per bar: a year by day (365 bars)
 * would hold the main thread for a second. More bars are painted on a canvas, in a few milliseconds.
 */
export const MOST_SVG_BARS = 62;
/** Above this many bars a horizontal bar chart grows at 30 px a bar and scrolls vertically. */
export const SCROLL_Y_AFTER = 50;
export const PX_PER_BAR = 30;
/** Up to SCROLL_Y_AFTER bars each bar still gets enough room for its 12 px label. */
const MIN_PX_PER_BAR = 16;
export const FONT_SIZE = 12;
const TICK_SPACE = 14;

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

let measuring: OffscreenCanvasRenderingContext2D | null | undefined;
/** Widths already measured, by text shape (see `textWidth`); cleared when it holds this many. */
const measured = new Map<string, number>();
const MOST_MEASURED = 2000;

/** A canvas measuring chart text in the charts' font, where the browser has one. */
function measuringContext(): OffscreenCanvasRenderingContext2D | null {
  if (measuring === undefined) {
    measuring = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
    if (measuring) measuring.font = `${FONT_SIZE}px ${FONT_FAMILY}`;
  }
  return measuring;
}

/**
 * The width of a chart text at 12 px, measured in the charts' font (an estimate of 7 px a letter
 * cut the first letters of labels such as "Premium Ca…"); without a canvas, an estimate in
 * which wide (CJK) characters count as a full em.
 */
export function textWidth(text: string): number {
  // Digits are measured as zeros: UI fonts draw digits at one width (a zero among the widest), so the
  // 365 dates of a year by day come down to a few shapes, each measured once.
  const shape = text.replace(/\d/g, '0');
  const known = measured.get(shape);
  if (known !== undefined) return known;
  const context = measuringContext();
  let width = 0;
  if (context) width = Math.ceil(context.measureText(shape).width);
  else for (const character of shape) width += (character.codePointAt(0) ?? 0) >= 0x2e80 ? FONT_SIZE : 7;
  if (measured.size >= MOST_MEASURED) measured.clear();
  measured.set(shape, width);
  return width;
}

function tickStep(start: number, stop: number, count: number): number {
  const rough = (stop - start) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const error = rough / power;
  if (error >= Math.sqrt(50)) return power * 10;
  if (error >= Math.sqrt(10)) return power * 5;
  if (error >= Math.sqrt(2)) return power * 2;
  return power;
}

/** About `count` round tick values covering [min, max]; whole numbers only when `integers`. */
export function niceTicks(min: number, max: number, count = 5, integers = false): number[] {
  if (!(max > min)) return niceTicks(min, min + 1, count, integers);
  let step = tickStep(min, max, count);
  if (integers) step = Math.max(1, Math.round(step));
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  const ticks: number[] = [];
  for (let index = first; index <= last; index += 1) ticks.push(Number((index * step).toPrecision(12)));
  return ticks;
}

/** The widest formatted tick, for the margin beside the value axis. */
export function valueLabelWidth(ticks: readonly number[], formatValue: (value: number) => string): number {
  return Math.max(0, ...ticks.map((tick) => textWidth(formatValue(tick))));
}

/** An x label as drawn: formatted, then cut to `maxCharacters`. */
export function xLabel(
  x: string,
  formatX: ((x: string) => string) | undefined,
  maxCharacters = X_LABEL_CHARACTERS,
): string {
  return truncateLabel(formatX ? formatX(x) : x, maxCharacters);
}

/** Characters of an x label under a column or a point, where labels sit side by side. */
const X_LABEL_CHARACTERS = 10;
/** The share of a horizontal bar chart's width its labels may take, and the most characters shown. */
const BAR_LABEL_SHARE = 0.3;
const BAR_LABEL_MAX_CHARACTERS = 32;

/**
 * Characters of a horizontal bar's label in a chart `width` px wide: labels sit one above the
 * other, so a wide chart shows names whole ("Premium Candles 1") instead of cutting every one at
 * ten; a narrow chart keeps at least ten.
 */
export function barLabelCharacters(width: number): number {
  const fitting = Math.floor((width * BAR_LABEL_SHARE) / 7);
  return Math.min(BAR_LABEL_MAX_CHARACTERS, Math.max(X_LABEL_CHARACTERS, fitting));
}

/** Every how many x values a label is shown so that the (cut) labels, `labelWidth` wide, do not overlap. */
export function xTickEvery(count: number, innerWidth: number, labelWidth: number): number {
  return Math.max(1, Math.ceil((count * (labelWidth + 12)) / Math.max(innerWidth, 1)));
}

/** Shows every n-th x label so that the (cut) labels do not overlap. */
export function xTickValues(xs: readonly string[], innerWidth: number, labelWidth: number): string[] {
  const every = xTickEvery(xs.length, innerWidth, labelWidth);
  return xs.filter((_, index) => index % every === 0);
}

export function minPlotWidth(kind: ChartKind, count: number, margin: Margin): number {
  if ((kind === 'bar' || kind === 'line') && count > SCROLL_X_AFTER) {
    return count * PX_PER_X + margin.left + margin.right;
  }
  return 0;
}

/** Height of the drawing and of the box that shows it (smaller when the drawing scrolls). */
export function plotHeights(
  kind: ChartKind,
  count: number,
  height: number,
): { plot: number; frame: number; scrollsY: boolean } {
  if (kind !== 'horizontalBar') return { plot: height, frame: height, scrollsY: false };
  const chrome = MARGIN_Y.top + MARGIN_Y.bottom;
  if (count > SCROLL_Y_AFTER) return { plot: count * PX_PER_BAR + chrome, frame: height, scrollsY: true };
  const plot = Math.max(height, count * MIN_PX_PER_BAR + chrome);
  return { plot, frame: plot, scrollsY: false };
}

const MARGIN_Y = { top: 12, bottom: 40 };

export function cartesianMargin(kind: ChartKind, valueWidth: number, xLabelWidth: number): Margin {
  if (kind === 'horizontalBar') {
    return { ...MARGIN_Y, left: xLabelWidth + TICK_SPACE, right: Math.ceil(valueWidth / 2) + 8 };
  }
  // A point scale puts the first and last x on the plot's edges: half a label hangs over each.
  const overhang = kind === 'line' ? Math.ceil(xLabelWidth / 2) : 8;
  return {
    ...MARGIN_Y,
    left: Math.max(valueWidth + TICK_SPACE, overhang),
    right: Math.max(overhang, 16),
  };
}

/**
 * A canvas's most pixels on a side (a browser refuses more) and in all: 8 million pixels are 32 MB of a
 * phone's memory, and the bigger the canvas, the longer the browser takes to hand it to the screen.
 */
export const CANVAS_MAX_SIDE = 32_767;
export const CANVAS_MAX_AREA = 8_000_000;

/**
 * Device pixels per CSS pixel for a canvas drawing of this size: the screen's own, as long as the
 * canvas stays within the sizes a phone's browser can hold (a year by day is a wide drawing); never
 * below 1.
 */
export function canvasPixelRatio(width: number, height: number, devicePixelRatio: number): number {
  const bySide = CANVAS_MAX_SIDE / Math.max(width, height, 1);
  const byArea = Math.sqrt(CANVAS_MAX_AREA / Math.max(width * height, 1));
  return Math.max(1, Math.min(devicePixelRatio, bySide, byArea));
}

/** About how wide a canvas tile of a long bar chart is: a phone's screen and a half. */
export const CANVAS_TILE_WIDTH = 600;

/** One canvas of a bar chart drawn in tiles: the bars [from, to), where it sits and its margins. */
export interface CanvasTile {
  from: number;
  to: number;
  /** Its left edge and width, in the drawing's CSS pixels. */
  left: number;
  width: number;
  margin: Margin;
}

/**
 * A long column chart cut into canvases about `CANVAS_TILE_WIDTH` wide, drawn one at a time, so that no
 * single drawing holds a phone's main thread (a year by day is 10,000 px of bars). Each tile is a chart
 * of its own bars on a band scale with the same step and padding as the whole: its bars fall exactly
 * where the whole chart's would. The first tile carries the value axis; the others have no left margin
 * and begin where the previous tile's last bar ends, so each bar belongs to the tile on top of it. A
 * tile reaches past its last bar (`labelWidth` / 2) to draw its last x label whole; the next tile, on
 * top and transparent there, lets it show. Tiles begin half a label step after a labelled bar, so a
 * tile's first label never starts left of the tile.
 */
export function canvasTiles(
  count: number,
  width: number,
  margin: Margin,
  padding: number,
  tickEvery: number,
  labelWidth: number,
): CanvasTile[] {
  const step = (width - margin.left - margin.right) / (count + padding);
  const perTile = tickEvery * Math.max(1, Math.round(CANVAS_TILE_WIDTH / (tickEvery * Math.max(step, 1))));
  const starts = [0];
  for (let start = Math.floor(tickEvery / 2) + perTile; start < count; start += perTile) starts.push(start);
  const overhang = Math.ceil(labelWidth / 2) + 4;
  return starts.map((from, index) => {
    const to = starts[index + 1] ?? count;
    const first = index === 0;
    const last = to === count;
    const tileMargin = {
      top: margin.top,
      bottom: margin.bottom,
      left: first ? margin.left : 0,
      right: last ? margin.right : overhang,
    };
    return {
      from,
      to,
      left: first ? 0 : margin.left + from * step,
      width: tileMargin.left + (to - from + padding) * step + tileMargin.right,
      margin: tileMargin,
    };
  });
}
