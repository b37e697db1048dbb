import type { BarCanvasLayer, BarCustomLayerProps, BarDatum } from '@nivo/bar';
import type { FunctionComponent } from 'react';
import type { ChartRow } from './data';
import type { Ink } from './palette';

/** The gap between the bars of one x, in pixels (the bar chart's `innerPadding`). */
export const INNER_PADDING = 2;

interface BandScale {
  (value: string): number | undefined;
  bandwidth(): number;
}
type ValueScale = (value: number) => number;

interface PreviousMark {
  key: string;
  /** Where the mark starts and ends across its bar, and the previous value's place, in plot coordinates. */
  from: number;
  to: number;
  at: number;
}

/**
 * The previous period as a short dark mark across each bar at the previous value (a "target"
 * mark, as on bullet charts), with a white halo so it reads both on the bar and beside it.
 */
function previousMarks(
  rows: readonly ChartRow[],
  seriesCount: number,
  horizontal: boolean,
  xScale: unknown,
  yScale: unknown,
): PreviousMark[] {
  const indexScale = (horizontal ? yScale : xScale) as BandScale;
  const valueScale = (horizontal ? xScale : yScale) as ValueScale;
  const thickness = (indexScale.bandwidth() - INNER_PADDING * (seriesCount - 1)) / seriesCount;
  const marks: PreviousMark[] = [];
  for (const row of rows) {
    const bandStart = indexScale(row.x);
    if (bandStart === undefined) continue;
    row.previous.forEach((value, index) => {
      if (value === null) return;
      const from = bandStart + index * (thickness + INNER_PADDING) - 3;
      marks.push({ key: `${row.x}-${index}`, from, to: from + thickness + 6, at: valueScale(value) });
    });
  }
  return marks;
}

const HALO_WIDTH = 6;
const MARK_WIDTH = 2.5;

export function previousMarksLayer(
  rows: readonly ChartRow[],
  seriesCount: number,
  horizontal: boolean,
  ink: Ink,
): FunctionComponent<BarCustomLayerProps<BarDatum>> {
  return function PreviousMarks({ xScale, yScale }) {
    const marks = previousMarks(rows, seriesCount, horizontal, xScale, yScale);
    return (
      <g className="chart-previous-marks">
        {marks.map(({ key, from, to, at }) => {
          const d = horizontal ? `M${at},${from}V${to}` : `M${from},${at}H${to}`;
          return (
            <g key={key}>
              <path d={d} stroke={ink.surface} strokeWidth={HALO_WIDTH} strokeLinecap="round" />
              <path d={d} stroke={ink.text} strokeWidth={MARK_WIDTH} strokeLinecap="round" />
            </g>
          );
        })}
      </g>
    );
  };
}

/** The same marks on a canvas chart. */
export function previousMarksCanvasLayer(
  rows: readonly ChartRow[],
  seriesCount: number,
  horizontal: boolean,
  ink: Ink,
): BarCanvasLayer<BarDatum> {
  return (context, { xScale, yScale }) => {
    const marks = previousMarks(rows, seriesCount, horizontal, xScale, yScale);
    context.save();
    context.lineCap = 'round';
    for (const [color, width] of [
      [ink.surface, HALO_WIDTH],
      [ink.text, MARK_WIDTH],
    ] as const) {
      context.strokeStyle = color;
      context.lineWidth = width;
      context.beginPath();
      for (const { from, to, at } of marks) {
        context.moveTo(horizontal ? at : from, horizontal ? from : at);
        context.lineTo(horizontal ? at : to, horizontal ? to : at);
      }
      context.stroke();
    }
    context.restore();
  };
}
