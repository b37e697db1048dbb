/** The data a report chart draws, independent of the chart library. */

export interface ChartPoint {
  /** Category or period label as the API gives it (`2026-11-18`, `2026-11`, `09:00`, a product name). */
  x: string;
  /** Null where the value is missing: a gap in a line, no bar. */
  y: number | null;
}

export interface ChartSeries {
  id: string;
  /** Translated name shown in the legend and tooltip. */
  label: string;
  points: ChartPoint[];
  /**
   * Why a point of the series may have no value, said by the chart when one has none: an average of a
   * period without orders ("No orders: no average"). A sum has 0 there instead.
   */
  gapNote?: string | undefined;
  /**
   * The series' own place in the palette, the same in every view (a status's colour: "Restocked" is
   * always the same colour); without it, series take the colours in the order they are drawn.
   */
  colorSlot?: number | undefined;
}

/**
 * - `bar`: one column per x of each series (several series stand side by side: new vs returning).
 * - `line`: one line per series over the x values (revenue by outlet, by payment method).
 * - `pie`: one slice per point of the first series.
 * - `horizontalBar`: one bar per x, laid out top to bottom (long names: products, categories).
 * - `heatmap`: one row per series, one coloured cell per x (weekdays × hours).
 */
export type ChartKind = 'bar' | 'line' | 'pie' | 'horizontalBar' | 'heatmap';

export interface ReportChartProps {
  kind: ChartKind;
  series: ChartSeries[];
  /** The previous period, drawn as an overlay; its points pair with `series` points by index. */
  previous?: ChartSeries[] | undefined;
  /** The overlay's name in the legend and tooltips; default "Previous period". */
  previousLabel?: string | undefined;
  /** Formats a value for axes and tooltips (money in the chosen currency, counts…). */
  formatValue: (value: number) => string;
  /** Formats an x label for the axis and tooltip; labels are also cut to 10 characters plus an ellipsis on axes. */
  formatX?: ((x: string) => string) | undefined;
  /** An x as a tooltip names it, in full (a week the range cuts: "Week of Oct 26 (from Nov 1)"); default `formatX`. */
  describeX?: ((x: string) => string) | undefined;
  /** The x labels are periods, shown whole on the axis ("Week of Oct 26"), never cut to ten characters. */
  wholeXLabels?: boolean | undefined;
  /**
   * Opens what is behind a bar, a line chart's slice (the orders of its period) or a pie's slice:
   * called with its x and, for a bar, its series id. The table the chart describes gives the same for keyboards and
   * screen readers.
   */
  onSelect?: ((x: string, seriesId: string) => void) | undefined;
  /** Accessible name of the chart. */
  title: string;
  /** Id of the element (the report table) that holds the chart's data, for `aria-describedby`. */
  describedBy?: string | undefined;
  /** Pixel height of the plot; default 320. */
  height?: number | undefined;
  /**
   * A pie's slices are listed, each with its colour (`sliceColors`), in the table `describedBy` names:
   * the pie prints no legend of its own, so the names and figures are not printed twice.
   */
  tableIsLegend?: boolean | undefined;
}

export interface SparklineProps {
  points: ChartPoint[];
  /** Accessible name, e.g. "Total revenue over the period". */
  label: string;
}
