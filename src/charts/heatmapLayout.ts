import { FONT_SIZE, type Margin } from './layout';

/** A heatmap row (a weekday) is this tall. */
export const HEATMAP_ROW_PX = 34;
/** On its side (hours down, weekdays across), a heatmap's row (an hour) is this tall, a column at least this wide. */
export const HEATMAP_HOUR_ROW_PX = 22;
const HEATMAP_WEEKDAY_MIN_PX = 32;
/** A column's labels are turned by 45° where a column is at least this wide (their lines 14 px apart). */
const HEATMAP_TURNED_MIN_PX = 20;
/** Between an axis and its labels: the tick and its padding. */
const HEATMAP_TICK_SPACE = 10;

export interface HeatmapLayout {
  /** Hours down the side and weekdays across (a narrow screen), rather than hours across. */
  transposed: boolean;
  /** Degrees the labels under the columns are turned: 0, or -45 where they do not fit flat. */
  tickRotation: number;
  margin: Margin;
  height: number;
}

/**
 * How a heatmap of `rows` (weekdays, their labels `rowLabelWidth` wide at most) by `columns` (hours,
 * `columnLabelWidth`) fits `width`: hours across, labelled flat where each label fits its column,
 * turned by 45° where a column still holds a line of text, else on its side (an hour a row, the
 * weekdays across the top), so that every hour's label is read whole, on a phone too. `height` is the
 * least height of the drawing.
 */
export function heatmapLayout(
  width: number,
  rows: number,
  columns: number,
  rowLabelWidth: number,
  columnLabelWidth: number,
  height: number,
): HeatmapLayout {
  const left = Math.ceil(rowLabelWidth) + HEATMAP_TICK_SPACE + 4;
  const column = (width - left - 8) / Math.max(columns, 1);
  const flat = column >= columnLabelWidth + 6;
  if (flat || column >= HEATMAP_TURNED_MIN_PX) {
    // A label turned by 45° reaches down by its length and its line height times sin 45°.
    const below = flat ? FONT_SIZE + 4 : Math.ceil((columnLabelWidth + FONT_SIZE) * Math.SQRT1_2);
    const margin = { top: 8, right: 8, bottom: below + HEATMAP_TICK_SPACE + 6, left };
    return {
      transposed: false,
      tickRotation: flat ? 0 : -45,
      margin,
      height: Math.max(height, rows * HEATMAP_ROW_PX + margin.top + margin.bottom),
    };
  }
  const margin = {
    top: TURNED_HEATMAP_MARGIN_Y.top,
    right: 8,
    bottom: TURNED_HEATMAP_MARGIN_Y.bottom,
    left: Math.ceil(columnLabelWidth) + HEATMAP_TICK_SPACE + 4,
  };
  return { transposed: true, tickRotation: 0, margin, height: turnedHeatmapHeight(columns) };
}

const TURNED_HEATMAP_MARGIN_Y = { top: FONT_SIZE + HEATMAP_TICK_SPACE + 6, bottom: 8 };

/** The height of a heatmap on its side (a phone's): an hour a row. Its skeleton holds that place too. */
export function turnedHeatmapHeight(hours: number): number {
  return hours * HEATMAP_HOUR_ROW_PX + TURNED_HEATMAP_MARGIN_Y.top + TURNED_HEATMAP_MARGIN_Y.bottom;
}

/** The narrowest a heatmap is drawn: on its side, its weekdays' columns at their least width. */
export function heatmapMinWidth(rows: number, hourLabelWidth: number): number {
  return rows * HEATMAP_WEEKDAY_MIN_PX + Math.ceil(hourLabelWidth) + HEATMAP_TICK_SPACE + 4 + 8;
}
